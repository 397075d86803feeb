import Foundation
import KakaJSON
import XCTest

/// Whole documents (simdjson's jsonexamples, Apache-2.0) read by the reader
/// and by `JSONSerialization` must agree value for value.
final class JSONCorpusTests: XCTestCase {
    func testTwitterMatchesJSONSerialization() throws {
        let stats = try compareWithFoundation("twitter.json")
        // Counts from an independent reader (Python's json module).
        XCTAssertEqual(stats, Stats(objects: 1_264, arrays: 1_050, strings: 4_754, numbers: 2_109, literals: 4_737))
    }

    func testCitmCatalogMatchesJSONSerialization() throws {
        let stats = try compareWithFoundation("citm_catalog.json")
        XCTAssertEqual(stats, Stats(objects: 10_937, arrays: 10_451, strings: 735, numbers: 14_392, literals: 1_263))
    }

    func testTwitterSpotValues() throws {
        let document = try JSONDocument(bytes: try JSONFixtures.bytes("twitter.json"))
        let status = try XCTUnwrap(document.root["statuses"]?[0])
        XCTAssertEqual(status["id"]?.int64, 505_874_924_095_815_681)
        XCTAssertEqual(status["id_str"]?.string, "505874924095815681")
        XCTAssertEqual(status["metadata"]?["iso_language_code"]?.string, "ja")
        XCTAssertEqual(status["text"]?.string?.hasPrefix("@aym0566x \n\n名前:前田あゆみ"), true)
        XCTAssertEqual(document.root["statuses"]?.array?.count, 100)
        XCTAssertEqual(document.root["search_metadata"]?["count"]?.int64, 100)
    }

    struct Stats: Equatable {
        var objects = 0, arrays = 0, strings = 0, numbers = 0, literals = 0
    }

    /// Compares the reader's tree of `name` with `JSONSerialization`'s.
    private func compareWithFoundation(_ name: String) throws -> Stats {
        let bytes = try JSONFixtures.bytes(name)
        let document = try JSONDocument(bytes: bytes)
        let foundation = try JSONSerialization.jsonObject(with: Data(bytes))
        var stats = Stats()
        compare(document.root, foundation, path: name, stats: &stats)
        return stats
    }

    private func compare(_ node: JSONNode, _ expected: Any, path: String, stats: inout Stats) {
        switch node.kind {
        case .null:
            stats.literals += 1
            XCTAssertTrue(expected is NSNull, path)
        case .bool:
            stats.literals += 1
            XCTAssertEqual(node.bool, (expected as? NSNumber)?.boolValue, path)
        case .number:
            stats.numbers += 1
            guard let number = expected as? NSNumber else { return XCTFail("\(path): not a number") }
            if node.isIntegerLiteral, let value = node.int64 {
                XCTAssertEqual(value, number.int64Value, path)
            } else if node.isIntegerLiteral, let value = node.uint64 {
                XCTAssertEqual(value, number.uint64Value, path)
            } else {
                XCTAssertEqual(node.double, number.doubleValue, path)
            }
        case .string:
            stats.strings += 1
            guard let string = expected as? String else { return XCTFail("\(path): not a string") }
            // Byte equality: String's == would also accept canonical equivalents.
            XCTAssertEqual(node.string.map { Array($0.utf8) }, Array(string.utf8), path)
            XCTAssertTrue(node.stringEquals(Array(string.utf8)), path)
        case .array:
            stats.arrays += 1
            guard let array = expected as? [Any], let elements = node.array else { return XCTFail("\(path): not an array") }
            XCTAssertEqual(elements.count, array.count, path)
            for (index, (element, other)) in zip(elements, array).enumerated() {
                compare(element, other, path: "\(path)[\(index)]", stats: &stats)
            }
        case .object:
            stats.objects += 1
            guard let dictionary = expected as? [String: Any], let object = node.object else {
                return XCTFail("\(path): not an object")
            }
            XCTAssertEqual(object.count, dictionary.count, path)
            for member in object {
                let key = member.key.string
                guard let other = dictionary[key] else { return XCTFail("\(path): extra key \(key)") }
                XCTAssertTrue(member.key.matches(Array(key.utf8)), path)
                compare(member.value, other, path: "\(path).\(key)", stats: &stats)
            }
        }
    }
}
