import KakaJSON

// Types of the status fields that are null throughout twitter.json, in the
// shapes of Twitter's API, so that the models are complete.

/// A GeoJSON point.
public struct Coordinates: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// "Point".
    public var type: String = ""
    /// Longitude and latitude.
    public var coordinates: [Double] = []

    /// An empty point.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case type
        case coordinates
    }
}

/// A named place.
public struct Place: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// The place id.
    public var id: String = ""
    /// The place's API URL.
    public var url: String = ""
    /// "city", "poi"...
    public var placeType: String = ""
    /// Short name.
    public var name: String = ""
    /// Full name.
    public var fullName: String = ""
    /// ISO country code.
    public var countryCode: String = ""
    /// Country name.
    public var country: String = ""

    /// An empty place.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case id
        case url
        case placeType = "place_type"
        case name
        case fullName = "full_name"
        case countryCode = "country_code"
        case country
    }
}

/// A user who contributed to a tweet.
public struct Contributor: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// The user id.
    public var id: Int64 = 0
    /// `id` as text.
    public var idStr: String = ""
    /// The user's screen name.
    public var screenName: String = ""

    /// An empty contributor.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case screenName = "screen_name"
    }
}
