/// Everything needed to fill one model type from JSON, built once per type
/// and configuration: the properties, their keys, their converters, which
/// hooks apply, and a key table for matching JSON members by bytes.
final class ModelPlan: @unchecked Sendable {
    // @unchecked: immutable except the learned hook presences, which are atomic.
    let properties: [PropertyPlan]
    /// `writers[i]` writes `properties[i]`.
    let writers: [PropertyWriter]
    /// Matches the member keys of a JSON object to properties with one plain key.
    let keyTable: KeyTable
    /// Matches member keys to properties with one plain key that is not
    /// their name, by that name: read when the key itself is missing.
    let fallbackKeyTable: KeyTable
    /// Properties with candidate keys or key paths, looked up one by one.
    let lookupProperties: [Int]
    /// `directKeys[i]`: the one key of property `i` when it has exactly one
    /// plain key (its `fallbackName`, if any, is read only when that key is
    /// missing or null), so that a `[String: Any]` is read with one
    /// subscript; nil for properties with candidate keys or key paths.
    let directKeys: [String?]
    /// `directFallbacks[i]`: property `i`'s `fallbackName`, read in place
    /// (taking a `PropertyPlan` out of `properties` retains all it holds).
    let directFallbacks: [String?]
    /// Whether some property can hold a model type other than its declared
    /// one (`Any`, `[Any]`, `[String: Any]`, a model class...), so that
    /// `kj_modelType` may be asked about it.
    let hasDynamicProperties: Bool
    /// The model type the plan fills, for the value a new instance has
    /// (`resetToDefault(_:at:)`).
    let modelType: any Convertible.Type
    /// Whether the model is a class, whose storage is its object.
    let isClass: Bool
    // exclusivity(unchecked): only touched under `PlanGraph.lock`.
    @exclusivity(unchecked) private var graphSlots: [PlanGraph.Slot]?
    /// Whether the type's `kj_modelType` does anything.
    let modelTypeHook = LearnedHookPresence()
    /// Whether the type's `kj_modelValue` (or its value configuration) does anything.
    let modelValueHook = LearnedHookPresence()
    let willConvertToModel = LearnedHookPresence()
    let didConvertToModel = LearnedHookPresence()

    required init<Model: Convertible>(for type: Model.Type) {
        let sample = Model()
        let properties = ModelProperties.of(Model.self, sample: sample)
        var plans: [PropertyPlan] = []
        plans.reserveCapacity(properties.count)
        var writers: [PropertyWriter] = []
        writers.reserveCapacity(properties.count)
        // A model repeats a few field types: each is looked up in the shared
        // (locked) cache once, and found here by identity after that.
        var fieldTypes: [KnownFieldType] = []
        fieldTypes.reserveCapacity(8)
        let dates = ConfigStore.current.dateFormat(for: Model.self)
        func fieldType(of property: Property) -> KnownFieldType {
            let key = ObjectIdentifier(property.type)
            for known in fieldTypes where known.type == key { return known }
            // `dataType` is a function of `type` (its Optional unwrapped).
            let found = KnownFieldType(type: key,
                                       converter: ConverterFactory.anyConverter(for: property.type, dates: dates),
                                       dynamicShape: PropertyPlan.dynamicShape(of: property.dataType))
            fieldTypes.append(found)
            return found
        }
        // The witness is one per type and the configuration one per plan: once
        // a call has run only the default, with no configured closure, every
        // key is the property's name, and the other calls are skipped.
        var keysAreNames = false
        for property in properties where property.hasValueAccess {
            let candidates: KeyCandidates?
            if keysAreNames {
                candidates = KeyCandidates(name: property.name)
            } else {
                let (key, onlyDefault) = CallbackProbe.probe { sample.kj_modelKey(from: property) }
                keysAreNames = onlyDefault
                candidates = KeyCandidates(key)
            }
            guard let candidates else { continue }
            let type = fieldType(of: property)
            let fallbackName = keysAreNames || candidates.contains(where: { $0.key == property.name }) ? nil : property.name
            plans.append(PropertyPlan(property: property, candidates: candidates, fallbackName: fallbackName,
                                      dynamicShape: type.dynamicShape))
            writers.append(PropertyWriter(converter: type.converter, offset: property.offset))
        }
        self.properties = plans
        modelType = Model.self
        isClass = ModelStorage.isClass(Model.self)
        self.writers = writers
        var directKeys: [String?] = [], tableKeys: [String] = [], tableProperties: [Int] = []
        directKeys.reserveCapacity(plans.count)
        tableKeys.reserveCapacity(plans.count)
        tableProperties.reserveCapacity(plans.count)
        var lookup: [Int] = []
        for (index, plan) in plans.enumerated() {
            let key = plan.directKey
            directKeys.append(key)
            if let key {
                tableKeys.append(key)
                tableProperties.append(index)
            } else {
                lookup.append(index)
            }
        }
        keyTable = KeyTable(keys: tableKeys, properties: tableProperties)
        var fallbackKeys: [String] = [], fallbackProperties: [Int] = []
        for index in tableProperties {
            guard let name = plans[index].fallbackName else { continue }
            fallbackKeys.append(name)
            fallbackProperties.append(index)
        }
        fallbackKeyTable = KeyTable(keys: fallbackKeys, properties: fallbackProperties)
        lookupProperties = lookup
        self.directKeys = directKeys
        directFallbacks = plans.map { $0.fallbackName }
        hasDynamicProperties = plans.contains { $0.dynamicShape != nil }
    }

