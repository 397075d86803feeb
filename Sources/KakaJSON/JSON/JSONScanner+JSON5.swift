/// The JSON5 forms, as Foundation's `JSONDecoder` reads them with
/// `allowsJSON5`. Only the JSON5 specialization of the scanner reaches
/// these; each form is checked here, when the document is read, so that a
/// document is either valid or refused as a whole.
extension JSONScanner {
    // MARK: - Whitespace and comments

    /// The index of the first byte at or after `index` that is neither
    /// JSON5 whitespace nor inside a comment. The whitespace is Foundation's:
    /// space, tab, LF, CR, vertical tab, form feed and a 0xA0 byte.
    func skipJSON5Whitespace(from index: Int) throws(JSONReadError) -> Int {
        var i = index
        while true {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0xA0:
                i &+= 1
            case JSONByte.slash:
                switch bytes[i &+ 1] {
                case JSONByte.slash:
                    i &+= 2
                    // To the end of the line (LF or CR) or of the input.
                    while i < bytes.count, bytes[i] != JSONByte.lineFeed, bytes[i] != JSONByte.carriageReturn { i &+= 1 }
                case 0x2A: // *
                    let opening = i
                    i &+= 2
                    while !(bytes[i] == 0x2A && bytes[i &+ 1] == JSONByte.slash) {
                        guard i < bytes.count else { throw JSONReadError(offset: opening, reason: .unterminatedComment) }
                        i &+= 1
                    }
                    i &+= 2
                default:
                    return i
                }
            default:
                // Past the end the view reads 0, which stops the loop too.
                return i
            }
        }
    }

    // MARK: - Values

    /// Scans a value that starts like no JSON value: a single-quoted
    /// string, or a number starting with `+`, `.`, `I` or `N`.
    mutating func scanJSON5Value(from index: Int) throws(JSONReadError) -> Int {
        switch bytes[index] {
        case 0x27: return try scanSingleQuotedString(from: index)
        case JSONByte.plus, JSONByte.period, 0x49, 0x4E: return try scanJSON5Number(from: index) // + . I N
        default: throw error(.expectedValue, at: index)
        }
    }

    /// Scans an object key that does not start with `"`: a single-quoted
    /// string or an identifier.
    mutating func scanJSON5Key(from index: Int) throws(JSONReadError) -> Int {
        bytes[index] == 0x27 ? try scanSingleQuotedString(from: index) : try scanUnquotedKey(from: index)
    }

    /// Validates the string in single quotes at `index` and returns the
    /// index after its closing quote. The rules are those of a string in
    /// double quotes, with `'` as the delimiter (a `"` stands for itself).
    private mutating func scanSingleQuotedString(from index: Int) throws(JSONReadError) -> Int {
        let contentStart = index &+ 1
        var i = contentStart
        var flags: UInt32 = 0
        while true {
            let byte = bytes[i]
            if byte == 0x27 { break }
            if byte == JSONByte.backslash {
                flags = JSONTapeEntry.Flags.hasEscapes
                i = try scanEscape(from: i)
            } else if byte >= 0x80 {
                guard let (_, length) = UTF8Scalar.decode(bytes, at: i) else {
                    throw JSONReadError(offset: i, reason: .invalidUTF8)
                }
                i &+= length
            } else if byte >= JSONByte.space {
                i &+= 1
            } else if i >= bytes.count {
                throw JSONReadError(offset: index, reason: .unterminatedString)
            } else {
                throw JSONReadError(offset: i, reason: .controlCharacterInString)
            }
        }
        tape.append(JSONTapeEntry(kind: .string, flags: flags, start: contentStart, extent: i &- contentStart))
        return i &+ 1
    }

    /// The index after a JSON5 escape at `index` that JSON lacks: `\'`, an
    /// escaped line break (LF, CR or CR LF) or `\x` with two hex digits
    /// (not `\x00`, which Foundation refuses); nil for any other.
    func json5EscapeEnd(at index: Int) -> Int? {
        switch bytes[index &+ 1] {
        case 0x27, JSONByte.lineFeed: // ' LF
            return index &+ 2
        case JSONByte.carriageReturn:
            return bytes[index &+ 2] == JSONByte.lineFeed ? index &+ 3 : index &+ 2
        case 0x78: // x
            let value = JSONStringDecoding.hex2(in: bytes, at: index &+ 2)
            return value > 0 ? index &+ 4 : nil
        default:
            return nil
        }
    }

    /// Validates an unquoted key (an identifier) at `index` and returns the
    /// index after it. As in Foundation, it starts with a letter, `$`, `_`
    /// or an escape, goes on with letters, combining marks, digits,
    /// connector punctuation, `$`, ZWNJ and ZWJ, and is kept as written:
    /// an escape in it is validated but not resolved.
    private mutating func scanUnquotedKey(from index: Int) throws(JSONReadError) -> Int {
        var i = index
        let first = bytes[i]
        switch first {
        case 0x24, 0x5F, JSONByte.backslash: break // $ _ \
        default:
            guard i < bytes.count else { throw JSONReadError(offset: i, reason: .unexpectedEndOfInput) }
            guard let (scalar, _) = UTF8Scalar.decode(bytes, at: i) else {
                throw JSONReadError(offset: i, reason: .invalidUTF8)
            }
            guard JSON5Identifier.canStart(with: scalar) else { throw JSONReadError(offset: i, reason: .expectedKey) }
        }
        while true {
            let byte = bytes[i]
            let scalar: Unicode.Scalar
            let length: Int
            if byte == JSONByte.backslash {
                (scalar, length) = try identifierEscape(at: i)
            } else if byte < 0x80 {
                (scalar, length) = (Unicode.Scalar(byte), 1)
            } else {
                guard let decoded = UTF8Scalar.decode(bytes, at: i) else {
                    throw JSONReadError(offset: i, reason: .invalidUTF8)
                }
                (scalar, length) = decoded
            }
            guard JSON5Identifier.continues(with: scalar) else { break }
            i &+= length
        }
        guard i < bytes.count else { throw JSONReadError(offset: i, reason: .unexpectedEndOfInput) }
        tape.append(JSONTapeEntry(kind: .string, start: index, extent: i &- index))
        return i
    }

    /// The scalar an escape in an identifier stands for and its length:
    /// `\u` with four hex digits naming a scalar other than NUL, or `\x`
    /// with two naming one other than NUL.
    private func identifierEscape(at index: Int) throws(JSONReadError) -> (Unicode.Scalar, Int) {
        switch bytes[index &+ 1] {
        case JSONByte.lowerU:
            let unit = JSONStringDecoding.hex4(in: bytes, at: index &+ 2)
            guard unit > 0, let scalar = Unicode.Scalar(UInt32(unit)) else { throw error(.invalidEscape, at: index) }
            return (scalar, 6)
        case 0x78: // x
            let unit = JSONStringDecoding.hex2(in: bytes, at: index &+ 2)
            guard unit > 0 else { throw error(.invalidEscape, at: index) }
            return (Unicode.Scalar(UInt8(unit)), 4)
        default:
            throw error(.invalidEscape, at: index)
        }
    }

    // MARK: - Numbers

    /// Checks the JSON5 number at `index` and records it. The grammar is
    /// the one Foundation's JSON5 reader accepts when it reads the number:
    /// an optional `+` or `-`, then `Infinity`, `NaN`, `0x` or `0X` with hex
    /// digits, or a decimal number whose point may come first or last
    /// (`.5`, `5.`) but whose integer part has no leading zero. A number
    /// in JSON's own spelling is recorded as the strict scanner records it;
    /// any other spelling carries `Flags.json5Number`.
    mutating func scanJSON5Number(from index: Int) throws(JSONReadError) -> Int {
        var i = index
        var flags = JSONTapeEntry.Flags.integerLiteral
        var json5 = false
        let sign = bytes[i]
        if sign == JSONByte.minus || sign == JSONByte.plus {
            if sign == JSONByte.minus { flags |= JSONTapeEntry.Flags.negative } else { json5 = true }
            i &+= 1
        }
        let first = bytes[i]
        if first == 0x49 || first == 0x4E { // I N
            let length = first == 0x49 ? 8 : 3
            guard bytes.bytesEqual(start: i, length: length, first == 0x49 ? "Infinity" : "NaN"),
                  !JSON5Identifier.isNumberTokenByte(bytes[i &+ length]) else {
                throw error(.invalidNumber, at: i)
            }
            i &+= length
            return recordJSON5Number(from: index, to: i, flags: JSONTapeEntry.Flags.json5Number)
        }
        if first == JSONByte.zero, bytes[i &+ 1] | 0x20 == 0x78 { // 0x 0X
            i &+= 2
            guard JSONStringDecoding.isHexDigit(bytes[i]) else { throw error(.invalidNumber, at: i) }
            while JSONStringDecoding.isHexDigit(bytes[i]) { i &+= 1 }
            guard !JSON5Identifier.isNumberTokenByte(bytes[i]) else { throw error(.invalidNumber, at: i) }
            return recordJSON5Number(from: index, to: i, flags: JSONTapeEntry.Flags.json5Number)
        }
        var hasIntegerDigits = false
        if first == JSONByte.zero {
            i &+= 1
            hasIntegerDigits = true
            if JSONByte.isDigit(bytes[i]) { throw JSONReadError(offset: i, reason: .invalidNumber) }
        } else if JSONByte.isDigit(first) {
            i = skipDigits(from: i &+ 1)
            hasIntegerDigits = true
        } else if first != JSONByte.period {
            throw error(.invalidNumber, at: i)
        }
        if bytes[i] == JSONByte.period {
            flags &= ~JSONTapeEntry.Flags.integerLiteral
            i &+= 1
            if JSONByte.isDigit(bytes[i]) {
                i = skipDigits(from: i &+ 1)
                if !hasIntegerDigits { json5 = true }
            } else {
                // `5.` is a number, `.` and `.e1` are not.
                guard hasIntegerDigits else { throw error(.invalidNumber, at: i) }
                json5 = true
            }
        }
        if bytes[i] | 0x20 == JSONByte.lowerE {
            flags &= ~JSONTapeEntry.Flags.integerLiteral
            i &+= 1
            if bytes[i] == JSONByte.plus || bytes[i] == JSONByte.minus { i &+= 1 }
            guard JSONByte.isDigit(bytes[i]) else { throw error(.invalidNumber, at: i) }
            i = skipDigits(from: i &+ 1)
        }
        guard !JSON5Identifier.isNumberTokenByte(bytes[i]) else { throw error(.invalidNumber, at: i) }
        if json5 { flags = JSONTapeEntry.Flags.json5Number }
        return recordJSON5Number(from: index, to: i, flags: flags)
    }

    private mutating func recordJSON5Number(from start: Int, to end: Int, flags: UInt32) -> Int {
        tape.append(JSONTapeEntry(kind: .number, flags: flags, start: start, extent: end &- start))
        return end
    }
}
