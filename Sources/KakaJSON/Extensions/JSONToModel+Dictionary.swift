import Foundation

extension Dictionary: KJCompatible {}
extension NSDictionary: KJCompatible {}

extension KJ where Base == [String: Any] {
    /// The model of type `type` filled from this JSON object.
    public func model<Model: Convertible>(_ type: Model.Type) -> Model {
        Diagnostics.lenient { JSONInput.model(from: base, type) }
    }

    /// The model of the type `type` holds, filled from this JSON object.
    public func model(type: Convertible.Type) -> Convertible {
        Diagnostics.lenient { DynamicEntry.model(from: base, type: type) }
    }
}

extension KJ where Base: NSDictionary {
    /// The model of type `type` filled from this JSON object (keys that are
    /// not strings count by their description). Optional as upstream's is.
    public func model<Model: Convertible>(_ type: Model.Type) -> Model? {
        Diagnostics.lenient { LooseValue(base).dictionary.map { JSONInput.model(from: $0, type) } }
    }

    /// The model of the type `type` holds, filled from this JSON object.
    public func model(type: Convertible.Type) -> Convertible? {
        Diagnostics.lenient { LooseValue(base).dictionary.map { DynamicEntry.model(from: $0, type: type) } }
    }
}

extension KJ where Base == [NSString: Any] {
    /// The model of type `type` filled from this JSON object.
    public func model<Model: Convertible>(_ type: Model.Type) -> Model {
        Diagnostics.lenient { JSONInput.model(from: Self.stringKeyed(base), type) }
    }

    /// The model of the type `type` holds, filled from this JSON object.
    public func model(type: Convertible.Type) -> Convertible {
        Diagnostics.lenient { DynamicEntry.model(from: Self.stringKeyed(base), type: type) }
    }

    private static func stringKeyed(_ json: [NSString: Any]) -> [String: Any] {
        Dictionary(json.map { ($0.key as String, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}

/// The model of type `type` filled from the JSON object `json`.
public func model<Model: Convertible>(from json: [String: Any], _ type: Model.Type) -> Model {
    Diagnostics.lenient { JSONInput.model(from: json, type) }
}

/// The model of the type `type` holds, filled from the JSON object `json`.
public func model(from json: [String: Any], type: Convertible.Type) -> Convertible {
    Diagnostics.lenient { DynamicEntry.model(from: json, type: type) }
}

/// The model of type `type` filled from the JSON object `json`.
public func model<Model: Convertible>(from json: [NSString: Any], _ type: Model.Type) -> Model {
    json.kj.model(type)
}

/// The model of the type `type` holds, filled from the JSON object `json`.
public func model(from json: [NSString: Any], type: Convertible.Type) -> Convertible {
    json.kj.model(type: type)
}

/// The model of type `type` filled from the JSON object `json` (Optional as upstream's is).
public func model<Model: Convertible>(from json: NSDictionary, _ type: Model.Type) -> Model? {
    json.kj.model(type)
}

/// The model of the type `type` holds, filled from the JSON object `json`.
public func model(from json: NSDictionary, type: Convertible.Type) -> Convertible? {
    json.kj.model(type: type)
}
