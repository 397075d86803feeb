import Foundation
import KakaJSON
import XCTest

// `[String: Any]` input: integers that fit are stored without `Value?`, and
// every other value takes the general coercion path with the same result.

private struct Numbers: Convertible {
    var small: Int8 = 9
    var big: Int64 = 9
    var fromBool: Int = 9
    var fromFraction: Int = 9
    var fromText: Int = 9
    var tooBig: UInt8 = 9
    var unsignedMax: UInt64 = 9
    var list: [Int16] = []
    var optionals: [Int?] = []
    var leaves: [Leaf] = []
}

private struct Leaf: Convertible, Equatable {
    var id: Int = -1
}

final class DictionaryIntegerValueTests: XCTestCase {
    private var json: [String: Any] {
        [
            "small": NSNumber(value: -128),
            "big": Int64.min,
            "fromBool": NSNumber(value: true),
            "fromFraction": 3.75,
            "fromText": "42",
            "tooBig": 256,
            "unsignedMax": UInt64.max,
            "list": [1, NSNumber(value: 2), 40_000, "3", 4.5, NSNull(), true] as [Any],
            "optionals": [1, NSNull(), "x", 2] as [Any],
            "leaves": [["id": 1], "no", ["id": NSNumber(value: 2)], NSDictionary(dictionary: ["id": 3]), Leaf(id: 4)] as [Any],
        ]
    }

    func testIntegersAndEverythingElse() {
        let model = json.kj.model(Numbers.self)
        XCTAssertEqual(model.small, -128)
        XCTAssertEqual(model.big, .min)
        XCTAssertEqual(model.fromBool, 1)
        XCTAssertEqual(model.fromFraction, 3)
        XCTAssertEqual(model.fromText, 42)
        XCTAssertEqual(model.tooBig, 9)
        XCTAssertEqual(model.unsignedMax, .max)
        XCTAssertEqual(model.list, [1, 2, 3, 4, 1])
        XCTAssertEqual(model.optionals, [1, nil, nil, 2])
        XCTAssertEqual(model.leaves, [Leaf(id: 1), Leaf(id: 2), Leaf(id: 3), Leaf(id: 4)])
    }
}
