import Foundation
import KakaJSON
import XCTest

// Int128 and UInt128 properties: read exactly from their digits over their
// whole range, from text and from `[String: Any]`, and written with every
// digit; out of range keeps the default with an issue, a fraction is dropped
// with one.

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct Wide: Convertible, Equatable {
    var signed: Int128 = 7
    var unsigned: UInt128 = 7
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct OptionalWide: Convertible, Equatable {
    var signed: Int128?
    var unsigned: UInt128?
    var list: [Int128] = []
}

/// A Codable (not Convertible) value inside a model: it goes through the coder.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct Ledger: Codable, Equatable {
    var total: Int128
    var cap: UInt128
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct Book: Convertible, Equatable {
    var ledger = Ledger(total: 0, cap: 0)
}

private let int128Max = "170141183460469231731687303715884105727"
private let int128Min = "-170141183460469231731687303715884105728"
private let uint128Max = "340282366920938463463374607431768211455"

final class WideIntegerTests: XCTestCase {
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private func convert(_ number: String) -> (Wide, [ConversionIssue.Kind]) {
        var issues: [ConversionIssue] = []
        let model = #"{"signed": \#(number), "unsigned": \#(number)}"#.kj.model(Wide.self, issues: &issues)
        return (model ?? Wide(), issues.map(\.kind))
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private func convert(any value: Any) -> (Wide, [ConversionIssue.Kind]) {
        var issues: [ConversionIssue] = []
        let model = ["signed": value, "unsigned": value].kj.model(Wide.self, issues: &issues)
        return (model, issues.map(\.kind))
    }

    func testBoundsFromText() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        var (model, kinds) = convert(int128Max)
        XCTAssertEqual(model, Wide(signed: .max, unsigned: UInt128(Int128.max)))
        XCTAssertEqual(kinds, [])
        (model, kinds) = convert(int128Min)
        XCTAssertEqual(model, Wide(signed: .min, unsigned: 7))
        XCTAssertEqual(kinds, [.outOfRange])
        (model, kinds) = convert(uint128Max)
        XCTAssertEqual(model, Wide(signed: 7, unsigned: .max))
        XCTAssertEqual(kinds, [.outOfRange])
        // One past each bound.
        (model, kinds) = convert("170141183460469231731687303715884105728")
        XCTAssertEqual(model, Wide(signed: 7, unsigned: UInt128(Int128.max) + 1))
        XCTAssertEqual(kinds, [.outOfRange])
        (model, kinds) = convert("-170141183460469231731687303715884105729")
        XCTAssertEqual(model, Wide())
        XCTAssertEqual(kinds, [.outOfRange, .outOfRange])
        (model, kinds) = convert("340282366920938463463374607431768211456")
        XCTAssertEqual(model, Wide())
        XCTAssertEqual(kinds, [.outOfRange, .outOfRange])
        (model, kinds) = convert("1" + String(repeating: "0", count: 60))
        XCTAssertEqual(model, Wide())
        XCTAssertEqual(kinds, [.outOfRange, .outOfRange])
    }

    func testEveryWidthOnTheWayUp() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        // Around 2^63, 2^64 and each power of ten: the 64-bit paths hand over exactly.
        var values: [UInt128] = [0, 1, 9, UInt128(Int64.max), UInt128(Int64.max) + 1, UInt128(UInt64.max),
                                 UInt128(UInt64.max) + 1, UInt128(UInt64.max) * 10 + 9]
        var power: UInt128 = 1
        for _ in 0..<38 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for value in values {
            let (model, _) = convert("\(value)")
            XCTAssertEqual(model.unsigned, value, "\(value)")
            if let signed = Int128(exactly: value) {
                XCTAssertEqual(model.signed, signed, "\(value)")
                XCTAssertEqual(convert("-\(value)").0.signed, -signed, "-\(value)")
            }
            // Written back with every digit.
            XCTAssertEqual(Wide(signed: 0, unsigned: value).kj.JSONString(), #"{"signed":0,"unsigned":\#(value)}"#)
        }
    }

    func testOtherSpellings() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let e38 = Int128(10).power38
        var (model, kinds) = convert("1e38")
        XCTAssertEqual(model, Wide(signed: e38, unsigned: UInt128(e38)))
        XCTAssertEqual(kinds, [])
        (model, kinds) = convert("1.70141183460469231731687303715884105727e38")
        XCTAssertEqual(model, Wide(signed: .max, unsigned: UInt128(Int128.max)))
        XCTAssertEqual(kinds, [])
        // 1.5e1 is 15 exactly; 1.55e1 has a fraction.
        (model, kinds) = convert("1.5e1")
        XCTAssertEqual(model, Wide(signed: 15, unsigned: 15))
        XCTAssertEqual(kinds, [])
        (model, kinds) = convert("1.55e1")
        XCTAssertEqual(model, Wide(signed: 15, unsigned: 15))
        XCTAssertEqual(kinds, [.lossyConversion, .lossyConversion])
        (model, kinds) = convert("-12345678901234567890123.9")
        XCTAssertEqual(model, Wide(signed: -12_345_678_901_234_567_890_123, unsigned: 7))
        XCTAssertEqual(kinds, [.lossyConversion, .outOfRange])
        (model, kinds) = convert("1e39")
        XCTAssertEqual(model, Wide())
        XCTAssertEqual(kinds, [.outOfRange, .outOfRange])
        for zero in ["-0", "-0.0", #""-0""#, "0e99"] {
            (model, kinds) = convert(zero)
            XCTAssertEqual(model, Wide(signed: 0, unsigned: 0), zero)
            XCTAssertEqual(kinds, [], zero)
        }
        // Strings holding numbers.
        (model, kinds) = convert(#""\#(int128Max)""#)
        XCTAssertEqual(model, Wide(signed: .max, unsigned: UInt128(Int128.max)))
        XCTAssertEqual(kinds, [])
        (model, kinds) = convert(#""\#(uint128Max)""#)
        XCTAssertEqual(model, Wide(signed: 7, unsigned: .max))
        XCTAssertEqual(kinds, [.outOfRange])
    }

    func testFromDictionaryValues() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        var (model, kinds) = convert(any: Int128.min)
        XCTAssertEqual(model, Wide(signed: .min, unsigned: 7))
        XCTAssertEqual(kinds, [.outOfRange])
        (model, kinds) = convert(any: UInt128.max)
        XCTAssertEqual(model, Wide(signed: 7, unsigned: .max))
        XCTAssertEqual(kinds, [.outOfRange])
        (model, kinds) = convert(any: Int128(-5))
        XCTAssertEqual(model, Wide(signed: -5, unsigned: 7))
        (model, kinds) = convert(any: int128Max)
        XCTAssertEqual(model, Wide(signed: .max, unsigned: UInt128(Int128.max)))
        XCTAssertEqual(kinds, [])
        (model, kinds) = convert(any: UInt64.max)
        XCTAssertEqual(model, Wide(signed: Int128(UInt64.max), unsigned: UInt128(UInt64.max)))
        (model, kinds) = convert(any: NSNumber(value: Int64.min))
        XCTAssertEqual(model, Wide(signed: Int128(Int64.min), unsigned: 7))
        XCTAssertEqual(kinds, [.outOfRange])
        // Doubles as for Int64: exact when integral and in range.
        (model, kinds) = convert(any: 1e38)
        XCTAssertEqual(model, Wide(signed: Int128(1e38), unsigned: UInt128(1e38)))
        XCTAssertEqual(kinds, [])
        (model, kinds) = convert(any: 2.5)
        XCTAssertEqual(model, Wide(signed: 2, unsigned: 2))
        XCTAssertEqual(kinds, [.lossyConversion, .lossyConversion])
        (model, kinds) = convert(any: 1e39)
        XCTAssertEqual(model, Wide())
        XCTAssertEqual(kinds, [.outOfRange, .outOfRange])
        (model, kinds) = convert(any: Decimal(string: "12345678901234567890123456789")!)
        XCTAssertEqual(model, Wide(signed: 12_345_678_901_234_567_890_123_456_789, unsigned: 12_345_678_901_234_567_890_123_456_789))
        XCTAssertEqual(Values.int128(int128Min), .min)
        XCTAssertEqual(Values.uInt128(uint128Max), .max)
        XCTAssertNil(Values.uInt128(-1))
        // 128-bit values read into the other types.
        XCTAssertEqual(Values.string(Int128.min), int128Min)
        XCTAssertEqual(Values.int64(Int128(-3)), -3)
        XCTAssertNil(Values.int64(Int128.max))
        XCTAssertEqual(Values.decimal(UInt128(1) << 100), Decimal(string: "1267650600228229401496703205376"))
        XCTAssertEqual(Values.double(UInt128.max), 3.402823669209385e38)
    }

    func testWrittenWithEveryDigit() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let model = Wide(signed: .min, unsigned: .max)
        XCTAssertEqual(model.kj.JSONString(), #"{"signed":\#(int128Min),"unsigned":\#(uint128Max)}"#)
        let object = model.kj.JSONObject()
        XCTAssertEqual(object["signed"] as? Int128, .min)
        XCTAssertEqual(object["unsigned"] as? UInt128, .max)
        XCTAssertEqual(object.kj.model(Wide.self), model)
        let optionals = OptionalWide(signed: .max, unsigned: nil, list: [.min, 0, .max])
        let text = optionals.kj.JSONString()
        XCTAssertEqual(text, #"{"signed":\#(int128Max),"list":[\#(int128Min),0,\#(int128Max)]}"#)
        XCTAssertEqual(text.kj.model(OptionalWide.self), optionals)
        XCTAssertEqual(optionals.kj.JSONObject().kj.model(OptionalWide.self), optionals)
        // `[String: Any]` holding them, written as text.
        XCTAssertEqual(JSONString(from: ["a": Int128.min] as [String: Any]), #"{"a":\#(int128Min)}"#)
    }

    func testCodableMembersOfModels() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let book = Book(ledger: Ledger(total: .min, cap: .max))
        let text = book.kj.JSONString()
        XCTAssertEqual(text, #"{"ledger":{"total":\#(int128Min),"cap":\#(uint128Max)}}"#)
        XCTAssertEqual(text.kj.model(Book.self), book)
        let object = book.kj.JSONObject()
        let ledger = try XCTUnwrap(object["ledger"] as? [String: Any])
        XCTAssertEqual(ledger["total"] as? Int128, .min)
        XCTAssertEqual(ledger["cap"] as? UInt128, .max)
        XCTAssertEqual(object.kj.model(Book.self), book)
        // Out of range in a Codable member: the coder throws, the model keeps its default.
        var issues: [ConversionIssue] = []
        let kept = #"{"ledger":{"total":1,"cap":-1}}"#.kj.model(Book.self, issues: &issues)
        XCTAssertEqual(kept?.ledger, Ledger(total: 0, cap: 0))
        XCTAssertFalse(issues.isEmpty)
    }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private extension Int128 {
    /// 10^38, built without a literal that a reader must count.
    var power38: Int128 { (0..<37).reduce(self) { value, _ in value * 10 } }
}
