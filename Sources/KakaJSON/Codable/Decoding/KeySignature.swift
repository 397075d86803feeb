// What a key cursor knows about the member keys it has passed: enough to
// tell, almost always without a scan, that a key asked for is not among them.

/// A set of member keys as a Bloom filter of `bitCount` bits, one bit a
/// key, kept in the words of a `KeyCursor`.
///
/// A key cursor carries the signature of every key before it. A name whose
/// bit is not in it is certainly not one of those keys, so the search may
/// start at the cursor and still find the first member with that key, as
/// Foundation's decoder does. A name whose bit is in it may be there, and
/// the search starts at the object's first member.
enum KeySignature {
    /// The words of a signature. Wide, so that a wide object's keys seldom
    /// fill it: a name that falsely may be there costs a scan from the
    /// object's first member. Only the first lookup in an object clears it.
    static var wordCount: Int { 16 }
    /// The bits of a signature: a mark's `bit` is below this, or is `anyKey`.
    static var bitCount: Int { wordCount &* 64 }
}

/// One key's bit in a `KeySignature`, or none for a key that could be any
/// key: a member key whose matching form is not cheap to know (an escape in
/// it, or, under snake case, a non-ASCII byte), or a coding key's name that
/// is not ASCII (compared as a `String`).
struct KeyMark {
    /// `0..<KeySignature.bitCount`, or `KeySignature.bitCount` for any key.
    let bit: Int

    /// Could be any key.
    static var anyKey: KeyMark { KeyMark(bit: KeySignature.bitCount) }

    /// Whether this is `anyKey`.
    var couldBeAnyKey: Bool { bit >= KeySignature.bitCount }

    private init(bit: Int) {
        self.bit = bit
    }

    /// Keeps the top bits of a 64-bit hash, as many as `KeySignature.bitCount` needs.
    private static var markShift: UInt64 { UInt64(64 &- KeySignature.bitCount.trailingZeroBitCount) }

    /// The mark of a member key without escapes, as `matching` compares.
    ///
    /// Byte for byte, a key is known by its length and its last eight
    /// bytes (where keys of one object differ most: `profile_link_color`,
    /// `profile_text_color`). Under snake case, by a hash of its bytes with
    /// underscores left out and ASCII letters lowercased: converting
    /// `first_name` to `firstName` only removes inner underscores and
    /// changes the case of ASCII letters, so a member key and the name it
    /// becomes share a mark.
    @inline(__always)
    static func of(key bytes: UnsafeBufferPointer<UInt8>, matching: KeyMatching) -> KeyMark {
        of(bytes, matching: matching, isName: false)
    }

    /// The mark of a coding key's name: as `of(key:matching:)`, except that
    /// a name that is not ASCII could be any key (it is looked up as a
    /// `String`). Foundation compares keys as `String`s, so a key in another
    /// normalization (`e` and U+0301 for `é`) is the same key, with other
    /// bytes and another mark.
    @inline(__always)
    static func of(name bytes: UnsafeBufferPointer<UInt8>, matching: KeyMatching) -> KeyMark {
        of(bytes, matching: matching, isName: true)
    }

    @inline(__always)
    private static func of(_ bytes: UnsafeBufferPointer<UInt8>, matching: KeyMatching, isName: Bool) -> KeyMark {
        guard matching == .snakeCase else {
            let count = bytes.count
            guard count > 0, let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return KeyMark(bit: 0) }
            // In bounds: each load lies in 0..<count of the buffer (a key's
            // bytes in the document, or a name's). No runtime metadata is
            // read, so no ABI fact is involved.
            let tail: UInt64
            var high: UInt64
            if count >= 8 {
                tail = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                high = tail
                if isName {
                    var offset = 0
                    while offset &+ 8 < count {
                        high |= base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        offset &+= 8
                    }
                }
            } else if count >= 4 {
                let last = base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                tail = UInt64(last) << 8 | UInt64(bytes[0])
                high = UInt64(last | base.loadUnaligned(as: UInt32.self))
            } else {
                tail = UInt64(bytes[0]) | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count &- 1]) << 16
                high = tail
            }
            if isName && high & 0x8080_8080_8080_8080 != 0 { return .anyKey }
            return KeyMark(bit: Int(truncatingIfNeeded: ((tail ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> markShift))
        }
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes where byte != UInt8(ascii: "_") {
            guard byte < 0x80 else { return .anyKey }
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            hash = (hash ^ UInt32(folded)) &* 0x0100_0193
        }
        return KeyMark(bit: Int(truncatingIfNeeded: (UInt64(hash) &* 0x9E37_79B9_7F4A_7C15) >> markShift))
    }
}
