// Properties whose type is Codable but not Convertible convert through
// KakaJSON's Codable coder, read straight from the parsed JSON.

import XCTest
import Foundation
import KakaJSON

private struct Point: Codable, Equatable {
    var x = 0.0
    var y = 0.0
}

private enum Shape: Codable, Equatable {
    case none
    case circle(r: Double)
    case polygon(points: [Point])
}

private enum Weekday: String, Codable {
    case monday, tuesday
}

/// A Codable type with a hand-written init(from:) that refuses bad input.
private struct Percent: Codable, Equatable {
    var value: Int
    init(value: Int) { self.value = value }
    init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(Int.self)
        guard (0...100).contains(raw) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "out of range"))
        }
        value = raw
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

private struct Drawing: Convertible {
    var point = Point()
    var shape: Shape = .none
    var shapes: [Shape] = []
    var day: Weekday = .monday
    var id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    var optionalPoint: Point?
    var byName: [String: Point] = [:]
    var progress = Percent(value: 5)
    var title = ""
}

final class CodableMemberTests: XCTestCase {
    func testCodableMembersDecodeFromText() throws {
        let json = #"""
        {"point": {"x": 1.5, "y": -2},
         "shape": {"circle": {"r": 3}},
         "shapes": [{"none": {}}, {"polygon": {"points": [{"x": 1, "y": 2}]}}],
         "day": "tuesday",
         "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
         "optionalPoint": {"x": 9, "y": 8},
         "byName": {"a": {"x": 0, "y": 1}},
         "progress": 42,
         "title": "t"}
        """#
        let drawing = try XCTUnwrap(json.kj.model(Drawing.self))
        XCTAssertEqual(drawing.point, Point(x: 1.5, y: -2))
        XCTAssertEqual(drawing.shape, .circle(r: 3))
        XCTAssertEqual(drawing.shapes, [.none, .polygon(points: [Point(x: 1, y: 2)])])
        XCTAssertEqual(drawing.day, .tuesday)
        XCTAssertEqual(drawing.id, UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        XCTAssertEqual(drawing.optionalPoint, Point(x: 9, y: 8))
        XCTAssertEqual(drawing.byName, ["a": Point(x: 0, y: 1)])
        XCTAssertEqual(drawing.progress, Percent(value: 42))
        XCTAssertEqual(drawing.title, "t")
    }

    func testRefusedValuesKeepTheDefault() throws {
        let json = #"{"point": {"x": "left"}, "shape": {"square": {}}, "progress": 500, "day": "sunday", "title": "kept"}"#
        let drawing = try XCTUnwrap(json.kj.model(Drawing.self))
        XCTAssertEqual(drawing.point, Point())
        XCTAssertEqual(drawing.shape, .none)
        XCTAssertEqual(drawing.progress, Percent(value: 5))
        XCTAssertEqual(drawing.day, .monday)
        XCTAssertEqual(drawing.title, "kept")
    }

    func testArraysSkipElementsThatDoNotDecode() throws {
        let drawing = try XCTUnwrap(#"{"shapes": [{"circle": {"r": 1}}, {"bad": 0}, {"circle": {"r": 2}}]}"#.kj.model(Drawing.self))
        XCTAssertEqual(drawing.shapes, [.circle(r: 1), .circle(r: 2)])
    }

    func testCodableMembersFromADictionary() {
        let json: [String: Any] = ["point": ["x": 4, "y": 5], "shape": ["circle": ["r": 6.5]], "progress": 7]
        let drawing = json.kj.model(Drawing.self)
        XCTAssertEqual(drawing.point, Point(x: 4, y: 5))
        XCTAssertEqual(drawing.shape, .circle(r: 6.5))
        XCTAssertEqual(drawing.progress, Percent(value: 7))
        // A value that already has the type is taken as it is.
        let direct = ["point": Point(x: 1, y: 1)].kj.model(Drawing.self)
        XCTAssertEqual(direct.point, Point(x: 1, y: 1))
    }

    func testCodableMembersEncodeAndRoundTrip() throws {
        var drawing = Drawing()
        drawing.point = Point(x: 1.5, y: -2)
        drawing.shape = .circle(r: 3)
        drawing.shapes = [.none, .polygon(points: [Point(x: 1, y: 2)])]
        drawing.day = .tuesday
        drawing.optionalPoint = Point(x: 9, y: 8)
        drawing.byName = ["a": Point(x: 0.5, y: 0)]
        drawing.progress = Percent(value: 42)
        drawing.title = "t"
        let text = drawing.kj.JSONString()
        XCTAssertEqual(text, """
            {"point":{"x":1.5,"y":-2},"shape":{"circle":{"r":3}},"shapes":[{"none":{}},{"polygon":{"points":[{"x":1,"y":2}]}}],\
            "day":"tuesday","id":"00000000-0000-0000-0000-000000000000","optionalPoint":{"x":9,"y":8},\
            "byName":{"a":{"x":0.5,"y":0}},"progress":42,"title":"t"}
            """)
        let back = try XCTUnwrap(text.kj.model(Drawing.self))
        XCTAssertEqual(back.point, drawing.point)
        XCTAssertEqual(back.shape, drawing.shape)
        XCTAssertEqual(back.shapes, drawing.shapes)
        XCTAssertEqual(back.optionalPoint, drawing.optionalPoint)
        XCTAssertEqual(back.byName, drawing.byName)
        XCTAssertEqual(back.progress, drawing.progress)
        let object = drawing.kj.JSONObject()
        XCTAssertEqual((object["point"] as? [String: Any])?["x"] as? Double, 1.5)
        XCTAssertEqual(((object["shape"] as? [String: Any])?["circle"] as? [String: Any])?["r"] as? Double, 3)
        XCTAssertEqual(object["progress"] as? Int, 42)
        XCTAssertEqual(object["id"] as? String, "00000000-0000-0000-0000-000000000000")
    }

    func testACodableMemberThatCannotEncodeIsLeftOut() {
        var drawing = Drawing()
        drawing.point = Point(x: .nan, y: 0)
        XCTAssertFalse(drawing.kj.JSONString().contains("\"point\""))
        XCTAssertNil(drawing.kj.JSONObject()["point"])
    }
}
