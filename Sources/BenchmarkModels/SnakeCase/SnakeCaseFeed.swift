// The twitter models again, with the same property names and types but no CodingKeys, so that
// Foundation's key strategies map the keys: twitter.json's root and search metadata.

/// `TwitterFeed` without CodingKeys: twitter.json's root as Foundation's
/// coders read it with `.convertFromSnakeCase` and write it with
/// `.convertToSnakeCase` (see `SnakeCaseCodableCodec`). Its members are
/// internal: only the codec and the verification use them.
public struct SnakeCaseFeed: Codable, Sendable {
    let statuses: [SnakeCaseStatus]
    let searchMetadata: SnakeCaseSearchMetadata
}

/// `SearchMetadata` without CodingKeys.
struct SnakeCaseSearchMetadata: Codable, Sendable {
    let completedIn: Double
    let maxId: Int64
    let maxIdStr: String
    let nextResults: String
    let query: String
    let refreshUrl: String
    let count: Int
    let sinceId: Int64
    let sinceIdStr: String
}
