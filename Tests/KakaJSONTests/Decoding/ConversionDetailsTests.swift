import Foundation
import KakaJSON
import XCTest

/// Details found while checking the guides' examples: digits survive the first
/// conversion and pass-through hooks, hooks see missing keys, bytes round-trip.
final class ConversionDetailsTests: XCTestCase {
    private struct FirstUse: Convertible {
        var amount: Decimal = 0
        var text = ""
    }

    func testTheFirstConversionOfATypeKeepsEveryDigit() throws {
        // FirstUse is converted nowhere else: this is its plan's first use.
        let value = try XCTUnwrap(#"{"amount": 0.1000000000000000000000000001, "text": 12.50}"#.kj.model(FirstUse.self))
        XCTAssertEqual(value.amount, Decimal(string: "0.1000000000000000000000000001"))
        XCTAssertEqual(value.text, "12.50", "a String property takes the number's own text")
    }

    private struct PassThrough: Convertible {
        var amount: Decimal = 0
        var name = ""

        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            property.name == "name" ? (jsonValue as? String).map { $0.uppercased() } : jsonValue
        }
    }

    func testAHookThatPassesAValueThroughKeepsEveryDigit() throws {
        for _ in 0..<2 {
            let value = try XCTUnwrap(#"{"amount": 0.1000000000000000000000000001, "name": "kaka"}"#.kj.model(PassThrough.self))
            XCTAssertEqual(value.amount, Decimal(string: "0.1000000000000000000000000001"))
            XCTAssertEqual(value.name, "KAKA")
        }
    }

    private struct Priced: Convertible {
        var price: Decimal = 0
        var label = ""
    }

    private struct PassThroughCollections: Convertible {
        var ids: [Int64] = []
        var prices: [String: Decimal] = [:]
        var labels: [String] = []
        var inner = Priced()
        var copied: [Int64] = []

        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            // A copy the hook changed is a replacement: it converts from
            // the Foundation value.
            if property.name == "copied", var array = jsonValue as? [Any] {
                array.append(1)
                return array
            }
            return jsonValue
        }
    }

    func testAHookThatPassesACollectionThroughKeepsEveryDigit() throws {
        let text = #"{"ids": [9007199254740993.0, 2], "prices": {"a": 0.1000000000000000000000000001}, "#
            + #""labels": [12.50, 1e2], "inner": {"price": 0.1000000000000000000000000001, "label": 12.50}, "#
            + #""copied": [9007199254740993]}"#
        for _ in 0..<2 {
            var issues: [ConversionIssue] = []
            let value = try XCTUnwrap(text.kj.model(PassThroughCollections.self, issues: &issues))
            XCTAssertEqual(value.ids, [9_007_199_254_740_993, 2])
            XCTAssertEqual(value.prices, ["a": Decimal(string: "0.1000000000000000000000000001")!])
            XCTAssertEqual(value.labels, ["12.50", "1e2"])
            XCTAssertEqual(value.inner.price, Decimal(string: "0.1000000000000000000000000001"))
            XCTAssertEqual(value.inner.label, "12.50")
            XCTAssertEqual(value.copied, [9_007_199_254_740_993, 1], "an integer stays exact in a Foundation value")
            XCTAssertEqual(issues.map(\.kind), [], "\(issues)")
        }
    }

    private struct MissingKeys: Convertible {
        var name = ""
        var nickname = ""

        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            if property.name == "nickname", jsonValue == nil { return "no nickname" }
            return jsonValue
        }
    }

    func testTheValueHookIsAskedAboutMissingKeys() throws {
        let fromText = try XCTUnwrap(#"{"name": "Jack"}"#.kj.model(MissingKeys.self))
        XCTAssertEqual(fromText.name, "Jack")
        XCTAssertEqual(fromText.nickname, "no nickname")
        let fromDictionary = ["name": "Rose"].kj.model(MissingKeys.self)
        XCTAssertEqual(fromDictionary.nickname, "no nickname")
        XCTAssertEqual(#"{"nickname": "Jo"}"#.kj.model(MissingKeys.self)?.nickname, "Jo")
    }

    private struct Bytes: Convertible, Equatable {
        var data = Data()
    }

    func testBytesThatAreNotUTF8RoundTrip() throws {
        let original = Bytes(data: Data([0xFF, 0x00, 0xC0, 0x80, 0x7F]))
        let text = original.kj.JSONString()
        XCTAssertEqual(text, #"{"data":[255,0,192,128,127]}"#)
        XCTAssertEqual(text.kj.model(Bytes.self), original)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kj-bytes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bytes.json")
        XCTAssertEqual(write(original.data, to: file), "[255,0,192,128,127]", "write returns the text it wrote")
        XCTAssertEqual(read(Data.self, from: file), original.data)

        // An array that is not bytes does not convert.
        XCTAssertEqual(#"{"data": [1, 256]}"#.kj.model(Bytes.self), Bytes())
        XCTAssertEqual(#"{"data": [1, "2"]}"#.kj.model(Bytes.self), Bytes())
    }

    private struct When: Convertible {
        var date = Date(timeIntervalSince1970: 42)
    }

    func testADateIsNotReadFromABoolWord() throws {
        XCTAssertEqual(#"{"date": "yes"}"#.kj.model(When.self)?.date.timeIntervalSince1970, 42)
        XCTAssertEqual(#"{"date": true}"#.kj.model(When.self)?.date.timeIntervalSince1970, 42)
        XCTAssertEqual(#"{"date": "1565922866.5"}"#.kj.model(When.self)?.date.timeIntervalSince1970, 1565922866.5)
    }

    private struct Flags: Convertible {
        var flag: NSNumber = 0
        var text = ""
        var bool = false
    }

    func testBooleanNumbersStayBooleans() throws {
        let json = Flags(flag: NSNumber(value: true)).kj.JSONString()
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertTrue(json.contains(#""flag":true"#), json)
        XCTAssertEqual(parsed["flag"] as? Bool, true)

        let decoded = ["text": NSNumber(value: true), "bool": NSNumber(value: true)].kj.model(Flags.self)
        XCTAssertEqual(decoded.text, "true")
        XCTAssertTrue(decoded.bool)
        XCTAssertEqual(["text": NSNumber(value: Int8(1))].kj.model(Flags.self).text, "1")
    }

    func testJSONDataIsTheBytesOfJSONString() throws {
        let flags = Flags(flag: 7, text: "é\n\"/", bool: true)
        XCTAssertEqual(flags.kj.JSONData(), Data(flags.kj.JSONString().utf8))
        XCTAssertEqual(flags.kj.JSONData(prettyPrinted: true), Data(flags.kj.JSONString(prettyPrinted: true).utf8))
        let many = [flags, Flags()]
        XCTAssertEqual(many.kj.JSONData(), Data(many.kj.JSONString().utf8))
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: many.kj.JSONData()) as? [[String: Any]])
        XCTAssertEqual(parsed.first?["text"] as? String, "é\n\"/")
        XCTAssertEqual(parsed.count, 2)
    }
}
