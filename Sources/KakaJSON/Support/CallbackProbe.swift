/// Tells whether a type has its own hook (`kj_modelValue`, `kj_didConvertToModel`...)
/// or only the protocol's default implementation.
///
/// The first real call of a hook runs inside `probe`. The default
/// implementations mark the probe, and a configuration closure they call marks
/// it as user code. A probe marked "default, no user code" means the hook can
/// never change anything for this type, so later conversions skip it and never
/// build the `Any` or `[String: Any]` value it would have received. Nothing is
/// called that the conversion would not have called anyway, and only with the
/// real values.
enum CallbackProbe {
    private static let defaultCalled: UInt8 = 1, userCodeCalled: UInt8 = 2

    /// Runs `body`; also returns whether only default behaviour ran inside it.
    static func probe<Result>(_ body: () -> Result) -> (result: Result, onlyDefault: Bool) {
        // In the conversion's state: the hooks are synchronous, and whatever
        // thread the hook's conversion goes on on marks the same flags.
        // Probes nest: an inner probe's marks never reach the outer one.
        ConversionState.with { state in
            let saved = state.probeFlags
            state.probeFlags = ConversionState.probeActive
            let result = body()
            let flags = state.probeFlags
            state.probeFlags = saved
            return (result, flags & defaultCalled != 0 && flags & userCodeCalled == 0)
        }
    }

    /// Called by the default hook implementations.
    static func markDefaultCalled() {
        mark(defaultCalled)
    }

    /// Called before a default implementation runs a user's configuration closure.
    static func markUserCode() {
        mark(userCodeCalled)
    }

    /// Marks the innermost running probe; nothing outside a probe.
    private static func mark(_ bits: UInt8) {
        guard let state = ConversionState.current, state.probeFlags & ConversionState.probeActive != 0 else { return }
        state.probeFlags |= bits
    }
}

/// Whether a type's hook does anything, learned on the first call.
final class HookPresence: Sendable {
    private static let unknown: UInt8 = 0, absent: UInt8 = 1, present: UInt8 = 2
    private let state = AtomicByte(HookPresence.unknown)

    private var value: UInt8 { state.value }

    /// True once a call has shown that the hook is only the default (and so
    /// never needs to be called again).
    var isAbsent: Bool { value == Self.absent }

    /// True once a call has shown that the hook is the type's own.
    var isPresent: Bool { value == Self.present }

    /// True until the first call has shown whether the hook does anything.
    var isUnknown: Bool { value == Self.unknown }

    /// Calls the hook, learning on the first call whether it is only the default.
    func call<Result>(_ hook: () -> Result) -> Result {
        if value == Self.present { return hook() }
        let (result, onlyDefault) = CallbackProbe.probe(hook)
        state.store(onlyDefault ? Self.absent : Self.present)
        return result
    }

    /// Calls the hook unless it is known to be only the default.
    func callUnlessAbsent(_ hook: () -> Void) {
        guard !isAbsent else { return }
        call(hook)
    }

    /// Calls a callback that takes the JSON object, building the object only
    /// when the callback may use it.
    func call(_ callback: (JSONObject) -> Void, json makeJSON: () -> JSONObject) {
        guard !isAbsent else { return }
        let json = makeJSON()
        call { callback(json) }
    }
}
