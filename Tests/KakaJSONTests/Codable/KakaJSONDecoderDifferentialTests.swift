// KakaJSONDecoder against Foundation's JSONDecoder: the same text through
// both, the same value or an equivalent error (case and coding path).

import XCTest
import Foundation
import KakaJSON

// MARK: - Types

private struct Scalars: Codable, Equatable {
    var bool: Bool
    var string: String
    var int: Int
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var double: Double
    var float: Float
}

private struct Optionals: Codable, Equatable {
    var a: Int?
    var b: String?
    var c: [Int?]?
    var d: Nested?
}

private struct Nested: Codable, Equatable {
    var name: String
    var values: [Double]
}

private struct Outer: Codable, Equatable {
    var id: Int
    var inner: Nested
    var list: [Nested]
    var map: [String: Nested]
    var grid: [[Int]]
}

private struct WithCodingKeys: Codable, Equatable {
    var identifier: Int
    var displayName: String
    enum CodingKeys: String, CodingKey {
        case identifier = "id"
        case displayName = "display_name"
    }
}

private struct SnakeModel: Codable, Equatable {
    var fooBar: Int
    var userId: Int?
    var urlString: String?
    var _private: Int?
    var plain: Int?
    var user2faCode: Int?
    var aB: Int?
    var héllo: Int?
}

private enum Direction: String, Codable, Equatable { case north, south }
private enum Level: Int, Codable, Equatable { case low = 1, high = 2 }

private enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case labelled(String, Int)
    case empty
}

private struct Enums: Codable, Equatable {
    var direction: Direction
    var level: Level
    var shapes: [Shape]
}

/// A hand-written `init(from:)` using every container call.
private struct Manual: Decodable, Equatable {
    var title: String
    var first: Int
    var rest: [Int]
    var hasNote: Bool
    var keys: [String]
    var superValue: Int
    var missingSuperIsNil: Bool

    enum Keys: String, CodingKey { case title, meta, list, note, base, absent }
    enum MetaKeys: String, CodingKey { case title }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        title = try meta.decode(String.self, forKey: .title)
        var list = try container.nestedUnkeyedContainer(forKey: .list)
        first = try list.decode(Int.self)
        var rest: [Int] = []
        while !list.isAtEnd {
            if try list.decodeNil() { continue }
            rest.append(try list.decode(Int.self))
        }
        self.rest = rest
        hasNote = try container.contains(.note) && !container.decodeNil(forKey: .note)
        keys = container.allKeys.map(\.stringValue).sorted()
        superValue = try container.superDecoder(forKey: .base).singleValueContainer().decode(Int.self)
        missingSuperIsNil = try container.superDecoder(forKey: .absent).singleValueContainer().decodeNil()
    }
}

private class Animal: Codable {
    var name: String
    init(name: String) { self.name = name }
}

private final class Dog: Animal, Equatable {
    var barks: Bool
    enum Keys: String, CodingKey { case barks }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        barks = try container.decode(Bool.self, forKey: .barks)
        try super.init(from: container.superDecoder())
    }

    static func == (a: Dog, b: Dog) -> Bool { a.name == b.name && a.barks == b.barks }
}

private struct FoundationValues: Codable, Equatable {
    var date: Date
    var data: Data
    var url: URL
    var decimal: Decimal
}

private struct DateBox: Codable, Equatable { var date: Date }
private struct DataBox: Codable, Equatable { var data: Data }
private struct DoubleBox: Codable, Equatable { var value: Double }
private struct FloatBox: Codable, Equatable { var value: Float }

/// Reads a value from `userInfo`.
private struct UserInfoReader: Decodable, Equatable {
    static let key = CodingUserInfoKey(rawValue: "prefix")!
    var text: String
    init(from decoder: Decoder) throws {
        let prefix = decoder.userInfo[Self.key] as? String ?? ""
        text = prefix + (try decoder.singleValueContainer().decode(String.self))
    }
}

/// Reports its own coding path.
private struct PathReporter: Decodable, Equatable {
    var path: [String]
    init(from decoder: Decoder) throws {
        path = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
    }
}

private struct PathHolder: Decodable, Equatable {
    var a: [PathReporter]
    var b: [String: PathReporter]
}

/// An object whose last key is followed, in the text, by a key of its
/// parent that it also declares.
private struct CursorInner: Decodable, Equatable {
    var x: Int
    var b: Int?
    var y: String?
}

private struct CursorOuter: Decodable, Equatable {
    var inner: CursorInner
    var b: Int
    var list: [CursorInner]
}

