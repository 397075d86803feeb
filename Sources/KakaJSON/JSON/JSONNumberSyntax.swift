/// The JSON number grammar (RFC 8259 §6), used to vet caller-supplied number text.
enum JSONNumberSyntax {
    /// Whether `text` is exactly one JSON number:
    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    static func isValid(_ text: some Collection<UInt8>) -> Bool {
        var iterator = text.makeIterator()
        var next = iterator.next()

        if next == UInt8(ascii: "-") {
            next = iterator.next()
        }
        // Integer part: a lone zero, or digits without a leading zero.
        guard let first = next, isDigit(first) else { return false }
        next = iterator.next()
        if first != UInt8(ascii: "0") {
            while let byte = next, isDigit(byte) {
                next = iterator.next()
            }
        }
        if next == UInt8(ascii: ".") {
            next = iterator.next()
            guard let byte = next, isDigit(byte) else { return false }
            while let byte = next, isDigit(byte) {
                next = iterator.next()
            }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            next = iterator.next()
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
                next = iterator.next()
            }
            guard let byte = next, isDigit(byte) else { return false }
            while let byte = next, isDigit(byte) {
                next = iterator.next()
            }
        }
        return next == nil
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
