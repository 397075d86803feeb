/// A user closure held by the configuration.
///
/// Upstream's API takes plain (non-`Sendable`) closures, so they are boxed:
/// the configuration is shared between threads, and a closure given to it must
/// be safe to call from any thread, as it always had to be.
struct ConfigClosure<Body>: @unchecked Sendable {
    let body: Body
    init(_ body: Body) { self.body = body }
}

/// The global and per-type closures of one kind of mapping.
struct ConfigTable<Body>: @unchecked Sendable {
    var global: ConfigClosure<Body>?
    var perType: [ObjectIdentifier: ConfigClosure<Body>] = [:]

    /// The closure for `type`: its own, then each superclass's, then the global one.
    func closure(for type: Any.Type) -> ConfigClosure<Body>? {
        if !perType.isEmpty {
            var current: Any.Type? = type
            while let candidate = current {
                if let closure = perType[ObjectIdentifier(candidate)] { return closure }
                current = (Metadata.type(candidate) as? ClassType)?.super?.type
            }
        }
        return global
    }
}

/// One complete, immutable configuration.
struct ConfigSnapshot: Sendable {
    var modelKey = ConfigTable<ModelKeyConfig>()
    var modelValue = ConfigTable<ModelValueConfig>()
    var JSONKey = ConfigTable<JSONKeyConfig>()
    var JSONValue = ConfigTable<JSONValueConfig>()
}

/// The live configuration, and the snapshot a plan is being built from.
final class ConfigStore: @unchecked Sendable {
    // @unchecked: `snapshot` is only touched under `lock`.
    static let shared = ConfigStore()

    private let lock = ReadWriteLock()
    private var snapshot = ConfigSnapshot()

    /// The configuration a plan under construction reads, so that all of a
    /// plan comes from one configuration even if another thread changes it.
    @TaskLocal static var building: ConfigSnapshot?

    /// The configuration in force for the caller.
    static var current: ConfigSnapshot {
        building ?? shared.read()
    }

    func read() -> ConfigSnapshot {
        lock.withReadLock { snapshot }
    }

    /// Changes the configuration and drops every plan built from the old one.
    func update(_ change: (inout ConfigSnapshot) -> Void) {
        lock.withWriteLock { change(&snapshot) }
        Plans.invalidate()
    }
}
