/// The kind of a JSON value.
package enum JSONKind: Sendable, Equatable, Hashable {
    /// `null`
    case null
    /// `true` or `false`
    case bool
    /// A number; read it with `int64`, `uint64`, `double` or `numberText`.
    case number
    /// A string; read it with `string` or compare it with `stringEquals(_:)`.
    case string
    /// An array; walk it with `array`.
    case array
    /// An object; walk it with `object`.
    case object
}

/// One value of a `JSONDocument`: a cheap handle (document + tape index).
///
/// Accessors for the wrong kind return nil. Strings and numbers are decoded
/// each time they are asked for, so read a value once and keep the result.
package struct JSONNode: Sendable {
    /// The document this value belongs to.
    package let document: JSONDocument
    /// The position of this value on the document's tape.
    package let tapeIndex: Int

    init(document: JSONDocument, tapeIndex: Int) {
        self.document = document
        self.tapeIndex = tapeIndex
    }

    @inline(__always)
    var entry: JSONTapeEntry { document.tape[tapeIndex] }

    // MARK: - Kind and structure

    /// The kind of the value.
    package var kind: JSONKind {
        switch entry.kind {
        case .null: .null
        case .false, .true: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// Whether the value is `null`.
    package var isNull: Bool { entry.kind == .null }

    /// The tape index of the next sibling: skips this value and all its
    /// descendants in O(1).
    package var nextTapeIndex: Int { document.tapeIndex(after: tapeIndex) }

    /// The byte offset of the value in the document's bytes: a string's first
    /// byte after the opening quote, otherwise the value's first byte.
    /// (Package access: the reader's tests.)
    package var byteOffset: Int { entry.startOffset }

    /// The value as an array, or nil if it is not one.
    package var array: JSONArrayNode? {
        entry.kind == .array ? JSONArrayNode(document: document, tapeIndex: tapeIndex) : nil
    }

    /// The value as an object, or nil if it is not one.
    package var object: JSONObjectNode? {
        entry.kind == .object ? JSONObjectNode(document: document, tapeIndex: tapeIndex) : nil
    }

    /// The member named `key` when the value is an object (last one wins for
    /// duplicate keys), otherwise nil.
    package subscript(key: String) -> JSONNode? {
        object?.value(forKey: key)
    }

    /// The element at `position` when the value is an array and `position` is
    /// in range, otherwise nil. O(position).
    package subscript(position: Int) -> JSONNode? {
        array?.element(at: position)
    }

    // MARK: - Scalars

    /// The value of `true` or `false`, or nil for other kinds.
    package var bool: Bool? {
        switch entry.kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// Whether the value is a number written without fraction or exponent.
    package var isIntegerLiteral: Bool {
        let entry = entry
        return entry.kind == .number && entry.has(JSONTapeEntry.Flags.integerLiteral)
    }

    /// Whether the value is a number written with a minus sign (`-0` too).
    var hasMinusSign: Bool {
        let entry = entry
        return entry.kind == .number && document.withBytes { $0[entry.startOffset] } == JSONByte.minus
    }

    /// The number as `Int64` if its value is exactly an integer in range
    /// ("1.0" and "1e2" count, "1.5" and "1e19" do not), else nil. Exact over
    /// the whole range: the value never passes through `Double`.
    package var int64: Int64? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        return document.withBytes {
            JSONNumberParsing.int64($0, start: entry.startOffset, end: entry.endOffset,
                                    isIntegerLiteral: entry.has(JSONTapeEntry.Flags.integerLiteral))
        }
    }

    /// The number as `UInt64` if its value is exactly an integer in range
    /// ("-0" is 0), else nil. Exact over the whole range.
    package var uint64: UInt64? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        return document.withBytes {
            JSONNumberParsing.uint64($0, start: entry.startOffset, end: entry.endOffset,
                                     isIntegerLiteral: entry.has(JSONTapeEntry.Flags.integerLiteral))
        }
    }

    /// The number's whole part (truncated toward zero), read exactly from
    /// its digits whatever its spelling, or nil if the value is not a number.
    var wholePart: DecimalWholePart? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        return document.withBytes { DecimalWholePart(DecimalDigits($0, start: entry.startOffset, end: entry.endOffset)) }
    }

    /// The number as `Int` under the same rules as `int64`.
    package var int: Int? {
        int64.flatMap { Int(exactly: $0) }
    }

    /// The number correctly rounded to the nearest `Double`, or nil if the
    /// value is not a number. Out-of-range magnitudes give ±infinity or ±0;
    /// "-0" gives -0.0.
    package var double: Double? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        return document.withBytes { JSONNumberParsing.double($0, start: entry.startOffset, end: entry.endOffset) }
    }

    /// The number correctly rounded to the nearest `Float` (rounding straight
    /// from the decimal text, not through `Double`), or nil if the value is
    /// not a number.
    package var float: Float? {
        numberText.map { Float($0) ?? .nan }
    }

    /// The number's text exactly as written, e.g. for building a `Decimal`.
    package var numberText: String? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        return document.withBytes { $0.string(from: entry.startOffset, to: entry.endOffset) }
    }

    /// The UTF-8 bytes of the number's text, exactly as written. (Package
    /// access: the reader's tests.)
    package var numberUTF8: [UInt8]? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        return document.withBytes { $0.array(from: entry.startOffset, to: entry.endOffset) }
    }

    // MARK: - Strings

    /// The string, decoded, or nil if the value is not a string. Strings
    /// without escapes are created straight from the input bytes.
    package var string: String? {
        let entry = entry
        guard entry.kind == .string else { return nil }
        if !entry.has(JSONTapeEntry.Flags.hasEscapes) {
            return document.withBytes { $0.string(from: entry.startOffset, to: entry.endOffset) }
        }
        return document.withBytes {
            JSONStringDecoding.decodedString($0, start: entry.startOffset, end: entry.endOffset)
        }
    }

    /// Whether the value is a string that contains backslash escapes.
    /// (Package access: the reader's tests.)
    package var stringHasEscapes: Bool {
        let entry = entry
        return entry.kind == .string && entry.has(JSONTapeEntry.Flags.hasEscapes)
    }

    /// The string's UTF-8 bytes as they appear in the input, when the string
    /// has no escapes (so the raw bytes are its value). nil for strings with
    /// escapes (use `decodedStringUTF8`) and non-strings. (Package access:
    /// the reader's tests.)
    package var rawStringUTF8: [UInt8]? {
        let entry = entry
        guard entry.kind == .string, !entry.has(JSONTapeEntry.Flags.hasEscapes) else { return nil }
        return document.withBytes { $0.array(from: entry.startOffset, to: entry.endOffset) }
    }

    /// The string's UTF-8 bytes with escapes resolved, or nil for non-strings.
    /// (Package access: the reader's tests.)
    package var decodedStringUTF8: [UInt8]? {
        let entry = entry
        guard entry.kind == .string else { return nil }
        return document.withBytes {
            entry.has(JSONTapeEntry.Flags.hasEscapes)
                ? JSONStringDecoding.decode($0, start: entry.startOffset, end: entry.endOffset)
                : $0.array(from: entry.startOffset, to: entry.endOffset)
        }
    }

    /// Whether the value is a string whose decoded UTF-8 equals `utf8`,
    /// without creating a `String`. (Package access: the reader's tests.)
    package func stringEquals(_ utf8: [UInt8]) -> Bool {
        let entry = entry
        guard entry.kind == .string else { return false }
        return JSONNode.contentEquals(document, entry, utf8)
    }

    /// Whether the value is a string equal to `string` (compared as UTF-8
    /// bytes, so no Unicode normalization).
    package func stringEquals(_ string: String) -> Bool {
        let entry = entry
        guard entry.kind == .string else { return false }
        if !entry.has(JSONTapeEntry.Flags.hasEscapes) {
            return document.withBytes { $0.bytesEqual(start: entry.startOffset, length: Int(entry.extent), string) }
        }
        return JSONNode.contentEquals(document, entry, Array(string.utf8))
    }

    /// Whether the string `entry` of `document`, decoded, equals `utf8`.
    @inline(__always)
    static func contentEquals(_ document: JSONDocument, _ entry: JSONTapeEntry, _ utf8: [UInt8]) -> Bool {
        if !entry.has(JSONTapeEntry.Flags.hasEscapes) {
            // Lengths differ for most non-matching keys: no byte is read.
            guard Int(entry.extent) == utf8.count else { return false }
            return document.withBytes { $0.bytesEqual(start: entry.startOffset, length: utf8.count, utf8) }
        }
        return document.withBytes {
            JSONStringDecoding.decodedEquals($0, start: entry.startOffset, end: entry.endOffset, utf8)
        }
    }
}
