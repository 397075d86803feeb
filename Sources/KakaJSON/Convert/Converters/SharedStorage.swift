/// Whether two copies of a collection are one copy, told without looking at
/// the elements.
enum SharedStorage {
    /// Whether `first` and `second`, an array or a dictionary each, share
    /// their storage: then neither has changed since the other was made.
    ///
    /// An `Array` or a `Dictionary` value is one reference to its storage
    /// (a native buffer, or a bridged Foundation collection on Apple
    /// platforms), and copy-on-write changes a buffer in place only while
    /// one value holds it. Equal bits are therefore the same elements.
    /// Bits that differ tell nothing; the caller then takes the value as
    /// changed, which is never wrong.
    static func isSameCopy(_ first: [Any], _ second: [Any]) -> Bool {
        sameBits(first, second)
    }

    /// `isSameCopy` for two dictionaries.
    static func isSameCopy(_ first: [String: Any], _ second: [String: Any]) -> Bool {
        sameBits(first, second)
    }

    private static func sameBits<Value>(_ first: Value, _ second: Value) -> Bool {
        withUnsafeBytes(of: first) { first in withUnsafeBytes(of: second) { first.elementsEqual($0) } }
    }
}
