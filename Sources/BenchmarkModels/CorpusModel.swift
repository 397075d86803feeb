import Foundation
import KakaJSON

/// The root model of a benchmark corpus: one bundled JSON file, read and
/// written by KakaJSON (as `Convertible`), by Foundation (as `Codable`) and by
/// mappers written by hand (as `HandMapped`) into the same Swift values, so
/// results compare with `==`.
public protocol CorpusModel: Convertible, Codable, HandMapped, Equatable, Sendable {
    /// The short name used in reports and options ("twitter").
    static var corpusName: String { get }
    /// The file name in the data folder ("twitter.json").
    static var fileName: String { get }
}

extension TwitterFeed: CorpusModel {
    /// "twitter".
    public static var corpusName: String { "twitter" }
    /// "twitter.json".
    public static var fileName: String { "twitter.json" }
}

extension CitmCatalog: CorpusModel {
    /// "citm".
    public static var corpusName: String { "citm" }
    /// "citm_catalog.json".
    public static var fileName: String { "citm_catalog.json" }
}
