extension JSONReadError {
    /// The error with its place in `view`, for people: "expected ',' or '}'
    /// after an object member, found ']' at line 3, column 14 (byte 52)".
    /// Lines count line feeds; columns count characters (Unicode scalars)
    /// from 1.
    func located(in view: JSONByteView) -> String {
        let (line, column) = place(in: view)
        return located(line: line, column: column, found: offset < view.count ? view[offset] : nil)
    }

    /// The line and column of the error in `view`, each from 1.
    func place(in view: JSONByteView) -> (line: Int, column: Int) {
        let end = Swift.min(offset, view.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where view[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<end where view[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    /// The error with its place given: `found` is the byte at `offset`, nil
    /// past the end of the input (a stream, which keeps no text it has read,
    /// counts the lines and columns as it goes).
    func located(line: Int, column: Int, found: UInt8?) -> String {
        let place = "line \(line), column \(column) (byte \(offset))"
        guard let found, !isAtEnd else { return "\(reason.message) at the end of the input, \(place)" }
        return "\(reason.message), found \(Self.shown(found)) at \(place)"
    }

    /// Reasons that are about the input ending, not about the byte found.
    private var isAtEnd: Bool {
        switch reason {
        case .unexpectedEndOfInput, .emptyInput: true
        default: false
        }
    }

    /// A byte as a reader recognizes it: 'x' for printable ASCII, its hex value otherwise.
    private static func shown(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
    }
}
