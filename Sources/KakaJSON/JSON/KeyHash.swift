import Foundation
#if canImport(CKakaScan)
import CKakaScan
#endif

/// A fast 64-bit hash of an object key's UTF-8, for telling keys apart where
/// a collision only costs a slower path (the writer's duplicate-key check).
///
/// Keys equal as `String`s hash alike, as Foundation's encoder takes them for
/// one key: a key that is not ASCII is hashed in its canonical composed form
/// (NFC), so `é` precomposed and `e` + U+0301 meet, and so do U+212A KELVIN
/// SIGN and `K`.
enum KeyHash {
    static func of(_ key: String) -> UInt64 {
        var key = key
        // Eight bytes per step in C, telling ASCII in the same pass; the
        // calls read only the key's own bytes.
        var isASCII: Int32 = 0
        let hash = key.withUTF8 { kaka_hash_bytes($0.baseAddress, $0.count, &isASCII) }
        if isASCII != 0 { return hash }
        var composed = key.precomposedStringWithCanonicalMapping
        return composed.withUTF8 { kaka_hash_bytes($0.baseAddress, $0.count, &isASCII) }
    }
}
