import XCTest
import Foundation
import KakaJSON

/// A keyed container's coding path holds the very keys it was asked with,
/// as Foundation's does, whatever the key type's `init(stringValue:)` gives
/// back: keys that are plain data (an enum, a struct of an integer) and keys
/// that are not (a struct holding a `String`).
final class CodingPathKeyTests: XCTestCase {
    /// Plain data of eight bytes; `init(stringValue:)` loses the tag.
    struct TaggedKey: CodingKey {
        var tag: Int
        var stringValue: String { ["zero", "one", "two"][tag % 3] }
        var intValue: Int? { tag }
        init(tag: Int) { self.tag = tag }
        init?(stringValue: String) {
            guard let index = ["zero", "one", "two"].firstIndex(of: stringValue) else { return nil }
            tag = index + 300
        }
        init?(intValue: Int) { tag = intValue }
    }

    /// Not plain data; `init(stringValue:)` drops the note.
    struct NotedKey: CodingKey {
        var stringValue: String
        var note: String
        var intValue: Int? { note.count }
        init(_ name: String, note: String) { stringValue = name; self.note = note }
        init?(stringValue: String) { self.stringValue = stringValue; note = "" }
        init?(intValue: Int) { nil }
    }

    /// Records the path it is decoded at, as "name#int" steps.
    struct PathProbe: Decodable, Equatable {
        var path: [String]
        init(from decoder: any Decoder) throws {
            path = decoder.codingPath.map { "\($0.stringValue)#\($0.intValue.map(String.init) ?? "-")" }
            _ = try? decoder.singleValueContainer().decode(Int.self)
        }
    }

    struct Outer: Decodable, Equatable {
        var probes: [PathProbe] = []
        var failed: String = ""

        init(from decoder: any Decoder) throws {
            let tagged = try decoder.container(keyedBy: TaggedKey.self)
            probes.append(try tagged.decode(PathProbe.self, forKey: TaggedKey(tag: 1)))
            probes.append(try tagged.decode(PathProbe.self, forKey: TaggedKey(tag: 4)))
            if let nested = try? tagged.nestedContainer(keyedBy: NotedKey.self, forKey: TaggedKey(tag: 2)) {
                probes.append(try nested.decode(PathProbe.self, forKey: NotedKey("inner", note: "abc")))
                do {
                    _ = try nested.decode([Int].self, forKey: NotedKey("bad", note: "xy"))
                } catch let DecodingError.typeMismatch(_, context) {
                    failed = context.codingPath.map { "\($0.stringValue)#\($0.intValue.map(String.init) ?? "-")" }
                        .joined(separator: "/")
                }
            }
            if let optional = try tagged.decodeIfPresent(PathProbe.self, forKey: TaggedKey(tag: 0)) {
                probes.append(optional)
            }
        }
    }

    func testPathsHoldTheKeysAskedWith() {
        let oracle = DecodingOracle()
        oracle.check(Outer.self, #"{"one": 1, "two": {"inner": 2, "bad": [1, "x"]}, "zero": 0}"#)
        oracle.check([Outer].self, #"[{"one": 1, "two": {"inner": 2, "bad": [true]}}, {"one": {}}]"#)
        // The values on Foundation's side too, so the check cannot pass on
        // two wrong answers alike.
        let decoded = try? KakaJSONDecoder().decode(Outer.self, from: Data(#"{"one": 1, "two": {"inner": 2, "bad": [1, "x"]}}"#.utf8))
        XCTAssertEqual(decoded?.probes.map(\.path), [["one#1"], ["one#4"], ["two#2", "inner#3"]])
        XCTAssertEqual(decoded?.failed, "two#2/bad#2/Index 1#1")
    }
}
