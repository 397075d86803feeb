/// A thread-safe map from a type to what was made for it once (a converter,
/// an encoder). The first entry stored for a type wins, so concurrent makers
/// of the same entry all end up using one.
final class TypeKeyedCache<Entry: AnyObject>: @unchecked Sendable {
    // @unchecked: `storage` is only touched under `lock`.
    private let lock = ReadWriteLock()
    // exclusivity(unchecked): every access holds `lock`; the dynamic check
    // would run on each property's converter lookup.
    @exclusivity(unchecked) private var storage = TypeTable<Entry>()

    subscript(key: ObjectIdentifier) -> Entry? {
        lock.withReadLock { storage[key] }
    }

    /// Stores `entry` for `key` unless one is there already; returns the stored one.
    @discardableResult
    func insert(_ entry: Entry, for key: ObjectIdentifier) -> Entry {
        lock.withWriteLock {
            if let existing = storage[key] { return existing }
            storage[key] = entry
            return entry
        }
    }

    func removeAll() {
        lock.withWriteLock { storage.removeAll(keepingCapacity: true) }
    }
}
