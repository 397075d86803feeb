#if canImport(CKakaScan)
import CKakaScan
#endif

/// JSON string escaping.
///
/// Escaped: `"` and `\`, and the control characters U+0000...U+001F (as `\b \t \n \f \r`
/// where a short form exists, otherwise `\u00XX` with lowercase hex). Everything else is
/// copied raw: `/` is not escaped (RFC 8259 does not require it) unless a caller asks, as
/// Foundation's `JSONEncoder` does by default; DEL (U+007F) stays raw,
/// U+2028/U+2029 stay raw (valid JSON; only pre-ES2019 JavaScript `eval` objected), and all
/// other non-ASCII scalars are copied as their UTF-8 bytes. Runs of bytes that need no
/// escaping are found sixteen bytes at a time and copied with one `memcpy`, so plain text
/// costs little more than a copy.
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

    /// Appends `"escaped text"` for `utf8`, which must be valid UTF-8; `/` as `\/`
    /// when `escapingSlashes`.
    mutating func appendQuoted(utf8: some Collection<UInt8>, escapingSlashes: Bool = false) {
        // Valid UTF-8 decodes to itself; invalid bytes become U+FFFD.
        assert(String(decoding: utf8, as: UTF8.self).utf8.elementsEqual(utf8), "JSONWriter: text is not valid UTF-8")
        let done: Void? = utf8.withContiguousStorageIfAvailable { appendQuoted($0, escapingSlashes: escapingSlashes) }
        if done == nil {
            Array(utf8).withUnsafeBufferPointer { appendQuoted($0, escapingSlashes: escapingSlashes) }
        }
    }

    private mutating func appendQuoted(_ source: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool) {
        // Room for the common case (nothing to escape) up front.
        reserve(source.count &+ 2)
        append(UInt8(ascii: "\""))
        guard let start = source.baseAddress else {
            append(UInt8(ascii: "\""))
            return
        }
        let end = source.count
        var runStart = 0
        // Sixteen bytes per step (SSE2) in C; it reads only `runStart..<end` of the source.
        var index = kaka_scan_escape_run(start, 0, end, escapingSlashes ? 1 : 0)
        while index < end {
            append(UnsafeBufferPointer(rebasing: source[runStart..<index]))
            appendEscape(for: source[index])
            runStart = index &+ 1
            index = kaka_scan_escape_run(start, runStart, end, escapingSlashes ? 1 : 0)
        }
        append(UnsafeBufferPointer(rebasing: source[runStart..<end]))
        append(UInt8(ascii: "\""))
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
