// kj.isEqual(to:), kj.hash(into:) and the KJEquatable / KJHashable
// protocols: every stored property, recursively, on structs, classes with
// inheritance, generic models, Optionals, nested collections, Foundation
// values and cyclic graphs; and the laws on 1,000 random values.

import XCTest
import Foundation
import KakaJSON

private struct Point: Convertible, KJHashable {
    var x = 0.0
    var y = 0.0
}

private struct Shape: Convertible, KJHashable {
    var name = ""
    var points: [Point] = []
    var grid: [[Point]] = []
    var labels: [String: [Point]] = [:]
    var note: String?
    var tags: Set<String> = []
    var created = Date(timeIntervalSince1970: 0)
    var data = Data()
    var link: URL?
    var amount = Decimal(0)
}

private class Animal: Convertible, KJHashable {
    var name = ""
    required init() {}
    init(name: String) { self.name = name }
}

private final class Dog: Animal {
    var legs = 4
}

private final class Cat: Animal {
    var legs = 4
}

private struct Box<Value>: Convertible {
    var value: Value?
    var count = 0
}

private final class Node: Convertible, KJHashable {
    var id = 0
    var next: Node?
    var children: [Node] = []
    init() {}
    init(_ id: Int) { self.id = id }
}

/// A plain struct (no ==, no description) holding a model: walked through
/// its children, so a cycle through it is still seen.
private struct Wrapper {
    var node: Peer?
    var tag = 1
}

private final class Peer: Convertible, KJHashable, KJDescribable {
    var id = 0
    var wrapper = Wrapper()
    var peers: Set<Peer> = []
    init() {}
    init(_ id: Int) { self.id = id }
}

/// Reads the skipped property from JSON never, and writes it never.
private struct Account: Convertible, KJHashable {
    var user = ""
    var password = "secret"
    func kj_isIgnored(_ property: Property) -> Bool { property.name == "password" }
}

final class ModelEqualityTests: XCTestCase {
    private func hashValue<M: Convertible>(_ model: M) -> Int {
        var hasher = Hasher()
        model.kj.hash(into: &hasher)
        return hasher.finalize()
    }

    func testStructsCompareEveryPropertyRecursively() {
        var shape = Shape()
        shape.name = "tri"
        shape.points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
        shape.grid = [[Point(x: 1, y: 1)], []]
        shape.labels = ["a": [Point(x: 5, y: 6)]]
        shape.note = "n"
        shape.tags = ["x", "y"]
        shape.data = Data([1, 2, 3])
        shape.link = URL(string: "https://example.com")
        shape.amount = Decimal(string: "12.50")!
        let same = shape
        XCTAssertTrue(shape.kj.isEqual(to: same))
        XCTAssertEqual(shape, same)
        XCTAssertEqual(hashValue(shape), hashValue(same))

        var changes: [(inout Shape) -> Void] = [
            { $0.name = "sq" },
            { $0.points[1].y = 4.5 },
            { $0.points.append(Point()) },
            { $0.grid[1] = [Point()] },
            { $0.labels["a"]?[0].x = 0 },
            { $0.labels["b"] = [] },
            { $0.note = nil },
            { $0.tags.insert("z") },
            { $0.created = Date(timeIntervalSince1970: 1) },
            { $0.data = Data([1, 2]) },
            { $0.link = URL(string: "https://example.org") },
            { $0.amount = Decimal(string: "12.51")! },
        ]
        for (index, change) in changes.indices.map({ ($0, changes[$0]) }) {
            var other = shape
            change(&other)
            XCTAssertFalse(shape.kj.isEqual(to: other), "change \(index) not seen")
            XCTAssertNotEqual(shape, other, "change \(index)")
        }
        changes.removeAll()
    }

    func testNaNEqualsItselfAndZeroItsNegative() {
        let nan = Point(x: .nan, y: 0)
        XCTAssertEqual(nan, nan)
        XCTAssertEqual(Point(x: 0, y: 0), Point(x: -0.0, y: 0))
        XCTAssertEqual(hashValue(Point(x: 0, y: 0)), hashValue(Point(x: -0.0, y: 0)))
        XCTAssertEqual(hashValue(Point(x: .nan, y: 1)), hashValue(Point(x: -.nan, y: 1)))
    }

