import KakaJSON

/// A photo attached to a tweet.
public struct Media: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// The media id.
    public var id: Int64 = 0
    /// `id` as text.
    public var idStr: String = ""
    /// Start and end offsets in the text.
    public var indices: [Int] = []
    /// The image (http).
    public var mediaUrl: String = ""
    /// The image (https).
    public var mediaUrlHttps: String = ""
    /// The t.co link.
    public var url: String = ""
    /// The link as shown.
    public var displayUrl: String = ""
    /// The full link.
    public var expandedUrl: String = ""
    /// "photo".
    public var type: String = ""
    /// The sizes the image is served in.
    public var sizes = MediaSizes()
    /// The tweet the photo was first posted with, when it is reused.
    public var sourceStatusId: Int64?
    /// `sourceStatusId` as text.
    public var sourceStatusIdStr: String?

    /// An empty medium.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case indices
        case mediaUrl = "media_url"
        case mediaUrlHttps = "media_url_https"
        case url
        case displayUrl = "display_url"
        case expandedUrl = "expanded_url"
        case type
        case sizes
        case sourceStatusId = "source_status_id"
        case sourceStatusIdStr = "source_status_id_str"
    }
}

/// The four sizes of a photo.
public struct MediaSizes: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// Small.
    public var small = MediaSize()
    /// Medium.
    public var medium = MediaSize()
    /// Thumbnail.
    public var thumb = MediaSize()
    /// Large.
    public var large = MediaSize()

    /// Four empty sizes.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case small
        case medium
        case thumb
        case large
    }
}

/// One size of a photo.
public struct MediaSize: SnakeCaseConvertible, Codable, Equatable, Sendable {
    /// Width in pixels.
    public var w: Int = 0
    /// Height in pixels.
    public var h: Int = 0
    /// "fit" or "crop".
    public var resize: String = ""

    /// An empty size.
    public init() {}

    /// The JSON keys, spelled out: Codable as a performance-minded user writes it
    /// (no key strategy converting every key on every decode).
    enum CodingKeys: String, CodingKey {
        case w
        case h
        case resize
    }
}
