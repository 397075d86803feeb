// kj.description, kj.map(to:), kj.copy() and kj_isIgnored: on structs,
// classes with inheritance, generic models, Optionals, nested collections
// and cyclic class graphs.

import XCTest
import Foundation
import KakaJSON

private struct User: Convertible, KJDescribable {
    var id = 0
    var name = ""
    var email: String?
    var friends: [User] = []
    var scores: [String: Int] = [:]
}

private class Person: Convertible {
    var name = ""
    var age = 0
    required init() {}
}

private final class Employee: Person {
    var company = ""
}

private struct Box<Value>: Convertible {
    var value: Value?
}

private final class Node: Convertible {
    var id = 0
    var next: Node?
    var left: Node?
    var right: Node?
    var all: [Node] = []
    var byName: [String: Node] = [:]
    init() {}
    init(_ id: Int) { self.id = id }
}

/// A struct holding class models: copying it copies them.
private struct Graph: Convertible {
    var root: Node?
    var nodes: [Node] = []
}

/// Snake-case JSON keys of its own.
private struct Profile: Convertible {
    var userName = ""
    var age: Int8 = 0
    var isActive = false
    func kj_JSONKey(from property: Property) -> JSONPropertyKey { property.name.kj.underlineCased() }
}

/// Reads `fullName` from the key "name", and `years` from "age".
private struct Contact: Convertible {
    var fullName = ""
    var years = ""
    var isActive = false
    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        switch property.name {
        case "fullName": return "user_name"
        case "years": return "age"
        case "isActive": return "is_active"
        default: return property.name
        }
    }
}

private struct Secretive: Convertible, KJDescribable, KJEquatable {
    var name = ""
    var token = "unset"
    var cache: [Int] = [1]
    func kj_isIgnored(_ property: Property) -> Bool { property.name != "name" }
}

final class ModelObjectTests: XCTestCase {
    // MARK: description

