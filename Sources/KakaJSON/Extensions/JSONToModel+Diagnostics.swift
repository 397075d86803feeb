import Foundation

// Conversions that tell what did not convert: `model(_:issues:)` returns what
// `model(_:)` returns and appends the issues; `decode(_:)` returns the model
// only when nothing went wrong, and throws `ConversionError` otherwise.

extension KJ where Base == String {
    /// The model read from this JSON text, as `model(_:)` reads it, with
    /// everything that did not convert exactly appended to `issues`.
    public func model<Model: Convertible>(_ type: Model.Type, issues: inout [ConversionIssue]) -> Model? {
        Diagnostics.collecting(into: &issues) { JSONInput.withDocument(base) { JSONInput.model(from: $0.root, type) } }
    }

    /// The models read from this JSON array text, as `modelArray(_:)` reads
    /// them, with everything that did not convert exactly appended to `issues`.
    public func modelArray<Model: Convertible>(_ type: Model.Type, issues: inout [ConversionIssue]) -> [Model] {
        Diagnostics.collecting(into: &issues) {
            JSONInput.withDocument(base) { JSONInput.modelArray(from: $0.root, type) } ?? []
        }
    }

    /// The model read from this JSON text when everything converts.
    /// - Throws: `ConversionError` when the text is not valid JSON or not an
    ///   object, or when any issue but a missing key of a property that is not
    ///   required comes up.
    public func decode<Model: Convertible>(_ type: Model.Type) throws -> Model {
        try Diagnostics.strict { JSONInput.withDocument(base) { JSONInput.model(from: $0.root, type) } }
    }

    /// The models read from this JSON array text when everything converts.
    /// - Throws: `ConversionError`, as `decode(_:)`; an element that is not an object is an error.
    public func decodeArray<Model: Convertible>(_ type: Model.Type) throws -> [Model] {
        try Diagnostics.strict { JSONInput.withDocument(base) { JSONInput.modelArray(from: $0.root, type) } }
    }
}

extension KJ where Base == Data {
    /// The model read from this UTF-8 JSON, as `model(_:)` reads it, with
    /// everything that did not convert exactly appended to `issues`.
    public func model<Model: Convertible>(_ type: Model.Type, issues: inout [ConversionIssue]) -> Model? {
        Diagnostics.collecting(into: &issues) { JSONInput.withDocument(base) { JSONInput.model(from: $0.root, type) } }
    }

    /// The models read from this UTF-8 JSON array, with the issues appended to `issues`.
    public func modelArray<Model: Convertible>(_ type: Model.Type, issues: inout [ConversionIssue]) -> [Model] {
        Diagnostics.collecting(into: &issues) {
            JSONInput.withDocument(base) { JSONInput.modelArray(from: $0.root, type) } ?? []
        }
    }

    /// The model read from this UTF-8 JSON when everything converts.
    /// - Throws: `ConversionError` (see `String`'s `decode(_:)`).
    public func decode<Model: Convertible>(_ type: Model.Type) throws -> Model {
        try Diagnostics.strict { JSONInput.withDocument(base) { JSONInput.model(from: $0.root, type) } }
    }

    /// The models read from this UTF-8 JSON array when everything converts.
    /// - Throws: `ConversionError` (see `String`'s `decodeArray(_:)`).
    public func decodeArray<Model: Convertible>(_ type: Model.Type) throws -> [Model] {
        try Diagnostics.strict { JSONInput.withDocument(base) { JSONInput.modelArray(from: $0.root, type) } }
    }
}

extension KJ where Base == [String: Any] {
    /// The model filled from this JSON object, as `model(_:)` fills it, with
    /// everything that did not convert exactly appended to `issues`.
    public func model<Model: Convertible>(_ type: Model.Type, issues: inout [ConversionIssue]) -> Model {
        Diagnostics.collecting(into: &issues) { JSONInput.model(from: base, type) }
    }

    /// The model filled from this JSON object when everything converts.
    /// - Throws: `ConversionError` (see `String`'s `decode(_:)`).
    public func decode<Model: Convertible>(_ type: Model.Type) throws -> Model {
        try Diagnostics.strict { JSONInput.model(from: base, type) }
    }
}

