// `JSONObject()` hands arrays and String-keyed dictionaries of integers,
// strings and Bool over as they are (as a hand-written mapper does), and
// rebuilds every other collection with Foundation-style elements.

import XCTest
import Foundation
import KakaJSON

private struct Collections: Convertible {
    var ids: [Int] = [1, 2, 3]
    var bytes: [UInt8] = [255, 0]
    var names: [String] = ["a", "b"]
    var flags: [Bool] = [true, false]
    var nested: [[Int]] = [[1], [2, 3]]
    var labels: [String: String] = ["x": "1"]
    var groups: [String: [Int]] = ["g": [4, 5]]
    var byNumber: [Int: String] = [7: "seven"]
    var ratios: [Double] = [0.5, .nan]
    var maybe: [Int?] = [1, nil]
    var empty: [Int] = []
}

/// The dynamic type of a member's value (`is` would also accept an `[Any]`
/// whose elements cast).
private func dynamicType(_ value: Any?) -> Any.Type? {
    value.map { type(of: $0) }
}

final class JSONObjectPassThroughTests: XCTestCase {
    func testCollectionsOfScalarsAreHandedOverAsTheyAre() throws {
        let json = Collections().kj.JSONObject()
        XCTAssertEqual(json["ids"] as? [Int], [1, 2, 3])
        XCTAssertTrue(dynamicType(json["ids"]) == [Int].self)
        XCTAssertEqual(json["bytes"] as? [UInt8], [255, 0])
        XCTAssertEqual(json["names"] as? [String], ["a", "b"])
        XCTAssertEqual(json["flags"] as? [Bool], [true, false])
        XCTAssertEqual(json["nested"] as? [[Int]], [[1], [2, 3]])
        XCTAssertTrue(dynamicType(json["nested"]) == [[Int]].self)
        XCTAssertEqual(json["labels"] as? [String: String], ["x": "1"])
        XCTAssertTrue(dynamicType(json["labels"]) == [String: String].self)
        XCTAssertTrue(dynamicType(json["groups"]) == [String: [Int]].self)
        XCTAssertTrue(dynamicType(json["flags"]) == [Bool].self)
        XCTAssertEqual(json["groups"] as? [String: [Int]], ["g": [4, 5]])
        XCTAssertEqual(json["empty"] as? [Int], [])
        // Still readable as the documented Foundation forms.
        XCTAssertEqual((json["ids"] as? [Any])?.compactMap { $0 as? Int }, [1, 2, 3])
        XCTAssertEqual((json["labels"] as? [String: Any])?["x"] as? String, "1")
    }

    func testOtherCollectionsAreRebuilt() throws {
        let json = Collections().kj.JSONObject()
        // A key that is not a String becomes its description.
        XCTAssertEqual((json["byNumber"] as? [String: Any])?["7"] as? String, "seven")
        XCTAssertTrue(dynamicType(json["byNumber"]) == [String: Any].self)
        // A value without a JSON form is NSNull in an array, so not `[Double]` as is.
        XCTAssertTrue(dynamicType(json["ratios"]) == [Any].self)
        let ratios = try XCTUnwrap(json["ratios"] as? [Any])
        XCTAssertEqual(ratios.first as? Double, 0.5)
        XCTAssertTrue(ratios.last is NSNull)
        let maybe = try XCTUnwrap(json["maybe"] as? [Any])
        XCTAssertEqual(maybe.first as? Int, 1)
        XCTAssertTrue(maybe.last is NSNull)
    }

    func testTheObjectSerializesAsTheTextDoes() throws {
        let model = Collections()
        let data = try JSONSerialization.data(withJSONObject: model.kj.JSONObject(), options: [.sortedKeys])
        let fromObject = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? NSDictionary)
        let text = try XCTUnwrap(model.kj.JSONString().data(using: .utf8))
        let fromText = try XCTUnwrap(JSONSerialization.jsonObject(with: text) as? NSDictionary)
        XCTAssertEqual(fromObject, fromText)
        XCTAssertEqual((fromObject["groups"] as? NSDictionary)?["g"] as? [Int], [4, 5])
    }
}
