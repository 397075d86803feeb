#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// A byte that many threads read and write without a lock.
///
/// For state that changes once and is read on every conversion (whether a
/// type overrides a callback). `Synchronization.Atomic` would need macOS 15 /
/// iOS 18, so the atomics come from the C target.
package final class AtomicByte: @unchecked Sendable {
    // @unchecked: the byte is only accessed through atomic loads and stores.
    private let storage: UnsafeMutablePointer<UInt8>

    /// Creates the byte with `value`.
    package init(_ value: UInt8) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deallocate()
    }

    /// The current value (acquire).
    package var value: UInt8 {
        kaka_atomic_load_u8(storage)
    }

    /// Replaces the value (release).
    package func store(_ value: UInt8) {
        kaka_atomic_store_u8(storage, value)
    }
}
