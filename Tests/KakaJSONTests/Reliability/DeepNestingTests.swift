// Deep documents and model graphs: the nesting limit is configurable, and
// nesting deeper than a thread's stack allows never overflows it.

import XCTest
import Foundation
import KakaJSON

private final class Link: Convertible, Codable, @unchecked Sendable {
    // @unchecked: each test thread builds and reads its own list.
    var v = 0
    var next: Link?
    required init() {}

    /// Unlinks the list node by node: releasing 10,000 nested references
    /// at once would recurse in the runtime's release, one frame a node.
    static func free(_ head: Link?) {
        var current = head
        while let link = current {
            current = link.next
            link.next = nil
        }
    }

    var count: Int {
        var count = 0
        var current: Link? = self
        while let link = current {
            count += 1
            current = link.next
        }
        return count
    }
}

private struct Tree: Convertible {
    var children: [Tree] = []
}

private struct Holder: Convertible {
    var value: Any?
}

final class DeepNestingTests: XCTestCase {
    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    /// Deeper than any thread's stack holds without moving to another (under
    /// a sanitizer, whose frames are several times larger, a fifth of it).
    private static let deep = TestScale.count(10_000)

    private static func list(depth: Int) -> String {
        String(repeating: #"{"v":1,"next":"#, count: depth) + #"{"v":2}"# + String(repeating: "}", count: depth)
    }

    func testTheDefaultLimitRefusesDeepText() {
        XCTAssertEqual(ConvertibleConfig.maxDepth, 512)
        XCTAssertNil(Self.list(depth: 600).kj.model(Link.self))
        ConvertibleConfig.setMaxDepth(700)
        XCTAssertEqual(ConvertibleConfig.maxDepth, 700)
        let link = Self.list(depth: 600).kj.model(Link.self)
        XCTAssertEqual(link?.count, 601)
        Link.free(link)
        ConvertibleConfig.setMaxDepth(10)
        XCTAssertNil(Self.list(depth: 10).kj.model(Link.self))
        XCTAssertEqual(Self.list(depth: 8).kj.model(Link.self)?.count, 9)
        ConvertibleConfig.reset()
        XCTAssertEqual(ConvertibleConfig.maxDepth, 512)
    }

    func testADeepListDecodesAndEncodesOnASmallStack() {
        ConvertibleConfig.setMaxDepth(20_000)
        let text = Self.list(depth: Self.deep)
        let results = Results()
        onSmallStack {
            let head = text.kj.model(Link.self)
            results.count = head?.count ?? 0
            results.text = head?.kj.JSONString() ?? ""
            results.head = head
        }
        XCTAssertEqual(results.count, Self.deep + 1)
        XCTAssertEqual(results.text, text)
        // The Foundation object is as deep as the list: built on a small
        // stack, released here, on the test's 8 MB stack (the runtime
        // releases nested values recursively).
        let object = Results()
        onSmallStack { object.object = results.head?.kj.JSONObject() }
        XCTAssertEqual(Self.depth(of: object.object), Self.deep + 1)
        // Released here, not when the thread's closure is: that happens on
        // the small stack, whenever the thread exits.
        object.object = nil
        Link.free(results.head)
    }

    func testADeepListOnAThreadWithTheDefaultStack() {
        ConvertibleConfig.setMaxDepth(Self.deep + 1)
        let text = Self.list(depth: Self.deep)
        let results = Results()
        let done = DispatchSemaphore(value: 0)
        Thread {
            let head = text.kj.model(Link.self)
            results.count = head?.count ?? 0
            results.text = head?.kj.JSONString() ?? ""
            Link.free(head)
            done.signal()
        }.start()
        done.wait()
        XCTAssertEqual(results.count, Self.deep + 1)
        XCTAssertEqual(results.text, text)
        XCTAssertNil(Self.list(depth: Self.deep + 1).kj.model(Link.self), "one level over the limit")
    }

    func testDeepArraysOfModelsAndUntypedValues() {
        ConvertibleConfig.setMaxDepth(10_000)
        let trees = String(repeating: #"{"children":["#, count: 3_000) + "{}" + String(repeating: "]}", count: 3_000)
        let arrays = #"{"value":"# + String(repeating: "[", count: 5_000) + "1" + String(repeating: "]", count: 5_000) + "}"
        let results = Results()
        onSmallStack {
            var tree = trees.kj.model(Tree.self)
            var depth = 0
            while let child = tree?.children.first {
                depth += 1
                tree = child
            }
            results.count = depth
            let holder = arrays.kj.model(Holder.self)
            results.text = holder?.kj.JSONString() ?? ""
            // Released on the test's own stack (the runtime frees nested
            // arrays recursively), before the thread's closure is.
            results.value = holder?.value
        }
        XCTAssertEqual(results.count, 3_000)
        XCTAssertEqual(results.text, arrays)
        results.value = nil
    }

    func testDeepCodableValuesOnASmallStack() {
        ConvertibleConfig.setMaxDepth(20_000)
        let data = Data(Self.list(depth: Self.deep).utf8)
        let results = Results()
        onSmallStack {
            let head = try? KakaJSONDecoder().decode(Link.self, from: data)
            results.count = head?.count ?? 0
            Link.free(head)
        }
        XCTAssertEqual(results.count, Self.deep + 1)
    }

    func testDeepCodableValuesEncodeOnASmallStack() {
        ConvertibleConfig.setMaxDepth(20_000)
        let text = Self.list(depth: Self.deep)
        let head = try? KakaJSONDecoder().decode(Link.self, from: Data(text.utf8))
        XCTAssertEqual(head?.count, Self.deep + 1)
        let results = Results()
        onSmallStack {
            let encoder = KakaJSONEncoder()
            // Link's synthesized encode(to:) leaves a nil `next` out, as Foundation's does.
            results.text = (try? encoder.encode(head)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            encoder.outputFormatting = .sortedKeys
            results.value = (try? encoder.encode(head)).map { String(decoding: $0, as: UTF8.self) }
        }
        XCTAssertEqual(results.text, text)
        XCTAssertEqual(results.value as? String, String(repeating: #"{"next":"#, count: Self.deep) + #"{"v":2}"#
                       + String(repeating: #","v":1}"#, count: Self.deep))
        Link.free(head)
    }

    private static func depth(of object: [String: Any]?) -> Int {
        var depth = 0
        var current = object
        while let member = current {
            depth += 1
            current = member["next"] as? [String: Any]
        }
        return depth
    }
}

/// What a test thread hands back.
private final class Results: @unchecked Sendable {
    // @unchecked: written by one thread before the semaphore, read after.
    var count = 0
    var text = ""
    var head: Link?
    var object: [String: Any]?
    var value: Any?
}
