import Foundation

// A part of a document: the value at a key path is converted, the rest
// of the text is only checked.

extension KJ where Base == String {
    /// The model read from the JSON object at `path` in this JSON text
    /// (keys joined by ".", array indexes as numbers: `"data.users.0"`; ""
    /// is the whole document); nil if the text is not valid JSON, nothing is
    /// at `path`, or the value there is not an object. Only that value is
    /// converted.
    public func model<Model: Convertible>(_ type: Model.Type, at path: String) -> Model? {
        Diagnostics.lenient { JSONInput.withValue(at: path, in: base) { JSONInput.model(from: $0, type) } }
    }

    /// The model of the type `type` holds, read from the JSON object at `path` in this JSON text.
    public func model(type: Convertible.Type, at path: String) -> Convertible? {
        Diagnostics.lenient { JSONInput.withValue(at: path, in: base) { DynamicEntry.model(from: $0, type: type) } }
    }

    /// The models read from the JSON array at `path` in this JSON text; `[]` if
    /// nothing is there or it is not an array.
    public func modelArray<Model: Convertible>(_ type: Model.Type, at path: String) -> [Model] {
        Diagnostics.lenient { JSONInput.withValue(at: path, in: base) { JSONInput.modelArray(from: $0, type) } ?? [] }
    }

    /// The models of the type `type` holds, read from the JSON array at `path` in this JSON text.
    public func modelArray(type: Convertible.Type, at path: String) -> [Convertible] {
        Diagnostics.lenient { JSONInput.withValue(at: path, in: base) { DynamicEntry.modelArray(from: $0, type: type) } ?? [] }
    }

    /// `model(_:at:)`, with everything that did not convert exactly appended
    /// to `issues`: a `pathNotFound` issue when nothing is at `path`, and
    /// issues of the value with paths that start with `path`.
    public func model<Model: Convertible>(_ type: Model.Type, at path: String,
                                          issues: inout [ConversionIssue]) -> Model? {
        Diagnostics.collecting(into: &issues) { JSONInput.withValue(at: path, in: base) { JSONInput.model(from: $0, type) } }
    }

    /// `modelArray(_:at:)`, with everything that did not convert exactly appended to `issues`.
    public func modelArray<Model: Convertible>(_ type: Model.Type, at path: String,
                                               issues: inout [ConversionIssue]) -> [Model] {
        Diagnostics.collecting(into: &issues) {
            JSONInput.withValue(at: path, in: base) { JSONInput.modelArray(from: $0, type) } ?? []
        }
    }

    /// The model read from the JSON object at `path` when everything converts.
    /// - Throws: `ConversionError`, as `decode(_:)`; nothing at `path` is a
    ///   `pathNotFound` issue.
    public func decode<Model: Convertible>(_ type: Model.Type, at path: String) throws -> Model {
        try Diagnostics.strict { JSONInput.withValue(at: path, in: base) { JSONInput.model(from: $0, type) } }
    }

    /// The models read from the JSON array at `path` when everything converts.
    /// - Throws: `ConversionError`, as `decodeArray(_:)`; nothing at `path` is
    ///   a `pathNotFound` issue.
    public func decodeArray<Model: Convertible>(_ type: Model.Type, at path: String) throws -> [Model] {
        try Diagnostics.strict { JSONInput.withValue(at: path, in: base) { JSONInput.modelArray(from: $0, type) } }
    }
}

extension KJ where Base == Data {
    /// The model read from the JSON object at `path` in this UTF-8 JSON
    /// (keys joined by ".", array indexes as numbers: `"data.users.0"`; ""
    /// is the whole document); nil if the text is not valid JSON, nothing is
    /// at `path`, or the value there is not an object. Only that value is
    /// converted.
    public func model<Model: Convertible>(_ type: Model.Type, at path: String) -> Model? {
        Diagnostics.lenient { JSONInput.withValue(at: path, in: base) { JSONInput.model(from: $0, type) } }
    }

    /// The model of the type `type` holds, read from the JSON object at `path` in this UTF-8 JSON.
    public func model(type: Convertible.Type, at path: String) -> Convertible? {
        Diagnostics.lenient { JSONInput.withValue(at: path, in: base) { DynamicEntry.model(from: $0, type: type) } }
    }

