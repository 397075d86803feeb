// The twitter models again, with the same property names and types but no CodingKeys, so that
// Foundation's key strategies map the keys: a Twitter account and its profile links.

/// `User` without CodingKeys.
struct SnakeCaseUser: Codable, Sendable {
    let id: Int64
    let idStr: String
    let name: String
    let screenName: String
    let location: String
    let description: String
    let url: String?
    let entities: SnakeCaseUserEntities
    let protected: Bool
    let followersCount: Int
    let friendsCount: Int
    let listedCount: Int
    let createdAt: String
    let favouritesCount: Int
    let utcOffset: Int?
    let timeZone: String?
    let geoEnabled: Bool
    let verified: Bool
    let statusesCount: Int
    let lang: String
    let contributorsEnabled: Bool
    let isTranslator: Bool
    let isTranslationEnabled: Bool
    let profileBackgroundColor: String
    let profileBackgroundImageUrl: String
    let profileBackgroundImageUrlHttps: String
    let profileBackgroundTile: Bool
    let profileImageUrl: String
    let profileImageUrlHttps: String
    let profileBannerUrl: String?
    let profileLinkColor: String
    let profileSidebarBorderColor: String
    let profileSidebarFillColor: String
    let profileTextColor: String
    let profileUseBackgroundImage: Bool
    let defaultProfile: Bool
    let defaultProfileImage: Bool
    let following: Bool
    let followRequestSent: Bool
    let notifications: Bool
}

/// `UserEntities` without CodingKeys.
struct SnakeCaseUserEntities: Codable, Sendable {
    let url: SnakeCaseURLEntities?
    let description: SnakeCaseURLEntities
}

/// `URLEntities` without CodingKeys.
struct SnakeCaseURLEntities: Codable, Sendable {
    let urls: [SnakeCaseURLEntity]
}
