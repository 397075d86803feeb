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

    /// A node whose `kj_willConvertToJSON` takes it out of its parent, and
    /// whose `kj_didConvertToJSON` notes its id.
    private final class DetachingNode: Convertible {
        nonisolated(unsafe) static var parents: [ObjectIdentifier: DetachingNode] = [:]
        nonisolated(unsafe) static var finished: [Int] = []
        var id = 0
        var child: DetachingNode?
        required init() {}

        func kj_willConvertToJSON() {
            Self.parents[ObjectIdentifier(self)]?.child = nil
        }

        func kj_didConvertToJSON(json: [String: Any]) {
            Self.finished.append(json["id"] as? Int ?? -1)
        }
    }

    /// A class model is written from a reference of its own, not from the
    /// storage it was found in: a hook that empties that storage while the
    /// model is written neither frees the model under the writer nor makes
    /// the writer call the rest of its hooks on something else. (The last
    /// node's only owner is its parent's property; the address sanitizer
    /// run of the suite sees any use after it is freed.)
    func testHookThatDetachesItsModelWhileItIsWritten() {
        DetachingNode.finished = []
        DetachingNode.parents = [:]
        defer { DetachingNode.parents = [:] }
        let root = DetachingNode()
        var last = root
        for id in 1...3 {
            let node = DetachingNode()
            node.id = id
            DetachingNode.parents[ObjectIdentifier(node)] = last
            last.child = node
            last = node
        }
        let text = root.kj.JSONString()
        assertJSONEqual(text, ["id": 0, "child": ["id": 1, "child": ["id": 2, "child": ["id": 3]]]])
        // The deepest first: each object is finished before its parent's.
        XCTAssertEqual(DetachingNode.finished, [3, 2, 1, 0])
        XCTAssertNil(root.child, "the hooks ran")
    }
}
