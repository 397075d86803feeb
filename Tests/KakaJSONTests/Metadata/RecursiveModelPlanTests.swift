// Plan slots hold their model type's plan strongly unless that would close a
// reference cycle (a recursive model), so that nested models read their plans
// without a weak load, and a configuration change still frees every plan.

import XCTest
import Foundation
import KakaJSON

private struct Leaf: Convertible, Hashable {
    var value = 0
}

private struct Tree: Convertible {
    var leaf = Leaf()
    var leaves: [Leaf] = []
    var byName: [String: Leaf] = [:]
    var maybe: Leaf?
    var unique: Set<Leaf> = []
}

private final class Node: Convertible {
    var name = ""
    var children: [Node] = []
    var next: Node?
    required init() {}
}

private struct Directory: Convertible {
    var name = ""
    var entries: [String: Directory] = [:]
}

private struct Author: Convertible {
    var name = ""
    var books: [Book] = []
}

private struct Book: Convertible {
    var title = ""
    var author: [Author]?
}

/// Two recursive models in one document: each holds its own plan weakly,
/// and one conversion goes down both.
private struct Forest: Convertible {
    var trees: [Node] = []
    var root = Directory()
}

/// Changes nothing any other test converts: only its configuration change,
/// which drops every plan, matters.
private struct Unrelated: Convertible {
    var value = 0
}

