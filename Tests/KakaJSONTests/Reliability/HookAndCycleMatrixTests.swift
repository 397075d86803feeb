// Every hook runs once per model instance per conversion and every cycle is
// cut once, whatever the size of the thread's stack: chains of class models
// (50 to 3,000 nodes), open and closed into a cycle, with and without the
// four will/did hooks, written with JSONString() and JSONObject() and read
// back, on threads with 512 KB (every secondary thread on iOS), 1 MB and
// 8 MB stacks. A conversion deeper than its stack goes on on another
// thread; its state must go along.

import Foundation
import KakaJSON
import XCTest

/// How often each hook ran, from any thread.
private final class HookCounts: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func count(_ hook: String) { lock.withLock { counts[hook, default: 0] += 1 } }
    func reset() { lock.withLock { counts = [:] } }
    subscript(hook: String) -> Int { lock.withLock { counts[hook, default: 0] } }

    static let shared = HookCounts()
}

private final class PlainNode: Convertible, @unchecked Sendable {
    // @unchecked: each test thread builds and reads its own chain.
    var id = 0
    var next: PlainNode?
    required init() {}
}

private final class HookedNode: Convertible, @unchecked Sendable {
    // @unchecked: as PlainNode.
    var id = 0
    var next: HookedNode?
    required init() {}

    func kj_willConvertToModel(from json: [String: Any]) { HookCounts.shared.count("willModel") }
    func kj_didConvertToModel(from json: [String: Any]) { HookCounts.shared.count("didModel") }
    func kj_willConvertToJSON() { HookCounts.shared.count("willJSON") }
    func kj_didConvertToJSON(json: [String: Any]) { HookCounts.shared.count("didJSON") }
}

/// A chain of nodes of one class, built and taken apart without recursion.
private protocol ChainNode: Convertible, AnyObject, Sendable {
    var id: Int { get set }
    var nextNode: Self? { get set }
    init()
}

extension PlainNode: ChainNode {
    var nextNode: PlainNode? { get { next } set { next = newValue } }
}

extension HookedNode: ChainNode {
    var nextNode: HookedNode? { get { next } set { next = newValue } }
}

extension ChainNode {
    static func chain(_ count: Int, closed: Bool) -> Self {
        let head = Self()
        var last = head
        for id in 1..<count {
            let node = Self()
            node.id = id
            last.nextNode = node
            last = node
        }
        if closed { last.nextNode = head }
        return head
    }

    /// Unlinks node by node: releasing a long chain at once recurses in the
    /// runtime's release, one frame a node.
    static func free(_ head: Self?) {
        var current = head
        while let node = current {
            current = node.nextNode
            node.nextNode = nil
        }
    }

    /// The ids along the chain, stopping at a repeat.
    var ids: [Int] {
        var ids: [Int] = [], seen = Set<ObjectIdentifier>()
        var current: Self? = self
        while let node = current, seen.insert(ObjectIdentifier(node)).inserted {
            ids.append(node.id)
            current = node.nextNode
        }
        return ids
    }
}

/// What a conversion on another thread hands back.
private final class Outcome: @unchecked Sendable {
    // @unchecked: written by one thread, read after it signalled.
    var text = ""
    var object: [String: Any]?
    var decodedIDs: [Int] = []
}

final class HookAndCycleMatrixTests: XCTestCase {
    /// The whole matrix in the debug and release suites; under a sanitizer,
    /// which looks for races and memory errors in the hops between stacks
    /// (a 1,000-node conversion hops on a 512 KB stack as well), the small
    /// and the large size only.
    private static let sizes = TestScale.isSanitized ? [50, 1_000] : [50, 200, 1_000, 3_000]
    /// Under a sanitizer, the smallest and the largest stack.
    private static let stacks = TestScale.isSanitized ? [512 << 10, 8 << 20] : [512 << 10, 1 << 20, 8 << 20]

    override func setUp() {
        super.setUp()
        ConvertibleConfig.setMaxDepth(10_000)
    }

    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and waits.
    private func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
    }

    func testPlainChainsAndCycles() {
        run(PlainNode.self, hooks: false)
    }

    func testHookedChainsAndCycles() {
        run(HookedNode.self, hooks: true)
    }

    private func run<Node: ChainNode>(_: Node.Type, hooks: Bool) {
        for stack in Self.stacks {
            for size in Self.sizes {
                for closed in [false, true] {
                    check(Node.self, size: size, closed: closed, stack: stack, hooks: hooks)
                }
            }
        }
    }

    private func check<Node: ChainNode>(_: Node.Type, size: Int, closed: Bool, stack: Int, hooks: Bool) {
        let label = "\(Node.self), \(size) nodes, \(closed ? "cycle" : "chain"), \(stack >> 10) KB stack"
        let head = Node.chain(size, closed: closed)
        let outcome = Outcome()
        let counts = HookCounts.shared

        counts.reset()
        onThread(stackSize: stack) { outcome.text = head.kj.JSONString() }
        Self.assertNodes(Self.ids(inText: outcome.text), size, "JSONString: \(label)")
        if closed {
            XCTAssertTrue(outcome.text.hasSuffix(#""next":null"# + String(repeating: "}", count: size)),
                          "JSONString ends in the cut: \(label)")
        }
        if hooks {
            XCTAssertEqual(counts["willJSON"], size, "kj_willConvertToJSON, JSONString: \(label)")
            XCTAssertEqual(counts["didJSON"], size, "kj_didConvertToJSON, JSONString: \(label)")
        }

        counts.reset()
        onThread(stackSize: stack) { outcome.object = head.kj.JSONObject() }
        Self.assertNodes(Self.ids(inObject: outcome.object), size, "JSONObject: \(label)")
        outcome.object = nil
        if hooks {
            XCTAssertEqual(counts["willJSON"], size, "kj_willConvertToJSON, JSONObject: \(label)")
            XCTAssertEqual(counts["didJSON"], size, "kj_didConvertToJSON, JSONObject: \(label)")
        }

        counts.reset()
        let text = outcome.text
        onThread(stackSize: stack) {
            let decoded = text.kj.model(Node.self)
            outcome.decodedIDs = decoded?.ids ?? []
            Node.free(decoded)
        }
        Self.assertNodes(outcome.decodedIDs, size, "decoding: \(label)")
        if hooks {
            XCTAssertEqual(counts["willModel"], size, "kj_willConvertToModel: \(label)")
            XCTAssertEqual(counts["didModel"], size, "kj_didConvertToModel: \(label)")
        }
        if closed { head.nextNode = nil }
        Node.free(head)
    }

    /// The nodes are 0, 1, ... `size - 1`, each once, in order.
    private static func assertNodes(_ ids: [Int], _ size: Int, _ label: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(ids.count, size, "node count, \(label)", file: file, line: line)
        XCTAssertTrue(ids.elementsEqual(0..<size), "nodes in order, \(label)", file: file, line: line)
    }

    /// The ids of the nodes written in `text`, outermost first.
    private static func ids(inText text: String) -> [Int] {
        var ids: [Int] = []
        var rest = text[...]
        while let range = rest.range(of: #""id":"#) {
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            guard let id = Int(digits) else { break }
            ids.append(id)
        }
        return ids
    }

    /// The ids of the nested JSON objects, outermost first; a cut is `NSNull` or no `next`.
    private static func ids(inObject object: [String: Any]?) -> [Int] {
        var ids: [Int] = []
        var current = object
        while let node = current {
            guard let id = node["id"] as? Int else { break }
            ids.append(id)
            current = node["next"] as? [String: Any]
        }
        return ids
    }
}
