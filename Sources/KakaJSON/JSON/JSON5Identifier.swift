/// The characters of JSON5's unquoted keys, by Foundation's rules (Unicode
/// general categories), and the bytes a JSON5 number is made of.
enum JSON5Identifier {
    /// Whether an unquoted key may start with `scalar` (besides `$`, `_` and
    /// an escape): a letter of any kind or a letter number.
    static func canStart(with scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// Whether an unquoted key may go on with `scalar`.
    static func continues(with scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x24, 0x5F, 0x5C, 0x200C, 0x200D: // 0-9 A-Z a-z $ _ \ ZWNJ ZWJ
            return true
        case 0..<0x80:
            return false
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
             .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// Whether `byte` would continue a number token in Foundation's JSON5
    /// reader (a digit, a letter, `.`, `+` or `-`): after a number, such a
    /// byte makes the whole token invalid.
    @inline(__always)
    static func isNumberTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2B, 0x2D, 0x2E: true
        default: false
        }
    }
}

/// Decoding one UTF-8 scalar from a byte view.
enum UTF8Scalar {
    /// The well-formed UTF-8 scalar at `index` and its length in bytes, or
    /// nil for an ill-formed or cut-off sequence (or the end of the view).
    static func decode(_ bytes: JSONByteView, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        guard index < bytes.count else { return nil }
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        for offset in 1..<length {
            let byte = bytes[index &+ offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are ill-formed.
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
