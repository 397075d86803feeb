import XCTest
import Foundation
import KakaJSON
import BenchmarkModels

/// The mappers written by hand, which the benchmark times KakaJSON's mapping
/// against, give what KakaJSON gives on the same Foundation values: equal
/// models from `[String: Any]`, and the same members in `[String: Any]`.
final class HandMappedTests: XCTestCase {
    func testTwitterMatchesKakaJSON() throws {
        try assertMatchesKakaJSON(TestCorpora.twitter.get())
    }

    func testCitmMatchesKakaJSON() throws {
        try assertMatchesKakaJSON(TestCorpora.citm.get())
    }

    /// The checks the benchmark runs before timing the mappers pass on both corpora.
    func testBenchmarkChecksPass() throws {
        try assertChecksPass(TestCorpora.twitter.get())
        try assertChecksPass(TestCorpora.citm.get())
    }

    /// A hand-written model that differs is reported, with the path of the difference.
    func testWrongModelIsReported() throws {
        let corpus = try TestCorpora.twitter.get()
        var altered = corpus.reference
        altered.searchMetadata.count += 1
        let json = try XCTUnwrap(BenchmarkVerification.foundationObject(of: corpus.data))
        let result = BenchmarkVerification.checkHandMappedDecode(TwitterFeed.self, json: json, reference: altered)
        XCTAssertFalse(result.passed)
        XCTAssertTrue(result.failure?.contains("$.search_metadata.count") ?? false, result.description)
    }

    /// Null and a missing key leave an optional nil and anything else at its
    /// default, in both mappers.
    func testNullAndMissingKeys() throws {
        let json: [String: Any] = ["id": NSNull(), "url": NSNull(), "utc_offset": 3600, "verified": true]
        let hand = User(handMapped: json)
        XCTAssertEqual(hand, json.kj.model(User.self))
        XCTAssertNil(hand.url)
        XCTAssertNil(hand.timeZone)
        XCTAssertEqual(hand.utcOffset, 3600)
        XCTAssertEqual(hand.id, 0)
        XCTAssertTrue(hand.verified)
    }

    /// A value of another type fails its `as?` cast and leaves the default,
    /// where KakaJSON converts loosely; the corpora hold no such value.
    func testMistypedValuesLeaveTheDefault() throws {
        let hand = User(handMapped: ["name": 12, "verified": "yes"])
        XCTAssertEqual(hand.name, "")
        XCTAssertFalse(hand.verified)
    }

    /// Nil optionals are left out of the object, as `JSONObject()` leaves them out;
    /// present ones are written.
    func testNilOptionalsAreLeftOutLikeJSONObject() throws {
        var media = Media()
        media.sourceStatusIdStr = "42"
        let hand = media.handMappedJSON()
        XCTAssertEqual(Set(hand.keys), Set(media.kj.JSONObject().keys))
        XCTAssertNil(hand["source_status_id"])
        XCTAssertEqual(hand["source_status_id_str"] as? String, "42")
        let event = Event()
        XCTAssertEqual(Set(event.handMappedJSON().keys), Set(event.kj.JSONObject().keys))
        XCTAssertEqual(Set(event.handMappedJSON().keys), ["id", "name", "subTopicIds", "topicIds"])
    }

    private func assertChecksPass<Model: CorpusModel>(_ corpus: Corpus<Model>) throws {
        let json = try XCTUnwrap(BenchmarkVerification.foundationObject(of: corpus.data))
        for result in [BenchmarkVerification.checkHandMappedDecode(Model.self, json: json, reference: corpus.reference),
                       BenchmarkVerification.checkHandMappedEncode(corpus.reference)] {
            XCTAssertTrue(result.passed, result.description)
        }
    }

    private func assertMatchesKakaJSON<Model: CorpusModel>(_ corpus: Corpus<Model>,
                                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let json = try XCTUnwrap(BenchmarkVerification.foundationObject(of: corpus.data))
        let hand = Model(handMapped: json)
        XCTAssertTrue(hand == json.kj.model(Model.self), "hand-written model vs [String: Any].kj.model", file: file, line: line)
        XCTAssertTrue(hand == corpus.reference, "hand-written model vs Codable's", file: file, line: line)

        let ours = try XCTUnwrap(JSONTree(foundation: corpus.reference.handMappedJSON()))
        let kakaJSON = try XCTUnwrap(JSONTree(foundation: corpus.reference.kj.JSONObject()))
        let difference = JSONTree.firstDifference(ours, kakaJSON, nullMatchesAbsent: false)
        XCTAssertNil(difference, "handMappedJSON() vs kj.JSONObject(): \(difference.map(String.init(describing:)) ?? "")",
                     file: file, line: line)
        // And through JSON text, as a networking library would send either.
        let written = try JSONSerialization.data(withJSONObject: corpus.reference.handMappedJSON())
        XCTAssertTrue(try CodableCodec(Model.self).decode(written) == corpus.reference, "hand-written JSON read by Codable",
                      file: file, line: line)
    }
}
