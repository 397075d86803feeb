// `ConvertibleConfig.setIssueHandler`: every issue of every lenient
// conversion, on the converting thread; none while no handler is set; a
// conversion started inside a hook reports into its own conversion only.

import XCTest
import Foundation
import KakaJSON

private struct Reading: Convertible {
    var sensor = 0
    var value = 0.0
}

private struct Wrapper: Convertible {
    var reading = Reading()
    var note = ""
    mutating func kj_didConvertToModel(from json: [String: Any]) {
        // A conversion of its own, with an issue of its own.
        var inner: [ConversionIssue] = []
        _ = #"{"sensor": "inner"}"#.kj.model(Reading.self, issues: &inner)
        note = inner.map(\.path).joined(separator: ",")
    }
}

/// Issues collected from many threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [ConversionIssue] = []
    func add(_ issue: ConversionIssue) { lock.withLock { issues.append(issue) } }
    var all: [ConversionIssue] { lock.withLock { issues } }
}

final class IssueHandlerTests: XCTestCase {
    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    func testTheHandlerGetsTheIssuesOfLenientConversions() throws {
        let collected = Collected()
        ConvertibleConfig.setIssueHandler { collected.add($0) }
        let reading = #"{"sensor": "12abc", "value": 1}"#.kj.model(Reading.self)
        XCTAssertEqual(reading?.sensor, 12)
        _ = (["sensor": 1] as [String: Any]).kj.model(Reading.self)
        _ = #"[{"sensor": 1, "value": "x"}]"#.kj.modelArray(Reading.self)
        _ = "not json".kj.model(Reading.self)
        XCTAssertEqual(collected.all.map(\.path), ["sensor", "value", "[0].value", ""])
        XCTAssertEqual(collected.all.map(\.kind), [.lossyConversion, .missingKey, .typeMismatch, .typeMismatch])
    }

    func testDecodeDoesNotCallTheHandlerAndNoHandlerMeansNoIssues() throws {
        let collected = Collected()
        ConvertibleConfig.setIssueHandler { collected.add($0) }
        XCTAssertThrowsError(try #"{"sensor": "x"}"#.kj.decode(Reading.self))
        XCTAssertEqual(collected.all, [])
        ConvertibleConfig.setIssueHandler(nil)
        _ = #"{"sensor": "x"}"#.kj.model(Reading.self)
        XCTAssertEqual(collected.all, [])
    }

    func testAConversionInsideAHookKeepsItsIssuesToItself() throws {
        let collected = Collected()
        ConvertibleConfig.setIssueHandler { collected.add($0) }
        var outer: [ConversionIssue] = []
        let wrapper = try XCTUnwrap(#"{"reading": {"sensor": "outer", "value": 1}, "note": ""}"#.kj.model(Wrapper.self, issues: &outer))
        XCTAssertEqual(wrapper.note, "sensor,value")
        XCTAssertEqual(outer.map(\.path), ["reading.sensor"])
        // The handler saw both conversions, each with its own paths.
        XCTAssertEqual(collected.all.map(\.path).sorted(), ["reading.sensor", "sensor", "value"])
    }

    func testEightThreadsReportTheirOwnIssues() {
        let collected = Collected()
        ConvertibleConfig.setIssueHandler { collected.add($0) }
        let threads = 8
        let rounds = 200
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                let json = #"{"sensor": "\#(thread)x\#(round)", "value": \#(round)}"#
                let reading = json.kj.model(Reading.self)
                XCTAssertEqual(reading?.sensor, thread)
            }
        }
        let all = collected.all
        XCTAssertEqual(all.count, threads * rounds)
        for thread in 0..<threads {
            let mine = all.filter { $0.message.contains("\"\(thread)x") }
            XCTAssertEqual(mine.count, rounds)
            XCTAssertTrue(mine.allSatisfy { $0.path == "sensor" && $0.kind == .lossyConversion })
        }
    }

    func testIssuesFromADeepDocumentKeepTheirPaths() throws {
        ConvertibleConfig.setMaxDepth(20_000)
        let depth = 5_000
        let text = String(repeating: #"{"value": 1, "next": "#, count: depth) + #"{"value": "deep"}"#
            + String(repeating: "}", count: depth)
        let collected = Collected()
        // A thread with a small stack: the conversion moves to larger ones, and its issues with it.
        onSmallStack {
            var issues: [ConversionIssue] = []
            let head = text.kj.model(DeepNode.self, issues: &issues)
            DeepNode.free(head)
            issues.forEach(collected.add)
        }
        let mismatch = try XCTUnwrap(collected.all.first { $0.kind == .typeMismatch })
        XCTAssertEqual(mismatch.path, String(repeating: "next.", count: depth) + "value")
    }
}

private final class DeepNode: Convertible {
    var value = 0
    var next: DeepNode?
    required init() {}

    /// Unlinks the list node by node: releasing thousands of nested
    /// references at once would recurse in the runtime's release.
    static func free(_ head: DeepNode?) {
        var current = head
        while let node = current {
            current = node.next
            node.next = nil
        }
    }
}
