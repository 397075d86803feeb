import Foundation
import BenchmarkModels

/// The corpora and their reference models, loaded once for all tests.
enum TestCorpora {
    /// twitter.json and Codable's model of it.
    static let twitter = Result { try load(TwitterFeed.self) }
    /// citm_catalog.json and Codable's model of it.
    static let citm = Result { try load(CitmCatalog.self) }

    private static func load<Model: CorpusModel>(_ type: Model.Type) throws -> Corpus<Model> {
        let data = try BenchmarkData.bytes(of: type)
        return Corpus(data: data, reference: try BenchmarkVerification.reference(type, from: data))
    }
}

/// A corpus file and the model Codable reads from it.
struct Corpus<Model: CorpusModel>: Sendable {
    let data: Data
    let reference: Model
}
