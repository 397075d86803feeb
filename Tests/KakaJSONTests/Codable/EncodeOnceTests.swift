// Types whose `encode(to:)` uses containers in ways text written as the
// values come cannot follow: each value's `encode(to:)` runs once, as with
// Foundation's encoder, and the text equals Foundation's.

import XCTest
import Foundation
import KakaJSON

/// Counts `encode(to:)` calls, per test, on one thread.
private nonisolated(unsafe) var encodeCalls = 0

/// One way of using containers that the stream cannot follow, by number.
private struct Awkward: Encodable {
    private enum Keys: String, CodingKey { case a, b, c, d }
    let mode: Int

    func encode(to encoder: Encoder) throws {
        encodeCalls += 1
        switch mode {
        case 0:
            // A superEncoder, used at once (a class's `super.encode(to:)`).
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .a)
            try Leaf(value: 2).encode(to: container.superEncoder())
        case 1:
            // A key encoded twice: the last value wins.
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .a)
            try container.encode(Leaf(value: 5), forKey: .b)
            try container.encode(Leaf(value: 6), forKey: .b)
        case 2:
            // A nested container filled after its parent wrote again.
            var container = encoder.container(keyedBy: Keys.self)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try nested.encode(1, forKey: .a)
            try container.encode(2, forKey: .b)
            try nested.encode(3, forKey: .b)
            var list = container.nestedUnkeyedContainer(forKey: .c)
            try list.encode(4)
            try container.encode(Leaf(value: 5), forKey: .d)
            try list.encode(Leaf(value: 6))
        case 3:
            // A superEncoder kept and used after other members.
            var container = encoder.container(keyedBy: Keys.self)
            let kept = container.superEncoder(forKey: .c)
            try container.encode(1, forKey: .a)
            var inner = kept.unkeyedContainer()
            try inner.encode(Leaf(value: 7))
            try container.encode(2, forKey: .b)
        case 4:
            // An unkeyed container's superEncoder between elements.
            var list = encoder.unkeyedContainer()
            try list.encode(1)
            try Leaf(value: 2).encode(to: list.superEncoder())
            try list.encode(Leaf(value: 3))
        case 5:
            // A second single value: Foundation's encoder stops the process.
            var single = encoder.singleValueContainer()
            try single.encode(Leaf(value: 1))
            try single.encode(Leaf(value: 2))
        default:
            // Promotion while a member's value is still to come: the
            // member's own value needs the tree.
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .a)
            try container.encode(Awkward(mode: 1), forKey: .b)
            try container.encode(Wrapper(inner: Awkward(mode: 0)), forKey: .c)
        }
    }
}

private struct Leaf: Encodable {
    let value: Int

    func encode(to encoder: Encoder) throws {
        encodeCalls += 1
        var container = encoder.container(keyedBy: CodingKeysOfLeaf.self)
        try container.encode(value, forKey: .value)
    }

    private enum CodingKeysOfLeaf: String, CodingKey { case value }
}

/// A single value holding another value.
private struct Wrapper: Encodable {
    let inner: Awkward

    func encode(to encoder: Encoder) throws {
        encodeCalls += 1
        var single = encoder.singleValueContainer()
        try single.encode(inner)
    }
}

private struct Document: Encodable {
    let before = [Leaf(value: 0)]
    let items: [Awkward]
    let after = ["k": Leaf(value: 9)]
}

final class EncodeOnceTests: XCTestCase {
    private func compare<Value: Encodable>(_ value: Value, _ label: String,
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys], [.prettyPrinted]] {
            let foundation = JSONEncoder(), ours = KakaJSONEncoder()
            foundation.outputFormatting = formatting.union(.sortedKeys)
            ours.outputFormatting = formatting
            encodeCalls = 0
            let expected = try foundation.encode(value)
            let foundationCalls = encodeCalls
            encodeCalls = 0
            let actual = try ours.encode(value)
            XCTAssertEqual(encodeCalls, foundationCalls, "\(label) \(formatting): encode(to:) calls", file: file, line: line)
            // Compared as values: only sorted keys make Foundation's order fixed.
            let expectedValue = try JSONSerialization.jsonObject(with: expected, options: .fragmentsAllowed) as? NSObject
            let actualValue = try JSONSerialization.jsonObject(with: actual, options: .fragmentsAllowed) as? NSObject
            XCTAssertEqual(actualValue, expectedValue, "\(label) \(formatting): \(String(decoding: actual, as: UTF8.self))",
                           file: file, line: line)
            if formatting.contains(.sortedKeys) {
                XCTAssertEqual(String(decoding: actual, as: UTF8.self), String(decoding: expected, as: UTF8.self),
                               "\(label)", file: file, line: line)
            }
        }
    }

    func testEachWayRunsEncodeOnce() throws {
        for mode in [0, 1, 2, 3, 4, 6] {
            try compare(Awkward(mode: mode), "mode \(mode) alone")
            try compare(Document(items: [Awkward(mode: mode), Awkward(mode: mode), Awkward(mode: mode)]),
                        "mode \(mode) in an array of three")
        }
    }

    func testASecondSingleValueThrows() {
        for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys]] {
            let encoder = KakaJSONEncoder()
            encoder.outputFormatting = formatting
            encodeCalls = 0
            XCTAssertThrowsError(try encoder.encode(Document(items: [Awkward(mode: 0), Awkward(mode: 5)]))) { error in
                guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["items", "1"])
            }
            // Each value once: the leaf before, the first item and its leaf,
            // the second item and its two leaves, the leaf after (the
            // error is thrown once the encode is done).
            XCTAssertEqual(encodeCalls, 7)
        }
    }

    func testTheIssuesRow() throws {
        // A value with a superEncoder() in an array of three: 3 calls, not 4.
        encodeCalls = 0
        _ = try KakaJSONEncoder().encode([Awkward(mode: 0), Awkward(mode: 0), Awkward(mode: 0)])
        XCTAssertEqual(encodeCalls, 6, "three values and their three leaves, once each")
    }

    func testDeepValuesBeforeThePromotion() throws {
        // The text read back is deep: read and released on a large stack.
        struct Deep: Encodable {
            let depth: Int
            func encode(to encoder: Encoder) throws {
                var list = encoder.unkeyedContainer()
                if depth > 0 { try list.encode(Deep(depth: depth - 1)) } else { try list.encode(Awkward(mode: 1)) }
            }
        }
        let expected = String(repeating: "[", count: 2_001) + #"{"a":1,"b":{"value":6}}"# + String(repeating: "]", count: 2_001)
        // Deeper than the default limit, which Foundation's encoder keeps too.
        ConvertibleConfig.setMaxDepth(3_000)
        defer { ConvertibleConfig.reset() }
        // On a 512 KB stack, as every secondary thread on iOS has.
        let texts = onSmallStack { () -> [String] in
            [.sortedKeys, []].map { (formatting: JSONEncoder.OutputFormatting) -> String in
                let encoder = KakaJSONEncoder()
                encoder.outputFormatting = formatting
                return (try? encoder.encode(Deep(depth: 2_000))).map { String(decoding: $0, as: UTF8.self) } ?? ""
            }
        }
        XCTAssertEqual(texts, [expected, expected])
    }
}
