#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// Objects that code running on a thread can find without being handed
/// them: the diagnostics session of the conversion running on that thread,
/// and the configuration a plan being built on it reads.
///
/// A thread-local variable in the C target, like `ProbeFlags`: conversions
/// are synchronous, and reading it is one load where a `@TaskLocal` lookup
/// is a call into the runtime. The slot holds the object unretained; the
/// code that sets it keeps the object alive until it restores the slot.
package enum ThreadSlot {
    /// The calling thread's object, or nil.
    @inline(__always)
    package static var diagnostics: AnyObject? {
        // The slot holds either NULL or a pointer made by `passUnretained`
        // below, whose object its setter keeps alive.
        guard let pointer = kaka_diagnostics_get() else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Whether the calling thread has an object, without retaining it.
    @inline(__always)
    package static var hasDiagnostics: Bool {
        kaka_diagnostics_get() != nil
    }

    /// Runs `body` with `object` in the calling thread's slot, then restores
    /// what was there. `object` stays alive for the call.
    @inline(__always)
    package static func withDiagnostics<Result>(_ object: AnyObject?, _ body: () throws -> Result) rethrows -> Result {
        try with(object, exchange: { kaka_diagnostics_exchange($0) }, body)
    }

    /// The configuration object of the plan the calling thread is building, or nil.
    @inline(__always)
    package static var planConfiguration: AnyObject? {
        // NULL or a pointer made by `passUnretained` below, whose object its
        // setter keeps alive.
        guard let pointer = kaka_plan_configuration_get() else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with `object` as the calling thread's plan configuration,
    /// then restores what was there. `object` stays alive for the call.
    @inline(__always)
    package static func withPlanConfiguration<Result>(_ object: AnyObject, _ body: () throws -> Result) rethrows -> Result {
        try with(object, exchange: { kaka_plan_configuration_exchange($0) }, body)
    }

    /// Puts `object` (unretained) into a slot through `exchange`, runs
    /// `body`, and puts back what was there; `object` stays alive meanwhile,
    /// which is what makes the unretained pointer in the slot valid.
    @inline(__always)
    private static func with<Result>(_ object: AnyObject?,
                                     exchange: (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?,
                                     _ body: () throws -> Result) rethrows -> Result {
        let previous = exchange(object.map { Unmanaged.passUnretained($0).toOpaque() })
        defer {
            _ = exchange(previous)
            withExtendedLifetime(object) {}
        }
        return try body()
    }
}
