import Foundation

extension Array: KJCompatible {}
extension Set: KJCompatible {}
extension NSArray: KJCompatible {}

// Arrays, sets and NSArray; not String or Dictionary, which are sequences too.
extension KJ where Base: Sequence & ExpressibleByArrayLiteral {
    /// The models filled from the JSON objects (dictionaries) in this array;
    /// other elements are skipped.
    public func modelArray<Model: Convertible>(_ type: Model.Type) -> [Model] {
        Diagnostics.lenient { JSONInput.modelArray(from: base, type) }
    }

    /// The models of the type `type` holds, filled from the JSON objects in this array.
    public func modelArray(type: Convertible.Type) -> [Convertible] {
        Diagnostics.lenient { DynamicEntry.modelArray(from: base, type: type) }
    }
}

/// The models filled from the JSON objects in `json`.
public func modelArray<Model: Convertible>(from json: [Any], _ type: Model.Type) -> [Model] {
    Diagnostics.lenient { JSONInput.modelArray(from: json, type) }
}

/// The models of the type `type` holds, filled from the JSON objects in `json`.
public func modelArray(from json: [Any], type: Convertible.Type) -> [Convertible] {
    Diagnostics.lenient { DynamicEntry.modelArray(from: json, type: type) }
}

/// The models filled from the JSON objects in `json`.
public func modelArray<Model: Convertible>(from json: NSArray, _ type: Model.Type) -> [Model] {
    Diagnostics.lenient { JSONInput.modelArray(from: LooseValue(json).array ?? [], type) }
}

/// The models of the type `type` holds, filled from the JSON objects in `json`.
public func modelArray(from json: NSArray, type: Convertible.Type) -> [Convertible] {
    Diagnostics.lenient { DynamicEntry.modelArray(from: LooseValue(json).array ?? [], type: type) }
}
