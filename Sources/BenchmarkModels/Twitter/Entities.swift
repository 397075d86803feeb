import KakaJSON

/// Hashtags, symbols, links, mentions and media of a tweet.
public struct Entities: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// Hashtags.
    public var hashtags: [Hashtag] = []
    /// Cashtags (empty throughout the corpus).
    public var symbols: [Hashtag] = []
    /// Links.
    public var urls: [URLEntity] = []
    /// Mentioned users.
    public var userMentions: [UserMention] = []
    /// Photos; present only on tweets with media.
    public var media: [Media]?

    /// No entities.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case hashtags
        case symbols
        case urls
        case userMentions = "user_mentions"
        case media
    }
}

/// A hashtag or a cashtag.
public struct Hashtag: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// The tag, without "#" or "$".
    public var text: String = ""
    /// Start and end offsets in the text.
    public var indices: [Int] = []

    /// An empty tag.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case text
        case indices
    }
}

/// A link.
public struct URLEntity: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// The t.co link.
    public var url: String = ""
    /// The full link.
    public var expandedUrl: String = ""
    /// The link as shown.
    public var displayUrl: String = ""
    /// Start and end offsets in the text.
    public var indices: [Int] = []

    /// An empty link.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case url
        case expandedUrl = "expanded_url"
        case displayUrl = "display_url"
        case indices
    }
}

/// A mentioned user.
public struct UserMention: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// Handle, without "@".
    public var screenName: String = ""
    /// Display name.
    public var name: String = ""
    /// The user id.
    public var id: Int64 = 0
    /// `id` as text.
    public var idStr: String = ""
    /// Start and end offsets in the text.
    public var indices: [Int] = []

    /// An empty mention.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case screenName = "screen_name"
        case name
        case id
        case idStr = "id_str"
        case indices
    }
}
