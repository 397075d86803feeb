// Properties typed as a model class hold subclasses: `kj_modelType` is asked
// for them (and for Optionals, arrays and `[String: …]` of them), and a
// subclass instance writes all of its own properties.

import XCTest
import Foundation
import KakaJSON

private class Shape: Convertible {
    var name = ""
    required init() {}
}

private final class Circle: Shape {
    var radius = 0.0
    required init() {}
}

private final class Square: Shape {
    var side = 0
    required init() {}
}

/// Not a `Shape`: a type `kj_modelType` must not be allowed to store in one.
private final class Stranger: Convertible {
    var name = ""
    var secret = 0
    required init() {}
}

private struct Drawing: Convertible {
    var primary: Shape?
    var fixed = Shape()
    var shapes: [Shape] = []
    var optionalShapes: [Shape?] = []
    var byName: [String: Shape] = [:]
    var title = ""

    func kj_modelType(from jsonValue: Any?, _ property: Property) -> Convertible.Type? {
        switch property.name {
        case "primary", "fixed": return Self.type(of: jsonValue)
        case "shapes", "optionalShapes": return Circle.self
        case "byName": return Square.self
        default: return nil
        }
    }

    static func type(of jsonValue: Any?) -> Convertible.Type? {
        switch (jsonValue as? [String: Any])?["kind"] as? String {
        case "circle": return Circle.self
        case "square": return Square.self
        case "stranger": return Stranger.self
        default: return nil
        }
    }
}

/// A class model with a class-typed property of its own kind.
private final class Canvas: Convertible {
    var background: Shape?
    var count = 0
    required init() {}

    func kj_modelType(from jsonValue: Any?, _ property: Property) -> Convertible.Type? {
        property.name == "background" ? Drawing.type(of: jsonValue) : nil
    }
}

/// No `kj_modelType`: class properties hold their declared class.
private struct PlainDrawing: Convertible {
    var primary: Shape?
    var title = ""
}

final class SubclassPropertyTests: XCTestCase {
    func testOptionalClassPropertyGetsTheSubclass() throws {
        let json = #"{"primary": {"kind": "circle", "name": "c", "radius": 2.5}}"#
        let drawing = try XCTUnwrap(json.kj.model(Drawing.self))
        let circle = try XCTUnwrap(drawing.primary as? Circle)
        XCTAssertEqual(circle.name, "c")
        XCTAssertEqual(circle.radius, 2.5)
    }

