import Foundation
import KakaJSON
import XCTest

// An `Any` slot holds an existential box: a write that stored the dynamic
// type's value there instead (a generic store given an opened `Any`) breaks it.

private struct AnyHolder: Convertible {
    var value: Any = 0
    var optional: Any?
    var list: [Any] = []
}

final class AnyStorageTests: XCTestCase {
    func testAnyPropertiesFromJSONText() throws {
        let model = try XCTUnwrap(#"{"value":"text","optional":{"k":1},"list":["a",2,null]}"#.kj.model(AnyHolder.self))
        XCTAssertEqual(model.value as? String, "text")
        XCTAssertEqual((model.optional as? [String: Any])?["k"] as? Int, 1)
        XCTAssertEqual(model.list.count, 3)
        XCTAssertEqual(model.list[0] as? String, "a")
        XCTAssertTrue(model.list[2] is NSNull)
    }

    func testAnyPropertiesFromADictionary() throws {
        let json: [String: Any] = ["value": "word", "optional": [1, 2], "list": ["b", NSNull()]]
        let model = try XCTUnwrap(json.kj.model(AnyHolder.self))
        XCTAssertEqual(model.value as? String, "word")
        XCTAssertEqual(model.optional as? [Int], [1, 2])
        XCTAssertEqual(model.list.first as? String, "b")
        XCTAssertTrue(model.list.last is NSNull)
    }
}
