import KakaJSON

/// A tweet. A class because it nests: a retweet holds the original tweet in
/// `retweetedStatus`.
///
/// Sendable because the benchmark never changes a status after decoding it;
/// `@unchecked` because its properties are `var`, as KakaJSON models are.
public final class Status: SnakeCaseConvertible, Codable, Equatable, @unchecked Sendable {
    /// Search metadata of this tweet.
    public var metadata = StatusMetadata()
    /// Creation time, in Twitter's text form.
    public var createdAt: String = ""
    /// The tweet id; above 2^53, so it must be read exactly.
    public var id: Int64 = 0
    /// `id` as text.
    public var idStr: String = ""
    /// The text of the tweet.
    public var text: String = ""
    /// The client that posted it, as an HTML link.
    public var source: String = ""
    /// Whether `text` was cut.
    public var truncated: Bool = false
    /// The tweet this one answers.
    public var inReplyToStatusId: Int64?
    /// `inReplyToStatusId` as text.
    public var inReplyToStatusIdStr: String?
    /// The user this tweet answers.
    public var inReplyToUserId: Int64?
    /// `inReplyToUserId` as text.
    public var inReplyToUserIdStr: String?
    /// The screen name of the user this tweet answers.
    public var inReplyToScreenName: String?
    /// The author.
    public var user = User()
    /// Deprecated location (null throughout the corpus).
    public var geo: Coordinates?
    /// Location (null throughout the corpus).
    public var coordinates: Coordinates?
    /// Place (null throughout the corpus).
    public var place: Place?
    /// Contributors (null throughout the corpus).
    public var contributors: [Contributor]?
    /// The original tweet, when this one is a retweet.
    public var retweetedStatus: Status?
    /// Number of retweets.
    public var retweetCount: Int = 0
    /// Number of likes.
    public var favoriteCount: Int = 0
    /// Hashtags, links, mentions and media in `text`.
    public var entities = Entities()
    /// Whether the requesting user liked it.
    public var favorited: Bool = false
    /// Whether the requesting user retweeted it.
    public var retweeted: Bool = false
    /// Whether a link in it may be sensitive; present on some tweets only.
    public var possiblySensitive: Bool?
    /// Language code of `text`.
    public var lang: String = ""

    /// An empty status.
    public required init() {}

    /// Whether every property is equal, recursively.
    public static func == (lhs: Status, rhs: Status) -> Bool {
        guard lhs !== rhs else { return true }
        return lhs.metadata == rhs.metadata && lhs.createdAt == rhs.createdAt
            && lhs.id == rhs.id && lhs.idStr == rhs.idStr && lhs.text == rhs.text
            && lhs.source == rhs.source && lhs.truncated == rhs.truncated
            && lhs.inReplyToStatusId == rhs.inReplyToStatusId
            && lhs.inReplyToStatusIdStr == rhs.inReplyToStatusIdStr
            && lhs.inReplyToUserId == rhs.inReplyToUserId
            && lhs.inReplyToUserIdStr == rhs.inReplyToUserIdStr
            && lhs.inReplyToScreenName == rhs.inReplyToScreenName
            && lhs.user == rhs.user && lhs.geo == rhs.geo && lhs.coordinates == rhs.coordinates
            && lhs.place == rhs.place && lhs.contributors == rhs.contributors
            && lhs.retweetedStatus == rhs.retweetedStatus
            && lhs.retweetCount == rhs.retweetCount && lhs.favoriteCount == rhs.favoriteCount
            && lhs.entities == rhs.entities && lhs.favorited == rhs.favorited
            && lhs.retweeted == rhs.retweeted && lhs.possiblySensitive == rhs.possiblySensitive
            && lhs.lang == rhs.lang
    }

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case metadata
        case createdAt = "created_at"
        case id
        case idStr = "id_str"
        case text
        case source
        case truncated
        case inReplyToStatusId = "in_reply_to_status_id"
        case inReplyToStatusIdStr = "in_reply_to_status_id_str"
        case inReplyToUserId = "in_reply_to_user_id"
        case inReplyToUserIdStr = "in_reply_to_user_id_str"
        case inReplyToScreenName = "in_reply_to_screen_name"
        case user
        case geo
        case coordinates
        case place
        case contributors
        case retweetedStatus = "retweeted_status"
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
        case entities
        case favorited
        case retweeted
        case possiblySensitive = "possibly_sensitive"
        case lang
    }
}

/// `metadata` of a status.
public struct StatusMetadata: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// "recent" or "popular".
    public var resultType: String = ""
    /// Language code the search detected.
    public var isoLanguageCode: String = ""

    /// Empty metadata.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case resultType = "result_type"
        case isoLanguageCode = "iso_language_code"
    }
}
