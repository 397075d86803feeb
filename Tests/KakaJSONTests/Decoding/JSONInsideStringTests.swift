import Foundation
import KakaJSON
import XCTest

/// A model, array or dictionary given a string that holds JSON text of its
/// shape reads that text, on the text path and the `[String: Any]` path.
final class JSONInsideStringTests: XCTestCase {
    private struct Payload: Convertible, Equatable {
        var id = 0
        var name = ""
    }

    private struct Envelope: Convertible {
        var payload = Payload()
        var maybe: Payload?
        var items: [Payload] = []
        var ids: [Int] = []
        var counts: [String: Int] = [:]
        var tags: Set<String> = []
        var loose: [String: Any] = [:]
        var title = ""
    }

    private struct Coded: Codable, Equatable {
        var id = 0
    }

    private struct WithCodable: Convertible {
        var coded = Coded()
    }

    private static let inner = #"{\"id\": 7, \"name\": \"in\"}"#

    func testTextReadsTheJSONInAString() throws {
        let text = #"""
        {"payload": "\#(Self.inner)", "maybe": " \#(Self.inner)", "items": "[\#(Self.inner)]",
         "ids": "[1, 2, 3]", "counts": "{\"a\": 1}", "tags": "[\"x\", \"y\"]", "loose": "{\"k\": [1]}",
         "title": "{\"not\": \"read\"}"}
        """#
        var issues: [ConversionIssue] = []
        let envelope = try XCTUnwrap(text.kj.model(Envelope.self, issues: &issues))
        XCTAssertEqual(issues, [])
        XCTAssertEqual(envelope.payload, Payload(id: 7, name: "in"))
        XCTAssertEqual(envelope.maybe, Payload(id: 7, name: "in"), "leading whitespace, an Optional")
        XCTAssertEqual(envelope.items, [Payload(id: 7, name: "in")])
        XCTAssertEqual(envelope.ids, [1, 2, 3])
        XCTAssertEqual(envelope.counts, ["a": 1])
        XCTAssertEqual(envelope.tags, ["x", "y"])
        XCTAssertEqual(envelope.loose["k"] as? [Int], [1])
        XCTAssertEqual(envelope.title, #"{"not": "read"}"#, "a String property keeps the text")
        XCTAssertEqual(try text.kj.decode(Envelope.self).payload.id, 7, "no issue, so decode does not throw")
    }

    func testTheGuidesExample() {
        struct Message: Convertible {
            var payload = Payload()
            var ids: [Int] = []
        }
        let message = #"{"payload": "{\"id\": 1}", "ids": "[1, 2]"}"#.kj.model(Message.self)
        XCTAssertEqual(message?.payload.id, 1)
        XCTAssertEqual(message?.ids, [1, 2])
    }

    func testElementsThatAreStrings() {
        let text = #"{"items": ["{\"id\": 1}", {"id": 2}, "{\"id\": 3}"], "ids": "[\"4\", 5]"}"#
        let envelope = text.kj.model(Envelope.self)
        XCTAssertEqual(envelope?.items.map(\.id), [1, 2, 3])
        XCTAssertEqual(envelope?.ids, [4, 5])
        XCTAssertEqual(#"["{\"id\": 8}", {"id": 9}]"#.kj.modelArray(Payload.self).map(\.id), [9],
                       "the elements of a top-level array are not properties: they must be objects")
    }

    func testDictionariesReadTheJSONInAString() {
        let json: [String: Any] = ["payload": Self.inner.replacingOccurrences(of: "\\", with: ""),
                                   "ids": "[1, 2]", "counts": #"{"b": 2}"#, "items": [#"{"id": 3}"#]]
        var issues: [ConversionIssue] = []
        let envelope = json.kj.model(Envelope.self, issues: &issues)
        XCTAssertEqual(envelope.payload, Payload(id: 7, name: "in"))
        XCTAssertEqual(envelope.ids, [1, 2])
        XCTAssertEqual(envelope.counts, ["b": 2])
        XCTAssertEqual(envelope.items.map(\.id), [3])
        XCTAssertEqual(issues.filter { $0.kind != .missingKey }, [])
    }

    func testFillsADefaultModelInPlace() {
        struct Holder: Convertible {
            var payload = Payload(id: 0, name: "kept")
        }
        let holder = #"{"payload": "{\"id\": 3}"}"#.kj.model(Holder.self)
        XCTAssertEqual(holder?.payload, Payload(id: 3, name: "kept"))
    }

    func testOtherStringsKeepTheDefaultWithAnIssue() {
        let text = #"{"payload": "hello", "ids": "{\"a\": 1}", "counts": "{oops}", "maybe": "[1]"}"#
        var issues: [ConversionIssue] = []
        let envelope = text.kj.model(Envelope.self, issues: &issues)
        XCTAssertEqual(envelope?.payload, Payload())
        XCTAssertEqual(envelope?.ids, [])
        XCTAssertEqual(envelope?.counts, [:])
        XCTAssertNil(envelope?.maybe)
        let mismatches = issues.filter { $0.kind == .typeMismatch }
        XCTAssertEqual(Set(mismatches.map(\.path)), ["payload", "ids", "counts", "maybe"])
        let counts = mismatches.first { $0.path == "counts" }?.message ?? ""
        XCTAssertTrue(counts.contains("not a valid JSON object"), counts)
        XCTAssertTrue(counts.contains("line 1, column 2"), counts)
        XCTAssertEqual(mismatches.first { $0.path == "payload" }?.message,
                       #"Envelope.payload (Payload): found the string "hello", which Payload cannot hold; the default was kept."#)
    }

    func testIssuesInsideHavePathsFromTheString() {
        let text = #"{"payload": "{\"id\": \"x\"}", "items": [{"id": 1}, "{\"id\": [], \"name\": \"n\"}"]}"#
        var issues: [ConversionIssue] = []
        _ = text.kj.model(Envelope.self, issues: &issues)
        let mismatches = issues.filter { $0.kind == .typeMismatch }
        XCTAssertEqual(mismatches.map(\.path), ["payload.id", "items[1].id"])
        XCTAssertTrue(issues.contains { $0.kind == .missingKey && $0.path == "payload.name" }, "\(issues)")
        XCTAssertThrowsError(try text.kj.decode(Envelope.self)) { error in
            XCTAssertEqual((error as? ConversionError)?.issues.filter { $0.kind == .typeMismatch }.map(\.path),
                           ["payload.id", "items[1].id"])
        }
        issues = []
        _ = #"{"counts": "{\"a\": \"x\"}", "ids": "[1, \"y\"]"}"#.kj.model(Envelope.self, issues: &issues)
        XCTAssertEqual(Set(issues.filter { $0.kind == .typeMismatch }.map(\.path)), ["ids[1]", "counts.a"])
    }

    func testStringsInsideStrings() {
        struct Node: Convertible {
            var value = 0
            var next: [Node] = []
        }
        // Each level is the JSON text of the one inside it, escaped once more.
        var text = #"{"value": 12}"#
        for level in (0..<12).reversed() {
            text = #"{"value": \#(level), "next": \#(Self.quoted("[" + text + "]"))}"#
        }
        var issues: [ConversionIssue] = []
        var node = text.kj.model(Node.self, issues: &issues)
        XCTAssertEqual(issues.map(\.kind), [.missingKey], "only the innermost node's next")
        XCTAssertEqual(issues.first?.path, String(repeating: "next[0].", count: 12) + "next")
        var values: [Int] = []
        while let current = node {
            values.append(current.value)
            node = current.next.first
        }
        XCTAssertEqual(values, Array(0...12))
    }

    func testTheDepthLimitCountsTheDocumentsAround() {
        struct Deep: Convertible {
            var inner: [Any] = []
            var box: [String: [Any]] = [:]
        }
        ConvertibleConfig.setMaxDepth(6)
        defer { ConvertibleConfig.reset() }
        // The outer document is 1 deep; 5 more levels fit, 6 do not.
        let fits = #"{"inner": "[[[[[1]]]]]"}"#.kj.model(Deep.self)
        XCTAssertEqual(fits?.inner.count, 1)
        var issues: [ConversionIssue] = []
        let refused = #"{"inner": "[[[[[[1]]]]]]"}"#.kj.model(Deep.self, issues: &issues)
        XCTAssertEqual(refused?.inner.count, 0)
        XCTAssertTrue(issues.first?.message.contains("deeper") ?? false, "\(issues)")
        // The outer document's depth counts: 2 outside, so 4 inside.
        XCTAssertEqual(#"{"box": {"k": "[[[[1]]]]"}}"#.kj.model(Deep.self)?.box["k"]?.count, 1)
        XCTAssertEqual(#"{"box": {"k": "[[[[[1]]]]]"}}"#.kj.model(Deep.self)?.box["k"]?.count, nil)
    }

    private struct Chain: Convertible {
        var next: [Chain] = []

        /// How many chains down the first elements go, this one included.
        var length: Int {
            var count = 1
            var current = self
            while let first = current.next.first {
                count += 1
                current = first
            }
            return count
        }
    }

    /// `levels` chain objects around `innermost`, each one's `next` holding the next.
    private static func chain(_ levels: Int, around innermost: String) -> String {
        String(repeating: #"{"next": ["#, count: levels) + innermost + String(repeating: "]}", count: levels)
    }

    func testDeepTextInAStringOnASmallStack() {
        let depth = 100_000
        let refused = #"{"next": "\#(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))"}"#
        // Four strings inside one another, each holding 50 levels of models:
        // some 400 levels, more than a small stack holds without StackGuard.
        var text = "{}"
        for _ in 0..<4 {
            text = Self.chain(50, around: #"{"next": \#(Self.quoted("[" + text + "]"))}"#)
        }
        let accepted = text
        let (refusedChain, issues, acceptedLength) = onSmallStack { () -> (Chain?, [ConversionIssue], Int) in
            var issues: [ConversionIssue] = []
            let refusedChain = refused.kj.model(Chain.self, issues: &issues)
            return (refusedChain, issues, accepted.kj.model(Chain.self)?.length ?? 0)
        }
        XCTAssertEqual(refusedChain?.next.count, 0)
        XCTAssertEqual(issues.map(\.kind), [.typeMismatch])
        XCTAssertTrue(issues.first?.message.contains("deeper") ?? false, "\(issues)")
        XCTAssertEqual(acceptedLength, 4 * 51 + 1)
    }

    func testInvalidTextInsideIsRefused() {
        var issues: [ConversionIssue] = []
        // A lone surrogate, and bytes that are not UTF-8 once unescaped are impossible: the escape is checked.
        let text = #"{"payload": "{\"name\": \"\\ud800\"}", "ids": "[1, 2"}"#
        let envelope = text.kj.model(Envelope.self, issues: &issues)
        XCTAssertEqual(envelope?.payload, Payload())
        XCTAssertEqual(envelope?.ids, [])
        XCTAssertEqual(Set(issues.filter { $0.kind == .typeMismatch }.map(\.path)), ["payload", "ids"])
    }

    func testCodableMembersDoNotReadJSONInStrings() {
        // Codable members follow Foundation's JSONDecoder, which does not.
        var issues: [ConversionIssue] = []
        let model = #"{"coded": "{\"id\": 1}"}"#.kj.model(WithCodable.self, issues: &issues)
        XCTAssertEqual(model?.coded, Coded())
        XCTAssertEqual(issues.map(\.kind), [.typeMismatch])
        XCTAssertNil(try? KakaJSONDecoder().decode(Coded.self, from: Data(#""{\"id\": 1}""#.utf8)))
    }

    /// `text` as a JSON string literal.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
