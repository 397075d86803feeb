import Foundation
import KakaJSON
import XCTest

/// The `[String: Any]` a hook receives shares identical small objects and
/// arrays (same text) instead of building each one again. Sharing must never
/// merge two leaves whose values differ, and must not change the value.
final class RepeatedValueTests: XCTestCase {
    /// Keeps the object its `kj_willConvertToModel` receives.
    private struct HookCapture: Convertible {
        var hookJSON: [String: Any] = [:]

        mutating func kj_willConvertToModel(from json: [String: Any]) {
            hookJSON = json
        }
    }

    private func hookObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String: Any] {
        let model = text.kj.model(HookCapture.self)
        XCTAssertNotNil(model, "the text is valid JSON", file: file, line: line)
        return model?.hookJSON ?? [:]
    }

    func testCitmCatalogObjectEqualsJSONSerialization() throws {
        // 9,597 leaf objects with 177 distinct texts: the case sharing is for.
        let bytes = try JSONFixtures.bytes("citm_catalog.json")
        let model = try XCTUnwrap(Data(bytes).kj.model(HookCapture.self))
        let expected = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        assertJSONObjectEqual(model.hookJSON, expected)
        let performances = try XCTUnwrap(model.hookJSON["performances"] as? [[String: Any]])
        let areas = try XCTUnwrap(performances.first?["seatCategories"] as? [[String: Any]]).first?["areas"]
        XCTAssertEqual((areas as? [Any])?.count, 11)
        assertJSONObjectEqual((areas as? [Any])?.prefix(2).map { $0 }, [["areaId": 205_705_999, "blockIds": [Any]()], ["areaId": 205_705_998, "blockIds": [Any]()]])
    }

    func testLeavesThatLookAlikeStayApart() {
        // Each pair differs in one detail that the comparison must see.
        let leaves = [
            #"{"a":1}"#, #"{"a":2}"#, #"{"a":"1"}"#, #"{"a":1.0}"#, #"{"a":10}"#,
            #"{"a":true}"#, #"{"a":false}"#, #"{"a":null}"#, #"{"a":[]}"#, #"{"a":{}}"#,
            #"{"b":1}"#, #"{"ab":1}"#, #"{"a":1,"b":2}"#, #"{"b":2,"a":1}"#, #"{"a":1,"a":2}"#,
            #"{"a":"\u0041"}"#, #"{"a":"A"}"#, #"{"a":"B"}"#, #"{"a":"é"}"#, #"{"a":"e\u0301"}"#,
            #"{"a":-1}"#, #"{"a":18446744073709551615}"#, #"{"a":9223372036854775807}"#, #"{"a":1e2}"#,
            #"[1]"#, #"["1"]"#, #"[1,2]"#, #"[2,1]"#, #"[[]]"#, #"[{}]"#, #"[null]"#, #"[true]"#,
        ]
        // Every leaf three times (shared), once with other spacing (also shared).
        let spaced = leaves.map { $0.replacingOccurrences(of: ",", with: " , ").replacingOccurrences(of: ":", with: " : ") }
        let text = #"{"items": ["# + (leaves + leaves + spaced + leaves).joined(separator: ",") + "]}"
        let expected = parseJSONObject(text) ?? [:]
        let object = hookObject(text)
        assertJSONObjectEqual(object, expected)
        XCTAssertEqual((object["items"] as? [Any])?.count, leaves.count * 4)
    }

    func testRandomDocumentsWithRepeatedLeaves() {
        // Few scalars and keys, so that equal and nearly equal leaves are common.
        let scalars = ["1", "2", "1.0", "-1", "0", "1e2", #""1""#, #""A""#, #""\u0041""#, #""""#,
                       "true", "false", "null", "[]", "{}", "18446744073709551615"]
        let keys = [#""a""#, #""b""#, #""\u0061""#, #""ab""#]
        var random = SplitMix64(seed: 0x5EED_1EAF)
        func leaf() -> String {
            let count = Int.random(in: 1...4, using: &random)
            if Bool.random(using: &random) {
                return "[" + (0..<count).map { _ in scalars.randomElement(using: &random)! }.joined(separator: ",") + "]"
            }
            let members = (0..<count).map { _ in
                keys.randomElement(using: &random)! + ":" + scalars.randomElement(using: &random)!
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        for _ in 0..<100 {
            // Big enough that leaves are shared (small values are built plainly).
            let groups = (0..<Int.random(in: 4...8, using: &random)).map { _ in
                "[" + (0..<Int.random(in: 8...16, using: &random)).map { _ in leaf() }.joined(separator: ",") + "]"
            }
            let text = #"{"groups":["# + groups.joined(separator: ",") + "]}"
            guard let expected = parseJSONObject(text) else { continue }
            if let mismatch = jsonMismatch(hookObject(text), expected, path: "$", mode: .object) {
                XCTFail("\(mismatch)\ntext: \(text)")
                return
            }
        }
    }

    /// The storage reference of a native Swift dictionary (its only stored word).
    private func storageBits(_ dictionary: [String: Any]) -> UInt {
        withUnsafeBytes(of: dictionary) { $0.load(as: UInt.self) }
    }

    func testEqualLeavesShareStorageInABigDocument() throws {
        let leaves = Array(repeating: #"{"a": 1, "b": []}"#, count: 40) + [#"{"a": 2, "b": []}"#]
        let object = hookObject(#"{"items": ["# + leaves.joined(separator: ",") + "]}")
        var items = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertEqual(storageBits(items[0]), storageBits(items[39]), "equal leaves share one storage")
        XCTAssertNotEqual(storageBits(items[0]), storageBits(items[40]))
        // Copy on write: changing one copy changes no other.
        items[0]["a"] = 3
        XCTAssertEqual(items[0]["a"] as? Int, 3)
        XCTAssertEqual(items[1]["a"] as? Int, 1)
        XCTAssertEqual((object["items"] as? [[String: Any]])?[0]["a"] as? Int, 1)
    }

    func testLongKeysAreSharedAndKeptApart() throws {
        // Objects too big to be leaves, so that only their keys are shared.
        let keys = [#""a key longer than fifteen bytes""#, #""a key longer than fifteen bytez""#,
                    #""a key longer than fifteen \u0062ytes""#, #""a key longer than fifteen bytes ""#]
        let objects = (0..<40).map { index in
            "{" + keys[index % 4] + #": "a value longer than fifteen bytes", "nested": {"deeper": [1, 2]}, "index": \#(index)}"#
        }
        let text = #"{"items": ["# + objects.joined(separator: ",") + "]}"
        let object = hookObject(text)
        assertJSONObjectEqual(object, parseJSONObject(text) ?? [:])
        let items = try XCTUnwrap(object["items"] as? [[String: Any]])
        let itemKeys = items.map { item in item.keys.first { $0.hasPrefix("a key") } }
        XCTAssertEqual(itemKeys[0], "a key longer than fifteen bytes")
        XCTAssertEqual(itemKeys[1], "a key longer than fifteen bytez")
        XCTAssertEqual(itemKeys[2], "a key longer than fifteen bytes", "an escape decodes to the same key")
        XCTAssertEqual(itemKeys[3], "a key longer than fifteen bytes ")
        func storageBits(_ string: String?) -> [UInt8] { withUnsafeBytes(of: string ?? "") { Array($0) } }
        XCTAssertEqual(storageBits(itemKeys[0]), storageBits(itemKeys[4]), "equal long keys share one storage")
        XCTAssertNotEqual(storageBits(itemKeys[0]), storageBits(itemKeys[2]))
    }

    func testSharingStopsWhenLeavesTurnOutDistinct() throws {
        // 1,100 distinct leaves: the trial (1,024 lookups) finds no hit and sharing stops.
        let leaves = (0..<1_100).map { #"{"a": \#($0)}"# } + [#"{"a": -1}"#, #"{"a": -1}"#]
        let text = #"{"items": ["# + leaves.joined(separator: ",") + "]}"
        let object = hookObject(text)
        let items = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, 1_102)
        XCTAssertEqual(items[1_099]["a"] as? Int, 1_099)
        XCTAssertEqual(items[1_101]["a"] as? Int, -1)
        XCTAssertNotEqual(storageBits(items[1_100]), storageBits(items[1_101]), "no lookups after a failed trial")
    }

    func testTrialDecidesEvenWhenItsLastLookupHits() throws {
        // Lookup 1,024 (leaf 1,023) repeats leaf 0: a hit, but one in 1,024 is too few.
        var leaves = (0..<1_100).map { #"{"a": \#($0)}"# }
        leaves[1_023] = leaves[0]
        leaves += [#"{"a": -1}"#, #"{"a": -1}"#]
        let text = #"{"items": ["# + leaves.joined(separator: ",") + "]}"
        let object = hookObject(text)
        let items = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertEqual(items[1_023]["a"] as? Int, 0)
        XCTAssertEqual(items[1_101]["a"] as? Int, -1)
        XCTAssertNotEqual(storageBits(items[1_100]), storageBits(items[1_101]), "no lookups after a failed trial")
    }

    func testSharingContinuesPastTheTrialWhenLeavesRepeat() throws {
        let leaves = (0..<1_100).map { #"{"a": \#($0 % 10)}"# }
        let text = #"{"items": ["# + leaves.joined(separator: ",") + "]}"
        let object = hookObject(text)
        let items = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertEqual(items[1_093]["a"] as? Int, 3)
        XCTAssertEqual(storageBits(items[3]), storageBits(items[1_093]))
    }

    func testSmallDocumentBuildsEachLeaf() throws {
        let object = hookObject(#"{"items": [{"a": 1}, {"a": 1}]}"#)
        let items = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertNotEqual(storageBits(items[0]), storageBits(items[1]), "too small to look leaves up")
        assertJSONObjectEqual(items, [["a": 1], ["a": 1]])
    }

    /// Logs what `kj_modelValue` receives, next to the callbacks' object.
    private final class ValueRecorder: Convertible {
        var items: [Int] = []
        var name = ""
        var hookJSON: [String: Any] = [:]
        var received: [(String, Any?)] = []

        required init() {}

        func kj_willConvertToModel(from json: [String: Any]) {
            hookJSON = json
        }

        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            if property.name != "received" && property.name != "hookJSON" { received.append((property.name, jsonValue)) }
            return jsonValue
        }
    }

    func testValueHookReceivesEachMembersOwnValue() throws {
        // A duplicate key: the object keeps the last, each hook call its own member.
        let text = #"{"items": [1, 2, 3], "name": "first", "name": "second", "other": {"x": [4]}}"#
        let model = try XCTUnwrap(text.kj.model(ValueRecorder.self))
        XCTAssertEqual(model.items, [1, 2, 3])
        XCTAssertEqual(model.name, "second")
        assertJSONObjectEqual(model.hookJSON, ["items": [1, 2, 3], "name": "second", "other": ["x": [4]]])
        XCTAssertEqual(model.received.map(\.0), ["items", "name", "name"])
        assertJSONObjectEqual(model.received[0].1, [1, 2, 3])
        XCTAssertEqual(model.received[1].1 as? String, "first")
        XCTAssertEqual(model.received[2].1 as? String, "second")
    }
}
