/// Finds where each streamed value begins and ends, in bytes that arrive in
/// pieces: the elements of the array at a key path (the top-level array when
/// the path is empty), or the values of JSON Lines.
///
/// It keeps its place between pieces (inside a string, after a backslash,
/// how deep in brackets), so each byte is looked at once however many pieces
/// an element spans. It checks the structure around the elements (the path's
/// objects and arrays: keys, colons, commas, brackets); each value it skips
/// is validated by `JSONScanner` once its end is found, or, once it is
/// longer than `validatedSkipLimit`, by a `SkippedValueValidator` as its
/// bytes come (to keep memory bounded); the elements themselves are
/// validated by `JSONScanner` when they are read.
///
/// Offsets are indices into the bytes the caller keeps: when it drops a
/// prefix of them (`discard(_:)`), the splitter's indices move with them.
struct StreamSplitter {
    /// What the next bytes hold.
    enum Found: Equatable {
        /// An element begins at this index: the caller reads it whole if the
        /// bytes hold all of it and says where it ended (`skipElement(to:)`),
        /// or asks for its end (`findElementEnd()`). `index` is its index
        /// in its array (for JSON Lines, among the values).
        case elementStart(Int, index: Int)
        /// An element whose end `findElementEnd()` asked for: its bytes.
        case element(Range<Int>, index: Int)
        /// The input ended inside this element: reading it tells what is wrong.
        case truncated(Range<Int>)
        /// More bytes are needed to go on.
        case needBytes
        /// The document is complete and well formed.
        case end
    }

    /// What comes next between values.
    private enum Expect {
        case documentStart, value, valueOrClose, keyOrClose, key, colon, commaOrClose, documentEnd, lineValue, lineEnd
    }

    /// What the value being scanned is for.
    private enum Purpose {
        case element, key, skip
    }

    /// An array or object on the way down the path (the only containers the
    /// splitter enters; every other one is skipped as a value).
    private struct Level {
        let isObject: Bool
        /// Elements or members begun so far.
        var count = 0
        /// Whether the key of the current member is the path's next step.
        var keyMatches = false
    }

    private let steps: [KeyCandidate.Step]
    private let allowsByteOrderMark: Bool
    /// The options skipped values are validated with (their depth limit).
    private let options: JSONReadOptions
    /// The longest skipped value whose bytes are kept until its end, to be
    /// validated whole, unless a stream asks for another limit (its tests do).
    static let defaultValidatedSkipLimit = 1 << 20
    /// The bytes of `false`, the longest literal the scanner checks at once.
    private static let longestLiteral = 5
    private let validatedSkipLimit: Int
    /// The skipped value past `validatedSkipLimit` being validated as it comes.
    private var longValue: SkippedValueValidator?
    /// `.array` or `.lines` once the first byte is known.
    private(set) var format: StreamFormat
    private var levels: [Level] = []
    private var expect = Expect.documentStart
    /// The value being scanned, if any.
    private var purpose: Purpose?
    private var valueStart = 0
    /// The first byte of the element announced last.
    private var firstByte: UInt8 = 0
    private var elementIndex = 0
    private var lineValues = 0
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var sawEscape = false
    private var isScalar = false
    /// The next byte to look at.
    private var position = 0
    /// Whether the path led to an array, whose elements were streamed.
    private(set) var foundTarget = false
    /// The first byte of the value at the path when it was not an array.
    private(set) var misfit: UInt8?

    /// A splitter for the array at `path` (the top-level value when empty;
    /// `format` is then `.array` whatever was asked), or for the values `format` describes.
    init(path: [KeyCandidate.Step], format: StreamFormat, options: JSONReadOptions,
         validatedSkipLimit: Int = StreamSplitter.defaultValidatedSkipLimit) {
        steps = path
        self.validatedSkipLimit = validatedSkipLimit
        self.format = path.isEmpty ? format : .array
        allowsByteOrderMark = options.allowsByteOrderMark
        self.options = options
    }

    /// The first index of the caller's bytes still needed: a value being
    /// skipped keeps its bytes for its validation until a
    /// `SkippedValueValidator` takes it over.
    var retainedFrom: Int {
        switch purpose {
        case nil: position
        case .skip?: longValue?.retainedFrom(position) ?? valueStart
        case .element?, .key?: valueStart
        }
    }

    /// Whether the container on the path at `level` (0: the top-level
    /// value) is an object: its step is a key; otherwise an index.
    func isObject(atLevel level: Int) -> Bool {
        levels[level].isObject
    }