    func testDescriptionShowsTypesPropertiesAndValues() {
        var friend = User()
        friend.id = 2
        friend.name = "Ana \"A\""
        var user = User()
        user.id = 1
        user.name = "Kaka"
        user.friends = [friend]
        user.scores = ["b": 2, "a": 1]
        XCTAssertEqual(user.kj.description,
                       #"User(id: 1, name: "Kaka", email: nil, friends: [User(id: 2, name: "Ana \"A\"", email: nil, "#
                       + #"friends: [], scores: [:])], scores: ["a": 1, "b": 2])"#)
        XCTAssertEqual("\(user)", user.kj.description, "KJDescribable")
        var boxed = Box<[Int?]>()
        boxed.value = [1, nil]
        XCTAssertEqual(boxed.kj.description, "Box<Array<Optional<Int>>>(value: [1, nil])")
        let employee = Employee()
        employee.name = "E"
        employee.company = "C"
        XCTAssertEqual((employee as Person).kj.description, #"Employee(name: "E", age: 0, company: "C")"#)
    }

    func testDescriptionShowsACycleOnceAndSharedObjectsInFull() {
        let node = Node(1)
        node.next = node
        XCTAssertEqual(node.kj.description,
                       "Node(id: 1, next: <cycle Node>, left: nil, right: nil, all: [], byName: [:])")
        let shared = Node(2)
        let parent = Node(3)
        parent.left = shared
        parent.right = shared
        let sharedText = "Node(id: 2, next: nil, left: nil, right: nil, all: [], byName: [:])"
        XCTAssertEqual(parent.kj.description,
                       "Node(id: 3, next: nil, left: \(sharedText), right: \(sharedText), all: [], byName: [:])")
    }

    // MARK: map(to:)

    func testMapBetweenUnrelatedTypesByJSONKey() {
        var profile = Profile()
        profile.userName = "kaka"
        profile.age = 30
        profile.isActive = true
        let contact = profile.kj.map(to: Contact.self)
        XCTAssertEqual(contact.fullName, "kaka", "user_name through kj_modelKey")
        XCTAssertEqual(contact.years, "30", "coerced as in decoding")
        XCTAssertTrue(contact.isActive)
        // Contact writes its own property names: Profile finds isActive only.
        let back = contact.kj.map(to: Profile.self)
        XCTAssertEqual(back.age, 0)
        XCTAssertEqual(back.userName, "")
        XCTAssertTrue(back.isActive)
    }

    func testMapBetweenGenericModels() {
        var box = Box<Int>()
        box.value = 5
        XCTAssertEqual(box.kj.map(to: Box<String>.self).value, "5")
        XCTAssertEqual(box.kj.map(to: Box<Double>.self).value, 5.0)
        XCTAssertNil(Box<Int>().kj.map(to: Box<String>.self).value)
    }

    func testMapFromASubclassToItsSuperclass() {
        let employee = Employee()
        employee.name = "E"
        employee.age = 40
        employee.company = "C"
        let person = employee.kj.map(to: Person.self)
        XCTAssertTrue(type(of: person) == Person.self)
        XCTAssertEqual(person.name, "E")
        XCTAssertEqual(person.age, 40)
        let again = person.kj.map(to: Employee.self)
        XCTAssertEqual(again.company, "")
        XCTAssertEqual(again.name, "E")
    }

    // MARK: copy()

    func testCopyIsDeepKeepsSharingAndCycles() {
        let root = Node(1), shared = Node(2), other = Node(3)
        root.left = shared
        root.right = shared
        root.next = other
        other.next = root
        root.all = [shared, other, root]
        root.byName = ["s": shared]
        let copy = root.kj.copy()
        XCTAssertFalse(copy === root)
        XCTAssertEqual(copy.id, 1)
        let copiedShared = try? XCTUnwrap(copy.left)
        XCTAssertTrue(copy.left === copy.right, "shared stays shared")
        XCTAssertFalse(copy.left === shared, "and is a copy")
        XCTAssertTrue(copy.next?.next === copy, "the cycle closes on the copy")
        XCTAssertEqual(copy.all.count, 3)
        XCTAssertTrue(copy.all[0] === copiedShared)
        XCTAssertTrue(copy.all[2] === copy)
        XCTAssertTrue(copy.byName["s"] === copiedShared)
        XCTAssertTrue(ValueCheck.isEqual(copy.next, other), "copied values equal")
        XCTAssertTrue(copy.kj.isEqual(to: root))
        copy.left?.id = 20
        XCTAssertEqual(shared.id, 2, "the original is untouched")
        XCTAssertFalse(copy.kj.isEqual(to: root))
    }

    func testCopyOfStructsGenericsAndSubclasses() {
        var graph = Graph()
        let node = Node(5)
        graph.root = node
        graph.nodes = [node, Node(6)]
        let copy = graph.kj.copy()
        XCTAssertFalse(copy.root === node)
        XCTAssertTrue(copy.nodes[0] === copy.root)
        XCTAssertEqual(copy.nodes[1].id, 6)

        var box = Box<Node>()
        box.value = node
        XCTAssertFalse(box.kj.copy().value === node)
        XCTAssertEqual(box.kj.copy().value?.id, 5)

        let employee: Person = Employee()
        (employee as? Employee)?.company = "C"
        let copied = employee.kj.copy()
        XCTAssertTrue(copied is Employee)
        XCTAssertEqual((copied as? Employee)?.company, "C")
    }

    // MARK: kj_isIgnored

    func testIgnoredPropertiesAreLeftOutOfEverything() {
        let decoded = #"{"name": "n", "token": "t", "cache": [9]}"#.kj.model(Secretive.self)
        XCTAssertEqual(decoded?.name, "n")
        XCTAssertEqual(decoded?.token, "unset", "not read")
        XCTAssertEqual(decoded?.cache, [1])
        var value = Secretive()
        value.name = "n"
        value.token = "t"
        XCTAssertEqual(value.kj.JSONString(), #"{"name":"n"}"#, "not written")
        XCTAssertEqual(value.kj.JSONObject().count, 1)
        XCTAssertEqual(value.kj.description, #"Secretive(name: "n")"#)
        XCTAssertEqual(value, Secretive(name: "n", token: "other", cache: []))
        XCTAssertEqual(value.kj.map(to: Secretive.self).token, "unset")
    }
}

/// Equality of two optional models through `kj.isEqual(to:)`.
private enum ValueCheck {
    static func isEqual(_ lhs: Node?, _ rhs: Node?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.kj.isEqual(to: rhs)
    }
}

/// Values nested far deeper than any stack holds, built by hand: the walks
/// move to larger stacks as decoding does.
final class DeepObjectWalkTests: XCTestCase {
    private struct Holder: Convertible {
        var value: Any = 0
    }

    func testDeeplyNestedArraysInAnAnyProperty() {
        var nested: Any = 1
        for _ in 0..<10_000 { nested = [nested] }
        var first = Holder(), second = Holder()
        first.value = nested
        second.value = nested
        XCTAssertTrue(first.kj.isEqual(to: second))
        var hasher = Hasher()
        first.kj.hash(into: &hasher)
        _ = hasher.finalize()
        XCTAssertTrue(first.kj.description.hasPrefix("Holder(value: [[[["))
        var copy = first.kj.copy()
        XCTAssertTrue(copy.kj.isEqual(to: first))
        // Released one level at a time: Swift releases nested arrays recursively.
        var heads: [Any?] = [nested, copy.value]
        first.value = 0
        second.value = 0
        copy.value = 0
        nested = 0
        for index in heads.indices {
            while let current = heads[index] as? [Any] { heads[index] = current.first }
        }
    }

    func testADeepGraphMapsWithoutCrashing() {
        final class Link: Convertible {
            var value = 0
            var next: Link?
            init() {}
        }
        // Deeper than a thread's stack holds (a fifth of it under a sanitizer).
        let length = TestScale.count(20_000)
        let head = Link()
        var tail = head
        for value in 1..<length {
            let node = Link()
            node.value = value
            tail.next = node
            tail = node
        }
        // On a thread with a small stack: every temporary of the mapping
        // must be made and dropped without deep recursion.
        let counted = onSmallStack { () -> Int in
            let mapped = head.kj.map(to: Link.self)
            var count = 0
            var node: Link? = mapped
            while let current = node { count += 1; node = current.next; current.next = nil }
            return count
        }
        XCTAssertEqual(counted, length)
        var node: Link? = head
        while let current = node { node = current.next; current.next = nil }
    }
}