    func testClassesCompareTheirWholeHierarchyAndTheirClass() {
        let rex = Dog(name: "rex")
        let rex2 = Dog(name: "rex")
        XCTAssertEqual(rex as Animal, rex2 as Animal)
        XCTAssertEqual(hashValue(rex as Animal), hashValue(rex2 as Animal))
        rex2.legs = 3
        XCTAssertNotEqual(rex as Animal, rex2 as Animal, "a subclass property seen through the base type")
        let tom = Cat(name: "rex")
        XCTAssertNotEqual(rex as Animal, tom as Animal, "different classes with the same values")
        XCTAssertNotEqual(Animal(name: "rex"), rex as Animal)
    }

    func testGenericModelsAndOptionals() {
        var first = Box<[Int?]>()
        first.value = [1, nil, 3]
        var second = first
        XCTAssertTrue(first.kj.isEqual(to: second))
        XCTAssertEqual(hashValue(first), hashValue(second))
        second.value = [1, nil, 4]
        XCTAssertFalse(first.kj.isEqual(to: second))
        second.value = nil
        XCTAssertFalse(first.kj.isEqual(to: second))
        XCTAssertTrue(Box<Point>().kj.isEqual(to: Box<Point>()))
    }

    func testCyclesTerminateAndMustCloseAtTheSamePlace() {
        let selfLoop = Node(1)
        selfLoop.next = selfLoop
        let otherLoop = Node(1)
        otherLoop.next = otherLoop
        XCTAssertEqual(selfLoop, otherLoop)
        XCTAssertEqual(hashValue(selfLoop), hashValue(otherLoop))

        // 1 → 1 → back to the first, against 1 → back to itself.
        let first = Node(1), second = Node(1)
        first.next = second
        second.next = first
        XCTAssertNotEqual(selfLoop, first, "the cycles close at different places")

        // Two two-node cycles, and cycles through arrays.
        let third = Node(1), fourth = Node(1)
        third.next = fourth
        fourth.next = third
        XCTAssertEqual(first, third)
        XCTAssertEqual(hashValue(first), hashValue(third))
        first.children = [second, first]
        third.children = [fourth, third]
        XCTAssertEqual(first, third)
        XCTAssertEqual(hashValue(first), hashValue(third))
        fourth.id = 2
        XCTAssertNotEqual(first, third)

        // A shared reference that is not a cycle compares in full each time.
        let shared = Node(7)
        let left = Node(0), right = Node(0)
        left.children = [shared, shared]
        right.children = [Node(7), Node(7)]
        XCTAssertEqual(left, right)
        XCTAssertEqual(hashValue(left), hashValue(right))
    }

    func testCyclesThroughPlainStructsAndSetsTerminate() {
        let first = Peer(1), second = Peer(1)
        first.wrapper.node = first
        second.wrapper.node = second
        XCTAssertEqual(first, second)
        XCTAssertEqual(hashValue(first), hashValue(second))
        XCTAssertEqual(first.kj.description, "Peer(id: 1, wrapper: Wrapper(node: <cycle Peer>, tag: 1), peers: [])")
        second.wrapper.tag = 2
        XCTAssertNotEqual(first, second)

        // Two peers in each other's sets, built without hashing a cycle.
        let a = Peer(1), b = Peer(2)
        let c = Peer(1), d = Peer(2)
        b.peers = [a]
        a.peers = [b]
        d.peers = [c]
        c.peers = [d]
        XCTAssertEqual(a, c)
        XCTAssertEqual(hashValue(a), hashValue(c))
        XCTAssertEqual(a.kj.description, "Peer(id: 1, wrapper: Wrapper(node: nil, tag: 1), peers: "
            + "[Peer(id: 2, wrapper: Wrapper(node: nil, tag: 1), peers: [<cycle Peer>])])")
        d.id = 3
        XCTAssertNotEqual(a, c)
        let copy = a.kj.copy()
        XCTAssertEqual(copy.id, 1)
        XCTAssertEqual(copy.peers.count, 1, "a set is kept as it is")
    }

