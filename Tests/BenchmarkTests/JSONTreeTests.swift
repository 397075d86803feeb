import XCTest
import Foundation
import BenchmarkModels

/// The structural comparison the verification relies on.
final class JSONTreeTests: XCTestCase {
    func testEqualDocumentsHaveNoDifference() throws {
        let left = try tree(#"{"a": [1, 2.5, true, "x"], "b": {"c": 505874924095815681}}"#)
        let right = try tree(#"{"b": {"c": 505874924095815681}, "a": [1.0, 2.5, true, "x"]}"#)
        XCTAssertNil(JSONTree.firstDifference(left, right))
    }

    func testNullEqualsMissingMember() throws {
        XCTAssertNil(JSONTree.firstDifference(try tree(#"{"a": null, "b": 1}"#), try tree(#"{"b": 1}"#)))
    }

    func testReportsThePathOfTheFirstDifference() throws {
        let difference = JSONTree.firstDifference(try tree(#"{"a": [{"id": 505874924095815681}]}"#),
                                                   try tree(#"{"a": [{"id": 505874924095815680}]}"#))
        XCTAssertEqual(difference?.path, "$.a[0].id")
    }

    func testStrictComparisonTellsNullFromMissingMember() throws {
        let difference = JSONTree.firstDifference(try tree(#"{"a": {"b": null}}"#), try tree(#"{"a": {}}"#),
                                                   nullMatchesAbsent: false)
        XCTAssertEqual(difference?.path, "$.a.b")
        XCTAssertEqual(difference?.left, "null")
        XCTAssertEqual(difference?.right, "absent")
        XCTAssertNil(JSONTree.firstDifference(try tree(#"{"a": null}"#), try tree(#"{"a": null}"#), nullMatchesAbsent: false))
    }

    func testBooleansAreNotNumbers() throws {
        XCTAssertNotNil(JSONTree.firstDifference(try tree("[true]"), try tree("[1]")))
    }

    func testMissingMemberIsReportedAsAbsent() throws {
        let difference = JSONTree.firstDifference(try tree(#"{"a": 1}"#), try tree("{}"))
        XCTAssertEqual(difference?.right, "absent")
    }

    func testSwiftValuesMatchParsedJSON() throws {
        let swift: [String: Any] = ["a": [Int64(1), 2.5, true, "x"], "b": ["c": 505874924095815681]]
        let parsed = try tree(#"{"a": [1, 2.5, true, "x"], "b": {"c": 505874924095815681}}"#)
        XCTAssertNil(JSONTree.firstDifference(try XCTUnwrap(JSONTree(foundation: swift)), parsed))
    }

    private func tree(_ text: String) throws -> JSONTree {
        try JSONTree(json: Data(text.utf8))
    }
}
