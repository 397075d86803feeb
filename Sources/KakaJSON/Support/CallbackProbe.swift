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
    final class Record: @unchecked Sendable {
        // @unchecked: a record is created, marked and read by one synchronous call.
        var defaultCalled = false
        var userCodeCalled = false
    }

    @TaskLocal private static var current: Record?

    /// Runs `body`; also returns whether only default behaviour ran inside it.
    static func probe<Result>(_ body: () -> Result) -> (result: Result, onlyDefault: Bool) {
        let record = Record()
        let result = $current.withValue(record) { body() }
        return (result, record.defaultCalled && !record.userCodeCalled)
    }

    /// Called by the default hook implementations.
    static func markDefaultCalled() {
        current?.defaultCalled = true
    }

    /// Called before a default implementation runs a user's configuration closure.
    static func markUserCode() {
        current?.userCodeCalled = true
    }
}

/// Whether a type's hook does anything, learned on the first call.
final class HookPresence: Sendable {
    private static let unknown: UInt8 = 0, absent: UInt8 = 1, present: UInt8 = 2
    private let state = AtomicByte(HookPresence.unknown)

    /// True once a call has shown that the hook is only the default (and so
    /// never needs to be called again).
    var isAbsent: Bool { state.value == Self.absent }

    /// Calls the hook, learning on the first call whether it is only the default.
    func call<Result>(_ hook: () -> Result) -> Result {
        if state.value == Self.present { return hook() }
        let (result, onlyDefault) = CallbackProbe.probe(hook)
        state.store(onlyDefault ? Self.absent : Self.present)
        return result
    }

    /// Calls a callback that takes the JSON object, building the object only
    /// when the callback may use it.
    func call(_ callback: (JSONObject) -> Void, json makeJSON: () -> JSONObject) {
        guard !isAbsent else { return }
        let json = makeJSON()
        call { callback(json) }
    }
}