    /// Goes on after the element `.elementStart` announced, which the
    /// caller read up to `end`.
    mutating func skipElement(to end: Int) {
        position = end
        finishValue()
    }

    /// Looks for the end of the element `.elementStart` announced, in this
    /// and the following bytes: `next` gives it as `.element`.
    mutating func findElementEnd() {
        scan(.element, from: firstByte)
    }

    /// Follows the caller dropping its first `count` bytes.
    mutating func discard(_ count: Int) {
        position &-= count
        valueStart &-= count
        longValue?.discard(count)
    }

    /// The next element in `view` (the caller's bytes, from where the last
    /// call stopped); `isFinal` when no bytes will follow.
    /// - Throws: `JSONReadError` at an index into `view` when the structure
    ///   around the elements is not well formed.
    mutating func next(in view: JSONByteView, isFinal: Bool) throws(JSONReadError) -> Found {
        let end = view.count
        while true {
            if purpose == .skip, longValue != nil {
                guard try followLongValue(in: view, isFinal: isFinal) else { return .needBytes }
                continue
            }
            if let purpose {
                guard scanValue(in: view, isFinal: isFinal) else {
                    if !isFinal {
                        if purpose == .skip, position &- valueStart > validatedSkipLimit {
                            // Too long to keep: validated as it comes from now on.
                            var validator = SkippedValueValidator(options: options)
                            if let valueEnd = try validator.feed(view, from: valueStart) {
                                position = valueEnd
                                finishLongValue()
                                continue
                            }
                            longValue = validator
                        }
                        return .needBytes
                    }
                    self.purpose = nil
                    expect = .documentEnd
                    // What is wrong inside a cut-off key or value is named
                    // first, as the whole document's read names it.
                    if purpose != .element, valueStart >= 0 { try validate(in: view, from: valueStart, to: end) }
                    switch purpose {
                    case .element: return .truncated(valueStart..<end)
                    case .key: throw JSONReadError(offset: valueStart, reason: .unterminatedString)
                    case .skip: throw JSONReadError(offset: end, reason: .unexpectedEndOfInput)
                    }
                }
                self.purpose = nil
                switch purpose {
                case .key:
                    try validate(in: view, from: valueStart, to: position)
                    levels[levels.count &- 1].keyMatches = keyMatches(in: view)
                    expect = .colon
                case .element:
                    finishValue()
                    return .element(valueStart..<position, index: elementIndex)
                case .skip:
                    try validateSkipped(in: view)
                    finishValue()
                }
                continue
            }
            if expect == .lineEnd {
                guard try skipToLineEnd(in: view) else { return isFinal ? .end : .needBytes }
                continue
            }
            position = view.firstNonWhitespace(from: position)
            guard position < end else {
                if !isFinal { return .needBytes }
                return try ending(at: end)
            }
            if let found = try structure(view[position], in: view, isFinal: isFinal) { return found }
        }
    }

    // MARK: Between values

