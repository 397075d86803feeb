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

    /// Counts the bytes `start..<end` of `view`, which follow the bytes
    /// counted so far.
    mutating func count(_ view: JSONByteView, from start: Int, to end: Int) {
        guard end > start else { return }
        counted &+= end &- start
        let (feeds, scalars) = view.lineFeedsAndScalars(from: start, to: end)
        guard feeds > 0 else {
            columnIndex &+= scalars
            return
        }
        lineIndex &+= feeds
        // The last line feed is near the end wherever there are many.
        var lineStart = end
        while view[lineStart &- 1] != JSONByte.lineFeed { lineStart &-= 1 }
        columnIndex = view.lineFeedsAndScalars(from: lineStart, to: end).scalars
    }
}
