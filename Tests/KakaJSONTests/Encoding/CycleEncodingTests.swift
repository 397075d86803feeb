// A class graph with a cycle is written with `null` where a reference leads
// back to an object being written; shared references that are not cycles
// are written in full each time.

import XCTest
import Foundation
import KakaJSON

private final class Node: Convertible, @unchecked Sendable {
    // @unchecked: the threads below only read the shared node.
    var name = ""
    var next: Node?
    var children: [Node] = []
    var byName: [String: Node] = [:]
    var anything: Any?
    required init() { Self.made.append(self) }
    init(_ name: String) {
        self.name = name
        Self.made.append(self)
    }

    /// Every node the tests made, so that their cycles can be broken
    /// afterwards (the leak checker of the address sanitizer reports them).
    private static let made = Made()

    static func breakCycles() {
        for node in made.takeAll() {
            node.next = nil
            node.children = []
            node.byName = [:]
            node.anything = nil
        }
    }

    private final class Made: @unchecked Sendable {
        private let lock = NSLock()
        private var nodes: [Node] = []
        func append(_ node: Node) { lock.withLock { nodes.append(node) } }
        func takeAll() -> [Node] { lock.withLock { defer { nodes = [] }; return nodes } }
    }
}

final class CycleEncodingTests: XCTestCase {
    override func tearDown() {
        Node.breakCycles()
        super.tearDown()
    }

    private func parsed(_ text: String) throws -> NSDictionary {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    func testSelfCycle() throws {
        let a = Node("a")
        a.next = a
        XCTAssertEqual(a.kj.JSONString(), #"{"name":"a","next":null,"children":[],"byName":{}}"#)
        XCTAssertTrue(a.kj.JSONObject()["next"] is NSNull)
        XCTAssertEqual(String(decoding: a.kj.JSONData(), as: UTF8.self), a.kj.JSONString())
    }

    func testTwoObjectCycle() throws {
        let a = Node("a"), b = Node("b")
        a.next = b
        b.next = a
        XCTAssertEqual(a.kj.JSONString(), #"{"name":"a","next":{"name":"b","next":null,"children":[],"byName":{}},"children":[],"byName":{}}"#)
        let object = a.kj.JSONObject()
        let next = try XCTUnwrap(object["next"] as? [String: Any])
        XCTAssertEqual(next["name"] as? String, "b")
        XCTAssertTrue(next["next"] is NSNull)
    }

    func testCyclesThroughCollectionsAndAny() throws {
        let root = Node("root"), child = Node("child")
        root.children = [child, root]
        root.byName = ["self": root, "child": child]
        child.anything = root
        let json = try parsed(root.kj.JSONString())
        let children = try XCTUnwrap(json["children"] as? [Any])
        XCTAssertEqual((children[0] as? NSDictionary)?["name"] as? String, "child")
        XCTAssertTrue(children[1] is NSNull)
        XCTAssertTrue((children[0] as? NSDictionary)?["anything"] is NSNull)
        let byName = try XCTUnwrap(json["byName"] as? NSDictionary)
        XCTAssertTrue(byName["self"] is NSNull)
        XCTAssertEqual((byName["child"] as? NSDictionary)?["name"] as? String, "child")
        // The Foundation-object path agrees.
        let object = root.kj.JSONObject()
        XCTAssertTrue((object["children"] as? [Any])?[1] is NSNull)
        XCTAssertTrue((object["byName"] as? [String: Any])?["self"] is NSNull)
    }

    func testSharedReferencesAreWrittenInFull() throws {
        let shared = Node("shared")
        let root = Node("root")
        root.children = [shared, shared]
        root.next = shared
        let json = try parsed(root.kj.JSONString())
        let children = try XCTUnwrap(json["children"] as? [NSDictionary])
        XCTAssertEqual(children.map { $0["name"] as? String }, ["shared", "shared"])
        XCTAssertEqual((json["next"] as? NSDictionary)?["name"] as? String, "shared")
    }

    func testWriteToFileAndArraysOfModels() throws {
        let a = Node("a"), b = Node("b")
        a.next = b
        b.next = a
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kakajson-cycle-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertNotNil(write(a, to: file))
        let read = try XCTUnwrap(KakaJSON.read(Node.self, from: file))
        XCTAssertEqual(read.next?.name, "b")
        XCTAssertNil(read.next?.next)
        XCTAssertEqual([a, b].kj.JSONString(),
                       #"[{"name":"a","next":{"name":"b","next":null,"children":[],"byName":{}},"children":[],"byName":{}},"#
                       + #"{"name":"b","next":{"name":"a","next":null,"children":[],"byName":{}},"children":[],"byName":{}}]"#)
    }

    func testGraphsOnManyThreadsDoNotSeeEachOthersObjects() {
        let shared = Node("shared")
        let expected = #"{"name":"root","next":{"name":"shared","children":[],"byName":{}},"children":[],"byName":{}}"#
        let mismatches = LockedCount()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let root = Node("root")
            root.next = shared
            for _ in 0..<200 where root.kj.JSONString() != expected { mismatches.add() }
        }
        XCTAssertEqual(mismatches.value, 0)
    }
}

private final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
