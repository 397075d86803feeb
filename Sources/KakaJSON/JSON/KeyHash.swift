#if canImport(CKakaScan)
import CKakaScan
#endif

/// A fast 64-bit hash of an object key's UTF-8, for telling keys apart where
/// a collision only costs a slower path (the writer's duplicate-key check).
enum KeyHash {
    static func of(_ key: String) -> UInt64 {
        var key = key
        // Eight bytes per step in C; the call reads only the key's own bytes.
        return key.withUTF8 { kaka_hash_bytes($0.baseAddress, $0.count) }
    }
}
