/// A coding key kept as its bytes: for a key type that is plain data of up
/// to eight bytes (a `CodingKeys` enum is one byte, or none), a coding path
/// step holds the very key the container was asked with, as Foundation's
/// path holds it, without boxing it in an existential.
enum KeyBits {
    /// The bytes of `key`, or nil when its type is not plain data of up to
    /// eight bytes.
    @inline(__always)
    static func bits<Key: CodingKey>(of key: Key) -> UInt64? {
        guard _isPOD(Key.self), MemoryLayout<Key>.size <= MemoryLayout<UInt64>.size else { return nil }
        // ABI: `_isPOD` is the value witness table's IsNonPOD flag clear
        // (0x0001_0000 of the flags word, include/swift/ABI/MetadataValues.h),
        // which the compiler sets only for types whose copy is a copy of
        // their `size` bytes and whose destruction does nothing: the bytes
        // are the value, with nothing to retain. So a key of 1, 2, 4 or 8
        // bytes is reinterpreted as the unsigned integer of its very size
        // (`unsafeBitCast` between types of equal size; no closure, which
        // an unspecialized caller would call through a generic helper), and
        // a key of another size is read a byte at a time, in bounds.
        switch MemoryLayout<Key>.size {
        case 0: return 0
        case 1: return UInt64(unsafeBitCast(key, to: UInt8.self))
        case 2: return UInt64(unsafeBitCast(key, to: UInt16.self))
        case 4: return UInt64(unsafeBitCast(key, to: UInt32.self))
        case 8: return unsafeBitCast(key, to: UInt64.self)
        default:
            return withUnsafeBytes(of: key) { source in
                var bits: UInt64 = 0
                for (offset, byte) in source.enumerated() { bits |= UInt64(byte) << UInt64(offset &* 8) }
                return bits
            }
        }
    }

    /// The key of type `type` whose bytes `bits(of:)` gave.
    static func key(of type: any CodingKey.Type, bits: UInt64) -> any CodingKey {
        func load<Key: CodingKey>(_: Key.Type) -> any CodingKey {
            // `bits` came from a key of this very type (`DecodingPath.Step`
            // keeps both together), which `bits(of:)` found to be plain
            // data (IsNonPOD clear, as above) of at most eight bytes: its
            // bytes, put back in memory in the form `bits(of:)` read them
            // for that size, are that key.
            func key<Word>(_ word: Word) -> Key {
                withUnsafeBytes(of: word) { $0.loadUnaligned(as: Key.self) }
            }
            switch MemoryLayout<Key>.size {
            case 0, 8: return key(bits)
            case 1: return key(UInt8(truncatingIfNeeded: bits))
            case 2: return key(UInt16(truncatingIfNeeded: bits))
            case 4: return key(UInt32(truncatingIfNeeded: bits))
            default:
                let bytes = (0..<8).map { UInt8(truncatingIfNeeded: bits >> UInt64($0 &* 8)) }
                return bytes.withUnsafeBytes { $0.loadUnaligned(as: Key.self) }
            }
        }
        return load(type)
    }
}
