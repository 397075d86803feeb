import XCTest
import Foundation
import BenchmarkModels

/// The models hold every field of the corpora: the file and Codable's JSON of
/// the model decoded from it are the same JSON (a null member counting as a
/// missing one, since Codable leaves nil optionals out).
final class ModelCoverageTests: XCTestCase {
    func testTwitterModelsCoverTheFile() throws {
        try assertCovers(TestCorpora.twitter.get())
    }

    func testCitmModelsCoverTheFile() throws {
        try assertCovers(TestCorpora.citm.get())
    }

    private func assertCovers<Model: CorpusModel>(_ corpus: Corpus<Model>) throws {
        let written = try CodableCodec(Model.self).encode(corpus.reference)
        let difference = JSONTree.firstDifference(try JSONTree(json: corpus.data), try JSONTree(json: written))
        XCTAssertNil(difference, "file vs Codable's JSON of the model: \(difference.map(String.init(describing:)) ?? "")")
    }
}
