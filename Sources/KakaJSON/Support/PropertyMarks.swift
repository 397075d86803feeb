/// Which properties of a model got a value during one fill: bits in a word
/// for up to 64 properties (no allocation on the common path), an array
/// beyond.
struct PropertyMarks {
    private var low: UInt64 = 0
    private var high: [Bool]

    /// Room for `count` properties, none marked.
    init(count: Int) {
        high = count > 64 ? [Bool](repeating: false, count: count - 64) : []
    }

    @inline(__always)
    mutating func insert(_ index: Int) {
        if index < 64 { low |= 1 &<< UInt64(index) } else { insertBeyondTheWord(index) }
    }

    /// Out of line: inlined, the array's uniqueness check was hoisted out of
    /// the fill's loop, and copied the shared empty array on every fill.
    @inline(never)
    private mutating func insertBeyondTheWord(_ index: Int) {
        high[index - 64] = true
    }

    @inline(__always)
    func contains(_ index: Int) -> Bool {
        index < 64 ? low & (1 &<< UInt64(index)) != 0 : high[index - 64]
    }
}
