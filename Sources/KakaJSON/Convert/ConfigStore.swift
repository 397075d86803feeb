/// A user closure held by the configuration.
///
/// Upstream's API takes plain (non-`Sendable`) closures, so they are boxed:
/// the configuration is shared between threads, and a closure given to it must
/// be safe to call from any thread, as it always had to be.
struct ConfigClosure<Body>: @unchecked Sendable {
    let body: Body
    init(_ body: Body) { self.body = body }
}

/// The global and per-type closures (or values) of one kind of mapping.
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

/// The tables of one configuration, as a value that `update` can change.
struct ConfigTables: Sendable {
    var modelKey = ConfigTable<ModelKeyConfig>()
    var modelValue = ConfigTable<ModelValueConfig>()
    var JSONKey = ConfigTable<JSONKeyConfig>()
    var JSONValue = ConfigTable<JSONValueConfig>()
    /// How `Date` properties are written and read.
    var dateFormat = ConfigTable<DateFormat>()
    /// How deep arrays and objects may nest in JSON text.
    var maxDepth = JSONReadOptions.defaultMaxDepth
    /// The largest file `read(_:from:)` reads, in bytes.
    var maxReadSize = FileAccess.defaultMaxReadSize
}

/// One complete, immutable configuration.
///
/// A class with one field per table: the default hooks read the
/// configuration once per property while a plan is built, and reading one
/// table of a shared snapshot costs one retain, where copying a struct of
/// tables retains every dictionary and closure in it.
final class ConfigSnapshot: Sendable {
    let modelKey: ConfigTable<ModelKeyConfig>
    let modelValue: ConfigTable<ModelValueConfig>
    let JSONKey: ConfigTable<JSONKeyConfig>
    let JSONValue: ConfigTable<JSONValueConfig>
    let dateFormat: ConfigTable<DateFormat>
    let maxDepth: Int
    let maxReadSize: Int

    init(_ tables: ConfigTables = ConfigTables()) {
        modelKey = tables.modelKey
        modelValue = tables.modelValue
        JSONKey = tables.JSONKey
        JSONValue = tables.JSONValue
        dateFormat = tables.dateFormat
        maxDepth = tables.maxDepth
        maxReadSize = tables.maxReadSize
    }

    /// The tables as a value to change.
    var tables: ConfigTables {
        ConfigTables(modelKey: modelKey, modelValue: modelValue, JSONKey: JSONKey, JSONValue: JSONValue,
                     dateFormat: dateFormat, maxDepth: maxDepth, maxReadSize: maxReadSize)
    }

    /// The reader's options under this configuration.
    var readOptions: JSONReadOptions {
        JSONReadOptions(maxDepth: maxDepth)
    }
}

/// The live configuration, and the snapshot a plan is being built from.
final class ConfigStore: @unchecked Sendable {
    // @unchecked: `snapshot` is only touched under `lock`.
    static let shared = ConfigStore()

    private let lock = ReadWriteLock()
    private var snapshot = ConfigSnapshot()

    /// The configuration a plan under construction reads, so that all of a
    /// plan comes from one configuration even if another thread changes it.
    /// In the conversion's state, not a `@TaskLocal`: a plan is built
    /// synchronously, and the task-local's first use made the process's
    /// first conversion instantiate the concurrency library's types.
    static var building: ConfigSnapshot? {
        ConversionState.current?.planConfiguration
    }

    /// Runs `body`, which builds a plan, with `snapshot` as `building`.
    static func building<Result>(with snapshot: ConfigSnapshot, _ body: () -> Result) -> Result {
        ConversionState.with { state in
            let previous = state.planConfiguration
            state.planConfiguration = snapshot
            defer { state.planConfiguration = previous }
            return body()
        }
    }

    /// The configuration in force for the caller.
    static var current: ConfigSnapshot {
        // Most programs never configure anything, and the default hooks read
        // the configuration once per property of every new plan; the
        // task-local lookup costs more than the rest of such a read. While
        // nothing was ever set, every snapshot, including one a plan is being
        // built from, is the initial one.
        if hasBeenConfigured.value == 0 { return initial }
        return building ?? shared.read()
    }

    private static let initial = ConfigSnapshot()
    /// 0 until the first `update`, which sets it under the lock before its
    /// snapshot is visible: a plan that read its snapshot (under the lock)
    /// after an update also sees this flag set.
    private static let hasBeenConfigured = AtomicByte(0)

    func read() -> ConfigSnapshot {
        lock.withReadLock { snapshot }
    }

    /// Changes the configuration and drops every plan built from the old one.
    func update(_ change: (inout ConfigTables) -> Void) {
        lock.withWriteLock {
            Self.hasBeenConfigured.store(1)
            var tables = snapshot.tables
            change(&tables)
            snapshot = ConfigSnapshot(tables)
        }
        Plans.invalidate()
    }
}
