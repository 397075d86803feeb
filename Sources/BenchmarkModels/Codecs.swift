import Foundation
import KakaJSON

/// The KakaJSON contender: each conversion exactly as a user writes it.
public enum KakaJSONCodec {
    /// UTF-8 JSON → model: `data.kj.model(Model.self)`.
    public static func decode<Model: CorpusModel>(_ data: Data, as type: Model.Type) -> Model? {
        data.kj.model(type)
    }

    /// Model → UTF-8 JSON: `model.kj.JSONData()`, the bytes form of `JSONString()`.
    public static func encode<Model: CorpusModel>(_ model: Model) -> Data {
        model.kj.JSONData()
    }

    /// UTF-8 JSON → model, with the report: `data.kj.model(Model.self, issues: &issues)`.
    public static func decodeReporting<Model: CorpusModel>(_ data: Data,
                                                           as type: Model.Type) -> (Model?, [ConversionIssue]) {
        var issues: [ConversionIssue] = []
        let model = data.kj.model(type, issues: &issues)
        return (model, issues)
    }

    /// UTF-8 JSON → model, strictly: `try data.kj.decode(Model.self)`.
    public static func decodeStrictly<Model: CorpusModel>(_ data: Data, as type: Model.Type) throws -> Model {
        try data.kj.decode(type)
    }

    /// Foundation JSON object → model, without parsing: `json.kj.model(Model.self)`.
    public static func model<Model: CorpusModel>(from json: [String: Any], as type: Model.Type) -> Model {
        json.kj.model(type)
    }

    /// Model → Foundation JSON object, without writing text: `model.kj.JSONObject()`.
    public static func jsonObject<Model: CorpusModel>(of model: Model) -> [String: Any] {
        model.kj.JSONObject()
    }
}

/// The Codable contender: Foundation's `JSONDecoder` and `JSONEncoder` with
/// their default settings; the models spell their JSON keys out in
/// `CodingKeys`, the fastest way to write Codable.
///
/// Holds its coder objects so that repeated conversions reuse them, as a
/// performance-minded user would.
public struct CodableCodec<Model: CorpusModel> {
    /// The decoder.
    public let decoder: JSONDecoder
    /// The encoder; compact output, unsorted keys.
    public let encoder: JSONEncoder

    /// Coders for `Model`.
    public init(_ type: Model.Type = Model.self) {
        decoder = JSONDecoder()
        encoder = JSONEncoder()
    }

    /// UTF-8 JSON → model.
    public func decode(_ data: Data) throws -> Model {
        try decoder.decode(Model.self, from: data)
    }

    /// Model → UTF-8 JSON.
    public func encode(_ model: Model) throws -> Data {
        try encoder.encode(model)
    }
}

/// The KakaCoder contender: `KakaJSONDecoder` and `KakaJSONEncoder` on the
/// Codable models, with the same settings as `CodableCodec`.
public struct KakaCoderCodec<Model: CorpusModel> {
    /// The decoder.
    public let decoder: KakaJSONDecoder
    /// The encoder; compact output, unsorted keys.
    public let encoder: KakaJSONEncoder

    /// Coders for `Model`.
    public init(_ type: Model.Type = Model.self) {
        decoder = KakaJSONDecoder()
        encoder = KakaJSONEncoder()
    }

    /// UTF-8 JSON → model.
    public func decode(_ data: Data) throws -> Model {
        try decoder.decode(Model.self, from: data)
    }

    /// Model → UTF-8 JSON.
    public func encode(_ model: Model) throws -> Data {
        try encoder.encode(model)
    }
}
