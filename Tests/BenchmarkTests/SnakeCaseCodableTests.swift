import XCTest
import Foundation
import BenchmarkModels

/// The secondary reference, Codable with snake_case key strategies on twitter
/// models without CodingKeys, reads and writes what the main models do.
final class SnakeCaseCodableTests: XCTestCase {
    func testDecodeMatchesTheMainModels() throws {
        let corpus = try TestCorpora.twitter.get()
        let result = BenchmarkVerification.checkSnakeCaseDecode(data: corpus.data, reference: corpus.reference)
        XCTAssertTrue(result.passed, result.description)
    }

    func testEncodeMatchesCodable() throws {
        let corpus = try TestCorpora.twitter.get()
        let feed = try SnakeCaseCodableCodec().decode(corpus.data)
        let result = BenchmarkVerification.checkSnakeCaseEncode(feed, reference: corpus.reference)
        XCTAssertTrue(result.passed, result.description)
    }

    /// A reference that differs is reported, with the path of the difference.
    func testDifferenceIsReported() throws {
        let corpus = try TestCorpora.twitter.get()
        var altered = corpus.reference
        altered.searchMetadata.sinceIdStr += "0"
        let result = BenchmarkVerification.checkSnakeCaseDecode(data: corpus.data, reference: altered)
        XCTAssertFalse(result.passed)
        XCTAssertTrue(result.failure?.contains("$.search_metadata.since_id_str") ?? false, result.description)
    }
}
