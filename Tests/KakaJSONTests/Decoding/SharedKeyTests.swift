import KakaJSON
import XCTest

// Several properties may read the same JSON key; the plan's key table groups
// them by the key's first occurrence, whatever the declaration order.

private struct SharedKeys: Convertible {
    var first: Int = 0
    var label: String = ""
    var second: Int = 0
    var copy: String = ""
    var third: Double = 0
    var alone: Bool = false

    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        switch property.name {
        case "first", "second", "third": return "x"
        case "label", "copy": return "y"
        default: return property.name
        }
    }
}

final class SharedKeyTests: XCTestCase {
    func testEveryPropertyOfASharedKeyGetsTheValue() throws {
        let model = try XCTUnwrap(#"{"y": "why", "alone": true, "x": 5}"#.kj.model(SharedKeys.self))
        XCTAssertEqual(model.first, 5)
        XCTAssertEqual(model.second, 5)
        XCTAssertEqual(model.third, 5)
        XCTAssertEqual(model.label, "why")
        XCTAssertEqual(model.copy, "why")
        XCTAssertTrue(model.alone)
    }

    func testAMissingSharedKeyLeavesAllItsPropertiesAlone() throws {
        let model = try XCTUnwrap(#"{"x": 1}"#.kj.model(SharedKeys.self))
        XCTAssertEqual([model.first, model.second], [1, 1])
        XCTAssertEqual(model.third, 1)
        XCTAssertEqual(model.label, "")
        XCTAssertEqual(model.copy, "")
        XCTAssertFalse(model.alone)
    }
}
