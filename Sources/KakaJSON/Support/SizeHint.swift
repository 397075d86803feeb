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
    private let initial: Int

    /// Creates the hint; until something is recorded, `capacity` is `initial`.
    package init(_ initial: Int) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
        self.initial = initial
    }

    deinit {
        storage.deallocate()
    }

    /// Room for the next run: the last size and an eighth more (a next
    /// result a little longer needs no reallocation), at least the initial size.
    package var capacity: Int {
        let last = kaka_atomic_load_word_relaxed(storage)
        return Swift.max(initial, last &+ last / 8)
    }

    /// Records `size` as the last size.
    package func record(_ size: Int) {
        kaka_atomic_store_word_relaxed(storage, size)
    }
}
