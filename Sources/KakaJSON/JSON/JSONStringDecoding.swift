/// Turns the content of a validated JSON string (the bytes between the quotes)
/// into the UTF-8 bytes it stands for, resolving backslash escapes.
///
/// The scanner has already checked every escape and surrogate pair, so these
/// functions only have to be safe, not strict: anything unexpected (which
/// cannot come from a scanned document) becomes U+FFFD instead of a trap.
enum JSONStringDecoding {
    /// The UTF-8 bytes of the string content `start..<end`, escapes resolved.
    static func decode(_ bytes: JSONByteView, start: Int, end: Int) -> [UInt8] {
        var output: [UInt8] = []
        // Escapes only ever shrink the text.
        output.reserveCapacity(max(end &- start, 0))
        decode(bytes, start: start, end: end, into: &output)
        return output
    }

    /// The string content `start..<end`, escapes resolved, as a `String`.
    static func decodedString(_ bytes: JSONByteView, start: Int, end: Int) -> String {
        // Escapes only ever shrink the text, so its length is room enough;
        // the sink drops anything past it (which a scanned string never has).
        let capacity = max(end &- start, 0)
        if capacity <= ValidatedUTF8.longestInlineString, #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
            // Made in place: the standard library's check of an inline
            // string is a test of its words.
            return String(unsafeUninitializedCapacity: capacity) { buffer in
                var sink = BoundedUTF8Buffer(buffer)
                decode(bytes, start: start, end: end, into: &sink)
                return sink.count
            }
        }
        // A longer one (any one, before the in-place initializer's OS
        // releases) is decoded into scratch memory and copied without the
        // standard library's validation (twitter.json's URLs escape their
        // slashes, so this is common): the raw runs are scanned UTF-8 split
        // only at backslashes, which no multi-byte character contains, and
        // every escape becomes a whole scalar (U+FFFD for a lone surrogate).
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var sink = BoundedUTF8Buffer(buffer)
            decode(bytes, start: start, end: end, into: &sink)
            let written = UnsafeBufferPointer(rebasing: buffer[..<sink.count])
            return sink.dropped ? String(decoding: written, as: UTF8.self) : ValidatedUTF8.string(written)
        }
    }

    /// Writes the UTF-8 bytes of the string content `start..<end`, escapes
    /// resolved, to `output`.
    private static func decode<Output: UTF8Output>(_ bytes: JSONByteView, start: Int, end: Int,
                                                   into output: inout Output) {
        var runStart = start
        var i = bytes.firstIndex(of: JSONByte.backslash, from: start, to: end)
        while i < end {
            output.append(bytes, from: runStart, to: i)
            i = decodeEscape(bytes, at: i, end: end, into: &output)
            runStart = i
            i = bytes.firstIndex(of: JSONByte.backslash, from: i, to: end)
        }
        output.append(bytes, from: runStart, to: min(max(i, runStart), end))
    }

    /// Whether the string content `start..<end`, escapes resolved, equals `utf8`.
    static func decodedEquals(_ bytes: JSONByteView, start: Int, end: Int, _ utf8: [UInt8]) -> Bool {
        // Escaped keys are rare, so decoding them is cheap enough overall.
        decode(bytes, start: start, end: end) == utf8
    }

    /// Appends the bytes of the escape at `index` to `output` and returns the
    /// index after the escape.
    private static func decodeEscape<Output: UTF8Output>(_ bytes: JSONByteView, at index: Int, end: Int,
                                                         into output: inout Output) -> Int {
        let code = bytes[index &+ 1]
        let simple: UInt8
        switch code {
        case 0x22, 0x5C, 0x2F: simple = code // " \ /
        case 0x62: simple = 0x08 // b
        case 0x66: simple = 0x0C // f
        case 0x6E: simple = 0x0A // n
        case 0x72: simple = 0x0D // r
        case 0x74: simple = 0x09 // t
        case 0x75: // u
            return decodeUnicodeEscape(bytes, at: index, end: end, into: &output)
        default:
            return decodeJSON5Escape(bytes, at: index, into: &output)
        }
        output.append(simple)
        return index &+ 2
    }

    /// Decodes an escape that only JSON5 has (the scanner lets none through
    /// in JSON): `\'`, an escaped line break (which stands for itself) and
    /// `\xXX`; anything else becomes U+FFFD.
    private static func decodeJSON5Escape<Output: UTF8Output>(_ bytes: JSONByteView, at index: Int,
                                                              into output: inout Output) -> Int {
        switch bytes[index &+ 1] {
        case 0x27, JSONByte.lineFeed:
            output.append(bytes[index &+ 1])
            return index &+ 2
        case JSONByte.carriageReturn:
            output.append(JSONByte.carriageReturn)
            guard bytes[index &+ 2] == JSONByte.lineFeed else { return index &+ 2 }
            output.append(JSONByte.lineFeed)
            return index &+ 3
        case 0x78: // x
            let value = hex2(in: bytes, at: index &+ 2)
            appendUTF8(of: value >= 0 ? UInt32(value) : 0xFFFD, to: &output)
            return index &+ 4
        default:
            appendUTF8(of: 0xFFFD, to: &output)
            return index &+ 2
        }
    }

    /// Decodes `\uXXXX`, or a `\uXXXX\uXXXX` surrogate pair, at `index`.
    private static func decodeUnicodeEscape<Output: UTF8Output>(_ bytes: JSONByteView, at index: Int, end: Int,
                                                                into output: inout Output) -> Int {
        let unit = hex4(in: bytes, at: index &+ 2)
        guard unit >= 0, index &+ 6 <= end else {
            appendUTF8(of: 0xFFFD, to: &output)
            return end
        }
        if (0xD800...0xDBFF).contains(unit),
           index &+ 12 <= end,
           bytes[index &+ 6] == JSONByte.backslash,
           bytes[index &+ 7] == JSONByte.lowerU {
            let low = hex4(in: bytes, at: index &+ 8)
            if (0xDC00...0xDFFF).contains(low) {
                let scalar = 0x10000 &+ ((unit &- 0xD800) &<< 10) &+ (low &- 0xDC00)
                appendUTF8(of: UInt32(truncatingIfNeeded: scalar), to: &output)
                return index &+ 12
            }
        }
        let isSurrogate = (0xD800...0xDFFF).contains(unit)
        appendUTF8(of: isSurrogate ? 0xFFFD : UInt32(truncatingIfNeeded: unit), to: &output)
        return index &+ 6
    }

    /// Appends the UTF-8 form of the scalar value `scalar` (not a surrogate,
    /// at most U+10FFFF) to `output`.
    private static func appendUTF8<Output: UTF8Output>(of scalar: UInt32, to output: inout Output) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            output.append(0xC0 | UInt8(truncatingIfNeeded: scalar &>> 6))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
        case 0x800..<0x10000:
            output.append(0xE0 | UInt8(truncatingIfNeeded: scalar &>> 12))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar &>> 6) & 0x3F)
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
        default:
            output.append(0xF0 | UInt8(truncatingIfNeeded: scalar &>> 18) & 0x07)
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar &>> 12) & 0x3F)
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar &>> 6) & 0x3F)
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
        }
    }

    /// The value of the four hex digits at `index`, or -1 if they are not
    /// four hex digits.
    @inline(__always)
    static func hex4(in bytes: JSONByteView, at index: Int) -> Int {
        let a = hexValue(bytes[index])
        let b = hexValue(bytes[index &+ 1])
        let c = hexValue(bytes[index &+ 2])
        let d = hexValue(bytes[index &+ 3])
        // Any invalid digit is -1, which makes the OR negative.
        guard a | b | c | d >= 0 else { return -1 }
        return a &<< 12 | b &<< 8 | c &<< 4 | d
    }

    /// The value of the two hex digits at `index`, or -1 if they are not
    /// two hex digits (JSON5's `\x` escape).
    static func hex2(in bytes: JSONByteView, at index: Int) -> Int {
        let a = hexValue(bytes[index])
        let b = hexValue(bytes[index &+ 1])
        guard a | b >= 0 else { return -1 }
        return a &<< 4 | b
    }

    /// Whether `byte` is a hex digit (either case).
    static func isHexDigit(_ byte: UInt8) -> Bool {
        hexValue(byte) >= 0
    }

    /// The value of one hex digit, or -1.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> Int {
        let digit = byte &- 0x30
        if digit < 10 { return Int(digit) }
        let letter = (byte | 0x20) &- 0x61 // fold case, then 'a'
        if letter < 6 { return Int(letter) &+ 10 }
        return -1
    }
}
