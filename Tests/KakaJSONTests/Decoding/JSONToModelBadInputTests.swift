import Foundation
import KakaJSON
import XCTest

/// Bad input through the public entry points: never a crash, nil for input
/// that is not JSON, and the property's default for values that do not convert.
final class JSONToModelBadInputTests: XCTestCase {
    private struct Cat: Convertible, Equatable {
        var name = "default"
        var weight = 1.5
        var age = 7
        var tags: [String] = ["t"]
        var owner: Owner?
    }

    private struct Owner: Convertible, Equatable {
        var id: Int64 = 0
    }

    /// Asserts that both the String and the Data entry points reject `text`.
    private func assertRejected(_ bytes: [UInt8], _ message: String, line: UInt = #line) {
        let data = Data(bytes)
        XCTAssertNil(data.kj.model(Cat.self), "Data: \(message)", line: line)
        XCTAssertTrue(data.kj.modelArray(Cat.self).isEmpty, "Data array: \(message)", line: line)
        XCTAssertNil(model(from: data, Cat.self), "global Data: \(message)", line: line)
        // A String can only hold valid UTF-8; the byte cases go through Data only.
        if let text = String(bytes: bytes, encoding: .utf8) {
            XCTAssertNil(text.kj.model(Cat.self), "String: \(message)", line: line)
            XCTAssertTrue(text.kj.modelArray(Cat.self).isEmpty, "String array: \(message)", line: line)
            XCTAssertNil(model(from: text, Cat.self), "global String: \(message)", line: line)
            XCTAssertNil(text.kj.model(type: Cat.self), "dynamic String: \(message)", line: line)
        }
    }

    func testMalformedInputIsRejected() {
        for text in [#"{"name": }"#, #"{"name" "x"}"#, #"{name: "x"}"#, #"{"a": [1, 2,]}"#, #"{"a": 01}"#,
                     #"{"a": NaN}"#, #"{"a": 'x'}"#, #"{"a": "x",}"#, "{,}", "[}", "{]", "nul", "tru"] {
            assertRejected(Array(text.utf8), text)
        }
    }

    func testEveryTruncationIsRejected() {
        let text = #"{"name": "Miao\u00e9", "weight": 6.66e1, "tags": ["a", "b"], "owner": {"id": 9223372036854775807}}"#
        let bytes = Array(text.utf8)
        XCTAssertEqual(Data(bytes).kj.model(Cat.self)?.owner?.id, Int64.max, "the whole text is valid")
        for length in 0..<bytes.count {
            assertRejected(Array(bytes[..<length]), "prefix of \(length) bytes")
        }
    }

    func testEmptyAndWhitespaceInputIsRejected() {
        assertRejected([], "empty")
        assertRejected(Array("   \n\t ".utf8), "whitespace only")
    }

