#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// Flags that code running inside a synchronous call can set for the code
/// that made the call, on the same thread, without allocating.
///
/// A thread-local variable in the C target: Swift has no thread-locals of
/// its own, and a `@TaskLocal` binding allocates on each use. The calls it
/// serves are synchronous, so everything they run is on the caller's thread.
package enum ProbeFlags {
    /// Runs `body` with fresh flags; returns its result and the flags it set.
    /// Probes nest: an inner probe's flags never reach the outer one.
    @inline(__always)
    package static func probe<Result>(_ body: () -> Result) -> (result: Result, flags: UInt8) {
        let saved = kaka_probe_begin()
        let result = body()
        let flags = kaka_probe_end(saved) & ~KAKA_PROBE_ACTIVE
        return (result, flags)
    }

    /// Sets `bits` (not the top bit) for the innermost running probe of this
    /// thread; does nothing outside a probe.
    @inline(__always)
    package static func mark(_ bits: UInt8) {
        kaka_probe_mark(bits & ~KAKA_PROBE_ACTIVE)
    }
}
