import KakaJSON

/// One performance of an event.
public struct Performance: Convertible, Codable, Equatable, Sendable {
    /// The event performed.
    public var eventId: Int = 0
    /// The performance id.
    public var id: Int = 0
    /// Logo path; null on most performances.
    public var logo: String?
    /// Name (null throughout the corpus).
    public var name: String?
    /// Prices by seat category and audience.
    public var prices: [Price] = []
    /// The seat categories on sale and their areas.
    public var seatCategories: [SeatCategory] = []
    /// Seat map image (null throughout the corpus).
    public var seatMapImage: String?
    /// Start time, milliseconds since 1970.
    public var start: Int64 = 0
    /// The venue code.
    public var venueCode: String = ""

    /// An empty performance.
    public init() {}
}

/// The price of a seat category for an audience.
public struct Price: Convertible, Codable, Equatable, Sendable {
    /// Amount in cents.
    public var amount: Int = 0
    /// The audience sub-category.
    public var audienceSubCategoryId: Int = 0
    /// The seat category.
    public var seatCategoryId: Int = 0

    /// An empty price.
    public init() {}
}

/// A seat category and the areas it covers.
public struct SeatCategory: Convertible, Codable, Equatable, Sendable {
    /// The areas.
    public var areas: [Area] = []
    /// The seat category id.
    public var seatCategoryId: Int = 0

    /// An empty seat category.
    public init() {}
}

/// An area of a seat category.
public struct Area: Convertible, Codable, Equatable, Sendable {
    /// The area id.
    public var areaId: Int = 0
    /// Block ids (empty throughout the corpus).
    public var blockIds: [Int] = []

    /// An empty area.
    public init() {}
}