    func testInvalidUTF8IsRejected() {
        let cases: [(String, [UInt8])] = [
            ("lone continuation byte", [0x80]),
            ("0xFF", [0xFF]),
            ("overlong slash", [0xC0, 0xAF]),
            ("UTF-8-encoded surrogate", [0xED, 0xA0, 0x80]),
            ("truncated 3-byte sequence", [0xE4, 0xB8]),
            ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ]
        for (name, bad) in cases {
            assertRejected(Array(#"{"name": ""#.utf8) + bad + Array(#""}"#.utf8), name)
            assertRejected(Array(#"{""#.utf8) + bad + Array(#"": 1}"#.utf8), "key: \(name)")
        }
    }

    func testLoneSurrogatesAreRejected() {
        for escape in [#"\uD800"#, #"\uDC00"#, #"\uD800x"#, #"\uD800\u0041"#, #"\uDBFF\uDBFF"#] {
            assertRejected(Array(#"{"name": "a\#(escape)b"}"#.utf8), escape)
        }
        // A proper pair is fine.
        XCTAssertEqual(#"{"name": "\uD83D\uDE00"}"#.kj.model(Cat.self)?.name, "😀")
    }

    func testTrailingGarbageIsRejected() {
        for suffix in ["x", "}", "{}", ",", "[]", "\"", "0", " null"] {
            assertRejected(Array(#"{"name": "x"}"#.utf8) + Array(suffix.utf8), "trailing \(suffix)")
        }
    }

    func testHundredThousandDeepNestingIsRejected() {
        let depth = 100_000
        assertRejected(Array(repeating: UInt8(ascii: "["), count: depth), "100k unclosed arrays")
        let balanced = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        assertRejected(Array(balanced.utf8), "100k balanced arrays")
        let objects = String(repeating: #"{"owner":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        assertRejected(Array(objects.utf8), "100k nested objects")
    }

    func testNonObjectRootGivesNil() {
        for text in ["1", "\"x\"", "null", "true", "[1, 2]"] {
            XCTAssertNil(text.kj.model(Cat.self), text)
        }
        for text in ["1", "{}", "null"] {
            XCTAssertTrue(text.kj.modelArray(Cat.self).isEmpty, text)
        }
    }

    func testWrongValueTypesKeepDefaults() throws {
        let text = #"""
        {"name": null, "weight": "heavy", "age": [1], "tags": "not an array", "owner": 5}
        """#
        let cat = try XCTUnwrap(text.kj.model(Cat.self))
        XCTAssertEqual(cat, Cat(), "every value has the wrong type: all defaults kept")

        let json: [String: Any] = ["name": NSNull(), "weight": "heavy", "age": [1], "tags": 3, "owner": "x"]
        XCTAssertEqual(json.kj.model(Cat.self), Cat())

        // A String property takes any value's text, as the spec does for arrays:
        // only null keeps its default.
        XCTAssertEqual(#"{"name": {"a": 1}}"#.kj.model(Cat.self)?.name, #"{"a": 1}"#)
        XCTAssertEqual(#"{"name": [1, "2"]}"#.kj.model(Cat.self)?.name, #"[1, "2"]"#)
    }

    func testNullsKeepDefaults() throws {
        let cat = try XCTUnwrap(#"{"name": null, "weight": null, "age": null, "tags": null, "owner": null}"#.kj.model(Cat.self))
        XCTAssertEqual(cat, Cat())
    }

    func testAbsurdNumbersKeepDefaults() throws {
        let text = #"{"age": 1e400, "weight": 1e400, "owner": {"id": 99999999999999999999999}}"#
        let cat = try XCTUnwrap(text.kj.model(Cat.self))
        XCTAssertEqual(cat.age, 7, "1e400 does not fit an Int: default kept")
        XCTAssertEqual(cat.weight, Cat().weight, "1e400 does not fit a Double: default kept")
        XCTAssertEqual(cat.owner?.id, 0, "an integer beyond Int64 keeps the default")

        let longDigits = "1" + String(repeating: "0", count: 10_000)
        let cat2 = try XCTUnwrap(#"{"age": \#(longDigits), "weight": 0.\#(longDigits)}"#.kj.model(Cat.self))
        XCTAssertEqual(cat2.age, 7)
        XCTAssertEqual(cat2.weight, 0.1)
    }

    /// Out-of-range floating-point numbers keep the default, from text,
    /// numeric strings and dictionaries, so a round trip never changes a value.
    func testOutOfRangeFloatingPointNumbersKeepDefaults() throws {
        struct Floats: Convertible, Equatable {
            var double = 1.5
            var negative = -2.5
            var float: Float = 3.5
            var cgFloat: CGFloat = 4.5
            var optional: Double? = 5.5
            var list: [Double] = []
        }
        let text = #"{"double": 1e400, "negative": -1e400, "float": 1e39, "cgFloat": "1e999", "optional": "-1e999", "list": [1, 1e400, 2]}"#
        let floats = try XCTUnwrap(text.kj.model(Floats.self))
        XCTAssertEqual(floats, Floats(list: [1, 2]))
        let dictionary: [String: Any] = ["double": "1e400", "float": 1e300, "negative": NSDecimalNumber(string: "-1e400")]
        XCTAssertEqual(dictionary.kj.model(Floats.self), Floats())
        // In range, the largest values still convert.
        let largest = try XCTUnwrap(#"{"double": 1.7976931348623157e308, "float": 3.4028234e38}"#.kj.model(Floats.self))
        XCTAssertEqual(largest.double, .greatestFiniteMagnitude)
        XCTAssertEqual(largest.float, .greatestFiniteMagnitude)
        // An infinity that is already a Double is a value, not out of range.
        XCTAssertEqual(["double": Double.infinity].kj.model(Floats.self).double, .infinity)
        XCTAssertEqual(floats.kj.JSONString().kj.model(Floats.self), floats)
    }

    /// An `NSNumber` property takes what a `Double` takes: a number beyond
    /// Double's range keeps the default, with an issue, and is never an
    /// infinity (which would vanish when written back).
    func testOutOfRangeNumbersKeepAnNSNumbersDefault() throws {
        struct Numbers: Convertible {
            var number: NSNumber = 42
            var list: [NSNumber] = []
        }
        let text = #"{"number": 1e400, "list": [1, -1e400, "1e999", 2.5]}"#
        var issues: [ConversionIssue] = []
        let numbers = try XCTUnwrap(text.kj.model(Numbers.self, issues: &issues))
        XCTAssertEqual(numbers.number, 42)
        XCTAssertEqual(numbers.list, [1, 2.5])
        XCTAssertEqual(issues.map(\.path), ["number", "list[1]", "list[2]"], "\(issues)")
        XCTAssertEqual(Set(issues.map(\.kind)), [.outOfRange], "\(issues)")
        XCTAssertEqual(["number": NSDecimalNumber(string: "1e400"), "list": ["1e400"]].kj.model(Numbers.self).number, 42)
        XCTAssertNil(Values.number("1e400"))
        // In range, and an infinity that is already a Double, convert.
        XCTAssertEqual(#"{"number": 1.7976931348623157e308}"#.kj.model(Numbers.self)?.number, 1.7976931348623157e308)
        XCTAssertEqual(["number": Double.infinity].kj.model(Numbers.self).number.doubleValue, .infinity)
        XCTAssertEqual(numbers.kj.JSONString(), #"{"number":42,"list":[1,2.5]}"#)
    }

    func testOutOfRangeIntegersKeepDefaults() throws {
        struct Small: Convertible {
            var int8: Int8 = 1
            var uint8: UInt8 = 2
            var uint: UInt = 3
        }
        let small = try XCTUnwrap(#"{"int8": 128, "uint8": -1, "uint": -5}"#.kj.model(Small.self))
        XCTAssertEqual(small.int8, 1)
        XCTAssertEqual(small.uint8, 2)
        XCTAssertEqual(small.uint, 3)
        let edges = try XCTUnwrap(#"{"int8": -128, "uint8": 255, "uint": 18446744073709551615}"#.kj.model(Small.self))
        XCTAssertEqual(edges.int8, -128)
        XCTAssertEqual(edges.uint8, 255)
        XCTAssertEqual(edges.uint, UInt.max)
    }
}
