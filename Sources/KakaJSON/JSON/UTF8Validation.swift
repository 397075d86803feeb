/// Strict UTF-8 validation of one multi-byte sequence (Unicode 15, Table 3-7).
///
/// Rejects overlong forms (C0, C1, E0 80..9F, F0 80..8F), UTF-8-encoded
/// surrogates (ED A0..BF), scalars above U+10FFFF (F4 90.., F5..FF), stray
/// continuation bytes and truncated sequences.
enum UTF8Validation {
    /// The length (2...4) of the well-formed UTF-8 sequence whose lead byte is
    /// at `index`, or 0 if it is not well-formed. The caller has already seen
    /// that the lead byte is >= 0x80. Bytes past the end read as 0, which is
    /// never a continuation byte, so a truncated sequence is rejected.
    @inline(__always)
    static func sequenceLength(in bytes: JSONByteView, at index: Int) -> Int {
        let lead = bytes[index]
        let second = bytes[index &+ 1]
        switch lead {
        case 0xC2...0xDF:
            return isContinuation(second) ? 2 : 0
        case 0xE0...0xEF:
            // E0 excludes overlongs below U+0800; ED excludes surrogates.
            let lower: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let upper: UInt8 = lead == 0xED ? 0x9F : 0xBF
            guard second >= lower, second <= upper, isContinuation(bytes[index &+ 2]) else { return 0 }
            return 3
        case 0xF0...0xF4:
            // F0 excludes overlongs below U+10000; F4 caps at U+10FFFF.
            let lower: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let upper: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            guard second >= lower, second <= upper,
                  isContinuation(bytes[index &+ 2]),
                  isContinuation(bytes[index &+ 3]) else { return 0 }
            return 4
        default:
            // 80..BF (stray continuation), C0, C1, F5..FF.
            return 0
        }
    }

    @inline(__always)
    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
