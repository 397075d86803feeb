import Foundation
import KakaJSON
import XCTest

private struct Entry: Convertible {
    var id: Int = 0
    var name: String = ""
    var tags: [String] = []
}

/// `String` input is read in place through `withUTF8` (a copy only for
/// strings not stored as contiguous UTF-8): small strings kept inside the
/// `String` value itself, substrings, bridged strings and non-ASCII text must
/// read like any other.
final class JSONStringInputTests: XCTestCase {
    func testSmallInlineString() {
        // At most 15 UTF-8 bytes: stored in the String value, not on the heap.
        let text = #"{"id":7}"#
        XCTAssertLessThanOrEqual(text.utf8.count, 15)
        XCTAssertEqual(text.kj.model(Entry.self)?.id, 7)
    }

    func testNonASCIITextAndEscapes() {
        let text = #"{"id": 1, "name": "Zoë 🎉 \u00e9\n", "tags": ["ü", "\ud83d\ude00"]}"#
        let entry = text.kj.model(Entry.self)
        XCTAssertEqual(entry?.name, "Zoë 🎉 é\n")
        XCTAssertEqual(entry?.tags, ["ü", "😀"])
    }

    func testStringMadeFromASubstring() {
        let padded = #"###{"id": 3, "name": "sub"}###"#
        let text = String(padded.dropFirst(3).dropLast(3))
        let entry = text.kj.model(Entry.self)
        XCTAssertEqual(entry?.id, 3)
        XCTAssertEqual(entry?.name, "sub")
    }

    func testBridgedString() {
        let bridged = NSString(string: #"{"id": 9, "tags": ["x"]}"#) as String
        XCTAssertEqual(bridged.kj.model(Entry.self)?.tags, ["x"])
    }

    func testArraysEmptyAndInvalidText() {
        XCTAssertEqual(#"[{"id": 1}, 2, {"id": 3}]"#.kj.modelArray(Entry.self).map(\.id), [1, 3])
        XCTAssertNil("".kj.model(Entry.self))
        XCTAssertNil(#"{"id": 1"#.kj.model(Entry.self))
        XCTAssertNil("[1, 2]".kj.model(Entry.self))
    }

    func testConvertInPlaceFromString() {
        var entry = Entry()
        entry.name = "kept"
        entry.kj_m.convert(from: #"{"id": 5}"#)
        XCTAssertEqual(entry.id, 5)
        XCTAssertEqual(entry.name, "kept")
        entry.kj_m.convert(from: #"{"id": "#)
        XCTAssertEqual(entry.id, 5)
    }
}
