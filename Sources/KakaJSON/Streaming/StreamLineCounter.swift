/// The line and column a stream has reached, counted over the bytes before
/// they are dropped: an error far into a stream still says where it is, and
/// a value of JSON Lines is named by the line it starts on.
struct StreamLineCounter {
    /// The offset in the whole stream counted up to.
    private(set) var counted = 0
    /// Line feeds before `counted`: the zero-based index of its line.
    private(set) var lineIndex = 0
    /// Characters (Unicode scalars) from the start of that line to `counted`.
    private(set) var columnIndex = 0

    /// Counts `bytes`, which follow the bytes counted so far.
    mutating func count(_ bytes: ArraySlice<UInt8>) {
        counted &+= bytes.count
        // Two passes the compiler vectorizes, and a backward search that
        // stops at the last line feed, instead of one byte-at-a-time loop.
        let feeds = bytes.reduce(0) { $0 &+ ($1 == JSONByte.lineFeed ? 1 : 0) }
        guard feeds > 0, let last = bytes.lastIndex(of: JSONByte.lineFeed) else {
            columnIndex &+= Self.scalars(in: bytes)
            return
        }
        lineIndex &+= feeds
        columnIndex = Self.scalars(in: bytes[(last &+ 1)...])
    }

    /// The number of UTF-8 lead bytes: each starts one scalar.
    private static func scalars(in bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 &+ ($1 & 0xC0 != 0x80 ? 1 : 0) }
    }
}
