// KakaJSONEncoder against Foundation's JSONEncoder: the same text (with
// .sortedKeys) or an equivalent error, for every kind of value, container
// and strategy.

import XCTest
import Foundation
import KakaJSON

private struct Scalars: Codable {
    var int = -42, int8: Int8 = -8, int16: Int16 = 1_600, int32: Int32 = -320_000, int64 = Int64.min
    var uint: UInt = 42, uint8: UInt8 = 255, uint16: UInt16 = 65_535, uint32 = UInt32.max, uint64 = UInt64.max
    var double = 3.14, float: Float = 0.1, bool = true, string = "héllo \"q\" \\ / \n\t\u{1}\u{7f}\u{2028}"
}

private struct Optionals: Codable {
    var some: Int? = 1
    var none: Int?
    var nested: [String?] = ["a", nil]
    var deep: Int?? = .some(nil)
}

private struct Inner: Codable { var name = "in"; var values = [1, 2] }
private struct Outer: Codable {
    var inner = Inner()
    var list = [Inner(), Inner(name: "b", values: [])]
    var map = ["k": Inner()]
    var empty: [Int] = []
    var emptyMap: [String: Int] = [:]
    var matrix = [[1, 2], [], [3]]
}

private struct Keyed: Codable {
    var userName = "u", myURLValue = 1, aB2c = 2, ABC = 3, _lead = 4, trail_ = 5, already_snake = 6
    var nested = ["innerKey": 1]
    var i18nName = "x"
}

private enum Direction: String, Codable { case north, south }
private enum Level: Int, Codable { case low = 1, high = 2 }
private enum Shape: Codable {
    case circle(radius: Double)
    case rect(w: Int, h: Int)
    case dot
    case labelled(String, Int)
}

private struct Enums: Codable {
    var direction = Direction.south
    var level = Level.high
    var shapes: [Shape] = [.circle(radius: 2.5), .rect(w: 1, h: 2), .dot, .labelled("a", 1)]
}

/// Containers used by hand: nested containers, super encoders, a key
/// encoded twice, a container asked for twice.
private struct Manual: Encodable {
    enum Keys: String, CodingKey { case a, b, c, d, e }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .a)
        var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .b)
        try nested.encode("x", forKey: .c)
        var list = container.nestedUnkeyedContainer(forKey: .c)
        try list.encode(1)
        var inner = list.nestedContainer(keyedBy: Keys.self)
        try inner.encodeNil(forKey: .a)
        var innerList = list.nestedUnkeyedContainer()
        try innerList.encode(true)
        try list.encode("after")
        try container.encode(2, forKey: .a)
        var again = encoder.container(keyedBy: Keys.self)
        try again.encode("again", forKey: .d)
        let superEncoder = container.superEncoder()
        var single = superEncoder.singleValueContainer()
        try single.encode("super")
        let keyedSuper = container.superEncoder(forKey: .e)
        var superContainer = keyedSuper.container(keyedBy: Keys.self)
        try superContainer.encode(5, forKey: .a)
    }
}

private class Animal: Codable {
    var name = "rex"
}

private final class Dog: Animal {
    var barks = true
    enum Keys: String, CodingKey { case barks }
    override init() { super.init() }
    required init(from decoder: Decoder) throws { fatalError("not decoded here") }
    override func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(barks, forKey: .barks)
        try super.encode(to: container.superEncoder())
    }
}

private struct FoundationValues: Codable {
    var date = Date(timeIntervalSince1970: 1_704_164_645.75)
    var data = Data([0, 1, 2, 250, 255])
    var url = URL(string: "https://example.com/a/b?c=d&e=f#g")!
    var decimal = Decimal(string: "12345678901234567890.123456789")!
    var dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1.5)]
}

private struct Floats: Codable {
    var values: [Double]
    var single: Float
}

private struct PathReporter: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encoder.codingPath.map(\.stringValue).joined(separator: "/"))
    }
}

private struct PathHolder: Encodable {
    enum Keys: String, CodingKey { case first, second }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode([PathReporter(), PathReporter()], forKey: .first)
        var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .second)
        try nested.encode(PathReporter(), forKey: .first)
    }
}

private struct EncodesNothing: Encodable {
    func encode(to encoder: Encoder) throws {}
}

private struct Thrower: Encodable {
    var values: [String: [Double]] = ["x": [1, .nan]]
}

/// Encodes one member per name, so that each name goes through the key strategy.
private struct Names: Encodable {
    let names: [String]
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for (index, name) in names.enumerated() { try container.encode(index, forKey: AnyKey(stringValue: name)) }
    }
}

private struct UserInfoWriter: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encoder.userInfo[CodingUserInfoKey(rawValue: "tag")!] as? String ?? "none")
    }
}

