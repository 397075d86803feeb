#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// An object that many threads read without a lock or a retain, and that
/// is replaced now and then by a new one (an immutable snapshot of a cache
/// that only grows).
///
/// Every object ever published stays alive as long as this holder: a
/// reader may still use the one it loaded after a newer one is published.
/// So it suits caches with a small bound on how often they are replaced.
/// Not generic: called from other modules, a generic class's getter runs
/// unspecialized and asks the runtime for metadata on every read.
package final class PublishedReference: @unchecked Sendable {
    // @unchecked: `storage` is only accessed atomically; `kept` only by
    // `publish` and `last`, whose callers serialize.
    private let storage: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private var kept: [AnyObject] = []

    /// A holder with nothing published.
    package init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: nil)
    }

    deinit {
        storage.deallocate()
    }

    /// The object published last, unretained: valid while this holder lives.
    package var current: Unmanaged<AnyObject>? {
        // Acquire: what the publisher wrote into the object is visible.
        guard let object = kaka_atomic_load_pointer_acquire(storage) else { return nil }
        // Valid: the pointer is one `publish` made with `passUnretained`
        // from an object that `kept` holds as long as this holder lives.
        return Unmanaged<AnyObject>.fromOpaque(object)
    }

    /// The object published last, for a publisher deciding what comes next.
    /// Callers serialize (under a lock of their own), as for `publish`.
    package var last: AnyObject? { kept.last }

    /// Makes `object` the current one. Callers serialize publishes.
    package func publish(_ object: AnyObject) {
        kept.append(object)
        kaka_atomic_store_pointer_release(storage, Unmanaged.passUnretained(object).toOpaque())
    }
}
