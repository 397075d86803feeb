/// JSON string escaping.
///
/// Escaped: `"` and `\`, and the control characters U+0000...U+001F (as `\b \t \n \f \r`
/// where a short form exists, otherwise `\u00XX` with lowercase hex). Everything else is
/// copied raw: `/` is not escaped (RFC 8259 does not require it) unless a caller asks, as
/// Foundation's `JSONEncoder` does by default; DEL (U+007F) stays raw,
/// U+2028/U+2029 stay raw (valid JSON; only pre-ES2019 JavaScript `eval` objected), and all
/// other non-ASCII scalars are copied as their UTF-8 bytes. Runs of bytes that need no
/// escaping are copied with one `memcpy`, so plain ASCII costs little more than a copy.
extension JSONByteBuffer {
    /// Appends `"escaped text"`; `/` as `\/` when `escapingSlashes`.
    mutating func appendQuoted(_ text: String, escapingSlashes: Bool = false) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendQuoted($0, escapingSlashes: escapingSlashes) }
        if done == nil {
            // Non-contiguous (e.g. lazily bridged) storage: make a native copy once.
            var copy = text
            copy.withUTF8 { appendQuoted($0, escapingSlashes: escapingSlashes) }
        }
    }

    /// Appends `"escaped text"` for `utf8`, which must be valid UTF-8.
    mutating func appendQuoted(utf8: some Collection<UInt8>) {
        assert(String(validating: utf8, as: UTF8.self) != nil, "JSONWriter: text is not valid UTF-8")
        let done: Void? = utf8.withContiguousStorageIfAvailable { appendQuoted($0, escapingSlashes: false) }
        if done == nil {
            Array(utf8).withUnsafeBufferPointer { appendQuoted($0, escapingSlashes: false) }
        }
    }

    private mutating func appendQuoted(_ source: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool) {
        // Room for the common case (nothing to escape) up front.
        reserve(source.count &+ 2)
        append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        let end = source.count
        let raw = UnsafeRawBufferPointer(source)
        while index < end {
            // Skip eight clean bytes per step; fall back to bytes near a special one.
            // In bounds: at least eight bytes remain from `index`.
            if end &- index >= 8
                && !Self.wordNeedsEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self), slashes: escapingSlashes) {
                index &+= 8
                continue
            }
            let byte = source[index]
            if Self.needsEscape(byte) || (escapingSlashes && byte == UInt8(ascii: "/")) {
                append(UnsafeBufferPointer(rebasing: source[runStart..<index]))
                appendEscape(for: byte)
                runStart = index &+ 1
            }
            index &+= 1
        }
        append(UnsafeBufferPointer(rebasing: source[runStart..<end]))
        append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes in `word` needs escaping (exact; no false positives).
    ///
    /// Classic SWAR tests: `(x - 0x01…) & ~x & 0x80…` is non-zero iff some byte of `x` is
    /// zero, and `(x - n…) & ~x & 0x80…` iff some byte is below `n` (for `n` ≤ 0x80).
    @inline(__always)
    private static func wordNeedsEscape(_ word: UInt64, slashes: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        guard slashes else { return (control | quote | backslash) & highBits != 0 }
        let slashWords = word ^ (ones &* UInt64(UInt8(ascii: "/")))
        let slash = (slashWords &- ones) & ~slashWords
        return (control | quote | backslash | slash) & highBits != 0
    }

    /// UTF-8 lead and continuation bytes are all ≥ 0x80, so a byte test suffices.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func appendEscape(for byte: UInt8) {
        reserve(6)
        append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): append(UInt8(ascii: "/"))
        case 0x08: append(UInt8(ascii: "b"))
        case 0x09: append(UInt8(ascii: "t"))
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0C: append(UInt8(ascii: "f"))
        case 0x0D: append(UInt8(ascii: "r"))
        default:
            append(UInt8(ascii: "u"))
            append(UInt8(ascii: "0"))
            append(UInt8(ascii: "0"))
            append(Self.hexDigit(byte >> 4))
            append(Self.hexDigit(byte & 0x0F))
        }
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ (nibble &- 10)
    }
}
