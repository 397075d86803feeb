import Foundation

extension Array: KJCompatible {}
extension Set: KJCompatible {}
extension NSArray: KJCompatible {}

extension KJ where Base: Sequence {
    /// The models filled from the JSON objects (dictionaries) in this array;
    /// other elements are skipped.
    public func modelArray<Model: Convertible>(_ type: Model.Type) -> [Model] {
        JSONInput.modelArray(from: base, type)
    }

    /// The models of the type `type` holds, filled from the JSON objects in this array.
    public func modelArray(type: Convertible.Type) -> [Convertible] {
        DynamicEntry.modelArray(from: base, type: type)
    }
}

extension KJ where Base: NSArray {
    /// The models filled from the JSON objects (dictionaries) in this array.
    public func modelArray<Model: Convertible>(_ type: Model.Type) -> [Model] {
        JSONInput.modelArray(from: LooseValue(base).array ?? [], type)
    }

    /// The models of the type `type` holds, filled from the JSON objects in this array.
    public func modelArray(type: Convertible.Type) -> [Convertible] {
        DynamicEntry.modelArray(from: LooseValue(base).array ?? [], type: type)
    }
}

/// The models filled from the JSON objects in `json`.
public func modelArray<Model: Convertible>(from json: [Any], _ type: Model.Type) -> [Model] {
    JSONInput.modelArray(from: json, type)
}

/// The models of the type `type` holds, filled from the JSON objects in `json`.
public func modelArray(from json: [Any], type: Convertible.Type) -> [Convertible] {
    DynamicEntry.modelArray(from: json, type: type)
}

/// The models filled from the JSON objects in `json`.
public func modelArray<Model: Convertible>(from json: NSArray, _ type: Model.Type) -> [Model] {
    json.kj.modelArray(type)
}

/// The models of the type `type` holds, filled from the JSON objects in `json`.
public func modelArray(from json: NSArray, type: Convertible.Type) -> [Convertible] {
    json.kj.modelArray(type: type)
}