final class KakaJSONEncoderDifferentialTests: XCTestCase {
    private let oracle = EncodingOracle()

    func testScalarsAndStrings() {
        oracle.check(Scalars())
        for value in [0, 1, -1, Int.max, Int.min] { oracle.check(value) }
        for value in [0.0, -0.0, 1.0, 0.1, 1e20, 1e-7, 0.0001, 1e15, 1e16, 123_456_789.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                      1.2345678901234567e-300, 9_007_199_254_740_992.0, 2.2250738585072014e-308] {
            oracle.check(value)
            oracle.check([value])
        }
        for value: Float in [0.1, 1e20, 3.4e38, -0.0, 16_777_216, .leastNonzeroMagnitude] { oracle.check([value]) }
        for text in ["", "a/b", "\u{0}\u{8}\u{c}\u{1f}", "😀 é 中", "\"\\", String(repeating: "x", count: 1_000)] {
            oracle.check(text)
            oracle.check([text: text])
        }
        oracle.check(true)
        oracle.check([false, true])
        oracle.check(UInt64.max)
        oracle.check([Int8.min, Int8.max])
    }

    func testOptionalsAndCollections() {
        oracle.check(Optionals())
        oracle.check(Optionals(some: nil, none: 3, nested: [], deep: .some(.some(2))))
        oracle.check(Outer())
        oracle.check([Int]())
        oracle.check([String: Int]())
        oracle.check([[String: [Int]]]())
        oracle.check(["b": 1, "a": 2, "A": 3, "a10": 4, "a2": 5, "é": 6, "e": 7])
        oracle.check(Set([3]))
        oracle.check([1: "int keys", 2: "two"])
        oracle.check([Int?]([1, nil]))
    }

    func testEnums() {
        oracle.check(Enums())
        oracle.check(Shape.circle(radius: 1))
        oracle.check([Direction.north])
        oracle.check([Shape.dot, .labelled("b", 2)])
    }

    func testManualContainers() {
        oracle.check(Manual())
        oracle.check([Manual(), Manual()])
        oracle.check(Dog())
        oracle.check(["dog": Dog()])
    }

    func testPrettyPrinting() {
        var pretty = oracle
        pretty.formatting = [.prettyPrinted, .sortedKeys]
        pretty.check(Outer())
        pretty.check(Scalars())
        pretty.check(Manual())
        pretty.check([Int]())
        pretty.check([String: Int]())
        pretty.check([[Int]()])
        pretty.check(Enums())
        pretty.check(1)
        pretty.check("top")
        var slashes = oracle
        slashes.formatting = [.sortedKeys, .withoutEscapingSlashes]
        slashes.check(["a/b": "c/d"])
        slashes.check(FoundationValues())
        var all = oracle
        all.formatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        all.check(Outer())
        all.check(FoundationValues())
    }

