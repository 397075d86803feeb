import XCTest
import Foundation
import BenchmarkModels

/// The benchmark's verification, as tests: KakaJSON and Codable agree on each
/// corpus in each direction. Nothing here is timed.
final class BenchmarkVerificationTests: XCTestCase {
    func testDecodeTwitter() throws {
        let (data, reference) = try load(TestCorpora.twitter)
        assertPassed(BenchmarkVerification.checkDecode(TwitterFeed.self, data: data, reference: reference))
    }

    func testDecodeCitm() throws {
        let (data, reference) = try load(TestCorpora.citm)
        assertPassed(BenchmarkVerification.checkDecode(CitmCatalog.self, data: data, reference: reference))
    }

    func testEncodeTwitter() throws {
        assertPassed(BenchmarkVerification.checkEncode(try TestCorpora.twitter.get().reference))
    }

    func testEncodeCitm() throws {
        assertPassed(BenchmarkVerification.checkEncode(try TestCorpora.citm.get().reference))
    }

    func testMappingTwitter() throws {
        let (data, reference) = try load(TestCorpora.twitter)
        assertPassed(BenchmarkVerification.checkMapping(TwitterFeed.self, data: data, reference: reference))
    }

    func testMappingCitm() throws {
        let (data, reference) = try load(TestCorpora.citm)
        assertPassed(BenchmarkVerification.checkMapping(CitmCatalog.self, data: data, reference: reference))
    }

    /// A wrong model is reported with the path of its first difference.
    func testWrongResultNamesTheFirstDifference() throws {
        let (data, reference) = try load(TestCorpora.twitter)
        var altered = reference
        altered.searchMetadata.maxId += 1
        let result = BenchmarkVerification.checkDecode(TwitterFeed.self, data: data, reference: altered)
        XCTAssertFalse(result.passed)
        XCTAssertTrue(result.failure?.contains("$.search_metadata.max_id") ?? false, result.description)
    }

    private func load<Model: CorpusModel>(_ corpus: Result<Corpus<Model>, Error>) throws
        -> (data: Data, reference: Model) {
        let loaded = try corpus.get()
        return (loaded.data, loaded.reference)
    }

    private func assertPassed(_ result: CheckResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(result.passed, result.description, file: file, line: line)
    }
}
