/// Tells whether a type overrides a callback such as `kj_didConvertToModel`.
///
/// Those callbacks take the JSON as `[String: Any]`, which the fast path never
/// builds. The first conversion of a type calls the callback inside `probe`;
/// the protocol's default implementation marks the probe, so an unmarked probe
/// means the type has its own implementation. Later conversions build the
/// dictionary only for types that need it, and never call a default.
enum CallbackProbe {
    final class Record: @unchecked Sendable {
        // @unchecked: a record is created, marked and read by one synchronous call.
        var defaultCalled = false
    }

    @TaskLocal private static var current: Record?

    /// Runs `body` and returns whether a default callback ran inside it.
    static func probe(_ body: () -> Void) -> Bool {
        let record = Record()
        $current.withValue(record) { body() }
        return record.defaultCalled
    }

    /// Called by the default callback implementations.
    static func markDefaultCalled() {
        current?.defaultCalled = true
    }
}

/// Whether a type implements a callback itself, learned on first use.
final class CallbackPresence: Sendable {
    private static let unknown: UInt8 = 0, absent: UInt8 = 1, present: UInt8 = 2
    private let state = AtomicByte(CallbackPresence.unknown)

    /// Calls `callback` when the type implements it (or when that is not known
    /// yet, to find out). `makeJSON` is only evaluated when the callback is called.
    func call(_ callback: (JSONObject) -> Void, json makeJSON: () -> JSONObject) {
        switch state.value {
        case Self.absent:
            return
        case Self.present:
            callback(makeJSON())
        default:
            let json = makeJSON()
            let defaultCalled = CallbackProbe.probe { callback(json) }
            state.store(defaultCalled ? Self.absent : Self.present)
        }
    }
}