extension KJ where Base: NSDictionary {
    /// The model filled from this JSON object, as `model(_:)` fills it, with
    /// everything that did not convert exactly appended to `issues`.
    public func model<Model: Convertible>(_ type: Model.Type, issues: inout [ConversionIssue]) -> Model? {
        Diagnostics.collecting(into: &issues) { LooseValue(base).dictionary.map { JSONInput.model(from: $0, type) } }
    }

    /// The model filled from this JSON object when everything converts.
    /// - Throws: `ConversionError` (see `String`'s `decode(_:)`).
    public func decode<Model: Convertible>(_ type: Model.Type) throws -> Model {
        try Diagnostics.strict { LooseValue(base).dictionary.map { JSONInput.model(from: $0, type) } }
    }
}

extension KJ where Base == [Any] {
    /// The models filled from the JSON objects in this array, as
    /// `modelArray(_:)` fills them, with the issues appended to `issues`.
    public func modelArray<Model: Convertible>(_ type: Model.Type, issues: inout [ConversionIssue]) -> [Model] {
        Diagnostics.collecting(into: &issues) { JSONInput.modelArray(from: base, type) }
    }

    /// The models filled from the JSON objects in this array when everything converts.
    /// - Throws: `ConversionError`; an element that is not an object is an error.
    public func decodeArray<Model: Convertible>(_ type: Model.Type) throws -> [Model] {
        try Diagnostics.strict { JSONInput.modelArray(from: base, type) }
    }
}

/// The model read from JSON text, with its issues appended to `issues`.
public func model<Model: Convertible>(from jsonString: String, _ type: Model.Type,
                                      issues: inout [ConversionIssue]) -> Model? {
    jsonString.kj.model(type, issues: &issues)
}

/// The model read from UTF-8 JSON, with its issues appended to `issues`.
public func model<Model: Convertible>(from jsonData: Data, _ type: Model.Type,
                                      issues: inout [ConversionIssue]) -> Model? {
    jsonData.kj.model(type, issues: &issues)
}

/// The model filled from the JSON object `json`, with its issues appended to `issues`.
public func model<Model: Convertible>(from json: [String: Any], _ type: Model.Type,
                                      issues: inout [ConversionIssue]) -> Model {
    json.kj.model(type, issues: &issues)
}

/// The model filled from the JSON object `json`, with its issues appended to `issues`.
public func model<Model: Convertible>(from json: NSDictionary, _ type: Model.Type,
                                      issues: inout [ConversionIssue]) -> Model? {
    json.kj.model(type, issues: &issues)
}

/// The model read from JSON text when everything converts; throws `ConversionError` otherwise.
public func decode<Model: Convertible>(from jsonString: String, _ type: Model.Type) throws -> Model {
    try jsonString.kj.decode(type)
}

/// The model read from UTF-8 JSON when everything converts; throws `ConversionError` otherwise.
public func decode<Model: Convertible>(from jsonData: Data, _ type: Model.Type) throws -> Model {
    try jsonData.kj.decode(type)
}

/// The model filled from the JSON object `json` when everything converts; throws `ConversionError` otherwise.
public func decode<Model: Convertible>(from json: [String: Any], _ type: Model.Type) throws -> Model {
    try json.kj.decode(type)
}

/// The model filled from the JSON object `json` when everything converts; throws `ConversionError` otherwise.
public func decode<Model: Convertible>(from json: NSDictionary, _ type: Model.Type) throws -> Model {
    try json.kj.decode(type)
}

/// The models read from JSON array text when everything converts; throws `ConversionError` otherwise.
public func decodeArray<Model: Convertible>(from jsonString: String, _ type: Model.Type) throws -> [Model] {
    try jsonString.kj.decodeArray(type)
}

/// The models read from a UTF-8 JSON array when everything converts; throws `ConversionError` otherwise.
public func decodeArray<Model: Convertible>(from jsonData: Data, _ type: Model.Type) throws -> [Model] {
    try jsonData.kj.decodeArray(type)
}

/// The models filled from the JSON objects in `json` when everything converts; throws `ConversionError` otherwise.
public func decodeArray<Model: Convertible>(from json: [Any], _ type: Model.Type) throws -> [Model] {
    try json.kj.decodeArray(type)
}