    /// Handles the byte at `position` between values; what to tell the
    /// caller, or nil to go on.
    private mutating func structure(_ byte: UInt8, in view: JSONByteView, isFinal: Bool) throws(JSONReadError) -> Found? {
        switch expect {
        case .documentStart:
            if allowsByteOrderMark, position == 0, byte == 0xEF {
                guard view.count >= 3 || isFinal else { return .needBytes }
                if view[1] == 0xBB, view[2] == 0xBF {
                    position = 3
                    return nil
                }
            }
            if format == .automatic { format = byte == JSONByte.openBracket ? .array : .lines }
            expect = format == .lines ? .lineValue : .value
        case .lineValue:
            elementIndex = lineValues
            lineValues &+= 1
            try announceElement(byte)
            return .elementStart(position, index: elementIndex)
        case .value:
            return try beginValue(byte)
        case .valueOrClose:
            if byte == JSONByte.closeBracket { close() } else { expect = .value }
        case .keyOrClose:
            if byte == JSONByte.closeBrace { close() } else { expect = .key }
        case .key:
            guard byte == JSONByte.quote else { throw JSONReadError(offset: position, reason: .expectedKey) }
            try begin(.key, at: byte)
        case .colon:
            guard byte == JSONByte.colon else { throw JSONReadError(offset: position, reason: .expectedColon) }
            position &+= 1
            expect = .value
        case .commaOrClose:
            let isObject = levels[levels.count &- 1].isObject
            if byte == JSONByte.comma {
                position &+= 1
                expect = isObject ? .key : .value
            } else if byte == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
                close()
            } else {
                throw JSONReadError(offset: position, reason: isObject ? .expectedCommaOrBrace : .expectedCommaOrBracket)
            }
        case .documentEnd:
            throw JSONReadError(offset: position, reason: .trailingContent)
        case .lineEnd:
            break
        }
        return nil
    }

    /// Begins the value at `position`: an element of the target array
    /// (announced), a container on the path (entered), or anything else
    /// (skipped).
    private mutating func beginValue(_ byte: UInt8) throws(JSONReadError) -> Found? {
        let level = levels.count
        if level > 0 { levels[level &- 1].count &+= 1 }
        if level == steps.count &+ 1 {
            elementIndex = levels[level &- 1].count &- 1
            try announceElement(byte)
            return .elementStart(position, index: elementIndex)
        }
        guard !foundTarget, isOnPath(level) else {
            try begin(.skip, at: byte)
            return nil
        }
        let isContainer = byte == JSONByte.openBrace || byte == JSONByte.openBracket
        if level == steps.count {
            guard byte == JSONByte.openBracket else {
                misfit = byte
                try begin(.skip, at: byte)
                return nil
            }
            foundTarget = true
        } else if !isContainer {
            try begin(.skip, at: byte)
            return nil
        }
        levels.append(Level(isObject: byte == JSONByte.openBrace))
        position &+= 1
        expect = byte == JSONByte.openBrace ? .keyOrClose : .valueOrClose
        return nil
    }

    /// Whether the value about to begin at `level` is the one the path's
    /// steps so far lead to.
    private func isOnPath(_ level: Int) -> Bool {
        guard level > 0 else { return true }
        let container = levels[level &- 1]
        if container.isObject { return container.keyMatches }
        return steps[level &- 1].index == container.count &- 1
    }

    /// Whether the key just scanned is the path's step at its level.
    private func keyMatches(in view: JSONByteView) -> Bool {
        let level = levels.count &- 1
        guard level < steps.count else { return false }
        let step = steps[level]
        guard sawEscape else {
            return view.bytesEqual(start: valueStart &+ 1, length: position &- valueStart &- 2, step.utf8)
        }
        // An escaped key is compared as the text it stands for.
        let key = try? JSONDocument(bytes: view.array(from: valueStart, to: position))
        return key?.root.string == step.key
    }

    /// Feeds the long skipped value's validator the new bytes; true when
    /// the value ended (the splitter goes on after it), false when more
    /// bytes are needed.
    private mutating func followLongValue(in view: JSONByteView, isFinal: Bool) throws(JSONReadError) -> Bool {
        guard var validator = longValue else { return true }
        let valueEnd = try validator.feed(view, from: position)
        longValue = validator
        guard let valueEnd else {
            position = view.count
            guard isFinal else { return false }
            guard validator.isCompleteAtEnd else { throw JSONReadError(offset: view.count, reason: .unexpectedEndOfInput) }
            finishLongValue()
            return true
        }
        position = valueEnd
        finishLongValue()
        return true
    }

    /// Ends a skipped value that was too long to keep: the splitter goes on after it.
    private mutating func finishLongValue() {
        longValue = nil
        purpose = nil
        finishValue()
    }

    /// Reads the skipped value that ended at `position` with the scanner
    /// (its bytes are all still there): invalid text around the path is
    /// refused as it would be in a whole document.
    private mutating func validateSkipped(in view: JSONByteView) throws(JSONReadError) {
        guard valueStart >= 0 else { return }
        // With the bytes after it: a cut-off number or literal is then
        // named as the whole document's read names it.
        let end = try validate(in: view, from: valueStart, to: view.count)
        // A scalar the scanner ends sooner (`01`): what follows it is not
        // what its container allows there.
        guard end == position else {
            let reason: JSONReadError.Reason = levels.isEmpty ? .trailingContent
                : levels[levels.count &- 1].isObject ? .expectedCommaOrBrace : .expectedCommaOrBracket
            throw JSONReadError(offset: end, reason: reason)
        }
    }

    /// Reads the value at `start` with the scanner, looking at most up to
    /// `limit`, and returns the index just past it: a key on the path and a
    /// skipped value are refused by the very rules, words and places of a
    /// whole document's read.
    @discardableResult
    private func validate(in view: JSONByteView, from start: Int, to limit: Int) throws(JSONReadError) -> Int {
        do throws(JSONReadError) {
            return start &+ (try JSONScanner<StrictGrammar>.scanFirstValue(view.slice(from: start, to: limit), options: options).end)
        } catch {
            throw JSONReadError(offset: start &+ error.offset, reason: error.reason)
        }
    }

    private mutating func close() {
        position &+= 1
        levels.removeLast()
        expect = levels.isEmpty ? .documentEnd : .commaOrClose
    }

    private mutating func finishValue() {
        if format == .lines {
            expect = .lineEnd
        } else {
            expect = levels.isEmpty ? .documentEnd : .commaOrClose
        }
    }

    /// Skips spaces, tabs and carriage returns after a line's value up to its
    /// line feed; false when the bytes end first.
    private mutating func skipToLineEnd(in view: JSONByteView) throws(JSONReadError) -> Bool {
        while position < view.count {
            switch view[position] {
            case JSONByte.lineFeed:
                position &+= 1
                expect = .lineValue
                return true
            case 0x20, 0x09, 0x0D:
                position &+= 1
            default:
                throw JSONReadError(offset: position, reason: .trailingContent)
            }
        }
        return false
    }

    /// At the end of the input, between values.
    private func ending(at end: Int) throws(JSONReadError) -> Found {
        switch expect {
        case .documentStart:
            if format == .array { throw JSONReadError(offset: end, reason: .emptyInput) }
            return .end
        case .documentEnd, .lineValue, .lineEnd:
            return .end
        default:
            throw JSONReadError(offset: end, reason: .unexpectedEndOfInput)
        }
    }

    // MARK: Inside a value

    /// Starts scanning the value whose first byte, `byte`, is at `position`.
    private mutating func begin(_ purpose: Purpose, at byte: UInt8) throws(JSONReadError) {
        try checkValueStart(byte)
        scan(purpose, from: byte)
    }

    /// Records the element whose first byte, `byte`, is at `position`, for
    /// `.elementStart`.
    private mutating func announceElement(_ byte: UInt8) throws(JSONReadError) {
        try checkValueStart(byte)
        firstByte = byte
        valueStart = position
    }

    /// Refuses a byte that ends a value where one should begin.
    private func checkValueStart(_ byte: UInt8) throws(JSONReadError) {
        switch byte {
        case JSONByte.comma, JSONByte.closeBracket, JSONByte.closeBrace, JSONByte.colon:
            throw JSONReadError(offset: position, reason: .expectedValue)
        default:
            break
        }
    }

    /// Starts scanning, for `purpose`, the value whose first byte, `byte`, is at `position`.
    private mutating func scan(_ purpose: Purpose, from byte: UInt8) {
        self.purpose = purpose
        valueStart = position
        inString = byte == JSONByte.quote
        depth = byte == JSONByte.openBrace || byte == JSONByte.openBracket ? 1 : 0
        isScalar = !inString && depth == 0
        escaped = false
        sawEscape = false
        if !isScalar { position &+= 1 }
    }

    /// Scans on through the value begun; true when it is complete.
    private mutating func scanValue(in view: JSONByteView, isFinal: Bool) -> Bool {
        let end = view.count
        if isScalar {
            // Numbers and literals end at the first byte that cannot be part of one.
            while position < end {
                switch view[position] {
                case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2B, 0x2D, 0x2E: position &+= 1
                // The scanner tells a wrong literal (`f]  `) from one the
                // input cuts off (`f]`) by whether a whole `false` fits
                // before the end: the bytes for it are waited for, so that
                // a read of the scalar sees what the whole document has.
                // A number needs only the byte after it.
                default:
                    let first = view[valueStart]
                    return first == JSONByte.minus || JSONByte.isDigit(first)
                        || end &- valueStart >= Self.longestLiteral || isFinal
                }
            }
            return isFinal
        }
        while position < end {
            if inString {
                if escaped {
                    escaped = false
                    position &+= 1
                    continue
                }
                let stop = view.stringContentEnd(from: position)
                guard stop < end else {
                    position = end
                    return false
                }
                position = stop &+ 1
                switch view[stop] {
                case JSONByte.quote:
                    inString = false
                    if depth == 0 { return true }
                case JSONByte.backslash:
                    escaped = true
                    sawEscape = true
                default:
                    // A control character or ill-formed UTF-8: the element's read reports it.
                    break
                }
                continue
            }
            let byte = view[position]
            position &+= 1
            switch byte {
            case JSONByte.quote:
                inString = true
            case JSONByte.openBrace, JSONByte.openBracket:
                depth &+= 1
            case JSONByte.closeBrace, JSONByte.closeBracket:
                depth &-= 1
                if depth == 0 { return true }
            default:
                break
            }
        }
        return false
    }
}