    func testKeyStrategies() {
        var snake = oracle
        snake.configure = { $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase }
        snake.check(Keyed())
        snake.check(Outer())
        snake.check(Manual())
        snake.check(Enums())
        let names = ["URLValue", "A", "a", "myHTTPSConnection2", "_x", "x_", "userID", "ÉtéÀBç", "already_snake_Case",
                     "aBC", "ABc", "a1B2c3", "__leading", "trailing__", "", "x", "camelCaseKey", "HTTP", "getURLForID"]
        for name in names { snake.check(Names(names: [name])) }
        var custom = oracle
        let convert: @Sendable ([CodingKey]) -> CodingKey = { path in
            AnyKey(stringValue: path.map(\.stringValue).joined(separator: ".").uppercased())
        }
        custom.configure = { $0.keyEncodingStrategy = .custom(convert); $1.keyEncodingStrategy = .custom(convert) }
        custom.check(Keyed())
        custom.check(Manual())
        custom.check(Enums())
        // Foundation hands the custom strategy the path of a value inside a
        // [String: V] without the keys above the dictionary ("K.NAME"); we
        // give the full path (Docs/Differences.md, "Codable").
        let ours = KakaJSONEncoder()
        ours.outputFormatting = .sortedKeys
        ours.keyEncodingStrategy = .custom(convert)
        let text = (try? ours.encode(["map": ["k": Inner()]])).map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(text, #"{"map":{"k":{"MAP.K.NAME":"in","MAP.K.VALUES":[1,2]}}}"#)
    }

    func testDateStrategies() {
        let values = FoundationValues()
        let strategies: [(String, JSONEncoder.DateEncodingStrategy)] = [
            ("deferred", .deferredToDate), ("seconds", .secondsSince1970), ("milliseconds", .millisecondsSince1970),
            ("iso8601", .iso8601),
            ("custom string", .custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode("at \(date.timeIntervalSince1970)")
            }),
            ("custom nothing", .custom { _, _ in }),
            ("custom keyed", .custom { date, encoder in
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode(date.timeIntervalSince1970, forKey: AnyKey(stringValue: "t"))
            }),
        ]
        for (_, strategy) in strategies {
            var dated = oracle
            dated.configure = { $0.dateEncodingStrategy = strategy; $1.dateEncodingStrategy = strategy }
            dated.check(values)
            dated.check(Date(timeIntervalSince1970: 1_000_000_000.999))
            dated.check([Date(timeIntervalSince1970: -86_400 * 365 * 100)])
        }
        // `.iso8601` over the calendar's edges: Julian before 1582-10-15,
        // years past 9999, and instants no calendar holds. The text, and
        // what each decoder reads back from it, are Foundation's.
        let edges: [TimeInterval] = [-12_219_292_800, -12_219_292_801, -12_220_156_800, -14_831_769_600,
                                     -62_135_596_800, -62_135_596_801, -62_167_219_200, -62_198_755_201,
                                     -1e12, 253_402_300_799.999, 253_402_300_800, 3e11, 1e15, 1e308, -1e308,
                                     .infinity, -.infinity, .nan, -0.5, 0.999]
        var iso = oracle
        iso.configure = { $0.dateEncodingStrategy = .iso8601; $1.dateEncodingStrategy = .iso8601 }
        let decoder = JSONDecoder(), ours = KakaJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        ours.dateDecodingStrategy = .iso8601
        for seconds in edges {
            let dates = [Date(timeIntervalSince1970: seconds)]
            iso.check(dates)
            let encoder = KakaJSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            guard let text = try? encoder.encode(dates) else { continue }
            XCTAssertEqual(try? ours.decode([Date].self, from: text), try? decoder.decode([Date].self, from: text),
                           "\(seconds) read back")
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd HH:mm"
        var formatted = oracle
        formatted.configure = { $0.dateEncodingStrategy = .formatted(formatter); $1.dateEncodingStrategy = .formatted(formatter) }
        formatted.check(values)
    }

    func testDataStrategies() {
        let strategies: [JSONEncoder.DataEncodingStrategy] = [
            .base64, .deferredToData,
            .custom { data, encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(data.count)
            },
            .custom { _, _ in },
        ]
        for strategy in strategies {
            var oracle = oracle
            oracle.configure = { $0.dataEncodingStrategy = strategy; $1.dataEncodingStrategy = strategy }
            oracle.check(FoundationValues())
            oracle.check(Data())
            oracle.check([Data("hello".utf8)])
        }
    }

    func testNonConformingFloats() {
        oracle.check(Floats(values: [1, .nan], single: 0))
        oracle.check(Floats(values: [], single: .infinity))
        oracle.check(Double.nan)
        oracle.check([-Double.infinity])
        oracle.check(Thrower())
        oracle.check(["a": ["b": Float.nan]])
        var strings = oracle
        let strategy = JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        strings.configure = { $0.nonConformingFloatEncodingStrategy = strategy; $1.nonConformingFloatEncodingStrategy = strategy }
        strings.check(Floats(values: [1, .nan, .infinity, -.infinity], single: -.infinity))
        strings.check(Double.nan)
        strings.check(Thrower())
    }

    func testErrorsAndPaths() {
        oracle.check(EncodesNothing())
        oracle.check([EncodesNothing()])
        oracle.check(["k": EncodesNothing()])
        oracle.check(["top": [PathReporter()]])
        oracle.check([[PathReporter()]])
        // Foundation leaves a nested container's own key out of the path of
        // the values encoded in it ("first", not "second/first"); we keep it.
        let ours = KakaJSONEncoder()
        ours.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = (try? ours.encode([PathHolder()])).map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(text, #"[{"first":["Index 0/first/Index 0","Index 0/first/Index 1"],"second":{"first":"Index 0/second/first"}}]"#)
        var info = oracle
        info.configure = {
            $0.userInfo[CodingUserInfoKey(rawValue: "tag")!] = "tagged"
            $1.userInfo[CodingUserInfoKey(rawValue: "tag")!] = "tagged"
        }
        info.check(UserInfoWriter())
        info.check([UserInfoWriter()])
        oracle.check(UserInfoWriter())
    }

    func testSuiteBreadth() {
        testScalarsAndStrings()
        testOptionalsAndCollections()
        testEnums()
        testManualContainers()
        testPrettyPrinting()
        testKeyStrategies()
        testDateStrategies()
        testDataStrategies()
        testNonConformingFloats()
        testErrorsAndPaths()
        XCTAssertGreaterThanOrEqual(EncodingOracle.comparisons, 150)
    }
}
