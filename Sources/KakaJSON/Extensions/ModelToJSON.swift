import Foundation

extension KJ where Base: Convertible {
    /// The model as a JSON object of Foundation values (nil properties left out).
    public func JSONObject() -> [String: Any] {
        ConversionState.with { _ in ModelEncoding.jsonObject(base) }
    }

    /// The model as JSON text, compact or pretty-printed with two-space indentation.
    public func JSONString(prettyPrinted: Bool = false) -> String {
        ValueWriting.string(of: base, as: Base.self, prettyPrinted: prettyPrinted)
    }

    /// The model as UTF-8 JSON, for sockets and files: no `String` is made on the
    /// way (an addition to upstream's API).
    public func JSONData(prettyPrinted: Bool = false) -> Data {
        ValueWriting.data(of: base, as: Base.self, prettyPrinted: prettyPrinted)
    }
}

extension KJ where Base: Sequence & ExpressibleByArrayLiteral, Base.Element: Convertible {
    /// The models as an array of JSON objects.
    public func JSONObject() -> [[String: Any]] {
        ConversionState.with { _ in base.map { ModelEncoding.jsonObject($0) } }
    }

    /// The models as an array of JSON objects (upstream's name for `JSONObject()`).
    public func JSONObjectArray() -> [[String: Any]] {
        JSONObject()
    }

    /// The models as JSON array text.
    public func JSONString(prettyPrinted: Bool = false) -> String {
        ValueWriting.string(of: Array(base), as: [Base.Element].self, prettyPrinted: prettyPrinted)
    }

    /// The models as UTF-8 JSON array text (an addition to upstream's API).
    public func JSONData(prettyPrinted: Bool = false) -> Data {
        ValueWriting.data(of: Array(base), as: [Base.Element].self, prettyPrinted: prettyPrinted)
    }
}

extension Dictionary where Key == String, Value == Any {
    /// The JSON object of `model`: `JSONObject(from: car)`, since `JSONObject`
    /// names `[String: Any]`.
    public init<Model: Convertible>(from model: Model) {
        self = ModelEncoding.jsonObject(model)
    }
}

/// The JSON objects of `models`.
public func JSONObjectArray<Model: Convertible>(from models: [Model]) -> [[String: Any]] {
    models.map { ModelEncoding.jsonObject($0) }
}

/// The JSON objects of models given as `Convertible` values.
public func JSONObjectArray(from models: [Convertible]) -> [[String: Any]] {
    models.compactMap { DynamicEncoder.shared.jsonValue($0) as? [String: Any] }
}

/// The JSON text of `value`: a model, an array, set or dictionary of models,
/// or any value with a JSON form. "" when it has none.
public func JSONString(from value: Any, prettyPrinted: Bool = false) -> String {
    ValueWriting.string(of: value, prettyPrinted: prettyPrinted)
}
