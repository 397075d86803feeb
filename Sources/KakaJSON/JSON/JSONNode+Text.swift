extension JSONNode {
    /// The value's JSON text exactly as the input has it (a string with its
    /// quotes and escapes): what a `String` property keeps of an array or
    /// object, the same text on every run.
    var jsonText: String {
        let start = entry.startOffset &- (entry.kind == .string ? 1 : 0)
        let end = endOffset
        return document.withBytes { $0.string(from: start, to: end) }
    }

    /// The byte offset just past the value. The tape keeps no closing offset
    /// for a container (its entries are full), so it is found from the last
    /// descendant: past it, each enclosing container's bracket follows after
    /// whitespace. Walks only the last member of each level, O(members).
    private var endOffset: Int {
        var index = tapeIndex
        var closings = 0
        var end = 0
        let tape = document.tape
        while true {
            let entry = tape[index]
            if !entry.isContainer {
                // A string's extent leaves out its closing quote.
                end = entry.endOffset &+ (entry.kind == .string ? 1 : 0)
                break
            }
            closings &+= 1
            if entry.count == 0 {
                end = entry.startOffset &+ 1
                break
            }
            var child = index &+ 1
            var last = child
            while child < Int(entry.extent) {
                last = child
                child = document.tapeIndex(after: child)
            }
            index = last
        }
        return document.withBytes { bytes in
            for _ in 0..<closings {
                end = bytes.firstNonWhitespace(from: end) &+ 1
            }
            return end
        }
    }
}
