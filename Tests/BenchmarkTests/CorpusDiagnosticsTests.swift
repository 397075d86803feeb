import XCTest
import Foundation
import KakaJSON
import BenchmarkModels

/// On the corpora, where every property converts, `decode` returns the model
/// `model(_:)` returns, and `model(_:issues:)` reports only missing keys
/// (the Optionals the files leave out), no errors.
final class CorpusDiagnosticsTests: XCTestCase {
    func testTwitter() throws {
        try assertDecodeMatchesModel(TestCorpora.twitter.get())
    }

    func testCitm() throws {
        try assertDecodeMatchesModel(TestCorpora.citm.get())
    }

    private func assertDecodeMatchesModel<Model: CorpusModel>(_ corpus: Corpus<Model>) throws {
        let lenient = try XCTUnwrap(corpus.data.kj.model(Model.self))
        let strict = try corpus.data.kj.decode(Model.self)
        XCTAssertEqual(strict, lenient)
        XCTAssertEqual(strict, corpus.reference)
        var issues: [ConversionIssue] = []
        let reported = try XCTUnwrap(corpus.data.kj.model(Model.self, issues: &issues))
        XCTAssertEqual(reported, lenient)
        XCTAssertEqual(issues.filter { $0.kind != .missingKey }, [])
    }
}
