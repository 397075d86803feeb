import KakaJSON

/// The root of `citm_catalog.json`: a concert hall's event catalogue.
///
/// Its keys are camelCase already, equal to the property names, so neither
/// library maps keys for it. Dictionaries are keyed by ids written as text.
public struct CitmCatalog: Convertible, Codable, Equatable, Sendable {
    /// Seating area names by area id.
    public var areaNames: [String: String] = [:]
    /// Audience sub-category names by id.
    public var audienceSubCategoryNames: [String: String] = [:]
    /// Block names by id (empty in the corpus).
    public var blockNames: [String: String] = [:]
    /// Events by event id.
    public var events: [String: Event] = [:]
    /// The performances.
    public var performances: [Performance] = []
    /// Seat category names by id.
    public var seatCategoryNames: [String: String] = [:]
    /// Sub-topic names by id.
    public var subTopicNames: [String: String] = [:]
    /// Subject names by code (empty in the corpus).
    public var subjectNames: [String: String] = [:]
    /// Topic names by id.
    public var topicNames: [String: String] = [:]
    /// Sub-topic ids by topic id.
    public var topicSubTopics: [String: [Int]] = [:]
    /// Venue names by venue code.
    public var venueNames: [String: String] = [:]

    /// An empty catalogue.
    public init() {}
}

/// An event of the catalogue.
public struct Event: Convertible, Codable, Equatable, Sendable {
    /// Description (null throughout the corpus).
    public var description: String?
    /// The event id.
    public var id: Int = 0
    /// Logo path; null on about half of the events.
    public var logo: String?
    /// Event name.
    public var name: String = ""
    /// Sub-topic ids.
    public var subTopicIds: [Int] = []
    /// Subject code (null throughout the corpus).
    public var subjectCode: String?
    /// Subtitle (null throughout the corpus).
    public var subtitle: String?
    /// Topic ids.
    public var topicIds: [Int] = []

    /// An empty event.
    public init() {}
}
