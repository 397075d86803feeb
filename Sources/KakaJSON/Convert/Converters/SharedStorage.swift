/// Whether two copies of a collection are one copy, told without looking at
/// the elements.
enum SharedStorage {
    /// Whether `first` and `second`, an array or a dictionary each, share
    /// their storage: then neither has changed since the other was made.
    ///
    /// Copy-on-write changes a buffer in place only while one value holds
    /// it, so two values holding one buffer hold the same elements. Bits
    /// that differ tell nothing; the caller then takes the value as changed,
    /// which is never wrong.
    static func isSameCopy(_ first: [Any], _ second: [Any]) -> Bool {
        sameBits(first, second)
    }

    /// `isSameCopy` for two dictionaries.
    static func isSameCopy(_ first: [String: Any], _ second: [String: Any]) -> Bool {
        sameBits(first, second)
    }

    private static func sameBits<Value>(_ first: Value, _ second: Value) -> Bool {
        // ABI (stdlib Array.swift, Dictionary.swift): an `Array` is one
        // `_ArrayBuffer` and a `Dictionary` one `_Variant`, each a single
        // strong reference to its storage (native, or a bridged Foundation
        // collection on Apple platforms), with no other stored bits. The
        // bytes are compared, never read through; any other size says
        // nothing.
        guard MemoryLayout<Value>.size == MemoryLayout<UnsafeRawPointer>.size else { return false }
        return withUnsafeBytes(of: first) { first in withUnsafeBytes(of: second) { first.elementsEqual($0) } }
    }
}
