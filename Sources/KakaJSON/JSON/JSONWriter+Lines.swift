extension JSONWriter {
    /// Ends the complete top-level value with a line feed and makes room for
    /// the next one, keeping the output: JSON Lines, one value a line.
    package mutating func endLine() {
        assert(position == .done, "JSONWriter: endLine() before a complete value")
        buffer.append(JSONByte.lineFeed)
        position = .topLevel
    }
}
