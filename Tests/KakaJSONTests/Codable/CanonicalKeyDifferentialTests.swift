// KakaJSONEncoder against Foundation's JSONEncoder for keys that are equal
// as Swift Strings but not byte for byte (canonically equivalent): one key,
// the last value, written in the form of the first key encoded.

import XCTest
import Foundation
import KakaJSON

/// Encodes `values` under `keys`, in order, in one keyed container.
private struct Members: Encodable {
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    let keys: [String]

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (value, key) in keys.enumerated() { try container.encode(value, forKey: Key(stringValue: key)) }
    }
}

final class CanonicalKeyDifferentialTests: XCTestCase {
    /// The rule itself, so that the oracle cannot agree with an encoder that
    /// is wrong the same way: the first key's spelling, the last value.
    func testTheFirstSpellingAndTheLastValueAreWritten() throws {
        let encoder = KakaJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = { (keys: [String]) in String(decoding: try encoder.encode(Members(keys: keys)), as: UTF8.self) }
        XCTAssertEqual(try text(["\u{E9}", "e\u{301}"]), "{\"\u{E9}\":1}")
        XCTAssertEqual(try text(["e\u{301}", "x", "\u{E9}"]), "{\"e\u{301}\":2,\"x\":1}")
        XCTAssertEqual(try text(["\u{212A}", "K"]), "{\"\u{212A}\":1}")
        XCTAssertEqual(try text(["\u{E9}", "\u{E8}"]), "{\"\u{E8}\":1,\"\u{E9}\":0}")
        encoder.outputFormatting = []
        XCTAssertEqual(try text(["K", "a", "\u{212A}"]), "{\"K\":2,\"a\":1}")
    }

    private let pairs: [(String, String)] = [
        ("\u{E9}", "e\u{301}"), ("e\u{301}", "\u{E9}"),
        ("K", "\u{212A}"), ("\u{212A}", "K"),
        ("\u{3A9}", "\u{2126}"), ("caf\u{E9}", "cafe\u{301}"),
        ("a", "b"), ("\u{E9}", "\u{E8}"),
    ]

    func testEquivalentKeysAreOneKey() {
        // Without .sortedKeys only the pairs that make one member: Foundation's
        // order of two members is its hash order.
        for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys], [.prettyPrinted]] {
            let oracle = EncodingOracle(formatting: formatting)
            for (first, second) in pairs where first == second || formatting.contains(.sortedKeys) {
                oracle.check(Members(keys: [first, second]))
            }
        }
    }

    func testEquivalentKeysAmongOthers() {
        let oracle = EncodingOracle(formatting: [.sortedKeys])
        for (first, second) in pairs {
            oracle.check(Members(keys: [first, "x", second]))
            oracle.check(Members(keys: ["x", first, "y", second, first]))
            oracle.check([Members(keys: [first, second]), Members(keys: [second, "z", first])])
        }
    }
}
