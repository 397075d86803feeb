/// Reads a document with the scanner of the grammar `options` name.
enum JSONReader {
    /// Scans `bytes` and returns the tape of the document and how deep its
    /// arrays and objects nest.
    static func scan(
        _ bytes: JSONByteView,
        options: JSONReadOptions
    ) throws(JSONReadError) -> (tape: ContiguousArray<JSONTapeEntry>, depth: Int) {
        switch options.syntax {
        case .strict: try JSONScanner<StrictGrammar>.scan(bytes, options: options)
        case .trailingCommas: try JSONScanner<TrailingCommaGrammar>.scan(bytes, options: options)
        case .json5: try JSONScanner<JSON5Grammar>.scan(bytes, options: options)
        }
    }
}

/// Validates a JSON text (RFC 8259, strict, or one of the relaxations that
/// `Grammar` names) and records its values on a tape in a single pass.
///
/// The scanner is iterative: open arrays and objects live on an explicit stack
/// bounded by `JSONReadOptions.maxDepth`, so deep input cannot overflow the
/// call stack. Strings are validated (UTF-8, escapes, surrogate pairs, control
/// characters) and numbers checked against the grammar, but neither is
/// converted: the tape keeps their byte ranges for lazy decoding.
struct JSONScanner<Grammar: JSONGrammar> {
    private typealias OpenContainer = JSONOpenContainer

    let bytes: JSONByteView
    private let maxDepth: Int
    var tape: ContiguousArray<JSONTapeEntry>
    /// The deepest nesting of arrays and objects met.
    private var deepest = 0

