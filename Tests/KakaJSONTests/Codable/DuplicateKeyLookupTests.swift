import XCTest
import Foundation
import KakaJSON

/// Foundation's `JSONDecoder` answers every lookup with the first member of
/// a repeated key, whatever order a type asks for its keys in. These hold
/// `KakaJSONDecoder` to that on generated objects full of repeated keys,
/// asked for in generated orders, with and without snake case.
final class DuplicateKeyLookupTests: XCTestCase {
    /// Reads the keys its decoder's user info names, in that order, each
    /// through `contains` and `decodeIfPresent`, and keeps the answers.
    struct KeyProbe: Decodable, Equatable {
        static let orderKey = CodingUserInfoKey(rawValue: "order")!
        var answers: [String] = []

        init(from decoder: any Decoder) throws {
            let members = try decoder.container(keyedBy: AnyKey.self)
            let order = decoder.userInfo[Self.orderKey] as? [String] ?? []
            for name in order {
                let key = AnyKey(stringValue: name)
                let value = try members.decodeIfPresent(Int.self, forKey: key)
                answers.append("\(name)=\(value.map(String.init) ?? "-")/\(members.contains(key))")
            }
            answers.append("keys=\(members.allKeys.map(\.stringValue).sorted())")
        }
    }

    /// Among them `é` three ways: precomposed, and `e` with U+0301 written
    /// and escaped. Foundation compares keys as `String`s, so all three
    /// are one key there.
    /// The rule itself, spelled out: asked after a later key, after the
    /// first duplicate, and twice, the first member still answers.
    func testTheFirstMemberAnswersEveryLookup() throws {
        let text = #"{"a": 1, "b": 2, "a": 3, "é": 4, "e\u0301": 5, "b": 6}"#
        for order in [["b", "a"], ["a", "a", "b"], ["é", "a", "b", "é"], ["e\u{301}"]] {
            let decoder = KakaJSONDecoder()
            decoder.userInfo[KeyProbe.orderKey] = order
            let probe = try decoder.decode(KeyProbe.self, from: Data(text.utf8))
            let expected = order.map { name -> String in
                switch name {
                case "a": return "a=1/true"
                case "b": return "b=2/true"
                default: return "\(name)=4/true"
                }
            }
            XCTAssertEqual(Array(probe.answers.dropLast()), expected, "\(order)")
            XCTAssertEqual(probe.answers.last, "keys=[\"a\", \"b\", \"é\"]")
        }
    }

    private static let plainKeys = ["a", "b", "c", "id", "ID", "name", "é", "e\u{301}", "e\\u0301", "na\\u006de",
                                    "a\\u0062"]
    private static let snakeKeys = ["a_b", "aB", "a__b", "A_B", "_a_b", "ab", "id", "user_id", "userId", "a_b_", "é_x",
                                    "e\u{301}_x"]

    func testFirstMemberWinsInAnyLookupOrder() {
        check(keys: Self.plainKeys, names: ["a", "b", "c", "id", "ID", "name", "é", "e\u{301}", "ab", "x"], snakeCase: false)
    }

    func testFirstMemberWinsUnderSnakeCase() {
        check(keys: Self.snakeKeys, names: ["aB", "ab", "_aB", "id", "userId", "aB_", "a_b", "x", "éX"], snakeCase: true)
    }

    /// A wide object asked in document order, then backwards: the cursor's
    /// signature of the keys before it must never hide the first member.
    func testWideObjectWithRepeatsAtBothEnds() {
        let names = (0..<300).map { "key\($0)" }
        var members = names.enumerated().map { "\"\($0.element)\": \($0.offset)" }
        members += names.enumerated().map { "\"\($0.element)\": \(1_000 + $0.offset)" }
        let text = "{" + members.joined(separator: ", ") + "}"
        for order in [names, names.reversed(), names + names] {
            compare(text, order: order, snakeCase: false)
        }
    }

    /// Names of every length that a key's mark and the byte compare treat
    /// apart (one byte, two or three, four to seven, one word, more words),
    /// each asked again after a later key, and asked after a later key
    /// first: a member matched at the cursor and a member the search passes
    /// over leave the mark the name has, so the repeated name finds the
    /// first member.
    func testRepeatedNamesOfEveryLength() {
        for length in 1...20 {
            let name = String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0))) })
            let text = "{\"\(name)\": 1, \"x\": 2, \"\(name)\": 3}"
            for order in [[name, "x", name], ["x", name], [name, name], ["x", name, name]] {
                compare(text, order: order, snakeCase: false)
            }
        }
    }

    /// Reads `a`, then `child` as another of itself, then `a` again.
    final class Nest: Decodable, Equatable {
        let first: Int
        let again: Int
        let child: Nest?

        init(from decoder: any Decoder) throws {
            let members = try decoder.container(keyedBy: AnyKey.self)
            first = try members.decode(Int.self, forKey: AnyKey(stringValue: "a"))
            child = try members.decodeIfPresent(Nest.self, forKey: AnyKey(stringValue: "child"))
            again = try members.decode(Int.self, forKey: AnyKey(stringValue: "a"))
        }

        static func == (lhs: Nest, rhs: Nest) -> Bool {
            lhs.first == rhs.first && lhs.again == rhs.again && lhs.child == rhs.child
        }
    }

    /// Objects nested deeper than the decoder first keeps cursors for, each
    /// asked for a repeated key again after its child: the cursors of the
    /// outer objects, with the keys before them, outlive the room made for
    /// the inner ones.
    func testCursorsOfOuterObjectsOutliveDeepNesting() {
        for depth in [1, 7, 8, 9, 17, 40] {
            var text = "{\"a\": \(depth), \"a\": -1}"
            for level in (0..<depth).reversed() {
                text = "{\"a\": \(level), \"child\": \(text), \"a\": -1}"
            }
            DecodingOracle().check(Nest.self, text)
        }
    }

    private func check(keys: [String], names: [String], snakeCase: Bool) {
        var generator = SplitMix64(seed: snakeCase ? 0x5AE : 0xD0B)
        for _ in 0..<TestScale.count(1_500) {
            let members = (0..<Int.random(in: 0...9, using: &generator)).map { index in
                "\"\(keys.randomElement(using: &generator) ?? "a")\": \(index)"
            }
            let order = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                names.randomElement(using: &generator) ?? "a"
            }
            compare("{" + members.joined(separator: ", ") + "}", order: order, snakeCase: snakeCase)
        }
    }

    private func compare(_ text: String, order: [String], snakeCase: Bool) {
        let oracle = DecodingOracle { foundation, ours in
            foundation.userInfo[KeyProbe.orderKey] = order
            ours.userInfo[KeyProbe.orderKey] = order
            if snakeCase {
                foundation.keyDecodingStrategy = .convertFromSnakeCase
                ours.keyDecodingStrategy = .convertFromSnakeCase
            }
        }
        oracle.check(KeyProbe.self, text)
        oracle.check([KeyProbe].self, "[\(text), \(text)]")
    }
}
