/// Maps a property to the JSON key(s) it is read from.
public typealias ModelKeyConfig = (Property) -> ModelPropertyKey
/// Replaces a JSON value before it is converted to a property.
public typealias ModelValueConfig = (Any?, Property) -> Any?
/// Maps a property to the JSON key it is written to.
public typealias JSONKeyConfig = (Property) -> JSONPropertyKey
/// Replaces a property's value before it is written as JSON.
public typealias JSONValueConfig = (Any?, Property) -> Any?

/// Key and value mapping for all types (global) or for a type and its subclasses.
///
/// For a type, the mapping used is the first that exists of: the type's own
/// `kj_modelKey` (or `kj_JSONKey`...), its config here, each superclass's
/// config in turn, the global config, and finally the property name or the
/// value unchanged.
///
/// Thread-safe. A change takes effect for conversions that start after it.
/// Each type's keys come from one consistent configuration, never a mix; a
/// change made while a conversion runs may reach the nested types it has not
/// reached yet. The closures may be called from any thread.
public enum ConvertibleConfig {
    /// Sets the global model-key mapping.
    public static func setModelKey(_ modelKey: @escaping ModelKeyConfig) {
        set(\.modelKey, for: nil, modelKey)
    }

    /// Sets the model-key mapping of `type` and its subclasses.
    public static func setModelKey(for type: Convertible.Type, _ modelKey: @escaping ModelKeyConfig) {
        setModelKey(for: [type], modelKey)
    }

    /// Sets the model-key mapping of each of `types` and their subclasses.
    public static func setModelKey(for types: [Convertible.Type], _ modelKey: @escaping ModelKeyConfig) {
        set(\.modelKey, for: types, modelKey)
    }

    /// Sets the global model-value mapping.
    public static func setModelValue(_ modelValue: @escaping ModelValueConfig) {
        set(\.modelValue, for: nil, modelValue)
    }

    /// Sets the model-value mapping of `type` and its subclasses.
    public static func setModelValue(for type: Convertible.Type, _ modelValue: @escaping ModelValueConfig) {
        setModelValue(for: [type], modelValue)
    }

    /// Sets the model-value mapping of each of `types` and their subclasses.
    public static func setModelValue(for types: [Convertible.Type], _ modelValue: @escaping ModelValueConfig) {
        set(\.modelValue, for: types, modelValue)
    }

    /// Sets the global JSON-key mapping.
    public static func setJSONKey(_ JSONKey: @escaping JSONKeyConfig) {
        set(\.JSONKey, for: nil, JSONKey)
    }

    /// Sets the JSON-key mapping of `type` and its subclasses.
    public static func setJSONKey(for type: Convertible.Type, _ JSONKey: @escaping JSONKeyConfig) {
        setJSONKey(for: [type], JSONKey)
    }

    /// Sets the JSON-key mapping of each of `types` and their subclasses.
    public static func setJSONKey(for types: [Convertible.Type], _ JSONKey: @escaping JSONKeyConfig) {
        set(\.JSONKey, for: types, JSONKey)
    }

    /// Sets the global JSON-value mapping.
    public static func setJSONValue(_ JSONValue: @escaping JSONValueConfig) {
        set(\.JSONValue, for: nil, JSONValue)
    }

    /// Sets the JSON-value mapping of `type` and its subclasses.
    public static func setJSONValue(for type: Convertible.Type, _ JSONValue: @escaping JSONValueConfig) {
        setJSONValue(for: [type], JSONValue)
    }

    /// Sets the JSON-value mapping of each of `types` and their subclasses.
    public static func setJSONValue(for types: [Convertible.Type], _ JSONValue: @escaping JSONValueConfig) {
        set(\.JSONValue, for: types, JSONValue)
    }

    /// Sets one kind of mapping, globally (`types` nil) or for each of `types`.
    static func set<Body>(_ table: WritableKeyPath<ConfigTables, ConfigTable<Body>>,
                                  for types: [Convertible.Type]?, _ body: Body) {
        let closure = ConfigClosure(body)
        ConfigStore.shared.update { config in
            guard let types else {
                config[keyPath: table].global = closure
                return
            }
            for type in types { config[keyPath: table].perType[ObjectIdentifier(type)] = closure }
        }
    }

    /// Removes every mapping, global and per type, and the issue handler
    /// (an addition to upstream's API).
    public static func reset() {
        ConfigStore.shared.update { $0 = ConfigTables() }
        IssueHandlerStore.shared.set(nil)
    }

    /// The global model key of `property`, or its name.
    public static func modelKey(from property: Property) -> ModelPropertyKey {
        ConfigStore.current.modelKey.global?.body(property) ?? property.name
    }

    /// The model key of `property` for `type`: its config, its superclasses', the global one, or the name.
    public static func modelKey(from property: Property, _ type: Any.Type) -> ModelPropertyKey {
        guard let closure = ConfigStore.current.modelKey.closure(for: type) else { return property.name }
        CallbackProbe.markUserCode()
        return closure.body(property)
    }

    /// The global model value, or `jsonValue` unchanged.
    public static func modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
        guard let closure = ConfigStore.current.modelValue.global else { return jsonValue }
        CallbackProbe.markUserCode()
        return closure.body(jsonValue, property)
    }

    /// The model value for `type`: its config, its superclasses', the global one, or `jsonValue` unchanged.
    public static func modelValue(from jsonValue: Any?, _ property: Property, _ type: Any.Type) -> Any? {
        guard let closure = ConfigStore.current.modelValue.closure(for: type) else { return jsonValue }
        CallbackProbe.markUserCode()
        return closure.body(jsonValue, property)
    }

    /// The global JSON key of `property`, or its name.
    public static func JSONKey(from property: Property) -> JSONPropertyKey {
        ConfigStore.current.JSONKey.global?.body(property) ?? property.name
    }

    /// The JSON key of `property` for `type`: its config, its superclasses', the global one, or the name.
    public static func JSONKey(from property: Property, _ type: Any.Type) -> JSONPropertyKey {
        guard let closure = ConfigStore.current.JSONKey.closure(for: type) else { return property.name }
        CallbackProbe.markUserCode()
        return closure.body(property)
    }

    /// The global JSON value, or `modelValue` unchanged.
    public static func JSONValue(from modelValue: Any?, _ property: Property) -> Any? {
        guard let closure = ConfigStore.current.JSONValue.global else { return modelValue }
        CallbackProbe.markUserCode()
        return closure.body(modelValue, property)
    }

    /// The JSON value for `type`: its config, its superclasses', the global one, or `modelValue` unchanged.
    public static func JSONValue(from modelValue: Any?, _ property: Property, _ type: Any.Type) -> Any? {
        guard let closure = ConfigStore.current.JSONValue.closure(for: type) else { return modelValue }
        CallbackProbe.markUserCode()
        return closure.body(modelValue, property)
    }
}