    func testNonOptionalClassPropertyGetsTheSubclass() throws {
        let drawing = try XCTUnwrap(#"{"fixed": {"kind": "square", "name": "s", "side": 4}}"#.kj.model(Drawing.self))
        let square = try XCTUnwrap(drawing.fixed as? Square)
        XCTAssertEqual(square.name, "s")
        XCTAssertEqual(square.side, 4)
    }

    func testNoTypeFromTheHookBuildsTheDeclaredClass() throws {
        let drawing = try XCTUnwrap(#"{"primary": {"name": "plain", "radius": 1}}"#.kj.model(Drawing.self))
        let primary = try XCTUnwrap(drawing.primary)
        XCTAssertTrue(type(of: primary) == Shape.self)
        XCTAssertEqual(primary.name, "plain")
    }

    func testATypeThatIsNotASubclassKeepsTheDefault() throws {
        let json = #"{"primary": {"kind": "stranger", "name": "x", "secret": 7}, "fixed": {"kind": "stranger", "name": "y"}, "title": "t"}"#
        let drawing = try XCTUnwrap(json.kj.model(Drawing.self))
        XCTAssertNil(drawing.primary)
        XCTAssertTrue(type(of: drawing.fixed) == Shape.self)
        XCTAssertEqual(drawing.fixed.name, "")
        XCTAssertEqual(drawing.title, "t")
        // The same from a dictionary.
        let fromDictionary = ["primary": ["kind": "stranger", "name": "x"], "title": "u"].kj.model(Drawing.self)
        XCTAssertNil(fromDictionary.primary)
        XCTAssertEqual(fromDictionary.title, "u")
    }

    func testArraysAndDictionariesOfAClass() throws {
        let json = #"""
        {"shapes": [{"name": "a", "radius": 1}, {"name": "b", "radius": 2}],
         "optionalShapes": [{"name": "c", "radius": 3}],
         "byName": {"one": {"name": "d", "side": 5}}}
        """#
        let drawing = try XCTUnwrap(json.kj.model(Drawing.self))
        XCTAssertEqual(drawing.shapes.map { ($0 as? Circle)?.radius }, [1, 2])
        XCTAssertEqual(drawing.shapes.map(\.name), ["a", "b"])
        XCTAssertEqual(drawing.optionalShapes.map { ($0 as? Circle)?.radius }, [3])
        XCTAssertEqual((drawing.byName["one"] as? Square)?.side, 5)
        XCTAssertEqual(drawing.byName["one"]?.name, "d")
    }

    func testDictionaryInput() throws {
        let json: [String: Any] = ["primary": ["kind": "circle", "name": "c", "radius": 9.5],
                                   "shapes": [["name": "e", "radius": 4]]]
        let drawing = json.kj.model(Drawing.self)
        XCTAssertEqual((drawing.primary as? Circle)?.radius, 9.5)
        XCTAssertEqual((drawing.shapes.first as? Circle)?.radius, 4)
    }

    func testClassModelWithAClassProperty() throws {
        let canvas = try XCTUnwrap(#"{"background": {"kind": "square", "side": 3}, "count": 2}"#.kj.model(Canvas.self))
        XCTAssertEqual((canvas.background as? Square)?.side, 3)
        XCTAssertEqual(canvas.count, 2)
    }

    func testModelsWithoutTheHookStillConvert() throws {
        let drawing = try XCTUnwrap(#"{"primary": {"name": "p"}, "title": "q"}"#.kj.model(PlainDrawing.self))
        XCTAssertEqual(drawing.primary?.name, "p")
        XCTAssertEqual(drawing.title, "q")
        // A second conversion, once the hook is known to be the default.
        let again = try XCTUnwrap(#"{"primary": {"name": "r"}, "title": "s"}"#.kj.model(PlainDrawing.self))
        XCTAssertEqual(again.primary?.name, "r")
        XCTAssertEqual(again.title, "s")
    }

    func testSubclassInstancesWriteTheirOwnProperties() throws {
        var drawing = Drawing()
        let circle = Circle()
        circle.name = "c"
        circle.radius = 1.5
        drawing.primary = circle
        let square = Square()
        square.name = "s"
        square.side = 2
        drawing.fixed = square
        drawing.byName = ["k": square]
        let text = drawing.kj.JSONString()
        XCTAssertEqual(text, #"{"primary":{"name":"c","radius":1.5},"fixed":{"name":"s","side":2},"shapes":[],"optionalShapes":[],"byName":{"k":{"name":"s","side":2}},"title":""}"#)
        let object = drawing.kj.JSONObject()
        XCTAssertEqual((object["primary"] as? [String: Any])?["radius"] as? Double, 1.5)
        XCTAssertEqual((object["fixed"] as? [String: Any])?["side"] as? Int, 2)
        // A subclass instance held in a variable of the base type.
        let shape: Shape = circle
        XCTAssertEqual(shape.kj.JSONString(), #"{"name":"c","radius":1.5}"#)
        XCTAssertEqual(shape.kj.JSONObject()["radius"] as? Double, 1.5)
    }

    func testRoundTripKeepsTheSubclass() throws {
        var drawing = Drawing()
        let circle = Circle()
        circle.name = "round"
        circle.radius = 7
        drawing.shapes = [circle]
        let back = try XCTUnwrap(drawing.kj.JSONString().kj.model(Drawing.self))
        XCTAssertEqual((back.shapes.first as? Circle)?.radius, 7)
        XCTAssertEqual(back.shapes.first?.name, "round")
    }
}
