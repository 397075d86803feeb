import Foundation

extension String: KJCompatible {}
extension NSString: KJCompatible {}
extension Data: KJCompatible {}
extension NSData: KJCompatible {}

extension KJ where Base == String {
    /// The model read from this JSON text, or nil if the text is not valid JSON
    /// or not a JSON object.
    public func model<Model: Convertible>(_ type: Model.Type) -> Model? {
        Diagnostics.lenient { JSONInput.withDocument(base) { JSONInput.model(from: $0.root, type) } }
    }

    /// The model of the type `type` holds, read from this JSON text.
    public func model(type: Convertible.Type) -> Convertible? {
        Diagnostics.lenient { JSONInput.withDocument(base) { DynamicEntry.model(from: $0.root, type: type) } }
    }

    /// The models read from this JSON array text; `[]` if the text is not
    /// valid JSON or not an array (upstream's signature).
    public func modelArray<Model: Convertible>(_ type: Model.Type) -> [Model] {
        Diagnostics.lenient { JSONInput.withDocument(base) { JSONInput.modelArray(from: $0.root, type) } ?? [] }
    }

    /// The models of the type `type` holds, read from this JSON array text; `[]` if there are none.
    public func modelArray(type: Convertible.Type) -> [Convertible] {
        Diagnostics.lenient { JSONInput.withDocument(base) { DynamicEntry.modelArray(from: $0.root, type: type) } ?? [] }
    }

    /// `nickName` → `nick_name`.
    public func underlineCased() -> String {
        base.underlineCasedKey()
    }

    /// `nick_name` → `nickName`.
    public func camelCased() -> String {
        base.camelCasedKey()
    }
}

extension KJ where Base: NSString {
    /// The model read from this JSON text, or nil.
    public func model<Model: Convertible>(_ type: Model.Type) -> Model? {
        (base as String).kj.model(type)
    }

    /// The model of the type `type` holds, read from this JSON text.
    public func model(type: Convertible.Type) -> Convertible? {
        (base as String).kj.model(type: type)
    }

    /// The models read from this JSON array text; `[]` if there are none.
    public func modelArray<Model: Convertible>(_ type: Model.Type) -> [Model] {
        (base as String).kj.modelArray(type)
    }

    /// The models of the type `type` holds, read from this JSON array text.
    public func modelArray(type: Convertible.Type) -> [Convertible] {
        (base as String).kj.modelArray(type: type)
    }

    /// `nickName` → `nick_name`.
    public func underlineCased() -> String {
        (base as String).underlineCasedKey()
    }

    /// `nick_name` → `nickName`.
    public func camelCased() -> String {
        (base as String).camelCasedKey()
    }
}

extension KJ where Base == Data {
    /// The model read from this UTF-8 JSON, or nil if it is not valid JSON or not a JSON object.
    public func model<Model: Convertible>(_ type: Model.Type) -> Model? {
        Diagnostics.lenient { JSONInput.withDocument(base) { JSONInput.model(from: $0.root, type) } }
    }

    /// The model of the type `type` holds, read from this UTF-8 JSON.
    public func model(type: Convertible.Type) -> Convertible? {
        Diagnostics.lenient { JSONInput.withDocument(base) { DynamicEntry.model(from: $0.root, type: type) } }
    }

    /// The models read from this UTF-8 JSON array; `[]` if it is not valid JSON or not an array.
    public func modelArray<Model: Convertible>(_ type: Model.Type) -> [Model] {
        Diagnostics.lenient { JSONInput.withDocument(base) { JSONInput.modelArray(from: $0.root, type) } ?? [] }
    }

    /// The models of the type `type` holds, read from this UTF-8 JSON array; `[]` if there are none.
    public func modelArray(type: Convertible.Type) -> [Convertible] {
        Diagnostics.lenient { JSONInput.withDocument(base) { DynamicEntry.modelArray(from: $0.root, type: type) } ?? [] }
    }
}

extension KJ where Base: NSData {
    /// The model read from this UTF-8 JSON, or nil.
    public func model<Model: Convertible>(_ type: Model.Type) -> Model? {
        (base as Data).kj.model(type)
    }