    /// Made when a slot first needs them (a top-level type's plan never
    /// does): the first conversion of a type does not pay for them.
    var slots: [PlanGraph.Slot] {
        if let graphSlots { return graphSlots }
        let made = PlanGraph.slots(of: writers.map(\.converter))
        graphSlots = made
        return made
    }

    /// Whether a fill must box values for `kj_modelType`: some property can
    /// hold another model type, and the hook is not known to be the default.
    var asksModelType: Bool {
        guard hasDynamicProperties else { return false }
        switch modelTypeHook.presence {
        case .absent: return false
        case .unknown, .present: return true
        }
    }
}

/// A plan built per model type from the configuration in force.
protocol ModelTypePlan: AnyObject, Sendable {
    init<Model: Convertible>(for type: Model.Type)

    /// The plan slots of the model converters (or encoders) among its
    /// properties', for `PlanGraph`. Read under `PlanGraph.lock` only.
    var slots: [PlanGraph.Slot] { get }
}

extension ModelPlan: ModelTypePlan {}
extension EncodePlan: ModelTypePlan {}

/// Plans by type, rebuilt after any configuration change.
final class PlanCache<Plan: ModelTypePlan>: @unchecked Sendable {
    // @unchecked: `plans` and `generation` are only touched under `lock`.
    private let lock = ReadWriteLock()
    // Not `TypeTable<Plan>`: in this generic class every `Plan?` or
    // tuple of a lookup would ask the runtime for its metadata, on every model.
    // Only `plan(for:)` inserts, always a `Plan`, so `unsafeDowncast` holds.
    // exclusivity(unchecked): every access holds `lock`.
    @exclusivity(unchecked) private var plans = TypeTable<AnyObject>()
    private var generation = 0

    /// The plan of `Model`, built on first use from one consistent configuration.
    func plan<Model: Convertible>(for type: Model.Type) -> Plan {
        let key = ObjectIdentifier(type)
        var generation = 0
        if let cached = lock.withReadLock({ () -> AnyObject? in
            generation = self.generation
            return plans[key]
        }) {
            return unsafeDowncast(cached, to: Plan.self)
        }
        // The generation is read before the configuration: a change in between
        // makes the insert below fail, never stores a stale plan.
        let plan = ConfigStore.building(with: ConfigStore.shared.read()) {
            Plan(for: type)
        }
        return lock.withWriteLock {
            if let winner = plans[key] { return unsafeDowncast(winner, to: Plan.self) }
            if self.generation == generation { plans[key] = plan }
            return plan
        }
    }

    /// Drops every plan; called after each configuration change.
    func invalidate() {
        lock.withWriteLock {
            generation += 1
            plans.removeAll()
        }
    }
}

/// The decoding and encoding plan caches.
enum Plans {
    static let decoding = makeCache(ModelPlan.self)
    static let encoding = makeCache(EncodePlan.self)

    /// Made in unspecialized generic code, like the scalar encoders (see
    /// `EncoderFactory.integer(_:)`): `PlanCache<ModelPlan>()` written
    /// concretely is instantiated from its mangled name, and the runtime then
    /// searches every conformance record for `ModelPlan: ModelTypePlan`
    /// (a large part of a process's first conversion).
    @_semantics("optimize.sil.specialize.generic.never")
    private static func makeCache<Plan: ModelTypePlan>(_: Plan.Type) -> PlanCache<Plan> {
        PlanCache<Plan>()
    }

    /// Drops every plan, and the converters and encoders holding copies of them.
    static func invalidate() {
        decoding.invalidate()
        encoding.invalidate()
        ConverterFactory.invalidate()
        EncoderFactory.invalidate()
    }
}

/// A field type met while building a plan, with what the plan needs of it.
/// A struct, not a tuple: the process's first array of a tuple type makes
/// the runtime demangle and build the tuple's metadata (about 50 k
/// instructions of a cold first conversion), a struct's is static.
private struct KnownFieldType {
    let type: ObjectIdentifier
    let converter: AnyConverter
    let dynamicShape: PropertyPlan.DynamicShape?
}
