// The twitter models again, with the same property names and types but no CodingKeys, so that
// Foundation's key strategies map the keys: a tweet's entities and photos.

/// `Entities` without CodingKeys.
struct SnakeCaseEntities: Codable, Sendable {
    let hashtags: [SnakeCaseHashtag]
    let symbols: [SnakeCaseHashtag]
    let urls: [SnakeCaseURLEntity]
    let userMentions: [SnakeCaseUserMention]
    let media: [SnakeCaseMedia]?
}

/// `Hashtag` without CodingKeys.
struct SnakeCaseHashtag: Codable, Sendable {
    let text: String
    let indices: [Int]
}

/// `URLEntity` without CodingKeys.
struct SnakeCaseURLEntity: Codable, Sendable {
    let url: String
    let expandedUrl: String
    let displayUrl: String
    let indices: [Int]
}

/// `UserMention` without CodingKeys.
struct SnakeCaseUserMention: Codable, Sendable {
    let screenName: String
    let name: String
    let id: Int64
    let idStr: String
    let indices: [Int]
}

/// `Media` without CodingKeys.
struct SnakeCaseMedia: Codable, Sendable {
    let id: Int64
    let idStr: String
    let indices: [Int]
    let mediaUrl: String
    let mediaUrlHttps: String
    let url: String
    let displayUrl: String
    let expandedUrl: String
    let type: String
    let sizes: SnakeCaseMediaSizes
    let sourceStatusId: Int64?
    let sourceStatusIdStr: String?
}

/// `MediaSizes` without CodingKeys.
struct SnakeCaseMediaSizes: Codable, Sendable {
    let small: SnakeCaseMediaSize
    let medium: SnakeCaseMediaSize
    let thumb: SnakeCaseMediaSize
    let large: SnakeCaseMediaSize
}

/// `MediaSize` without CodingKeys.
struct SnakeCaseMediaSize: Codable, Sendable {
    let w: Int
    let h: Int
    let resize: String
}
