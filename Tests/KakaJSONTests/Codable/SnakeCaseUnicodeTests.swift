// `.convertToSnakeCase` and `.convertFromSnakeCase` on keys beyond ASCII
// (combining marks, titlecase and caseless letters, other scripts, digits,
// emoji), held against Foundation's coders on the same keys.

import XCTest
import Foundation
import KakaJSON

/// Encodes one member per key, each holding its index.
private struct Members: Codable {
    let keys: [String]

    init(keys: [String]) { self.keys = keys }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for (index, key) in keys.enumerated() { try container.encode(index, forKey: AnyKey(stringValue: key)) }
    }

    /// The keys as the decoder's strategy converted them, in sorted order.
    init(from decoder: Decoder) throws {
        keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue).sorted()
    }
}

final class SnakeCaseUnicodeTests: XCTestCase {
    private static let pieces = ["a", "b", "A", "B", "URL", "x", "É", "é", "E\u{301}", "e\u{301}", "ǅ", "ǆ", "Ǆ",
                                 "Σ", "σ", "ß", "ẞ", "İ", "ı", "ﬁ", "Ⅳ", "ⅳ", "日本", "Ωmega", "ñ", "N\u{303}", "2", "_",
                                 "__", "👍", "🇫🇷", "\u{301}", "Ａ", "ａ", "ŉ", "ǰ", "Ǳ", "ᾈ", "ᾀ", "Straße", "ID", "Id", "iD"]

    private func generatedKeys(count: Int) -> [String] {
        var random = SplitMix64(seed: 0x5AA_CE5E)
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
        }
    }

    func testToSnakeCaseMatchesFoundation() throws {
        for key in generatedKeys(count: TestScale.count(3_000)) {
            let foundation = JSONEncoder(), ours = KakaJSONEncoder()
            foundation.keyEncodingStrategy = .convertToSnakeCase
            ours.keyEncodingStrategy = .convertToSnakeCase
            let expected = try JSONSerialization.jsonObject(with: foundation.encode(Members(keys: [key]))) as? [String: Int]
            let actual = try JSONSerialization.jsonObject(with: ours.encode(Members(keys: [key]))) as? [String: Int]
            XCTAssertEqual(actual?.keys.first, expected?.keys.first, "key \(key.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    func testFromSnakeCaseMatchesFoundation() throws {
        for key in generatedKeys(count: TestScale.count(3_000)) {
            let snake = key.lowercased().replacingOccurrences(of: "x", with: "_")
            var object = [snake: 1]
            object[key] = 2
            let text = try JSONSerialization.data(withJSONObject: object)
            let foundation = JSONDecoder(), ours = KakaJSONDecoder()
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            ours.keyDecodingStrategy = .convertFromSnakeCase
            XCTAssertEqual(try ours.decode(Members.self, from: text).keys, try foundation.decode(Members.self, from: text).keys,
                           "keys \(snake), \(key)")
        }
    }
}
