// `JSONObject()` hands arrays and String-keyed dictionaries of integers,
// strings and Bool over as they are (as a hand-written mapper does), builds
// an array of struct models as `[[String: Any]]`, and rebuilds every other
// collection with Foundation-style elements.

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

private struct Numbers: Convertible {
    var int = -7
    var int8: Int8 = -8
    var uint64: UInt64 = .max
    var double = 2.5
    var infinite = Double.infinity
    var float: Float = 1.5
    var cgFloat: CGFloat = 0.25
    var ints: [Int] = [1, -2]
    var int16s: [Int16] = [300]
    var doubles: [Double] = [0.5]
}

private struct Line: Convertible {
    var sku = ""
    var qty = 0
}

private final class Note: Convertible {
    var text = ""
    var replies: [Note] = []
    required init() {}
}

private struct Order: Convertible {
    var lines: [Line] = [Line(sku: "A", qty: 1), Line(sku: "B", qty: 2)]
    var maybeLines: [Line?] = [Line(sku: "C", qty: 3), nil]
    var noLines: [Line] = []
    var notes: [Note] = []
}

/// The dynamic type of a member's value (`is` would also accept an `[Any]`
/// whose elements cast).
private func dynamicType(_ value: Any?) -> Any.Type? {
    value.map { type(of: $0) }
}

final class JSONObjectValueFormsTests: XCTestCase {
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
        // A key that is not a String is written as its JSON value's text.
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

    func testArraysOfStructModelsAreArraysOfObjects() throws {
        let note = Note()
        note.text = "n"
        note.replies = [note] // a cycle: the inner reference becomes NSNull
        defer { note.replies = [] }
        var order = Order()
        order.notes = [note]
        let json = order.kj.JSONObject()
        XCTAssertTrue(dynamicType(json["lines"]) == [[String: Any]].self)
        let lines = try XCTUnwrap(json["lines"] as? [[String: Any]])
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[1]["sku"] as? String, "B")
        XCTAssertEqual(lines[1]["qty"] as? Int, 2)
        XCTAssertTrue(dynamicType(json["noLines"]) == [[String: Any]].self)
        XCTAssertEqual((json["noLines"] as? [[String: Any]])?.count, 0)
        // Still readable as `[Any]`.
        XCTAssertEqual(((json["lines"] as? [Any])?.first as? [String: Any])?["sku"] as? String, "A")
        // An element that may be absent is NSNull, so the array stays `[Any]`.
        XCTAssertTrue(dynamicType(json["maybeLines"]) == [Any].self)
        let maybeLines = try XCTUnwrap(json["maybeLines"] as? [Any])
        XCTAssertEqual((maybeLines.first as? [String: Any])?["qty"] as? Int, 3)
        XCTAssertTrue(maybeLines.last is NSNull)
        // A class model can stand for a cycle (NSNull): `[Any]` too.
        XCTAssertTrue(dynamicType(json["notes"]) == [Any].self)
        let notes = try XCTUnwrap(json["notes"] as? [Any])
        let first = try XCTUnwrap(notes.first as? [String: Any])
        XCTAssertEqual(first["text"] as? String, "n")
        XCTAssertTrue((first["replies"] as? [Any])?.first is NSNull)

        let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        let fromObject = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? NSDictionary)
        let text = try XCTUnwrap(order.kj.JSONString().data(using: .utf8))
        XCTAssertEqual(fromObject, try XCTUnwrap(JSONSerialization.jsonObject(with: text) as? NSDictionary))
    }

    /// Each integer keeps its own type (an `Int` and the other widths take
    /// different paths); doubles and floats become `Double`, a non-finite
    /// one is left out.
    func testScalarsKeepTheirTypes() throws {
        let json = Numbers().kj.JSONObject()
        XCTAssertTrue(dynamicType(json["int"]) == Int.self)
        XCTAssertEqual(json["int"] as? Int, -7)
        XCTAssertTrue(dynamicType(json["int8"]) == Int8.self)
        XCTAssertEqual(json["int8"] as? Int8, -8)
        XCTAssertTrue(dynamicType(json["uint64"]) == UInt64.self)
        XCTAssertEqual(json["uint64"] as? UInt64, .max)
        XCTAssertTrue(dynamicType(json["double"]) == Double.self)
        XCTAssertEqual(json["double"] as? Double, 2.5)
        XCTAssertNil(json["infinite"])
        XCTAssertTrue(dynamicType(json["float"]) == Double.self)
        XCTAssertEqual(json["float"] as? Double, 1.5)
        XCTAssertTrue(dynamicType(json["cgFloat"]) == Double.self)
        XCTAssertEqual(json["cgFloat"] as? Double, 0.25)
        XCTAssertTrue(dynamicType(json["ints"]) == [Int].self)
        XCTAssertEqual(json["ints"] as? [Int], [1, -2])
        XCTAssertTrue(dynamicType(json["int16s"]) == [Int16].self)
        XCTAssertEqual(json["int16s"] as? [Int16], [300])
        XCTAssertEqual((json["doubles"] as? [Any])?.first as? Double, 0.5)
    }
}
