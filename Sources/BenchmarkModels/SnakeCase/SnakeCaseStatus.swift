// The twitter models again, with the same property names and types but no CodingKeys, so that
// Foundation's key strategies map the keys: a tweet, its metadata and its (always null) location
// fields.

/// `Status` without CodingKeys; a class because a retweet holds its original.
final class SnakeCaseStatus: Codable, Sendable {
    let metadata: SnakeCaseStatusMetadata
    let createdAt: String
    let id: Int64
    let idStr: String
    let text: String
    let source: String
    let truncated: Bool
    let inReplyToStatusId: Int64?
    let inReplyToStatusIdStr: String?
    let inReplyToUserId: Int64?
    let inReplyToUserIdStr: String?
    let inReplyToScreenName: String?
    let user: SnakeCaseUser
    let geo: SnakeCaseCoordinates?
    let coordinates: SnakeCaseCoordinates?
    let place: SnakeCasePlace?
    let contributors: [SnakeCaseContributor]?
    let retweetedStatus: SnakeCaseStatus?
    let retweetCount: Int
    let favoriteCount: Int
    let entities: SnakeCaseEntities
    let favorited: Bool
    let retweeted: Bool
    let possiblySensitive: Bool?
    let lang: String
}

/// `StatusMetadata` without CodingKeys.
struct SnakeCaseStatusMetadata: Codable, Sendable {
    let resultType: String
    let isoLanguageCode: String
}

/// `Coordinates` without CodingKeys.
struct SnakeCaseCoordinates: Codable, Sendable {
    let type: String
    let coordinates: [Double]
}

/// `Place` without CodingKeys.
struct SnakeCasePlace: Codable, Sendable {
    let id: String
    let url: String
    let placeType: String
    let name: String
    let fullName: String
    let countryCode: String
    let country: String
}

/// `Contributor` without CodingKeys.
struct SnakeCaseContributor: Codable, Sendable {
    let id: Int64
    let idStr: String
    let screenName: String
}
