/// One value of a parsed document, in document order (the "tape").
///
/// Every value takes exactly one entry. An array's elements follow its entry;
/// an object's members follow its entry as key, value, key, value, ... where a
/// key is a string entry. Containers store the index just past their last
/// descendant, so skipping any value is O(1).
///
/// Strings and numbers keep only their byte range: they are decoded when the
/// consumer asks, because creating every String and number costs more than
/// the whole scan.
struct JSONTapeEntry: Sendable {
    /// `Kind` in the low bits plus `Flags`.
    private(set) var tag: UInt32
    /// Byte offset of the value: a string's first content byte (after the
    /// quote), a number's first character, a container's bracket.
    let start: UInt32
    /// Strings and numbers: byte length of the text (without quotes).
    /// Containers: tape index just past the last descendant.
    var extent: UInt32
    /// Containers: number of elements, or of members for an object.
    var count: UInt32

    /// The kind of value, as stored on the tape.
    enum Kind: UInt32 {
        case null = 0
        case `false` = 1
        case `true` = 2
        case number = 3
        case string = 4
        case array = 5
        case object = 6
    }

    /// Facts the scanner learned for free and the accessors use.
    enum Flags {
        static let kindMask: UInt32 = 0x7
        /// The string contains at least one backslash escape.
        static let hasEscapes: UInt32 = 1 << 3
        /// The number has neither a fraction nor an exponent.
        static let integerLiteral: UInt32 = 1 << 4
        /// The number starts with `-`.
        static let negative: UInt32 = 1 << 5
        /// The number is in a spelling only JSON5 has (`+1`, `.5`, `5.`,
        /// `0x1F`, `Infinity`, `NaN`): only the decoder reads it
        /// (`JSON5Number`); a JSON5 number in JSON's spelling lacks this flag.
        static let json5Number: UInt32 = 1 << 6
    }

    @inline(__always)
    init(kind: Kind, flags: UInt32 = 0, start: Int, extent: Int = 0, count: UInt32 = 0) {
        // The document size is checked up front, so offsets fit in 32 bits.
        tag = kind.rawValue | flags
        self.start = UInt32(truncatingIfNeeded: start)
        self.extent = UInt32(truncatingIfNeeded: extent)
        self.count = count
    }

    /// The kind of value; an unknown tag (impossible) reads as null.
    @inline(__always)
    var kind: Kind { Kind(rawValue: tag & Flags.kindMask) ?? .null }

    @inline(__always)
    func has(_ flag: UInt32) -> Bool { tag & flag != 0 }

    /// Whether the entry opens an array or object.
    @inline(__always)
    var isContainer: Bool { tag & Flags.kindMask >= Kind.array.rawValue }

    /// Byte offset of the value's first byte, as an `Int`.
    @inline(__always)
    var startOffset: Int { Int(start) }

    /// Byte offset just past the text of a string or number.
    @inline(__always)
    var endOffset: Int { Int(start) &+ Int(extent) }
}
