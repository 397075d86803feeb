import Foundation
import KakaJSON
import XCTest

// Converters know their type only at run time (no generic converter class):
// the writes that go through a temporary value of the opened type, into
// plain, Optional and nested Optional storage, and into collection elements.

private struct Inner: Convertible {
    var name = "default"
    var count = 1
}

private struct Erased: Convertible {
    var date: Date?
    var url: URL?
    var decimal: Decimal?
    var float: Float?
    var cgFloat: CGFloat?
    var short: UInt16?
    var nested: Int??
    var sparse: [Int?] = []
    var grid: [[Int]] = []
    var byNumber: [Int: String] = [:]
    var tags: Set<Int>?
    var inner: Inner? = Inner()
    var missingInner: Inner?
    var any: Any?
}

final class OptionalStorageConversionTests: XCTestCase {
    func testOptionalStorageOfEveryKindOfConverter() throws {
        let model = try XCTUnwrap("""
            {"date": 1000, "url": "https://example.com/a b", "decimal": "12.345678901234567890",
             "float": "2.5", "cgFloat": 1.25, "short": "65535", "nested": 7,
             "sparse": [1, null, "x", 4], "grid": [[1, 2], [], [3]], "byNumber": {"1": "one", "x": "bad", "2": "two"},
             "tags": [3, 3, 4], "inner": {"count": 5}, "missingInner": {"name": "new"}, "any": {"k": [1]}}
            """.kj.model(Erased.self))
        XCTAssertEqual(model.date, Date(timeIntervalSince1970: 1000))
        XCTAssertEqual(model.url?.absoluteString, "https://example.com/a%20b")
        XCTAssertEqual(model.decimal, Decimal(string: "12.345678901234567890"))
        XCTAssertEqual(model.float, 2.5)
        XCTAssertEqual(model.cgFloat, 1.25)
        XCTAssertEqual(model.short, 65535)
        XCTAssertEqual(model.nested, .some(.some(7)))
        // A null or unconvertible element of `[Int?]` keeps its position as nil.
        XCTAssertEqual(model.sparse, [1, nil, nil, 4])
        XCTAssertEqual(model.grid, [[1, 2], [], [3]])
        // `[Int: String]` reads its keys from the member names; "x" is no Int.
        XCTAssertEqual(model.byNumber, [1: "one", 2: "two"])
        XCTAssertEqual(model.tags, [3, 4])
        // The default instance is filled in place: the missing key keeps its default.
        XCTAssertEqual(model.inner?.name, "default")
        XCTAssertEqual(model.inner?.count, 5)
        XCTAssertEqual(model.missingInner?.name, "new")
        XCTAssertEqual(model.missingInner?.count, 1)
        let any = try XCTUnwrap(model.any as? [String: Any])
        XCTAssertEqual(any["k"] as? [Int], [1])
    }

    func testValuesThatDoNotConvertKeepTheDefaults() throws {
        let model = try XCTUnwrap("""
            {"date": true, "url": "", "decimal": [], "float": {}, "cgFloat": "x", "short": 65536, "nested": "x",
             "sparse": 5, "grid": [[1], "x"], "byNumber": [], "tags": {}, "inner": 3, "missingInner": [], "any": null}
            """.kj.model(Erased.self))
        XCTAssertNil(model.date)
        XCTAssertNil(model.url)
        XCTAssertNil(model.decimal)
        XCTAssertNil(model.float)
        XCTAssertNil(model.cgFloat)
        XCTAssertNil(model.short)
        XCTAssertNil(model.nested ?? nil)
        XCTAssertEqual(model.sparse, [])
        XCTAssertEqual(model.grid, [[1]])
        XCTAssertEqual(model.byNumber, [:])
        XCTAssertNil(model.tags)
        XCTAssertEqual(model.inner?.count, 1)
        XCTAssertNil(model.missingInner)
        XCTAssertNil(model.any)
    }

    func testTheSameFromFoundationValues() throws {
        let json: [String: Any] = [
            "date": NSNumber(value: 1000), "url": NSString(string: "https://example.com"), "decimal": "1.5",
            "float": 2.5, "cgFloat": CGFloat(1.25), "short": UInt16(7), "nested": Optional(Optional(7)) as Any,
            "sparse": [1, NSNull(), 3] as [Any], "grid": [[1], [2, 3]], "byNumber": ["1": "one"],
            "tags": Set([5]), "inner": ["count": 9], "missingInner": ["name": "n"],
        ]
        let model = json.kj.model(Erased.self)
        XCTAssertEqual(model.date, Date(timeIntervalSince1970: 1000))
        XCTAssertEqual(model.url?.absoluteString, "https://example.com")
        XCTAssertEqual(model.decimal, Decimal(string: "1.5"))
        XCTAssertEqual(model.float, 2.5)
        XCTAssertEqual(model.cgFloat, 1.25)
        XCTAssertEqual(model.short, 7)
        XCTAssertEqual(model.nested, .some(.some(7)))
        XCTAssertEqual(model.sparse, [1, nil, 3])
        XCTAssertEqual(model.grid, [[1], [2, 3]])
        XCTAssertEqual(model.byNumber, [1: "one"])
        XCTAssertEqual(model.tags, [5])
        XCTAssertEqual(model.inner?.name, "default")
        XCTAssertEqual(model.inner?.count, 9)
        XCTAssertEqual(model.missingInner?.name, "n")
    }

    func testReadingAFileConvertsToTheRequestedType() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kakajson-erased-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"1": [1, "2", null], "3": []}"#.utf8).write(to: file)
        XCTAssertEqual(read([Int: [Int]].self, from: file), [1: [1, 2], 3: []])
        try Data(#""123""#.utf8).write(to: file)
        XCTAssertEqual(read(Int.self, from: file), 123)
        XCTAssertNil(read(Date.self, from: file.appendingPathExtension("missing")))
    }
}
