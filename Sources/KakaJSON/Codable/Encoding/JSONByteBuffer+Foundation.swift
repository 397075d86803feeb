/// Scalars as Foundation's `JSONEncoder` writes them, for the Codable encoders.
extension JSONByteBuffer {
    /// Appends `value` when it is a scalar; false (nothing appended) for an
    /// array, object or deferred value.
    mutating func appendScalar(_ value: EncodedValue, escapingSlashes: Bool) -> Bool {
        switch value {
        case .null: append("null")
        case .bool(let bool): append(bool ? "true" : "false")
        case .integer(let integer): appendSigned(integer)
        case .unsigned(let unsigned): appendDecimal(unsigned)
        case .double(let double): appendFoundationNumber(double.description)
        case .float(let float): appendFoundationNumber(float.description)
        case .string(let string): appendQuoted(string, escapingSlashes: escapingSlashes)
        case .number(let text): append(utf8Of: text)
        case .array, .object, .deferred: return false
        }
        return true
    }

    /// A floating-point number's `description` without a trailing `.0`
    /// (`1.0` is written `1`), as Foundation writes it.
    mutating func appendFoundationNumber(_ description: String) {
        if description.hasSuffix(".0") {
            append(contentsOf: description.utf8.dropLast(2))
        } else {
            append(utf8Of: description)
        }
    }

    /// An integer in decimal, with its sign.
    mutating func appendSigned(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(value.magnitude)
    }

    /// A newline and two spaces per level, Foundation's pretty printing.
    mutating func appendNewline(indent depth: Int) {
        append(UInt8(ascii: "\n"))
        append(repeating: UInt8(ascii: " "), count: depth &* 2)
    }
}
