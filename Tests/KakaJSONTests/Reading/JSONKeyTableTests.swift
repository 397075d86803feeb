import KakaJSON
import XCTest

/// Matching member keys against precomputed key bytes.
final class JSONKeyTableTests: XCTestCase {
    func testLookupByMemberKey() throws {
        let table = JSONKeyTable(["id", "name", "tags", "", "名前", "created_at", "updated_at", "id"])
        XCTAssertEqual(table.count, 8)
        let document = try JSONDocument(string: #"""
        {"name": "a", "id": 1, "x": 0, "": 2, "名前": 3, "updated_at": 4, "n\u0061me": 5, "created_at": 6,
         "idx": 7, "i": 8, "tag": 9, "\u540d\u524d": 10, "created_at ": 11}
        """#)
        let object = try XCTUnwrap(document.root.object)
        let found = object.map { table.index(of: $0.key) }
        XCTAssertEqual(found, [1, 0, nil, 3, 4, 6, 1, 5, nil, nil, nil, 4, nil])
        XCTAssertEqual(table.index(ofUTF8: Array("tags".utf8)), 2)
        XCTAssertEqual(table.index(ofUTF8: []), 3)
        XCTAssertNil(table.index(ofUTF8: Array("tagz".utf8)))
        // Duplicate keys resolve to their first position.
        XCTAssertEqual(table.index(ofUTF8: Array("id".utf8)), 0)
    }

    func testManyKeysWithSharedShapes() throws {
        // Same length, first, middle and last bytes: every lookup collides.
        let keys = (0..<200).map { "k\(String(format: "%03d", $0))z" }
        let table = JSONKeyTable(keys)
        for (index, key) in keys.enumerated() {
            XCTAssertEqual(table.index(ofUTF8: Array(key.utf8)), index)
        }
        let text = "{" + keys.reversed().map { "\"\($0)\": 0" }.joined(separator: ",") + #", "k999z": 1}"#
        let object = try XCTUnwrap(JSONDocument(string: text).root.object)
        XCTAssertEqual(object.map { table.index(of: $0.key) }, keys.indices.reversed().map { $0 } + [nil])
        let empty = JSONKeyTable([])
        XCTAssertNil(Array(object).first.flatMap { empty.index(of: $0.key) })
    }

    /// Keys are compared a word at a time, the last word overlapping: a key
    /// that differs from a table key in any one byte, at any length, is no match.
    func testKeysDifferingInOneByteAtEveryLength() throws {
        for length in 1...40 {
            let key = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            let variants = (0..<length).map { position in
                var variant = key
                variant[position] = UInt8(ascii: "Z")
                return variant
            }
            let single = JSONKeyTable([String(decoding: key, as: UTF8.self)])
            let all = JSONKeyTable(([key] + variants).map { String(decoding: $0, as: UTF8.self) })
            let members = ([key] + variants).map { "\"\(String(decoding: $0, as: UTF8.self))\": 0" }
            let object = try XCTUnwrap(JSONDocument(string: "{" + members.joined(separator: ",") + "}").root.object)
            let keys = object.map(\.key)
            XCTAssertEqual(keys.map { single.index(of: $0) }, [0] + variants.map { _ in nil }, "length \(length)")
            XCTAssertEqual(keys.map { all.index(of: $0) }, Array(0...length), "length \(length)")
        }
    }
}
