/// Checks a value around a stream's key path that is too long to keep until
/// its end (`StreamSplitter.defaultValidatedSkipLimit`), a byte at a time as the
/// pieces come: strict JSON, refused for the reason and at the place
/// `JSONScanner` gives for the same text, so that invalid text is never let
/// through for being long.
///
/// It keeps its place between pieces (in a string, an escape, a UTF-8
/// sequence, a number or a literal, and the brackets open), so memory stays
/// bounded whatever the value's size. Indices are into the caller's bytes;
/// `discard(_:)` follows the caller dropping a prefix of them.
struct SkippedValueValidator {
    /// What the next byte may be.
    private enum Expect {
        /// The first byte of a value.
        case value
        /// After `[`: a value or `]`.
        case valueOrClose
        /// After `{`: a key or `}`.
        case keyOrClose
        /// After a `,` in an object.
        case key
        /// After a key.
        case colon
        /// After a value in a container: `,` or its closer.
        case commaOrClose
        /// Inside a string (`isKey` for an object's key).
        case string(isKey: Bool)
        /// After a backslash in a string.
        case escape(isKey: Bool)
        /// In the four hex digits of `\u`.
        case unicode(isKey: Bool)
        /// After a high surrogate's escape: `seen` bytes of its low one's `\u`.
        case lowSurrogateStart(isKey: Bool, seen: Int)
        /// In a UTF-8 sequence of a string: `remaining` continuation bytes.
        case utf8(isKey: Bool, remaining: Int)
        case number(NumberPart)
        /// In `true`, `false` or `null`: `matched` bytes of `literal` seen.
        case literal(StaticString, matched: Int)
    }

