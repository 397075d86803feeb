import KakaJSON

/// A Twitter account.
public struct User: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// The user id.
    public var id: Int64 = 0
    /// `id` as text.
    public var idStr: String = ""
    /// Display name.
    public var name: String = ""
    /// Handle, without "@".
    public var screenName: String = ""
    /// Free-text location.
    public var location: String = ""
    /// Profile text.
    public var description: String = ""
    /// Home page; null on most accounts.
    public var url: String?
    /// Links in `url` and `description`.
    public var entities = UserEntities()
    /// Whether tweets are protected.
    public var protected: Bool = false
    /// Followers.
    public var followersCount: Int = 0
    /// Accounts followed.
    public var friendsCount: Int = 0
    /// Lists the account is on.
    public var listedCount: Int = 0
    /// Creation time, in Twitter's text form.
    public var createdAt: String = ""
    /// Likes given.
    public var favouritesCount: Int = 0
    /// Offset from UTC in seconds; null when no time zone is set.
    public var utcOffset: Int?
    /// Time zone name; null when none is set.
    public var timeZone: String?
    /// Whether tweets carry a location.
    public var geoEnabled: Bool = false
    /// Whether the account is verified.
    public var verified: Bool = false
    /// Tweets posted.
    public var statusesCount: Int = 0
    /// Interface language.
    public var lang: String = ""
    /// Whether the account may have contributors.
    public var contributorsEnabled: Bool = false
    /// Whether the user translates Twitter.
    public var isTranslator: Bool = false
    /// Whether translation is enabled.
    public var isTranslationEnabled: Bool = false
    /// Profile background colour, hex.
    public var profileBackgroundColor: String = ""
    /// Profile background image (http).
    public var profileBackgroundImageUrl: String = ""
    /// Profile background image (https).
    public var profileBackgroundImageUrlHttps: String = ""
    /// Whether the background image is tiled.
    public var profileBackgroundTile: Bool = false
    /// Avatar (http).
    public var profileImageUrl: String = ""
    /// Avatar (https).
    public var profileImageUrlHttps: String = ""
    /// Banner; missing on some accounts.
    public var profileBannerUrl: String?
    /// Link colour, hex.
    public var profileLinkColor: String = ""
    /// Sidebar border colour, hex.
    public var profileSidebarBorderColor: String = ""
    /// Sidebar fill colour, hex.
    public var profileSidebarFillColor: String = ""
    /// Text colour, hex.
    public var profileTextColor: String = ""
    /// Whether the background image is shown.
    public var profileUseBackgroundImage: Bool = false
    /// Whether the profile is unchanged.
    public var defaultProfile: Bool = false
    /// Whether the avatar is the default one.
    public var defaultProfileImage: Bool = false
    /// Whether the requesting user follows this one.
    public var following: Bool = false
    /// Whether a follow request is pending.
    public var followRequestSent: Bool = false
    /// Whether the requesting user gets notifications.
    public var notifications: Bool = false

    /// An empty user.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case name
        case screenName = "screen_name"
        case location
        case description
        case url
        case entities
        case protected
        case followersCount = "followers_count"
        case friendsCount = "friends_count"
        case listedCount = "listed_count"
        case createdAt = "created_at"
        case favouritesCount = "favourites_count"
        case utcOffset = "utc_offset"
        case timeZone = "time_zone"
        case geoEnabled = "geo_enabled"
        case verified
        case statusesCount = "statuses_count"
        case lang
        case contributorsEnabled = "contributors_enabled"
        case isTranslator = "is_translator"
        case isTranslationEnabled = "is_translation_enabled"
        case profileBackgroundColor = "profile_background_color"
        case profileBackgroundImageUrl = "profile_background_image_url"
        case profileBackgroundImageUrlHttps = "profile_background_image_url_https"
        case profileBackgroundTile = "profile_background_tile"
        case profileImageUrl = "profile_image_url"
        case profileImageUrlHttps = "profile_image_url_https"
        case profileBannerUrl = "profile_banner_url"
        case profileLinkColor = "profile_link_color"
        case profileSidebarBorderColor = "profile_sidebar_border_color"
        case profileSidebarFillColor = "profile_sidebar_fill_color"
        case profileTextColor = "profile_text_color"
        case profileUseBackgroundImage = "profile_use_background_image"
        case defaultProfile = "default_profile"
        case defaultProfileImage = "default_profile_image"
        case following
        case followRequestSent = "follow_request_sent"
        case notifications
    }
}

/// `entities` of a user: the links in the profile.
public struct UserEntities: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// Links in `url`; present only when the user has a home page.
    public var url: URLEntities?
    /// Links in `description`.
    public var description = URLEntities()

    /// No links.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case url
        case description
    }
}

/// A list of links.
public struct URLEntities: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// The links.
    public var urls: [URLEntity] = []

    /// No links.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case urls
    }
}
