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

/// What is known of a type's hook: nothing yet, only the protocol's default
/// (never worth calling again), or the type's own.
enum HookPresence: UInt8 {
    case unknown, absent, present
}

/// A type's `HookPresence`, learned on the hook's first call and read by
/// every conversion from any thread: the presence in an atomic byte.
final class LearnedHookPresence: Sendable {
    private let state = AtomicByte(HookPresence.unknown.rawValue)

    /// What is known so far.
    var presence: HookPresence {
        // Only `store` below writes the byte, always with a case's raw value.
        HookPresence(rawValue: state.value) ?? .unknown
    }

    /// Calls the hook, learning on the first call whether it is only the default.
    func call<Result>(_ hook: () -> Result) -> Result {
        switch presence {
        case .present:
            return hook()
        case .unknown, .absent:
            let (result, onlyDefault) = CallbackProbe.probe(hook)
            state.store((onlyDefault ? HookPresence.absent : .present).rawValue)
            return result
        }
    }

    /// Calls the hook unless it is known to be only the default.
    func callUnlessAbsent(_ hook: () -> Void) {
        switch presence {
        case .absent: return
        case .unknown, .present: call(hook)
        }
    }

    /// Calls a callback that takes the JSON object, building the object only
    /// when the callback may use it.
    func call(_ callback: (JSONObject) -> Void, json makeJSON: () -> JSONObject) {
        switch presence {
        case .absent: return
        case .unknown, .present:
            let json = makeJSON()
            call { callback(json) }
        }
    }
}
