import KakaJSON
import XCTest

// What `kj_modelKey` returns becomes the property's candidate keys; the JSON
// object handed to the conversion hooks is built with its keys decoded.

private struct KeyShapes: Convertible {
    var plain: Int = -1
    var dotted: String = "default"
    var candidates: Int = -1
    var skipped: Int = 42
    var wide: Int64 = 0
    var ratio: Float = 0

    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        switch property.name {
        case "dotted": return "outer.inner"
        case "candidates": return ["absent", "second_choice", "third"]
        case "skipped": return [] as [String]
        default: return property.name
        }
    }
}

private final class HookKeysLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [[String: Any]] = []

    func record(_ json: [String: Any]) { lock.withLock { seen.append(json) } }
    var all: [[String: Any]] { lock.withLock { seen } }
}

private struct HookKeys: Convertible {
    static let log = HookKeysLog()
    var name: String = ""

    mutating func kj_didConvertToModel(from json: [String: Any]) {
        HookKeys.log.record(json)
    }
}

private struct SharedKeys: Convertible {
    var first: Int = -1
    var second: Int = -1
    var wide: String = ""
    var fallback: String = ""

    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        switch property.name {
        case "first", "second": return "n"
        case "wide": return ["名前"]
        case "fallback": return ["a.b", "名前"]
        default: return property.name
        }
    }
}

final class PlanKeyTests: XCTestCase {
    func testPropertiesSharingAKeyAndOneElementKeyArrays() throws {
        // Two properties read one key (the key table groups them); a
        // one-element array is a plain key; a path falls back to the next key.
        let model = try XCTUnwrap(#"{"名前": "x", "n": 5}"#.kj.model(SharedKeys.self))
        XCTAssertEqual(model.first, 5)
        XCTAssertEqual(model.second, 5)
        XCTAssertEqual(model.wide, "x")
        XCTAssertEqual(model.fallback, "x")
        let nested = try XCTUnwrap(#"{"a": {"b": "deep"}, "n": 1}"#.kj.model(SharedKeys.self))
        XCTAssertEqual(nested.fallback, "deep")
        XCTAssertEqual(nested.wide, "")
        XCTAssertEqual([nested.first, nested.second], [1, 1])
    }

    func testEveryShapeOfModelKey() throws {
        let json = #"""
        {"plain": 1, "outer": {"inner": "deep"}, "second_choice": 2, "third": 3,
         "skipped": 7, "wide": 9007199254740993, "ratio": 0.5}
        """#
        let model = try XCTUnwrap(json.kj.model(KeyShapes.self))
        XCTAssertEqual(model.plain, 1)
        XCTAssertEqual(model.dotted, "deep")
        XCTAssertEqual(model.candidates, 2, "the first candidate present wins")
        XCTAssertEqual(model.skipped, 42, "an empty key list leaves the property out")
        XCTAssertEqual(model.wide, 9_007_199_254_740_993)
        XCTAssertEqual(model.ratio, 0.5)

        let fromDictionary = ["plain": "5", "outer": ["inner": 8], "third": 3.9, "skipped": 1, "wide": "12"]
            .kj.model(KeyShapes.self)
        XCTAssertEqual(fromDictionary.plain, 5)
        XCTAssertEqual(fromDictionary.dotted, "8")
        XCTAssertEqual(fromDictionary.candidates, 3)
        XCTAssertEqual(fromDictionary.skipped, 42)
        XCTAssertEqual(fromDictionary.wide, 12)
    }

    func testHookObjectKeysAreDecoded() throws {
        let longKey = "a_key_longer_than_fifteen_bytes"
        let json = #"{"name": "n", "n\u0061me2": 1, "\#(longKey)": [1, 2], "clé": {"é\n": null}}"#
        _ = try XCTUnwrap(json.kj.model(HookKeys.self))
        _ = try XCTUnwrap(json.kj.model(HookKeys.self))
        let seen = HookKeys.log.all
        XCTAssertEqual(seen.count, 2, "the hook is called on every conversion")
        for object in seen {
            XCTAssertEqual(Set(object.keys), ["name", "name2", longKey, "clé"])
            XCTAssertEqual(object["name"] as? String, "n")
            XCTAssertEqual(object["name2"] as? Int, 1)
            XCTAssertEqual(object[longKey] as? [Int], [1, 2])
            let nested = try XCTUnwrap(object["clé"] as? [String: Any])
            XCTAssertEqual(Array(nested.keys), ["é\n"])
            XCTAssertTrue(nested["é\n"] is NSNull)
        }
    }
}
