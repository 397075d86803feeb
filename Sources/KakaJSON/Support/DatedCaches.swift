/// One `TypeKeyedCache` per date format, for what is made differently
/// under each (converters and encoders of types that hold dates).
final class DatedCaches<Entry: AnyObject>: @unchecked Sendable {
    // @unchecked: `caches` is only touched under `lock`.
    private let lock = ReadWriteLock()
    private var caches: [DateFormat.Key: TypeKeyedCache<Entry>] = [:]

    /// The cache for `format`, made on first use.
    func cache(for format: DateFormat) -> TypeKeyedCache<Entry> {
        let key = format.key
        if let cache = lock.withReadLock({ caches[key] }) { return cache }
        return lock.withWriteLock {
            if let cache = caches[key] { return cache }
            let cache = TypeKeyedCache<Entry>()
            caches[key] = cache
            return cache
        }
    }

    func removeAll() {
        lock.withWriteLock { caches.removeAll() }
    }
}
