import KakaJSON
import XCTest

// Arrays of models are filled with the element type's plan fetched once per
// array: elements that are not objects are left out, each object starts from
// the model's defaults, and nested arrays of the same type use their own plan.

private struct Leaf: Convertible, Equatable {
    var id: Int = -1
    var name: String = "default"
}

private final class Node: Convertible {
    var id: Int = -1
    var children: [Node] = []
    var leaves: [Leaf]? = nil
    required init() {}
}

final class ModelArrayElementsTests: XCTestCase {
    func testNonObjectElementsAreLeftOut() throws {
        struct Holder: Convertible { var leaves: [Leaf] = [] }
        let holder = try XCTUnwrap(#"""
            {"leaves": [{"id": 1, "name": "a"}, 7, null, "x", [], {"id": 2}, {}, true]}
            """#.kj.model(Holder.self))
        XCTAssertEqual(holder.leaves, [Leaf(id: 1, name: "a"), Leaf(id: 2, name: "default"), Leaf()])
    }

    func testRecursiveClassArraysUseTheirOwnPlan() throws {
        let root = try XCTUnwrap(#"""
            {"id": 1, "children": [{"id": 2, "children": [{"id": 4}, 5]}, {"id": 3, "leaves": [{"id": 9}, false]}]}
            """#.kj.model(Node.self))
        XCTAssertEqual(root.id, 1)
        XCTAssertEqual(root.children.map(\.id), [2, 3])
        XCTAssertEqual(root.children[0].children.map(\.id), [4])
        XCTAssertEqual(root.children[0].children[0].children.count, 0)
        XCTAssertNil(root.children[0].leaves)
        XCTAssertEqual(root.children[1].leaves, [Leaf(id: 9, name: "default")])
    }
}