    /// The model of the type `type` holds, read from this UTF-8 JSON.
    public func model(type: Convertible.Type) -> Convertible? {
        (base as Data).kj.model(type: type)
    }

    /// The models read from this UTF-8 JSON array; `[]` if there are none.
    public func modelArray<Model: Convertible>(_ type: Model.Type) -> [Model] {
        (base as Data).kj.modelArray(type)
    }

    /// The models of the type `type` holds, read from this UTF-8 JSON array.
    public func modelArray(type: Convertible.Type) -> [Convertible] {
        (base as Data).kj.modelArray(type: type)
    }
}

/// The model read from JSON text, or nil if it is not valid JSON or not a JSON object.
public func model<Model: Convertible>(from jsonString: String, _ type: Model.Type) -> Model? {
    jsonString.kj.model(type)
}

/// The model of the type `type` holds, read from JSON text.
public func model(from jsonString: String, type: Convertible.Type) -> Convertible? {
    jsonString.kj.model(type: type)
}

/// The model read from UTF-8 JSON, or nil if it is not valid JSON or not a JSON object.
public func model<Model: Convertible>(from jsonData: Data, _ type: Model.Type) -> Model? {
    jsonData.kj.model(type)
}

/// The model of the type `type` holds, read from UTF-8 JSON.
public func model(from jsonData: Data, type: Convertible.Type) -> Convertible? {
    jsonData.kj.model(type: type)
}

/// The model read from JSON text, or nil if it is not valid JSON or not a JSON object.
public func model<Model: Convertible>(from jsonString: NSString, _ type: Model.Type) -> Model? {
    jsonString.kj.model(type)
}

/// The model of the type `type` holds, read from JSON text.
public func model(from jsonString: NSString, type: Convertible.Type) -> Convertible? {
    jsonString.kj.model(type: type)
}

/// The model read from UTF-8 JSON, or nil if it is not valid JSON or not a JSON object.
public func model<Model: Convertible>(from jsonData: NSData, _ type: Model.Type) -> Model? {
    jsonData.kj.model(type)
}

/// The model of the type `type` holds, read from UTF-8 JSON.
public func model(from jsonData: NSData, type: Convertible.Type) -> Convertible? {
    jsonData.kj.model(type: type)
}

/// The models read from JSON array text; `[]` if there are none.
public func modelArray<Model: Convertible>(from jsonString: String, _ type: Model.Type) -> [Model] {
    jsonString.kj.modelArray(type)
}

/// The models of the type `type` holds, read from JSON array text.
public func modelArray(from jsonString: String, type: Convertible.Type) -> [Convertible] {
    jsonString.kj.modelArray(type: type)
}

/// The models read from JSON array text; `[]` if there are none.
public func modelArray<Model: Convertible>(from jsonString: NSString, _ type: Model.Type) -> [Model] {
    jsonString.kj.modelArray(type)
}

/// The models of the type `type` holds, read from JSON array text.
public func modelArray(from jsonString: NSString, type: Convertible.Type) -> [Convertible] {
    jsonString.kj.modelArray(type: type)
}

/// The models read from a UTF-8 JSON array; `[]` if there are none.
public func modelArray<Model: Convertible>(from jsonData: Data, _ type: Model.Type) -> [Model] {
    jsonData.kj.modelArray(type)
}

/// The models of the type `type` holds, read from a UTF-8 JSON array.
public func modelArray(from jsonData: Data, type: Convertible.Type) -> [Convertible] {
    jsonData.kj.modelArray(type: type)
}

/// The models read from a UTF-8 JSON array; `[]` if there are none.
public func modelArray<Model: Convertible>(from jsonData: NSData, _ type: Model.Type) -> [Model] {
    jsonData.kj.modelArray(type)
}

/// The models of the type `type` holds, read from a UTF-8 JSON array.
public func modelArray(from jsonData: NSData, type: Convertible.Type) -> [Convertible] {
    jsonData.kj.modelArray(type: type)
}
