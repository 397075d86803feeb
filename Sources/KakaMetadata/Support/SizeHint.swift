#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// A size that many threads read and update without a lock: how large the
/// last result of some repeated work was, so that the next run can allocate
/// once instead of growing by doubling.
///
/// Relaxed atomics: a stale or lost update only costs a reallocation.
package final class SizeHint: @unchecked Sendable {
    // @unchecked: the word is only accessed through atomic loads and stores.
    private let storage: UnsafeMutablePointer<Int>

    /// Creates the hint with `value`.
    package init(_ value: Int) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deallocate()
    }

    /// The last size recorded.
    package var value: Int {
        kaka_atomic_load_word_relaxed(storage)
    }

    /// Records `size` as the last size.
    package func record(_ size: Int) {
        kaka_atomic_store_word_relaxed(storage, size)
    }
}
