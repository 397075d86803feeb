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

/// A struct without spare bits: its optional keeps its tag in an extra byte.
private struct Point: Convertible, Equatable {
    var x = 0
    var y = 0
}

/// A class model whose live instances are counted.
private final class Counted: Convertible {
    nonisolated(unsafe) static var live = 0
    var name = "default"
    required init() { Self.live += 1 }
    deinit { Self.live -= 1 }
}

private enum Shade: String, ConvertibleEnum { case light, dark }

/// A model of no bytes: its optional is its extra tag byte alone.
private struct Nothing: Convertible, Equatable {}

/// Optionals of payloads with each layout (an extra tag byte, spare bits of
/// a reference, an enum's spare values, a nested optional, no bytes at
/// all), nil and not by default, as properties and as elements.
private struct Layouts: Convertible {
    var point: Point?
    var presetPoint: Point? = Point(x: 5, y: 6)
    var pointTwice: Point??
    var counted: Counted?
    var presetCounted: Counted? = Counted()
    var shade: Shade?
    var nothingTwice: Nothing??
    var points: [Point?] = []
    var counteds: [Counted?] = []
}

final class OptionalStorageConversionTests: XCTestCase {
    /// The run-time-typed writes set an optional's tag through its payload
    /// type's value witnesses: each layout reads back as written, defaults
    /// are filled in place, and no class instance is leaked or freed early.
    func testOptionalsOfEveryPayloadLayout() throws {
        Counted.live = 0
        let text = """
            {"point": {"x": 1}, "presetPoint": {"x": 2}, "pointTwice": {"y": 3},
             "counted": {"name": "a"}, "presetCounted": {"name": "b"}, "shade": "dark", "nothingTwice": {},
             "points": [{"x": 4}, null, {"y": 5}], "counteds": [null, {"name": "c"}]}
            """
        let dictionary: [String: Any] = [
            "point": ["x": 1], "presetPoint": ["x": 2], "pointTwice": ["y": 3],
            "counted": ["name": "a"], "presetCounted": ["name": "b"], "shade": "dark", "nothingTwice": [:] as [String: Any],
            "points": [["x": 4], NSNull(), ["y": 5]] as [Any], "counteds": [NSNull(), ["name": "c"]] as [Any],
        ]
        for (source, made) in [("JSON", { text.kj.model(Layouts.self) }), ("dictionary", { dictionary.kj.model(Layouts.self) })] {
            do {
                let model = try XCTUnwrap(made(), source)
                XCTAssertEqual(model.point, Point(x: 1, y: 0), source)
                XCTAssertEqual(model.presetPoint, Point(x: 2, y: 6), "\(source): the default filled in place")
                XCTAssertEqual(model.pointTwice, .some(.some(Point(x: 0, y: 3))), source)
                XCTAssertEqual(model.counted?.name, "a", source)
                XCTAssertEqual(model.presetCounted?.name, "b", source)
                XCTAssertEqual(model.shade, .dark, source)
                XCTAssertEqual(model.nothingTwice, .some(.some(Nothing())), source)
                XCTAssertEqual(model.points, [Point(x: 4, y: 0), nil, Point(x: 0, y: 5)], source)
                XCTAssertEqual(model.counteds.map { $0?.name }, [nil, "c"], source)
                XCTAssertEqual(Counted.live, 3, "\(source): the default instance, filled in place, and two new ones")
            }
            XCTAssertEqual(Counted.live, 0, "\(source): every instance freed with the model")
        }
        // null and unconvertible values keep every default, nil or not.
        do {
            let model = try XCTUnwrap(#"{"point": null, "presetPoint": 3, "counted": [], "presetCounted": null, "shade": "x"}"#
                .kj.model(Layouts.self))
            XCTAssertNil(model.point)
            XCTAssertEqual(model.presetPoint, Point(x: 5, y: 6))
            XCTAssertNil(model.counted)
            XCTAssertEqual(model.presetCounted?.name, "default")
            XCTAssertNil(model.shade)
            XCTAssertNil(model.pointTwice ?? nil)
            XCTAssertNil(model.nothingTwice ?? nil)
        }
        XCTAssertEqual(Counted.live, 0)
    }


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