    /// The models read from the JSON array at `path` in this UTF-8 JSON; `[]` if
    /// nothing is there or it is not an array.
    public func modelArray<Model: Convertible>(_ type: Model.Type, at path: String) -> [Model] {
        Diagnostics.lenient { JSONInput.withValue(at: path, in: base) { JSONInput.modelArray(from: $0, type) } ?? [] }
    }

    /// The models of the type `type` holds, read from the JSON array at `path` in this UTF-8 JSON.
    public func modelArray(type: Convertible.Type, at path: String) -> [Convertible] {
        Diagnostics.lenient { JSONInput.withValue(at: path, in: base) { DynamicEntry.modelArray(from: $0, type: type) } ?? [] }
    }

    /// `model(_:at:)`, with everything that did not convert exactly appended
    /// to `issues`: a `pathNotFound` issue when nothing is at `path`, and
    /// issues of the value with paths that start with `path`.
    public func model<Model: Convertible>(_ type: Model.Type, at path: String,
                                          issues: inout [ConversionIssue]) -> Model? {
        Diagnostics.collecting(into: &issues) { JSONInput.withValue(at: path, in: base) { JSONInput.model(from: $0, type) } }
    }

    /// `modelArray(_:at:)`, with everything that did not convert exactly appended to `issues`.
    public func modelArray<Model: Convertible>(_ type: Model.Type, at path: String,
                                               issues: inout [ConversionIssue]) -> [Model] {
        Diagnostics.collecting(into: &issues) {
            JSONInput.withValue(at: path, in: base) { JSONInput.modelArray(from: $0, type) } ?? []
        }
    }

    /// The model read from the JSON object at `path` when everything converts.
    /// - Throws: `ConversionError`, as `decode(_:)`; nothing at `path` is a
    ///   `pathNotFound` issue.
    public func decode<Model: Convertible>(_ type: Model.Type, at path: String) throws -> Model {
        try Diagnostics.strict { JSONInput.withValue(at: path, in: base) { JSONInput.model(from: $0, type) } }
    }

    /// The models read from the JSON array at `path` when everything converts.
    /// - Throws: `ConversionError`, as `decodeArray(_:)`; nothing at `path` is
    ///   a `pathNotFound` issue.
    public func decodeArray<Model: Convertible>(_ type: Model.Type, at path: String) throws -> [Model] {
        try Diagnostics.strict { JSONInput.withValue(at: path, in: base) { JSONInput.modelArray(from: $0, type) } }
    }
}

extension KJ where Base: NSString {
    /// The model read from the JSON object at `path` in this JSON text, or nil.
    public func model<Model: Convertible>(_ type: Model.Type, at path: String) -> Model? {
        (base as String).kj.model(type, at: path)
    }

    /// The model of the type `type` holds, read from the JSON object at `path`.
    public func model(type: Convertible.Type, at path: String) -> Convertible? {
        (base as String).kj.model(type: type, at: path)
    }

    /// The models read from the JSON array at `path` in this JSON text; `[]` if there are none.
    public func modelArray<Model: Convertible>(_ type: Model.Type, at path: String) -> [Model] {
        (base as String).kj.modelArray(type, at: path)
    }

    /// The models of the type `type` holds, read from the JSON array at `path`.
    public func modelArray(type: Convertible.Type, at path: String) -> [Convertible] {
        (base as String).kj.modelArray(type: type, at: path)
    }
}

extension KJ where Base: NSData {
    /// The model read from the JSON object at `path` in this UTF-8 JSON, or nil.
    public func model<Model: Convertible>(_ type: Model.Type, at path: String) -> Model? {
        (base as Data).kj.model(type, at: path)
    }

    /// The model of the type `type` holds, read from the JSON object at `path`.
    public func model(type: Convertible.Type, at path: String) -> Convertible? {
        (base as Data).kj.model(type: type, at: path)
    }

    /// The models read from the JSON array at `path` in this UTF-8 JSON; `[]` if there are none.
    public func modelArray<Model: Convertible>(_ type: Model.Type, at path: String) -> [Model] {
        (base as Data).kj.modelArray(type, at: path)
    }

    /// The models of the type `type` holds, read from the JSON array at `path`.
    public func modelArray(type: Convertible.Type, at path: String) -> [Convertible] {
        (base as Data).kj.modelArray(type: type, at: path)
    }
}
