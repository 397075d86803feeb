import Dispatch

/// A monotonic clock in nanoseconds.
enum Stopwatch {
    /// Nanoseconds since an arbitrary fixed point.
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// How long `body` takes, in nanoseconds.
    @inline(__always)
    static func time(_ body: () -> Void) -> UInt64 {
        let start = now()
        body()
        return now() - start
    }
}

/// Keeps a result alive and opaque to the optimiser, so the work producing it
/// cannot be removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