    func testIgnoredPropertiesTakeNoPart() {
        XCTAssertEqual(Account(user: "a", password: "x"), Account(user: "a", password: "y"))
        XCTAssertEqual(hashValue(Account(user: "a", password: "x")), hashValue(Account(user: "a", password: "y")))
        XCTAssertNotEqual(Account(user: "a"), Account(user: "b"))
    }

    func testADeepListComparesWithoutOverflowingTheStack() {
        func list(_ count: Int) -> Node {
            let head = Node(0)
            var tail = head
            for id in 1..<count {
                let node = Node(id)
                tail.next = node
                tail = node
            }
            return head
        }
        // Deeper than a thread's stack holds (a fifth of it under a sanitizer).
        let length = TestScale.count(20_000)
        let first = list(length), second = list(length)
        XCTAssertEqual(first, second)
        XCTAssertEqual(hashValue(first), hashValue(second))
        XCTAssertTrue(first.kj.description.hasPrefix("Node(id: 0, next: Node(id: 1, next: "))
        // Release the lists iteratively: Swift's own release of a deep chain
        // is recursive.
        for head in [first, second] {
            var node: Node? = head
            while let current = node {
                node = current.next
                current.next = nil
            }
        }
    }

    /// Reflexive, symmetric, and equal ⇒ same hash, on 1,000 random values:
    /// pairs made from one seed are equal, pairs from two seeds mostly not.
    func testLawsOnRandomValues() {
        var random = SplitMix64(seed: 20_261_125)
        var equalPairs = 0
        for round in 0..<1_000 {
            let seed = random.next()
            let other = round % 3 == 0 ? seed : random.next()
            let a = RandomModel.make(seed: seed), b = RandomModel.make(seed: other)
            XCTAssertTrue(a.kj.isEqual(to: a), "reflexive, round \(round)")
            XCTAssertEqual(a.kj.isEqual(to: b), b.kj.isEqual(to: a), "symmetric, round \(round)")
            if a.kj.isEqual(to: b) {
                equalPairs += 1
                XCTAssertEqual(hashValue(a), hashValue(b), "equal ⇒ same hash, round \(round)")
            }
            if seed == other { XCTAssertTrue(a.kj.isEqual(to: b), "same seed, round \(round)") }
            let copy = a.kj.copy()
            XCTAssertTrue(copy.kj.isEqual(to: a), "a copy equals its original, round \(round)")
        }
        XCTAssertGreaterThan(equalPairs, 300)
    }
}

/// Random models for the laws: scalars (NaN and -0 included), Optionals,
/// collections, nested models, a class with a cycle now and then.
private struct RandomModel: Convertible {
    var number = 0
    var real = 0.0
    var text: String?
    var list: [Int] = []
    var table: [String: Point] = [:]
    var points: [Point?] = []
    var node: Node?

    static func make(seed: UInt64) -> RandomModel {
        var random = SplitMix64(seed: seed)
        func pick(_ range: ClosedRange<Int>) -> Int { Int(random.next() % UInt64(range.count)) + range.lowerBound }
        var model = RandomModel()
        model.number = pick(0...3)
        model.real = [0.0, -0.0, 1.5, .nan, .infinity][pick(0...4)]
        model.text = pick(0...2) == 0 ? nil : ["", "a", "é"][pick(0...2)]
        model.list = (0..<pick(0...3)).map { _ in pick(0...2) }
        for _ in 0..<pick(0...2) {
            model.table[["k", "l"][pick(0...1)]] = Point(x: Double(pick(0...1)), y: 0)
        }
        model.points = (0..<pick(0...2)).map { _ in pick(0...2) == 0 ? nil : Point(x: Double(pick(0...1)), y: 1) }
        switch pick(0...3) {
        case 0: model.node = nil
        case 1: model.node = Node(pick(0...1))
        case 2:
            let node = Node(pick(0...1))
            node.next = node
            model.node = node
        default:
            let node = Node(pick(0...1)), other = Node(pick(0...1))
            node.next = other
            other.next = node
            node.children = [other]
            model.node = node
        }
        return model
    }
}
