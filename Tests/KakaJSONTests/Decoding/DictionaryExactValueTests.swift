// A `[String: Any]` may already hold a property's own type (a model, a
// model subclass, a Swift array): the value is taken as it is.

import XCTest
import Foundation
import KakaJSON

private struct Inner: Convertible, Equatable {
    var x = 0
}

private class Animal: Convertible {
    var name = ""
    required init() {}
}

private final class Dog: Animal {
    var barks = 0
}

private struct Holder: Convertible {
    var inner = Inner()
    var maybeInner: Inner?
    var inners: [Inner] = []
    var animal = Animal()
    var numbers: [Int] = []
    var names: [String] = []
}

final class DictionaryExactValueTests: XCTestCase {
    func testValuesOfThePropertysOwnTypeAreTakenAsTheyAre() throws {
        let dog = Dog()
        dog.name = "Rex"
        dog.barks = 3
        let json: [String: Any] = [
            "inner": Inner(x: 5),
            "maybeInner": Inner(x: 6),
            "inners": [Inner(x: 1), Inner(x: 2)],
            "animal": dog,
            "numbers": [4, 5] as [Int],
            "names": ["a", "b"] as [Any],
        ]
        let holder = try XCTUnwrap(json.kj.model(Holder.self))
        XCTAssertEqual(holder.inner, Inner(x: 5))
        XCTAssertEqual(holder.maybeInner, Inner(x: 6))
        XCTAssertEqual(holder.inners, [Inner(x: 1), Inner(x: 2)])
        XCTAssertTrue(holder.animal === dog)
        XCTAssertEqual((holder.animal as? Dog)?.barks, 3)
        XCTAssertEqual(holder.numbers, [4, 5])
        XCTAssertEqual(holder.names, ["a", "b"])
    }

    func testDictionariesStillConvertBesideThem() throws {
        let json: [String: Any] = [
            "inner": ["x": 7],
            "maybeInner": ["x": "8"],
            "inners": [["x": 1], Inner(x: 2)],
            "animal": ["name": "Tom"],
            "numbers": ["9", 10] as [Any],
        ]
        let holder = try XCTUnwrap(json.kj.model(Holder.self))
        XCTAssertEqual(holder.inner, Inner(x: 7))
        XCTAssertEqual(holder.maybeInner, Inner(x: 8))
        XCTAssertEqual(holder.inners, [Inner(x: 1), Inner(x: 2)])
        XCTAssertEqual(holder.animal.name, "Tom")
        XCTAssertFalse(holder.animal is Dog)
        XCTAssertEqual(holder.numbers, [9, 10])
    }

    func testAValueOfAnotherTypeKeepsTheDefault() throws {
        let json: [String: Any] = ["inner": Animal(), "animal": Inner(x: 1), "numbers": [Inner(x: 1)]]
        let holder = try XCTUnwrap(json.kj.model(Holder.self))
        XCTAssertEqual(holder.inner, Inner())
        XCTAssertEqual(holder.animal.name, "")
        XCTAssertEqual(holder.numbers, [])
    }
}
