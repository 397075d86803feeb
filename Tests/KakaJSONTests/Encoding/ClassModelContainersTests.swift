import Foundation
import KakaJSON
import XCTest

/// Class models inside optionals (nested ones too) and arrays, and struct
/// models inside nested optionals, are written
/// from the container's storage: every form of `.some` and `.none`, and a
/// subclass instance in a property of its superclass's type, must come out
/// as the values say, in text and as Foundation objects alike.
final class ClassModelContainersTests: XCTestCase {
    private class Pet: Convertible {
        var name = ""
        required init() {}
        init(_ name: String) { self.name = name }
    }

    private final class Dog: Pet {
        var tricks = 0
        required init() { super.init() }
        init(_ name: String, tricks: Int) {
            self.tricks = tricks
            super.init(name)
        }
    }

    private struct Tag: Convertible {
        var label = "t"
    }

    private struct Owner: Convertible {
        var tag: Tag?? = .some(nil)
        var someTag: Tag?? = .some(Tag())
        var pet: Pet?
        var missing: Pet?
        var maybe: Pet?? = .some(nil)
        var surely: Pet?? = .some(Pet("inner"))
        var pets: [Pet] = []
        var gaps: [Pet?] = []
        var nestedGaps: [Pet??] = []
    }

    func testOptionalsAndArraysOfClassModels() {
        var owner = Owner()
        owner.pet = Dog("rex", tricks: 3)
        owner.pets = [Pet("a"), Dog("b", tricks: 1)]
        owner.gaps = [nil, Pet("c"), nil]
        owner.nestedGaps = [.some(nil), .some(Pet("d")), nil]
        let expected: [String: Any] = [
            "pet": ["name": "rex", "tricks": 3] as [String: Any],
            "surely": ["name": "inner"],
            "someTag": ["label": "t"],
            "pets": [["name": "a"], ["name": "b", "tricks": 1] as [String: Any]],
            "gaps": [NSNull(), ["name": "c"], NSNull()] as [Any],
            "nestedGaps": [NSNull(), ["name": "d"], NSNull()] as [Any],
        ]
        let text = owner.kj.JSONString()
        assertJSONEqual(text, expected)
        let parsed = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
        // An optional that is nil, at either level, leaves its key out.
        XCTAssertNil(parsed?["missing"])
        XCTAssertNil(parsed?["maybe"])
        XCTAssertNil(parsed?["tag"])
        assertJSONObjectEqual(owner.kj.JSONObject(), expected)
        XCTAssertNil(owner.kj.JSONObject()["maybe"])
    }
}