/// Coding paths several levels down, through keyed, unkeyed and dictionary
/// levels, whose keys a key strategy converts.
private struct DeepPathHolder: Decodable, Equatable {
    var outerValue: DeepPathInner
    var reporterMap: [String: [PathReporter]]
}

private struct DeepPathInner: Decodable, Equatable {
    var innerList: [DeepPathLeaf]
    var lastOne: PathReporter
}

private struct DeepPathLeaf: Decodable, Equatable {
    var someCount: Int
    var here: PathReporter
}

final class KakaJSONDecoderDifferentialTests: XCTestCase {
    private let oracle = DecodingOracle()

    func testScalarsAtTheTopLevel() {
        oracle.check(Bool.self, "true")
        oracle.check(Bool.self, "false")
        oracle.check(Bool.self, "1")
        oracle.check(String.self, #""h\u00e9llo \"q\" \ud83d\ude00""#)
        oracle.check(String.self, "12")
        oracle.check(Int.self, "-9223372036854775808")
        oracle.check(Int.self, "9223372036854775808")
        oracle.check(Int.self, "1.0")
        oracle.check(Int.self, "1e2")
        oracle.check(Int.self, "1.5")
        oracle.check(Int.self, #""1""#)
        oracle.check(Int8.self, "127")
        oracle.check(Int8.self, "128")
        oracle.check(Int8.self, "-129")
        oracle.check(UInt8.self, "255")
        oracle.check(UInt8.self, "-1")
        oracle.check(UInt64.self, "18446744073709551615")
        oracle.check(UInt64.self, "18446744073709551616")
        oracle.check(Int64.self, "-0")
        oracle.check(Double.self, "0.1")
        oracle.check(Double.self, "-0.0")
        oracle.check(Double.self, "1e308")
        oracle.check(Double.self, "1e-320")
        oracle.check(Double.self, "1e400")
        oracle.check(Double.self, "123456789012345678")
        oracle.check(Float.self, "3.25")
        oracle.check(Float.self, "1e39")
        oracle.check(Double.self, "null")
        oracle.check(Double.self, "[]")
        oracle.check(Int?.self, "null")
        oracle.check(Int?.self, "5")
    }

    func testInvalidJSON() {
        for text in ["", " ", "{", #"{"a":}"#, "nul", "[1] x", #"{"a" 1}"#, "\u{FEFF}", "[1", #"["a\u12"]"#] {
            oracle.check([Int].self, text)
        }
    }

    /// Foundation on Linux accepts trailing commas, and so does
    /// KakaJSONDecoder (the model conversions stay strict).
    func testTrailingCommasAsFoundation() {
        for text in ["[1,]", "[1, 2 ,]", "[[1,],]", "[1,,]", "[,]", "[,1]", "[1,", "[1 ,\n]"] {
            oracle.check([Int].self, text)
            oracle.check([[Int]].self, text)
        }
        for text in [#"{"a": 1,}"#, #"{"a": 1, "b": 2,}"#, #"{"a": 1,,}"#, "{,}", #"{"a": [1,],}"#, #"{"a": 1,"#,
                     #"{"a": 1, "b": [],}"#] {
            oracle.check([String: Int].self, text)
        }
        for text in [#"{"a": [1,],}"#, #"{"a": [,],}"#, #"{"a": [1,]}"#, #"{"a": [1],,}"#] {
            oracle.check([String: [Int]].self, text)
        }
    }

    /// Foundation validates a number or string only when a type reads it,
    /// so invalid text in a value nobody reads goes through; KakaJSONDecoder
    /// refuses the document, as every KakaJSON entry point does
    /// (Docs/Differences.md). Where Foundation reads the value, both refuse.
    func testInvalidTextInAValueNobodyReads() throws {
        struct OnlyA: Decodable { var a: Int }
        for text in [#"{"a": 1, "b": 01}"#, #"{"a": 1, "b": "\x"}"#, #"{"a": 1, "b": 1.}"#] {
            XCTAssertNoThrow(try JSONDecoder().decode(OnlyA.self, from: Data(text.utf8)), text)
            XCTAssertThrowsError(try KakaJSONDecoder().decode(OnlyA.self, from: Data(text.utf8)), text) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(context.debugDescription, "The given data was not valid JSON.")
                XCTAssertNotNil(context.underlyingError as? JSONSyntaxError)
            }
        }
        for text in ["[01]", "[1.]", "[-]"] { oracle.check([Int]?.self, text) }
        oracle.check([String]?.self, #"["\x"]"#)
    }

    func testScalarProperties() {
        let valid = #"""
        {"bool": true, "string": "s", "int": -1, "int8": -8, "int16": 16, "int32": -32, "int64": 9007199254740993,
         "uint": 1, "uint8": 255, "uint16": 65535, "uint32": 4294967295, "uint64": 18446744073709551615,
         "double": 2.5e-3, "float": 0.1}
        """#
        oracle.check(Scalars.self, valid)
        for (key, bad) in [("bool", "1"), ("string", "1"), ("int", "\"1\""), ("int8", "200"), ("uint", "-1"),
                           ("uint16", "65536"), ("double", "\"x\""), ("float", "1e50"), ("int64", "1.5"),
                           ("int", "null"), ("double", "{}"), ("string", "[]")] {
            oracle.check(Scalars.self, valid.replacingOccurrences(of: "\"\(key)\": ", with: "\"\(key)\": \(bad), \"_\": "))
        }
        oracle.check(Scalars.self, #"{"bool": true}"#)
    }

    func testOptionals() {
        oracle.check(Optionals.self, "{}")
        oracle.check(Optionals.self, #"{"a": null, "b": null, "c": null, "d": null}"#)
        oracle.check(Optionals.self, #"{"a": 1, "b": "x", "c": [1, null, 3], "d": {"name": "n", "values": []}}"#)
        oracle.check(Optionals.self, #"{"a": "1"}"#)
        oracle.check(Optionals.self, #"{"c": [1, "2"]}"#)
        oracle.check(Optionals.self, #"{"d": {"name": "n"}}"#)
        oracle.check(Optionals.self, #"{"d": []}"#)
        oracle.check([Int?].self, "[null, 1, null]")
        oracle.check([String: Int?].self, #"{"a": null, "b": 2}"#)
    }

    func testNestedContainers() {
        let text = #"""
        {"id": 1, "inner": {"name": "i", "values": [1, 2.5]},
         "list": [{"name": "a", "values": []}, {"name": "b", "values": [-1]}],
         "map": {"x": {"name": "x", "values": [0]}}, "grid": [[1, 2], [], [3]]}
        """#
        oracle.check(Outer.self, text)
        oracle.check(Outer.self, text.replacingOccurrences(of: "[-1]", with: "[\"-1\"]"))
        oracle.check(Outer.self, text.replacingOccurrences(of: #""name": "x", "#, with: ""))
        oracle.check(Outer.self, text.replacingOccurrences(of: "[[1, 2], [], [3]]", with: "[[1, 2], [null]]"))
        oracle.check(Outer.self, text.replacingOccurrences(of: #""inner": {"name": "i", "values": [1, 2.5]}"#,
                                                           with: #""inner": null"#))
        oracle.check(Outer.self, text.replacingOccurrences(of: #"{"x": {"name": "x", "values": [0]}}"#, with: "[]"))
        oracle.check([[String: [Int]]].self, #"[{"a": [1]}, {}, {"b": []}]"#)
        oracle.check([Int: String].self, #"{"1": "a", "-2": "b"}"#)
        oracle.check([Int: String].self, #"{"x": "a"}"#)
        oracle.check(Set<Int>.self, "[3, 1, 2]")
    }

    func testKeyOrderAndDuplicates() {
        oracle.check(Nested.self, #"{"values": [1], "name": "later"}"#)
        oracle.check(Nested.self, #"{"extra": 1, "values": [], "more": {"a": [1, 2]}, "name": "n"}"#)
        oracle.check(Nested.self, #"{"name": "first", "values": [], "name": "second"}"#)
        oracle.check(Nested.self, #"{"na\u006de": "escaped key", "values": []}"#)
        oracle.check([Nested].self, #"[{"name": "a", "values": []}, {"values": [2], "name": "b"}]"#)
    }

    func testCodingKeys() {
        oracle.check(WithCodingKeys.self, #"{"id": 3, "display_name": "D"}"#)
        oracle.check(WithCodingKeys.self, #"{"identifier": 3, "displayName": "D"}"#)
    }

    func testSnakeCaseKeys() {
        let oracle = DecodingOracle { foundation, ours in
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            ours.keyDecodingStrategy = .convertFromSnakeCase
        }
        oracle.check(SnakeModel.self, #"{"foo_bar": 1, "user_id": 2, "url_string": "u", "_private": 3, "plain": 4}"#)
        oracle.check(SnakeModel.self, #"{"foo_bar": 1, "user_ID": 2, "URL_string": "u"}"#)
        oracle.check(SnakeModel.self, #"{"fooBar": 1}"#)
        oracle.check(SnakeModel.self, #"{"foo__bar": 1}"#)
        oracle.check(SnakeModel.self, #"{"foo_bar_": 1, "foo_bar": 2}"#)
        oracle.check(SnakeModel.self, #"{"__foo_bar": 1}"#)
        oracle.check([String: Int].self, #"{"foo_bar": 1, "a_b": 2}"#)
        oracle.check([String: SnakeModel].self, #"{"some_key": {"foo_bar": 5}}"#)
        oracle.check(SnakeModel.self, #"{"foo_bar": "x"}"#)
        oracle.check(SnakeModel.self, #"{"foo_bar": 1, "user_2fa_code": 2, "a_b": 3, "h\u00e9llo": 4}"#)
        oracle.check(SnakeModel.self, #"{"foo_bar": 1, "user_2FA_code": 2, "A_B": 3, "hé_llo": 4}"#)
        oracle.check(SnakeModel.self, #"{"foo_bar": 1, "_": 2, "__": 3, "": 4, "a_": 5}"#)
    }

    func testCustomKeys() {
        let oracle = DecodingOracle { foundation, ours in
            let upper: @Sendable ([any CodingKey]) -> any CodingKey = { path in
                let last = path.last!.stringValue
                return AnyKey(stringValue: last.lowercased())
            }
            foundation.keyDecodingStrategy = .custom(upper)
            ours.keyDecodingStrategy = .custom(upper)
        }
        oracle.check(Nested.self, #"{"NAME": "n", "VALUES": [1]}"#)
        oracle.check(Outer.self, #"{"ID": 1, "INNER": {"NAME": "i", "VALUES": []}, "LIST": [], "MAP": {}, "GRID": []}"#)
    }

    func testEnums() {
        oracle.check(Enums.self, #"{"direction": "north", "level": 2, "shapes": []}"#)
        oracle.check(Enums.self, #"{"direction": "west", "level": 2, "shapes": []}"#)
        oracle.check(Enums.self, #"{"direction": "north", "level": 3, "shapes": []}"#)
        oracle.check(Enums.self, #"{"direction": "north", "level": "1", "shapes": []}"#)
        oracle.check([Shape].self, #"[{"circle": {"radius": 2}}, {"rectangle": {"width": 1, "height": 2}}]"#)
        oracle.check([Shape].self, #"[{"labelled": {"_0": "a", "_1": 3}}, {"empty": {}}]"#)
        oracle.check([Shape].self, #"[{"circle": {"radius": "x"}}]"#)
        oracle.check([Shape].self, #"[{"circle": {}}]"#)
        oracle.check([Shape].self, #"[{"triangle": {}}]"#)
        oracle.check([Shape].self, #"[{"circle": {"radius": 1}, "empty": {}}]"#)
        oracle.check([Shape].self, #"[{}]"#)
        oracle.check(Shape.self, #"{"empty": []}"#)
    }

    func testHandWrittenContainers() {
        let text = #"{"meta": {"title": "T"}, "list": [1, null, 2, 3], "note": "n", "base": 7, "title": 0}"#
        oracle.check(Manual.self, text)
        oracle.check(Manual.self, text.replacingOccurrences(of: #""note": "n""#, with: #""note": null"#))
        oracle.check(Manual.self, text.replacingOccurrences(of: #""meta": {"title": "T"}"#, with: #""meta": {"title": 1}"#))
        oracle.check(Manual.self, text.replacingOccurrences(of: "[1, null, 2, 3]", with: "[]"))
        oracle.check(Manual.self, text.replacingOccurrences(of: "[1, null, 2, 3]", with: #"[1, "2"]"#))
        oracle.check(Manual.self, text.replacingOccurrences(of: #""base": 7"#, with: #""base": "7""#))
        oracle.check(Manual.self, text.replacingOccurrences(of: #""meta": {"title": "T"}"#, with: #""meta": [1]"#))
    }

    func testSuperDecoder() {
        oracle.check(Dog.self, #"{"barks": true, "super": {"name": "Rex"}}"#)
        oracle.check(Dog.self, #"{"barks": true}"#)
        oracle.check(Dog.self, #"{"barks": true, "super": {"name": 1}}"#)
        oracle.check([Dog].self, #"[{"barks": false, "super": {"name": "A"}}, {"barks": true, "super": null}]"#)
    }

    func testFoundationValuesWithDefaultStrategies() {
        oracle.check(FoundationValues.self, #"{"date": 7.5, "data": "AQID", "url": "https://a.b/c?d=1", "decimal": 12.345}"#)
        oracle.check(FoundationValues.self, #"{"date": "7.5", "data": "AQID", "url": "https://a.b", "decimal": 1}"#)
        oracle.check(FoundationValues.self, #"{"date": 0, "data": "not base64!", "url": "https://a.b", "decimal": 1}"#)
        oracle.check(FoundationValues.self, #"{"date": 0, "data": "", "url": "", "decimal": 1}"#)
        oracle.check(FoundationValues.self, #"{"date": 0, "data": "", "url": "https://a.b", "decimal": "1"}"#)
        oracle.check(FoundationValues.self, #"{"date": 0, "data": "", "url": "https://a.b", "decimal": 3.14159265358979323846}"#)
        oracle.check(URL.self, #""relative/path""#)
        oracle.check([Decimal].self, "[0, -1.5, 1e10, 123456789012345678901234567890]")
    }

    func testDateStrategies() {
        let cases: [(JSONDecoder.DateDecodingStrategy, [String])] = [
            (.deferredToDate, ["0", "-1.5", "\"x\""]),
            (.secondsSince1970, ["1700000000", "1.5", "\"1\"", "null"]),
            (.millisecondsSince1970, ["1700000000123", "-5", "true"]),
            (.iso8601, ["\"2024-01-02T03:04:05Z\"", "\"2024-01-02T03:04:05+05:30\"", "\"2024-01-02\"", "\"nonsense\"", "5"]),
            (.custom({ decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                guard let seconds = Double(text.dropFirst()) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad"))
                }
                return Date(timeIntervalSince1970: seconds)
            }), ["\"@100\"", "\"@x\"", "1"]),
        ]
        for (strategy, values) in cases {
            let oracle = DecodingOracle { foundation, ours in
                foundation.dateDecodingStrategy = strategy
                ours.dateDecodingStrategy = strategy
            }
            for value in values {
                oracle.check(DateBox.self, #"{"date": \#(value)}"#)
                oracle.check([Date].self, "[\(value)]")
            }
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd HH:mm"
        let formatted = DecodingOracle { foundation, ours in
            foundation.dateDecodingStrategy = .formatted(formatter)
            ours.dateDecodingStrategy = .formatted(formatter)
        }
        formatted.check(DateBox.self, #"{"date": "2024/01/02 03:04"}"#)
        formatted.check(DateBox.self, #"{"date": "2024-01-02"}"#)
    }

    func testDataStrategies() {
        oracle.check(DataBox.self, #"{"data": "SGVsbG8="}"#)
        oracle.check(DataBox.self, #"{"data": [1, 2]}"#)
        let deferred = DecodingOracle { foundation, ours in
            foundation.dataDecodingStrategy = .deferredToData
            ours.dataDecodingStrategy = .deferredToData
        }
        deferred.check(DataBox.self, #"{"data": [1, 2, 255]}"#)
        deferred.check(DataBox.self, #"{"data": [256]}"#)
        deferred.check(DataBox.self, #"{"data": "AQ=="}"#)
        let custom = DecodingOracle { foundation, ours in
            let read: @Sendable (Decoder) throws -> Data = { decoder in
                Data(try decoder.singleValueContainer().decode(String.self).utf8.reversed())
            }
            foundation.dataDecodingStrategy = .custom(read)
            ours.dataDecodingStrategy = .custom(read)
        }
        custom.check(DataBox.self, #"{"data": "abc"}"#)
        custom.check(DataBox.self, #"{"data": 1}"#)
    }

    func testNonConformingFloats() {
        oracle.check(DoubleBox.self, #"{"value": "inf"}"#)
        let strings = DecodingOracle { foundation, ours in
            foundation.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
            ours.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        }
        strings.check(DoubleBox.self, #"{"value": "+Inf"}"#)
        strings.check(DoubleBox.self, #"{"value": "-Inf"}"#)
        strings.check(FloatBox.self, #"{"value": "-Inf"}"#)
        strings.check(DoubleBox.self, #"{"value": "inf"}"#)
        strings.check(DoubleBox.self, #"{"value": 1.25}"#)
        // NaN is never equal to itself: compared apart.
        let decoder = KakaJSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        XCTAssertTrue(try decoder.decode(DoubleBox.self, from: Data(#"{"value": "NaN"}"#.utf8)).value.isNaN)
    }

    func testUserInfoAndCodingPaths() {
        let oracle = DecodingOracle { foundation, ours in
            foundation.userInfo[UserInfoReader.key] = "> "
            ours.userInfo[UserInfoReader.key] = "> "
        }
        oracle.check(UserInfoReader.self, #""text""#)
        oracle.check([UserInfoReader].self, #"["a", "b"]"#)
        self.oracle.check(PathHolder.self, #"{"a": [1, 2], "b": {"k": null}}"#)
    }

    func testKeyLookupStaysInsideItsObject() {
        oracle.check(CursorOuter.self, #"{"inner": {"x": 1}, "b": 2, "list": [{"x": 3}, {"y": "b", "x": 4}]}"#)
        oracle.check(CursorOuter.self, #"{"inner": {"x": 1, "y": "s"}, "b": 2, "list": [{"b": 5, "x": 3, "x": 9}]}"#)
        oracle.check(CursorOuter.self, #"{"inner": {"b": 7, "x": 1}, "list": [], "b": 2}"#)
        oracle.check(CursorOuter.self, #"{"inner": {}, "b": 2, "list": []}"#)
        oracle.check(CursorOuter.self, #"{"inner": {"x\u0031": 1, "x": 2}, "b": 2, "list": [{"\u0078": 3}]}"#)
    }

    func testCodingPathsUnderEveryKeyStrategy() {
        let plain = #"{"outerValue": {"innerList": [{"someCount": 1, "here": 0}, {"someCount": 2, "here": 0}], "#
            + #""lastOne": null}, "reporterMap": {"the_key": [0, 1]}}"#
        let snake = #"{"outer_value": {"inner_list": [{"some_count": 1, "here": 0}, {"some_count": 2, "here": 0}], "#
            + #""last_one": null}, "reporter_map": {"the_key": [0, 1]}}"#
        let prefixed = #"{"x_outerValue": {"x_innerList": [{"x_someCount": 1, "x_here": 0}, {"x_someCount": 2, "x_here": 0}], "#
            + #""x_lastOne": null}, "x_reporterMap": {"the_key": [0, 1]}}"#
        let snakeOracle = DecodingOracle { $0.keyDecodingStrategy = .convertFromSnakeCase; $1.keyDecodingStrategy = .convertFromSnakeCase }
        // The closure also sees the path so far; it records its depth in no key, so both coders agree.
        let custom: @Sendable ([any CodingKey]) -> any CodingKey = { path in
            AnyKey(stringValue: String(path.last?.stringValue.dropFirst(2) ?? ""))
        }
        let customOracle = DecodingOracle { $0.keyDecodingStrategy = .custom(custom); $1.keyDecodingStrategy = .custom(custom) }
        oracle.check(DeepPathHolder.self, plain)
        snakeOracle.check(DeepPathHolder.self, snake)
        customOracle.check(DeepPathHolder.self, prefixed)
        // The same paths in errors, three levels down.
        oracle.check(DeepPathHolder.self, plain.replacingOccurrences(of: #""someCount": 2"#, with: #""someCount": "2""#))
        snakeOracle.check(DeepPathHolder.self, snake.replacingOccurrences(of: #""some_count": 2"#, with: #""some_count": [2]"#))
        customOracle.check(DeepPathHolder.self, prefixed.replacingOccurrences(of: #""x_someCount": 2"#, with: #""x_someCount": null"#))
        customOracle.check(DeepPathHolder.self, prefixed.replacingOccurrences(of: #""x_someCount": 2, "#, with: ""))

        // The path is what the decoder reports, not only what errors carry.
        let decoded = try? KakaJSONDecoder().decode(DeepPathHolder.self, from: Data(plain.utf8))
        XCTAssertEqual(decoded?.outerValue.innerList.last?.here.path, ["outerValue", "innerList", "[1]", "here"])
        XCTAssertEqual(decoded?.reporterMap["the_key"]?.last?.path, ["reporterMap", "the_key", "[1]"])
    }

    func testErrorsCarryTheFullPath() {
        oracle.check([Outer].self, #"[{"id": 1, "inner": {"name": "i", "values": [1, true]}, "list": [], "map": {}, "grid": []}]"#)
        oracle.check([String: [Nested]].self, #"{"k": [{"name": "a", "values": []}, {"name": 5, "values": []}]}"#)
        oracle.check([[Int]].self, "[[1], [2, \"x\"]]")
        oracle.check(Outer.self, #"{"id": 1}"#)
    }
}

/// A key built by a custom key strategy.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
