import Foundation

/// Foundation's Codable with key strategies instead of CodingKeys:
/// `JSONDecoder` with `.convertFromSnakeCase` and `JSONEncoder` with
/// `.convertToSnakeCase`, on `SnakeCaseFeed`, twitter's models without
/// CodingKeys. A secondary reference for the twitter timings, since
/// KakaJSON's twitter models also map their keys by a rule
/// (`SnakeCaseConvertible`) rather than spelling them out.
///
/// Holds its coder objects so that repeated conversions reuse them, as
/// `CodableCodec` does.
public struct SnakeCaseCodableCodec {
    /// The decoder, converting keys from snake_case.
    public let decoder: JSONDecoder
    /// The encoder, converting keys to snake_case; compact output, unsorted keys.
    public let encoder: JSONEncoder

    /// Coders with the snake_case strategies.
    public init() {
        decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
    }

    /// twitter.json's UTF-8 JSON → the models without CodingKeys.
    public func decode(_ data: Data) throws -> SnakeCaseFeed {
        try decoder.decode(SnakeCaseFeed.self, from: data)
    }

    /// The models without CodingKeys → UTF-8 JSON.
    public func encode(_ feed: SnakeCaseFeed) throws -> Data {
        try encoder.encode(feed)
    }
}