    /// Where a number is, by the grammar `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private enum NumberPart {
        case afterMinus, afterZero, integerDigits, afterPoint, fractionDigits, afterE, afterExponentSign, exponentDigits

    }

    private let maxDepth: Int
    private var expect = Expect.value
    /// Whether each open container is an object, innermost last.
    private var containers: [Bool] = []
    /// Where the escape being read began (its backslash).
    private var escapeStart = 0
    /// The `\u` digits read so far, and how many.
    private var unit: UInt32 = 0
    private var unitDigits = 0
    /// A high surrogate's escape whose low one is being read: where it began.
    private var pendingHighSurrogate: Int?
    /// Where the UTF-8 sequence being read began, and the bounds its second byte must keep.
    private var sequenceStart = 0
    private var secondByteRange: ClosedRange<UInt8> = 0x80...0xBF
    private var sequenceBytesSeen = 0
    /// Where the literal being read began.
    private var literalStart = 0

    init(options: JSONReadOptions) {
        maxDepth = options.maxDepth
    }

    /// The first index the caller must keep, given that the next byte is at
    /// `position`: an error in the escape, UTF-8 sequence or literal being
    /// read names the byte where it began, whose line and column the reader
    /// still has to count.
    func retainedFrom(_ position: Int) -> Int {
        var first = position
        switch expect {
        case .escape, .unicode, .lowSurrogateStart: first = min(first, escapeStart)
        case .utf8: first = min(first, sequenceStart)
        case .literal: first = min(first, literalStart)
        default: break
        }
        if let high = pendingHighSurrogate { first = min(first, high) }
        return first
    }

    /// Follows the caller dropping its first `count` bytes.
    mutating func discard(_ count: Int) {
        escapeStart &-= count
        sequenceStart &-= count
        literalStart &-= count
        if let start = pendingHighSurrogate { pendingHighSurrogate = start &- count }
    }

    /// Whether the value is complete when the input ends here: a number
    /// that ends the input.
    var isCompleteAtEnd: Bool {
        guard containers.isEmpty, case .number(let part) = expect else { return false }
        switch part {
        case .afterZero, .integerDigits, .fractionDigits, .exponentDigits: return true
        default: return false
        }
    }

    /// Reads `view` from `start` on: the index just past the value when it
    /// ends there, nil when all of it was read and the value goes on.
    mutating func feed(_ view: JSONByteView, from start: Int) throws(JSONReadError) -> Int? {
        var index = start
        while index < view.count {
            if let end = try step(view[index], at: index) { return end }
            index &+= 1
        }
        return nil
    }

    /// Takes `byte`, at `index`; the index just past the value when it ended
    /// (with this byte, or before it: a number's end).
    private mutating func step(_ byte: UInt8, at index: Int) throws(JSONReadError) -> Int? {
        switch expect {
        case .value:
            return try beginValue(byte, at: index)
        case .valueOrClose:
            if isWhitespace(byte) { return nil }
            if byte == JSONByte.closeBracket { return close(at: index) }
            return try beginValue(byte, at: index)
        case .keyOrClose:
            if isWhitespace(byte) { return nil }
            if byte == JSONByte.closeBrace { return close(at: index) }
            return try beginKey(byte, at: index)
        case .key:
            if isWhitespace(byte) { return nil }
            return try beginKey(byte, at: index)
        case .colon:
            if isWhitespace(byte) { return nil }
            guard byte == JSONByte.colon else { throw JSONReadError(offset: index, reason: .expectedColon) }
            expect = .value
            return nil
        case .commaOrClose:
            if isWhitespace(byte) { return nil }
            let isObject = containers[containers.count &- 1]
            if byte == JSONByte.comma {
                expect = isObject ? .key : .value
                return nil
            }
            if byte == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) { return close(at: index) }
            throw JSONReadError(offset: index, reason: isObject ? .expectedCommaOrBrace : .expectedCommaOrBracket)
        case .string(let isKey):
            return try stringByte(byte, at: index, isKey: isKey)
        case .escape(let isKey):
            try escapeByte(byte, isKey: isKey)
            return nil
        case .unicode(let isKey):
            try unicodeDigit(byte, isKey: isKey)
            return nil
        case .lowSurrogateStart(let isKey, let seen):
            // `\u` must follow a high surrogate at once.
            let high = pendingHighSurrogate ?? escapeStart
            guard byte == (seen == 0 ? JSONByte.backslash : JSONByte.lowerU) else {
                throw JSONReadError(offset: high, reason: .loneSurrogate)
            }
            if seen == 0 {
                escapeStart = index
                expect = .lowSurrogateStart(isKey: isKey, seen: 1)
            } else {
                unit = 0
                unitDigits = 0
                expect = .unicode(isKey: isKey)
            }
            return nil
        case .utf8(let isKey, let remaining):
            let allowed = sequenceBytesSeen == 1 ? secondByteRange : 0x80...0xBF
            guard allowed.contains(byte) else { throw JSONReadError(offset: sequenceStart, reason: .invalidUTF8) }
            sequenceBytesSeen &+= 1
            expect = remaining > 1 ? .utf8(isKey: isKey, remaining: remaining &- 1) : .string(isKey: isKey)
            return nil
        case .number(let part):
            return try numberByte(byte, at: index, part: part)
        case .literal(let literal, let matched):
            let expected = literal.withUTF8Buffer { $0[matched] }
            guard byte == expected else { throw JSONReadError(offset: literalStart, reason: .invalidLiteral) }
            if matched &+ 1 < literal.utf8CodeUnitCount {
                expect = .literal(literal, matched: matched &+ 1)
                return nil
            }
            return finishValue(endingAt: index &+ 1)
        }
    }

    // MARK: Values

    /// The first byte of a value (whitespace before it is skipped).
    private mutating func beginValue(_ byte: UInt8, at index: Int) throws(JSONReadError) -> Int? {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D:
            return nil
        case JSONByte.quote:
            expect = .string(isKey: false)
        case JSONByte.minus:
            expect = .number(.afterMinus)
        case JSONByte.zero:
            expect = .number(.afterZero)
        case 0x31...0x39:
            expect = .number(.integerDigits)
        case JSONByte.openBracket, JSONByte.openBrace:
            guard containers.count < maxDepth else {
                throw JSONReadError(offset: index, reason: .depthLimitExceeded(limit: maxDepth))
            }
            let isObject = byte == JSONByte.openBrace
            containers.append(isObject)
            expect = isObject ? .keyOrClose : .valueOrClose
        case JSONByte.lowerT:
            beginLiteral("true", at: index)
        case JSONByte.lowerF:
            beginLiteral("false", at: index)
        case JSONByte.lowerN:
            beginLiteral("null", at: index)
        default:
            throw JSONReadError(offset: index, reason: .expectedValue)
        }
        return nil
    }

    private mutating func beginKey(_ byte: UInt8, at index: Int) throws(JSONReadError) -> Int? {
        guard byte == JSONByte.quote else { throw JSONReadError(offset: index, reason: .expectedKey) }
        expect = .string(isKey: true)
        return nil
    }

    private mutating func beginLiteral(_ literal: StaticString, at index: Int) {
        literalStart = index
        expect = .literal(literal, matched: 1)
    }

    /// A value just ended, `end` being the index past it: that index when it
    /// was the whole value, nil when its container goes on.
    private mutating func finishValue(endingAt end: Int) -> Int? {
        guard !containers.isEmpty else { return end }
        expect = .commaOrClose
        return nil
    }

    private mutating func close(at index: Int) -> Int? {
        containers.removeLast()
        return finishValue(endingAt: index &+ 1)
    }

    // MARK: Strings

    private mutating func stringByte(_ byte: UInt8, at index: Int, isKey: Bool) throws(JSONReadError) -> Int? {
        switch byte {
        case JSONByte.quote:
            if isKey {
                expect = .colon
                return nil
            }
            return finishValue(endingAt: index &+ 1)
        case JSONByte.backslash:
            escapeStart = index
            expect = .escape(isKey: isKey)
        case 0x00..<0x20:
            throw JSONReadError(offset: index, reason: .controlCharacterInString)
        case 0x20..<0x80:
            break
        default:
            try beginSequence(byte, at: index, isKey: isKey)
        }
        return nil
    }

    /// The lead byte of a UTF-8 sequence, with the bounds of Unicode's
    /// table 3-7 (no overlong forms, no surrogates, nothing above U+10FFFF).
    private mutating func beginSequence(_ lead: UInt8, at index: Int, isKey: Bool) throws(JSONReadError) {
        let remaining: Int
        switch lead {
        case 0xC2...0xDF:
            remaining = 1
            secondByteRange = 0x80...0xBF
        case 0xE0...0xEF:
            remaining = 2
            secondByteRange = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
        case 0xF0...0xF4:
            remaining = 3
            secondByteRange = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
        default:
            throw JSONReadError(offset: index, reason: .invalidUTF8)
        }
        sequenceStart = index
        sequenceBytesSeen = 1
        expect = .utf8(isKey: isKey, remaining: remaining)
    }

    private mutating func escapeByte(_ byte: UInt8, isKey: Bool) throws(JSONReadError) {
        switch byte {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: // " \ / b f n r t
            expect = .string(isKey: isKey)
        case JSONByte.lowerU:
            unit = 0
            unitDigits = 0
            expect = .unicode(isKey: isKey)
        default:
            throw JSONReadError(offset: escapeStart, reason: .invalidEscape)
        }
    }

    /// A hex digit of a `\u` escape; a high surrogate must be followed at
    /// once by an escaped low one, and a low one must not stand alone.
    private mutating func unicodeDigit(_ byte: UInt8, isKey: Bool) throws(JSONReadError) {
        guard JSONStringDecoding.isHexDigit(byte) else {
            throw JSONReadError(offset: escapeStart, reason: .invalidEscape)
        }
        let digit = byte <= JSONByte.nine ? byte &- JSONByte.zero : (byte | 0x20) &- JSONByte.lowerA &+ 10
        unit = unit << 4 | UInt32(digit)
        unitDigits &+= 1
        guard unitDigits == 4 else { return }
        if let high = pendingHighSurrogate {
            pendingHighSurrogate = nil
            guard (0xDC00...0xDFFF).contains(unit) else { throw JSONReadError(offset: high, reason: .loneSurrogate) }
            expect = .string(isKey: isKey)
            return
        }
        switch unit {
        case 0xD800...0xDBFF:
            pendingHighSurrogate = escapeStart
            expect = .lowSurrogateStart(isKey: isKey, seen: 0)
        case 0xDC00...0xDFFF:
            throw JSONReadError(offset: escapeStart, reason: .loneSurrogate)
        default:
            expect = .string(isKey: isKey)
        }
    }

    // MARK: Numbers

    private mutating func numberByte(_ byte: UInt8, at index: Int, part: NumberPart) throws(JSONReadError) -> Int? {
        let isDigit = JSONByte.isDigit(byte)
        switch part {
        case .afterMinus:
            guard isDigit else { throw JSONReadError(offset: index, reason: .invalidNumber) }
            expect = .number(byte == JSONByte.zero ? .afterZero : .integerDigits)
            return nil
        case .afterZero:
            // `01` is not a number.
            if isDigit { throw JSONReadError(offset: index, reason: .invalidNumber) }
        case .integerDigits, .fractionDigits, .exponentDigits:
            if isDigit { return nil }
        case .afterPoint, .afterExponentSign:
            guard isDigit else { throw JSONReadError(offset: index, reason: .invalidNumber) }
            expect = .number(part == .afterPoint ? .fractionDigits : .exponentDigits)
            return nil
        case .afterE:
            if byte == JSONByte.plus || byte == JSONByte.minus {
                expect = .number(.afterExponentSign)
                return nil
            }
            guard isDigit else { throw JSONReadError(offset: index, reason: .invalidNumber) }
            expect = .number(.exponentDigits)
            return nil
        }
        if byte == JSONByte.period, part == .afterZero || part == .integerDigits {
            expect = .number(.afterPoint)
            return nil
        }
        if byte | 0x20 == JSONByte.lowerE, part != .exponentDigits {
            expect = .number(.afterE)
            return nil
        }
        // The number ended before this byte, which comes after the value.
        if let end = finishValue(endingAt: index) { return end }
        return try step(byte, at: index)
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
