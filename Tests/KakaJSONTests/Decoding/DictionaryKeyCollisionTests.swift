// Integer dictionary keys whose texts convert to one key: every collision
// is reported naming both keys; from text the last key wins, from a
// [String: Any] the canonical spelling, else the smallest text.

import XCTest
import Foundation
import KakaJSON

private struct Byid: Convertible {
    var names: [Int: String] = [:]
}

final class DictionaryKeyCollisionTests: XCTestCase {
    func testTextKeepsTheLastKeyAndReportsEachCollision() throws {
        let text = #"{"names": {"7": "a", "07": "b", "8": "c", "7.9": "d"}}"#
        var issues: [ConversionIssue] = []
        let model = try XCTUnwrap(text.kj.model(Byid.self, issues: &issues))
        XCTAssertEqual(model.names, [7: "d", 8: "c"])
        XCTAssertEqual(text.kj.model(Byid.self)?.names, [7: "d", 8: "c"])
        let collisions = issues.filter { $0.message.contains("both convert to 7") }
        XCTAssertEqual(collisions.count, 2, "\(issues)")
        XCTAssertTrue(collisions[0].message.contains(#"the keys "7" and "07""#), collisions[0].message)
        XCTAssertTrue(collisions[1].message.contains(#""07" and "7.9""#), collisions[1].message)
        XCTAssertEqual(collisions.map(\.kind), [.lossyConversion, .lossyConversion])
    }

    func testDictionaryInputKeepsTheCanonicalSpelling() throws {
        for _ in 0..<5 {
            let json: [String: Any] = ["names": ["07": "b", "7": "a", "007": "c", "9.5": "x", "09": "y"]]
            var issues: [ConversionIssue] = []
            let model = try XCTUnwrap(json.kj.model(Byid.self, issues: &issues))
            XCTAssertEqual(model.names, [7: "a", 9: "y"])
            XCTAssertEqual(issues.filter { $0.message.contains("both convert to 7") }.count, 2, "\(issues)")
            XCTAssertEqual(issues.filter { $0.message.contains("both convert to 9") }.count, 1, "\(issues)")
        }
    }
}
