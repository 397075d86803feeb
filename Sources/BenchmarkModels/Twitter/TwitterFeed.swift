import KakaJSON

/// The root of `twitter.json`: one page of search results.
public struct TwitterFeed: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// The tweets of the page.
    public var statuses: [Status] = []
    /// How the search ran and how to page on.
    public var searchMetadata = SearchMetadata()

    /// An empty feed.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

/// `search_metadata`: how the search ran and how to page on.
public struct SearchMetadata: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// Seconds the search took.
    public var completedIn: Double = 0
    /// The highest tweet id in the page.
    public var maxId: Int64 = 0
    /// `maxId` as text.
    public var maxIdStr: String = ""
    /// The query string of the next page.
    public var nextResults: String = ""
    /// The URL-encoded query.
    public var query: String = ""
    /// The query string that refreshes this page.
    public var refreshUrl: String = ""
    /// The page size asked for.
    public var count: Int = 0
    /// The lowest tweet id asked for.
    public var sinceId: Int64 = 0
    /// `sinceId` as text.
    public var sinceIdStr: String = ""

    /// Empty metadata.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case completedIn = "completed_in"
        case maxId = "max_id"
        case maxIdStr = "max_id_str"
        case nextResults = "next_results"
        case query
        case refreshUrl = "refresh_url"
        case count
        case sinceId = "since_id"
        case sinceIdStr = "since_id_str"
    }
}
