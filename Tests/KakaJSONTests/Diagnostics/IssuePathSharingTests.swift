// Issue paths share the steps they have in common: many issues below one
// deep path, and a path as deep as a long list, cost memory in proportion
// to the issues and the steps, not to the issues times the depth.

import XCTest
import Foundation
import KakaJSON

private final class Node: Convertible, @unchecked Sendable {
    // @unchecked: each test builds and reads its own nodes on one thread at a time.
    var next: Node?
    var kids: [Node] = []
    var v = 0
    required init() {}

    /// Unlinks the list node by node: releasing it whole would recurse once
    /// a level, deeper than a small stack holds.
    static func free(_ head: Node?) {
        var current = head
        while let node = current {
            current = node.next
            node.next = nil
        }
    }
}

final class IssuePathSharingTests: XCTestCase {
    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    /// `levels` objects, each one's "next" holding the next, around `innermost`.
    private static func chain(_ levels: Int, around innermost: String) -> String {
        String(repeating: #"{"next":"#, count: levels) + innermost + String(repeating: "}", count: levels)
    }

    /// The path of the model `levels` deep in a chain: "next.next.…".
    private static func nextPath(_ levels: Int) -> String {
        Array(repeating: "next", count: levels).joined(separator: ".")
    }

    func testSiblingsBelowADeepPathShareIt() {
        let depth = 200, kids = 3_000
        let text = Self.chain(depth, around: #"{"kids":["# + Array(repeating: "{}", count: kids).joined(separator: ",") + "]}")
        var issues: [ConversionIssue] = []
        let head = text.kj.model(Node.self, issues: &issues)
        defer { Node.free(head) }

        // Each kid lacks all three keys, the innermost level "next" and "v",
        // each level above it "kids" and "v".
        XCTAssertEqual(issues.count, 3 * kids + 2 + 2 * depth)
        XCTAssertTrue(issues.allSatisfy { $0.kind == .missingKey })
        let kidsPath = Self.nextPath(depth) + ".kids"
        XCTAssertEqual(issues.first?.path, kidsPath + "[0].next")
        XCTAssertEqual(issues[3 * 1_500].path, kidsPath + "[1500].next")
        XCTAssertEqual(issues[3 * 1_500 + 2].path, kidsPath + "[1500].v")
        XCTAssertEqual(issues[3 * 1_500 + 2].message,
                       #"Node.v (Int) is not required; the JSON object has no key "v"."#)
        XCTAssertEqual(issues[3 * kids].path, Self.nextPath(depth + 1))
        XCTAssertEqual(issues[3 * kids + 2].path, Self.nextPath(depth - 1) + ".kids")
        XCTAssertEqual(issues[issues.count - 2].path, "kids")
        XCTAssertEqual(issues.last?.path, "v")

        // One node for each level's "next", one for "kids", one for each
        // kid's index: copied per issue, the paths would hold some
        // 600 steps for each of the 9,000 kids' issues.
        XCTAssertEqual(ConversionIssue.distinctPathNodeCount(of: issues), depth + 1 + kids)
    }

    func testOrdinaryReportsShareTheirPathToo() {
        // Every element of a deep array reported as a type mismatch.
        struct Numbers: Convertible {
            var next: [Numbers] = []
            var values: [Int] = []
        }
        let depth = 100, count = 1_000
        let innermost = #"{"values":["# + Array(repeating: #""x""#, count: count).joined(separator: ",") + "]}"
        let text = String(repeating: #"{"next":["#, count: depth) + innermost + String(repeating: "]}", count: depth)
        var issues: [ConversionIssue] = []
        _ = text.kj.model(Numbers.self, issues: &issues)

        let mismatches = issues.filter { $0.kind == .typeMismatch }
        XCTAssertEqual(mismatches.count, count)
        let valuesPath = Array(repeating: "next[0]", count: depth).joined(separator: ".") + ".values"
        XCTAssertEqual(mismatches.first?.path, valuesPath + "[0]")
        XCTAssertEqual(mismatches.last?.path, valuesPath + "[\(count - 1)]")
        XCTAssertEqual(mismatches.last?.message, #"Numbers.values ([Int]) at [\#(count - 1)]: found the string "x", "#
                       + "which Int cannot hold; the element was not converted.")
        // "next" and [0] for each level, "values", and one index per element.
        XCTAssertEqual(ConversionIssue.distinctPathNodeCount(of: mismatches), 2 * depth + 1 + count)
    }

    func testARepeatedKeyDropsWhatItsEarlierMemberReportedDeepBelow() throws {
        struct Leaf: Convertible {
            var id = 0
            var name = ""
        }
        struct Branch: Convertible {
            var leaves: [Leaf] = []
        }
        struct Root: Convertible {
            var a = Branch()
            var ab = Branch()
            var other = 0
        }
        // The earlier "a" and "ab" both have an issue and a missing key below
        // them; only the earlier "a"'s are replaced. Between the two "a"s
        // another property is read, so the second "a" is a path made anew.
        let text = #"""
        {"a": {"leaves": [{"id": "bad"}]}, "ab": {"leaves": [{"id": "bad"}]}, "other": 1,
         "a": {"leaves": [{"id": 1, "name": "n"}]}}
        """#
        var issues: [ConversionIssue] = []
        let root = try XCTUnwrap(text.kj.model(Root.self, issues: &issues))
        XCTAssertEqual(root.a.leaves.first?.id, 1)
        XCTAssertEqual(issues.map(\.description), [
            #"ab.leaves[0].id: Leaf.id (Int): found the string "bad", which Int cannot hold; the default was kept."#,
            #"ab.leaves[0].name: Leaf.name (String) is not required; the JSON object has no key "name"."#,
            "a: Root.a (Branch): the JSON object gives this key more than once; the last member was used.",
        ])
    }

    func testADeepListsIssuesAreMadeReadAndReleasedOnASmallStack() {
        let depth = TestScale.count(100_000)
        ConvertibleConfig.setMaxDepth(2 * depth + 1)
        let text = Self.chain(depth, around: "{}")
        let (count, nodes, first, middle, last) = onSmallStack { () -> (Int, Int, Int, String, String) in
            var issues: [ConversionIssue] = []
            let head = text.kj.model(Node.self, issues: &issues)
            Node.free(head)
            let deepest = issues.first
            // The shallower issues first: then the deepest one's path is
            // the only reference to its nodes, released at once at the end.
            let result = (issues.count, ConversionIssue.distinctPathNodeCount(of: issues),
                          issues.first?.path.utf8.count ?? 0, issues[issues.count / 2].path, issues.last?.path ?? "")
            issues = []
            withExtendedLifetime(deepest) {}
            return result
        }
        // The innermost level lacks all three keys; each level above it
        // "kids" and "v".
        XCTAssertEqual(count, 3 + 2 * depth)
        XCTAssertEqual(nodes, depth)
        XCTAssertEqual(first, Self.nextPath(depth + 1).utf8.count)
        // Issue depth + 1, with an even depth: "kids" of the level halfway down.
        XCTAssertEqual(middle, Self.nextPath(depth / 2) + ".kids")
        XCTAssertEqual(last, "v")
    }
}
