#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// A byte that many threads read and write without a lock.
///
/// For state that changes once and is read on every conversion (whether a
/// type overrides a callback). `Synchronization.Atomic` would need macOS 15 /
/// iOS 18, so the atomics come from the C target. In this module because
/// its readers are: calls into another module are not inlined here, and
/// every model fill and write reads several of these.
final class AtomicByte: @unchecked Sendable {
    // @unchecked: the byte is only accessed through atomic loads and stores.
    private let storage: UnsafeMutablePointer<UInt8>

    /// Creates the byte with `value`.
    init(_ value: UInt8) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deallocate()
    }

    /// The current value (acquire).
    var value: UInt8 {
        kaka_atomic_load_u8(storage)
    }

    /// Replaces the value (release).
    func store(_ value: UInt8) {
        kaka_atomic_store_u8(storage, value)
    }
}