final class RecursiveModelPlanTests: XCTestCase {
    private static let treeJSON = #"""
    {"leaf": {"value": 1}, "leaves": [{"value": 2}], "byName": {"a": {"value": 3}},
     "maybe": {"value": 4}, "unique": [{"value": 5}]}
    """#
    private static let nodeJSON = #"{"name": "a", "children": [{"name": "b"}], "next": {"name": "c"}}"#
    private static let directoryJSON = #"{"name": "/", "entries": {"usr": {"name": "usr", "entries": {}}}}"#
    private static let authorJSON = #"{"name": "A", "books": [{"title": "B", "author": [{"name": "C"}]}]}"#

    /// Converts every fixture both ways, so that all their slots are filled.
    private func convertAll() throws {
        let tree = try XCTUnwrap(Self.treeJSON.kj.model(Tree.self))
        XCTAssertEqual([tree.leaf.value, tree.leaves.first?.value, tree.byName["a"]?.value, tree.maybe?.value,
                        tree.unique.first?.value], [1, 2, 3, 4, 5])
        XCTAssertEqual((tree.kj.JSONObject()["byName"] as? [String: Any])?.count, 1)
        XCTAssertTrue(tree.kj.JSONString().contains(#""unique":[{"value":5}]"#))

        let node = try XCTUnwrap(Self.nodeJSON.kj.model(Node.self))
        XCTAssertEqual([node.children.first?.name, node.next?.name], ["b", "c"])
        XCTAssertEqual((node.kj.JSONObject()["next"] as? [String: Any])?["name"] as? String, "c")
        XCTAssertTrue(node.kj.JSONString().contains(#""children":[{"#))

        let directory = try XCTUnwrap(Self.directoryJSON.kj.model(Directory.self))
        XCTAssertEqual(directory.entries["usr"]?.name, "usr")
        XCTAssertNotNil(directory.kj.JSONObject()["entries"] as? [String: Any])
        XCTAssertTrue(directory.kj.JSONString().contains(#""usr":{"#))

        let author = try XCTUnwrap(Self.authorJSON.kj.model(Author.self))
        XCTAssertEqual(author.books.first?.author?.first?.name, "C")
        XCTAssertEqual((author.kj.JSONObject()["books"] as? [Any])?.count, 1)
        XCTAssertTrue(author.kj.JSONString().contains(#""author":[{"name":"C""#))
    }

    func testSlotsHoldPlansStronglyUnlessTheyCloseACycle() throws {
        try convertAll()
        // Leaf's one converter (shared by the five properties) and encoder:
        // nothing leads back to Tree.
        XCTAssertEqual(PlanGraphInspection.slotCounts(of: Tree.self).decoding, .init(strong: 1))
        XCTAssertEqual(PlanGraphInspection.slotCounts(of: Tree.self).encoding, .init(strong: 1))
        XCTAssertEqual(PlanGraphInspection.slotCounts(of: Leaf.self).decoding, .init())
        // A model that holds itself, through an array, an optional or a dictionary.
        XCTAssertEqual(PlanGraphInspection.slotCounts(of: Node.self).decoding, .init(weak: 1))
        XCTAssertEqual(PlanGraphInspection.slotCounts(of: Node.self).encoding, .init(weak: 1))
        XCTAssertEqual(PlanGraphInspection.slotCounts(of: Directory.self).decoding, .init(weak: 1))
        XCTAssertEqual(PlanGraphInspection.slotCounts(of: Directory.self).encoding, .init(weak: 1))
        // Two models that hold each other: whichever slot was filled second closes the cycle.
        let author = PlanGraphInspection.slotCounts(of: Author.self)
        let book = PlanGraphInspection.slotCounts(of: Book.self)
        XCTAssertEqual(author.decoding.strong + book.decoding.strong, 1, "\(author.decoding), \(book.decoding)")
        XCTAssertEqual(author.decoding.weak + book.decoding.weak, 1, "\(author.decoding), \(book.decoding)")
        XCTAssertEqual(author.encoding.strong + book.encoding.strong, 1, "\(author.encoding), \(book.encoding)")
        XCTAssertEqual(author.encoding.weak + book.encoding.weak, 1, "\(author.encoding), \(book.encoding)")
    }

    /// A conversion keeps each plan held weakly that it loaded, by the slot
    /// that holds it: two recursive models, each several levels deep, in
    /// one document convert with their own plans both ways.
    func testTwoRecursiveModelsInOneConversionKeepTheirOwnPlans() throws {
        let json = #"""
        {"trees": [{"name": "t1", "next": {"name": "t2", "next": {"name": "t3"}},
                    "children": [{"name": "c1", "children": [{"name": "c2"}]}]}],
         "root": {"name": "/", "entries": {"usr": {"name": "usr", "entries": {"lib": {"name": "lib"}}}}}}
        """#
        for _ in 0..<2 {
            let forest = try XCTUnwrap(json.kj.model(Forest.self))
            let tree = try XCTUnwrap(forest.trees.first)
            XCTAssertEqual([tree.name, tree.next?.name, tree.next?.next?.name], ["t1", "t2", "t3"])
            XCTAssertEqual([tree.children.first?.name, tree.children.first?.children.first?.name], ["c1", "c2"])
            XCTAssertEqual(forest.root.entries["usr"]?.entries["lib"]?.name, "lib")

            let text = forest.kj.JSONString()
            XCTAssertTrue(text.contains(#"{"name":"t2","children":[],"next":{"name":"t3","children":[]}}"#), text)
            XCTAssertTrue(text.contains(#""entries":{"lib":{"name":"lib","entries":{}}}"#), text)
            let object = forest.kj.JSONObject()
            let usr = ((object["root"] as? [String: Any])?["entries"] as? [String: Any])?["usr"] as? [String: Any]
            XCTAssertEqual(((usr?["entries"] as? [String: Any])?["lib"] as? [String: Any])?["name"] as? String, "lib")
            let trees = object["trees"] as? [[String: Any]]
            XCTAssertEqual(((trees?.first?["next"] as? [String: Any])?["next"] as? [String: Any])?["name"] as? String, "t3")
        }
        XCTAssertEqual(PlanGraphInspection.slotCounts(of: Node.self).decoding, .init(weak: 1))
        XCTAssertEqual(PlanGraphInspection.slotCounts(of: Directory.self).encoding, .init(weak: 1))
    }

    /// Weak references to the current plans of every fixture type.
    private func currentPlans() -> [() -> AnyObject?] {
        var plans: [AnyObject] = []
        plans += PlanGraphInspection.plans(of: Tree.self)
        plans += PlanGraphInspection.plans(of: Leaf.self)
        plans += PlanGraphInspection.plans(of: Node.self)
        plans += PlanGraphInspection.plans(of: Directory.self)
        plans += PlanGraphInspection.plans(of: Author.self)
        plans += PlanGraphInspection.plans(of: Book.self)
        return plans.map { plan in { [weak plan] in plan } }
    }

    func testAConfigurationChangeFreesEveryPlan() throws {
        try convertAll()
        let plans = currentPlans()
        XCTAssertEqual(plans.count, 12)
        XCTAssertTrue(plans.allSatisfy { $0() != nil })
        ConvertibleConfig.setModelKey(for: Unrelated.self) { $0.name }
        // The plans of a recursive model would outlive the change if a slot held them strongly.
        XCTAssertEqual(plans.filter { $0() != nil }.count, 0)
        // The new plans convert as the old ones did.
        try convertAll()
        XCTAssertTrue(currentPlans().allSatisfy { $0() != nil })
    }
}