    private init(bytes: JSONByteView, maxDepth: Int, expectedValues: Int? = nil) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        tape = []
        // Pretty-printed documents hold about one value per 20 to 30 bytes
        // and compact ones more; growing past this estimate is amortised.
        tape.reserveCapacity(expectedValues ?? bytes.count / 16 &+ 4)
    }

    /// Scans the value at the start of `bytes` and stops after it, whatever
    /// follows (a stream's element, with the rest of its buffer after it);
    /// returns its tape, its depth and the index just past it.
    static func scanFirstValue(
        _ bytes: JSONByteView,
        options: JSONReadOptions
    ) throws(JSONReadError) -> (tape: ContiguousArray<JSONTapeEntry>, depth: Int, end: Int) {
        guard UInt64(bytes.count) < UInt64(UInt32.max) else {
            throw JSONReadError(offset: 0, reason: .inputTooLarge)
        }
        // A small start: the value is one element, not what follows it.
        var scanner = JSONScanner(bytes: bytes, maxDepth: options.maxDepth, expectedValues: 16)
        guard bytes.count > 0 else { throw JSONReadError(offset: 0, reason: .emptyInput) }
        let end = try scanner.scanDocument(from: 0, stopsAfterValue: true)
        return (scanner.tape, scanner.deepest, end)
    }

    /// Scans `bytes` and returns the tape of the document and how deep its
    /// arrays and objects nest.
    static func scan(
        _ bytes: JSONByteView,
        options: JSONReadOptions
    ) throws(JSONReadError) -> (tape: ContiguousArray<JSONTapeEntry>, depth: Int) {
        // Offsets are stored in 32 bits; UInt64 keeps this check safe on 32-bit platforms.
        guard UInt64(bytes.count) < UInt64(UInt32.max) else {
            throw JSONReadError(offset: 0, reason: .inputTooLarge)
        }
        var scanner = JSONScanner(bytes: bytes, maxDepth: options.maxDepth)
        var start = 0
        if options.allowsByteOrderMark, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            start = 3
        }
        start = try scanner.skipWhitespace(from: start)
        if options.assumesTopLevelDictionary, bytes[start] != JSONByte.openBrace {
            try scanner.scanDocument(from: start, braceless: true)
            return (scanner.tape, scanner.deepest)
        }
        guard start < bytes.count else {
            throw JSONReadError(offset: start, reason: .emptyInput)
        }
        try scanner.scanDocument(from: start, braceless: false)
        return (scanner.tape, scanner.deepest)
    }

    // MARK: - Structure

    /// Scans the top-level value starting at `start` and checks that only
    /// whitespace follows it; `braceless`: the members of an object that
    /// lacks its braces, up to the end of the input. With `stopsAfterValue`,
    /// returns the index just past the value instead of checking that only
    /// whitespace follows it.
    @discardableResult
    private mutating func scanDocument(from start: Int, braceless: Bool = false,
                                       stopsAfterValue: Bool = false) throws(JSONReadError) -> Int {
        var i = start
        var stack = ContiguousArray<OpenContainer>()
        var current = OpenContainer(tapeIndex: 0, count: 0, closer: JSONByte.closeBracket)
        var depth = 0
        if braceless {
            guard maxDepth >= 1 else { throw JSONReadError(offset: i, reason: .depthLimitExceeded(limit: maxDepth)) }
            depth = 1
            deepest = 1
            current = OpenContainer(tapeIndex: 0, count: 0, closer: 0)
            tape.append(JSONTapeEntry(kind: .object, start: i))
            guard i < bytes.count else {
                close(current)
                return i
            }
            current.count = 1
            i = try scanKeyAndColon(from: i)
        }

        nextValue: while true {
            // `i` is at the first byte of a value.
            let byte = bytes[i]
            switch byte {
            // Literal patterns keep this a jump table.
            case 0x22: // "
                i = try scanString(from: i)
            case 0x2D, 0x30...0x39: // - 0-9
                i = try scanNumber(from: i)
            case 0x5B, 0x7B: // [ {
                depth &+= 1
                guard depth <= maxDepth else {
                    throw JSONReadError(offset: i, reason: .depthLimitExceeded(limit: maxDepth))
                }
                if depth > deepest { deepest = depth }
                if depth > 1 { stack.append(current) }
                let isObject = byte == JSONByte.openBrace
                current = OpenContainer(tapeIndex: tape.count, count: 0,
                                        closer: isObject ? JSONByte.closeBrace : JSONByte.closeBracket)
                tape.append(JSONTapeEntry(kind: isObject ? .object : .array, start: i))
                i = try skipWhitespace(from: i &+ 1)
                if bytes[i] != current.closer {
                    current.count = 1
                    if isObject { i = try scanKeyAndColon(from: i) }
                    continue nextValue
                }
                // Empty container: close it here and carry on as after any value.
                i &+= 1
                close(current)
                depth &-= 1
                if depth > 0 { current = stack.popLast() ?? current }
            case 0x74: // t
                i = try scanLiteral(from: i, kind: .true)
            case 0x66: // f
                i = try scanLiteral(from: i, kind: .false)
            case 0x6E: // n
                i = try scanLiteral(from: i, kind: .null)
            case 0x5D, 0x7D: // ] }
                // Only an array's trailing comma leads here: its container
                // closes as after a value. Out of the comma path, so
                // commas cost nothing more.
                guard Grammar.allowsTrailingCommas, depth > 0, !current.isObject, byte == current.closer else {
                    throw error(.expectedValue, at: i)
                }
                current.count &-= 1
            default:
                // The JSON5 values that no JSON value starts like.
                guard Grammar.isJSON5 else { throw error(.expectedValue, at: i) }
                i = try scanJSON5Value(from: i)
            }

            // A value is complete: close containers until one continues.
            while true {
                guard depth > 0 else {
                    if stopsAfterValue { return i }
                    i = try skipWhitespace(from: i)
                    guard i >= bytes.count else { throw JSONReadError(offset: i, reason: .trailingContent) }
                    return i
                }
                i = try skipWhitespace(from: i)
                let byte = bytes[i]
                if byte == JSONByte.comma {
                    current.count &+= 1
                    i = try skipWhitespace(from: i &+ 1)
                    if current.isObject {
                        // A trailing comma: the object closes below. (An
                        // array's is met where its next value would start.)
                        if Grammar.allowsTrailingCommas, bytes[i] != JSONByte.quote, bytes[i] == current.closer {
                            current.count &-= 1
                            continue
                        }
                        i = try scanKeyAndColon(from: i)
                    }
                    continue nextValue
                }
                if byte == current.closer {
                    // A document without braces ends with the input, not at a NUL byte.
                    if byte == 0, i < bytes.count { throw JSONReadError(offset: i, reason: .expectedCommaOrBrace) }
                    i &+= 1
                    close(current)
                    depth &-= 1
                    if depth > 0 { current = stack.popLast() ?? current }
                    continue
                }
                throw error(current.isObject ? .expectedCommaOrBrace : .expectedCommaOrBracket, at: i)
            }
        }
    }

    /// Records where `container` ends and how many children it has.
    @inline(__always)
    private mutating func close(_ container: OpenContainer) {
        let end = UInt32(truncatingIfNeeded: tape.count)
        tape[container.tapeIndex].extent = end
        tape[container.tapeIndex].count = container.count
    }

    /// Scans an object key at `index`, then the `:` after it; returns the
    /// index of the member's value.
    @inline(__always)
    private mutating func scanKeyAndColon(from index: Int) throws(JSONReadError) -> Int {
        var i: Int
        if bytes[index] == JSONByte.quote {
            i = try scanString(from: index)
        } else if Grammar.isJSON5 {
            i = try scanJSON5Key(from: index)
        } else {
            throw error(.expectedKey, at: index)
        }
        i = try skipWhitespace(from: i)
        guard bytes[i] == JSONByte.colon else { throw error(.expectedColon, at: i) }
        return try skipWhitespace(from: i &+ 1)
    }

    @inline(__always)
    private func skipWhitespace(from index: Int) throws(JSONReadError) -> Int {
        if Grammar.isJSON5 { return try skipJSON5Whitespace(from: index) }
        // Most values are not preceded by whitespace at all.
        return bytes[index] > JSONByte.space ? index : bytes.firstNonWhitespace(from: index)
    }

    /// `reason`, unless the input simply ran out at `index`.
    func error(_ reason: JSONReadError.Reason, at index: Int) -> JSONReadError {
        JSONReadError(offset: index, reason: index >= bytes.count ? .unexpectedEndOfInput : reason)
    }

    // MARK: - Scalars

    /// Checks the literal `true`, `false` or `null` at `index`.
    private mutating func scanLiteral(from index: Int, kind: JSONTapeEntry.Kind) throws(JSONReadError) -> Int {
        let matches: Bool
        let length: Int
        switch kind {
        case .true:
            length = 4
            matches = bytes[index &+ 1] == JSONByte.lowerR && bytes[index &+ 2] == JSONByte.lowerU
                && bytes[index &+ 3] == JSONByte.lowerE
        case .false:
            length = 5
            matches = bytes[index &+ 1] == JSONByte.lowerA && bytes[index &+ 2] == JSONByte.lowerL
                && bytes[index &+ 3] == JSONByte.lowerS && bytes[index &+ 4] == JSONByte.lowerE
        default:
            length = 4
            matches = bytes[index &+ 1] == JSONByte.lowerU && bytes[index &+ 2] == JSONByte.lowerL
                && bytes[index &+ 3] == JSONByte.lowerL
        }
        guard matches else {
            let reason: JSONReadError.Reason = index &+ length > bytes.count ? .unexpectedEndOfInput : .invalidLiteral
            throw JSONReadError(offset: index, reason: reason)
        }
        tape.append(JSONTapeEntry(kind: kind, start: index, extent: length))
        return index &+ length
    }

    /// Checks the number at `index` against the grammar
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func scanNumber(from index: Int) throws(JSONReadError) -> Int {
        if Grammar.isJSON5 { return try scanJSON5Number(from: index) }
        var i = index
        var flags = JSONTapeEntry.Flags.integerLiteral
        if bytes[i] == JSONByte.minus {
            flags |= JSONTapeEntry.Flags.negative
            i &+= 1
        }
        let first = bytes[i]
        if first == JSONByte.zero {
            i &+= 1
            // "01" is not a number; catch it here for a precise message.
            if JSONByte.isDigit(bytes[i]) { throw JSONReadError(offset: i, reason: .invalidNumber) }
        } else if JSONByte.isDigit(first) {
            i = skipDigits(from: i &+ 1)
        } else {
            throw error(.invalidNumber, at: i)
        }
        if bytes[i] == JSONByte.period {
            flags &= ~JSONTapeEntry.Flags.integerLiteral
            i &+= 1
            guard JSONByte.isDigit(bytes[i]) else { throw error(.invalidNumber, at: i) }
            i = skipDigits(from: i &+ 1)
        }
        if bytes[i] | 0x20 == JSONByte.lowerE {
            flags &= ~JSONTapeEntry.Flags.integerLiteral
            i &+= 1
            if bytes[i] == JSONByte.plus || bytes[i] == JSONByte.minus { i &+= 1 }
            guard JSONByte.isDigit(bytes[i]) else { throw error(.invalidNumber, at: i) }
            i = skipDigits(from: i &+ 1)
        }
        tape.append(JSONTapeEntry(kind: .number, flags: flags, start: index, extent: i &- index))
        return i
    }

    @inline(__always)
    func skipDigits(from index: Int) -> Int {
        var i = index
        while JSONByte.isDigit(bytes[i]) { i &+= 1 }
        return i
    }

    /// Validates the string whose opening quote is at `index` and returns the
    /// index after its closing quote.
    mutating func scanString(from index: Int) throws(JSONReadError) -> Int {
        let contentStart = index &+ 1
        var i = contentStart
        var flags: UInt32 = 0
        while true {
            i = bytes.stringContentEnd(from: i)
            let byte = bytes[i]
            if byte == JSONByte.quote { break }
            if byte == JSONByte.backslash {
                flags = JSONTapeEntry.Flags.hasEscapes
                i = try scanEscape(from: i)
            } else if byte >= 0x80 {
                throw JSONReadError(offset: i, reason: .invalidUTF8)
            } else if i >= bytes.count {
                throw JSONReadError(offset: index, reason: .unterminatedString)
            } else {
                throw JSONReadError(offset: i, reason: .controlCharacterInString)
            }
        }
        tape.append(JSONTapeEntry(kind: .string, flags: flags, start: contentStart, extent: i &- contentStart))
        return i &+ 1
    }

    /// Validates the escape sequence whose backslash is at `index` and returns
    /// the index after it. A high surrogate must be followed by an escaped
    /// low surrogate; a low surrogate must not stand alone.
    func scanEscape(from index: Int) throws(JSONReadError) -> Int {
        switch bytes[index &+ 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: // " \ / b f n r t
            return index &+ 2
        case 0x75: // u
            let unit = JSONStringDecoding.hex4(in: bytes, at: index &+ 2)
            guard unit >= 0 else { throw hexDigitsError(escapeAt: index) }
            // Foundation's JSON5 reader refuses an escaped NUL.
            if Grammar.isJSON5, unit == 0 { throw JSONReadError(offset: index, reason: .invalidEscape) }
            switch unit {
            case 0xD800...0xDBFF:
                guard bytes[index &+ 6] == JSONByte.backslash, bytes[index &+ 7] == JSONByte.lowerU else {
                    throw JSONReadError(offset: index, reason: .loneSurrogate)
                }
                let low = JSONStringDecoding.hex4(in: bytes, at: index &+ 8)
                guard low >= 0 else { throw hexDigitsError(escapeAt: index &+ 6) }
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONReadError(offset: index, reason: .loneSurrogate)
                }
                return index &+ 12
            case 0xDC00...0xDFFF:
                throw JSONReadError(offset: index, reason: .loneSurrogate)
            default:
                return index &+ 6
            }
        default:
            if Grammar.isJSON5, let end = json5EscapeEnd(at: index) { return end }
            let reason: JSONReadError.Reason = index &+ 1 >= bytes.count ? .unterminatedString : .invalidEscape
            throw JSONReadError(offset: index, reason: reason)
        }
    }

    /// The error for a `\u` escape at `index` without four hex digits: the
    /// input ended (unterminated string) or a non-hex byte came first.
    private func hexDigitsError(escapeAt index: Int) -> JSONReadError {
        var position = index &+ 2
        while position < index &+ 6, JSONStringDecoding.isHexDigit(bytes[position]) { position &+= 1 }
        let reason: JSONReadError.Reason = position >= bytes.count ? .unterminatedString : .invalidEscape
        return JSONReadError(offset: index, reason: reason)
    }
}

/// An array or object the scanner has opened and not yet closed.
///
/// Not nested in the generic `JSONScanner`: the stack of these would then be
/// an array of a generic type, whose metadata the runtime builds from its
/// mangled name and checks `Grammar: JSONGrammar` for by scanning every
/// conformance record of the process, once, on the first document read.
private struct JSONOpenContainer {
    var tapeIndex: Int
    var count: UInt32
    /// The byte that closes it: `]`, `}`, or 0 (the end of the input)
    /// for the members of a document without its outer braces.
    var closer: UInt8

    var isObject: Bool { closer != JSONByte.closeBracket }
}
