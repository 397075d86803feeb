/// A JSON object as Foundation would give it: the argument of the conversion callbacks.
public typealias JSONObject = [String: Any]

/// A type that KakaJSON converts from and to JSON.
///
/// Conforming is all a model needs: KakaJSON finds its stored properties in
/// the type metadata. Every requirement except `init()` has a default. A class
/// needs `required init()`; a struct whose properties all have default values
/// gets `init()` from the compiler.
public protocol Convertible {
    /// Creates an instance with every property at its default value.
    init()

    /// The JSON key (or candidate keys, or key path) a property is read from.
    ///
    /// The default asks `ConvertibleConfig`: the type's config, then its
    /// superclasses' configs, then the global config, then the property name.
    func kj_modelKey(from property: Property) -> ModelPropertyKey

    /// Replaces the JSON value before it is converted to the property's type.
    /// Return `jsonValue` unchanged to leave it alone, nil to keep the default.
    func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any?

    /// The model type to build for a property typed `Any`, `[Any]`,
    /// `[String: Any]` (or their Foundation forms), or for a property typed
    /// as a model class (or an Optional, array or `[String: …]` of one); nil
    /// for none. For a class-typed property the type must be that class or a
    /// subclass of it: any other type keeps the property's default.
    func kj_modelType(from jsonValue: Any?, _ property: Property) -> Convertible.Type?

    /// Called before the properties are filled from `json`.
    mutating func kj_willConvertToModel(from json: JSONObject)

    /// Called after the properties are filled from `json`.
    mutating func kj_didConvertToModel(from json: JSONObject)

    /// The JSON key a property is written to.
    func kj_JSONKey(from property: Property) -> JSONPropertyKey

    /// Replaces a property's value before it is written as JSON.
    /// Return `modelValue` unchanged to leave it alone, nil to leave the key out.
    func kj_JSONValue(from modelValue: Any?, _ property: Property) -> Any?

    /// Called before the model is converted to JSON.
    func kj_willConvertToJSON()

    /// Called with the JSON object the model was converted to.
    func kj_didConvertToJSON(json: JSONObject)

    /// Whether `decode(_:)` must refuse JSON that has no key for `property`.
    /// Asked only by conversions that report issues, for a missing key.
    func kj_isRequired(_ property: Property) -> Bool

    /// Checks the converted model: each message returned becomes a
    /// `.validationFailed` issue at the model's path. Called after
    /// `kj_didConvertToModel`, only by conversions that report issues.
    func kj_validate() -> [String]

    /// Whether `property` is left out of everything: conversion both ways,
    /// `isEqual(to:)`, `hash(into:)`, `description`, `map(to:)` and `copy()`
    /// (EVReflection's skipped properties). Asked once per type, of an
    /// instance made with `init()`.
    func kj_isIgnored(_ property: Property) -> Bool
}

extension Convertible {
    /// Default: the key from `ConvertibleConfig` for this type.
    public func kj_modelKey(from property: Property) -> ModelPropertyKey {
        CallbackProbe.markDefaultCalled()
        return ConvertibleConfig.modelKey(from: property, Swift.type(of: self))
    }

    /// Default: the value from `ConvertibleConfig` for this type.
    public func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
        CallbackProbe.markDefaultCalled()
        return ConvertibleConfig.modelValue(from: jsonValue, property, Swift.type(of: self))
    }

    /// Default: no model type.
    public func kj_modelType(from jsonValue: Any?, _ property: Property) -> Convertible.Type? {
        CallbackProbe.markDefaultCalled()
        return nil
    }

    /// Default: nothing.
    public mutating func kj_willConvertToModel(from json: JSONObject) {
        CallbackProbe.markDefaultCalled()
    }

    /// Default: nothing.
    public mutating func kj_didConvertToModel(from json: JSONObject) {
        CallbackProbe.markDefaultCalled()
    }

    /// Default: the key from `ConvertibleConfig` for this type.
    public func kj_JSONKey(from property: Property) -> JSONPropertyKey {
        CallbackProbe.markDefaultCalled()
        return ConvertibleConfig.JSONKey(from: property, Swift.type(of: self))
    }

    /// Default: the value from `ConvertibleConfig` for this type.
    public func kj_JSONValue(from modelValue: Any?, _ property: Property) -> Any? {
        CallbackProbe.markDefaultCalled()
        return ConvertibleConfig.JSONValue(from: modelValue, property, Swift.type(of: self))
    }

    /// Default: nothing.
    public func kj_willConvertToJSON() {
        CallbackProbe.markDefaultCalled()
    }

    /// Default: nothing.
    public func kj_didConvertToJSON(json: JSONObject) {
        CallbackProbe.markDefaultCalled()
    }

    /// Default: false; a missing key is reported, not an error.
    public func kj_isRequired(_ property: Property) -> Bool { false }

    /// Default: no messages.
    public func kj_validate() -> [String] { [] }

    /// Default: false; every stored property takes part.
    public func kj_isIgnored(_ property: Property) -> Bool { false }
}
