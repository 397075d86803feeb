#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif os(Windows)
import WinSDK
#endif

/// A reader-writer lock for caches that are read far more often than written.
///
/// `pthread_rwlock` (or an SRW lock on Windows) rather than `Mutex`, because
/// `Synchronization.Mutex` needs macOS 15 / iOS 18. The lock lives in its own
/// heap allocation, so its address never moves.
package final class ReadWriteLock: @unchecked Sendable {
    #if os(Windows)
    private let lock = UnsafeMutablePointer<SRWLOCK>.allocate(capacity: 1)
    #else
    private let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
    #endif

    /// Creates an unlocked lock.
    package init() {
        #if os(Windows)
        InitializeSRWLock(lock)
        #else
        lock.initialize(to: pthread_rwlock_t())
        pthread_rwlock_init(lock, nil)
        #endif
    }

    deinit {
        #if !os(Windows)
        pthread_rwlock_destroy(lock)
        #endif
        lock.deallocate()
    }

    /// Runs `body` while holding the lock shared with other readers.
    package func withReadLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if os(Windows)
        AcquireSRWLockShared(lock)
        defer { ReleaseSRWLockShared(lock) }
        #else
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        #endif
        return try body()
    }

    /// Runs `body` while holding the lock exclusively.
    package func withWriteLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if os(Windows)
        AcquireSRWLockExclusive(lock)
        defer { ReleaseSRWLockExclusive(lock) }
        #else
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        #endif
        return try body()
    }
}
