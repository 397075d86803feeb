import Foundation
import KakaJSON
import XCTest

/// The object `kj_didConvertToJSON` receives is the model's JSON object as
/// written: with the values `kj_JSONValue` gave, without the members it
/// dropped, and with the nested models' own objects, on a type's first
/// conversion (when its hooks are still being learned) and every later one.
final class CallbackObjectTests: XCTestCase {
    private static let recorder = CallRecorder()

    /// Replaces one value and drops another; its parent has neither hook.
    private final class Badge: Convertible {
        var title = "gold"
        var code = 7
        var internalNote = "drop me"
        required init() {}

        func kj_JSONValue(from value: Any?, _ property: Property) -> Any? {
            switch property.name {
            case "code": return "B-\(code)"
            case "internalNote": return nil
            default: return value
            }
        }

        func kj_didConvertToJSON(json: [String: Any]) {
            CallbackObjectTests.recorder.record("Badge", json: json)
        }
    }

    /// Has only kj_didConvertToJSON; holds a badge and a chain of itself.
    private final class Member: Convertible {
        var name = ""
        var badge: Badge?
        var next: Member?
        required init() {}

        func kj_didConvertToJSON(json: [String: Any]) {
            CallbackObjectTests.recorder.record("Member", json: json)
        }
    }

    func testCallbackObjectsHoldTheWrittenValues() throws {
        let badgeObject: [String: Any] = ["title": "gold", "code": "B-7"]
        let inner: [String: Any] = ["name": "inner", "badge": badgeObject]
        let outer: [String: Any] = ["name": "outer", "next": inner]
        for round in 1...3 {
            Self.recorder.reset()
            let head = Member()
            head.name = "outer"
            head.next = Member()
            head.next?.name = "inner"
            head.next?.badge = Badge()
            assertJSONEqual(head.kj.JSONString(), outer)
            XCTAssertEqual(Self.recorder.events, ["Badge", "Member", "Member"], "round \(round)")
            let objects = Self.recorder.recordedJSONs
            XCTAssertEqual(objects.count, 3, "round \(round)")
            guard objects.count == 3 else { continue }
            assertJSONObjectEqual(objects[0], badgeObject)
            XCTAssertNil(objects[0]["internalNote"], "a member kj_JSONValue drops is not in the object")
            assertJSONObjectEqual(objects[1], inner)
            assertJSONObjectEqual(objects[2], outer)
        }
    }

    /// Two members under one key, the later one nil: as in `JSONObject()`,
    /// the present value stays.
    private struct SharedKey: Convertible {
        var first: Int? = 1
        var second: Int?

        func kj_JSONKey(from property: Property) -> JSONPropertyKey { "value" }

        func kj_didConvertToJSON(json: [String: Any]) {
            CallbackObjectTests.recorder.record("SharedKey", json: json)
        }
    }

    func testCallbackObjectIsTheObjectJSONObjectMakes() {
        for round in 1...2 {
            Self.recorder.reset()
            assertJSONEqual(SharedKey().kj.JSONString(), ["value": 1])
            XCTAssertEqual(Self.recorder.recordedJSONs.count, 1, "round \(round)")
            XCTAssertEqual(Self.recorder.recordedJSONs.first?["value"] as? Int, 1, "round \(round)")
        }
        Self.recorder.reset()
        XCTAssertEqual(SharedKey().kj.JSONObject()["value"] as? Int, 1)
    }
}
