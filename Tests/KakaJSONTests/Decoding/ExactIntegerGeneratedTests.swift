import Foundation
import KakaJSON
import XCTest

// 100,000 seeded random spellings of numbers (digits, fractions, exponents,
// signs, leading zeros, strings, values near every width's bounds) read into
// integer properties of every width, against `ReferenceWholePart`, which
// works on the digits alone: the value of each conversion, and for one in
// three its issue, must be the reference's (exact; truncated with a lossy issue; the
// default kept with an out-of-range issue). The spellings take the three
// inputs in turn: a JSON number, a JSON string, a `[String: Any]` string;
// one in 23 (near every width's bounds in turn) is also an integer dictionary key.

/// A model holding one integer property, `v`.
private protocol IntegerCell: Convertible {
    associatedtype Value: FixedWidthInteger
    var v: Value { get }
}

private struct Int8Cell: IntegerCell { var v: Int8 = 0 }
private struct Int16Cell: IntegerCell { var v: Int16 = 0 }
private struct Int32Cell: IntegerCell { var v: Int32 = 0 }
private struct Int64Cell: IntegerCell { var v: Int64 = 0 }
private struct IntCell: IntegerCell { var v: Int = 0 }
private struct UInt8Cell: IntegerCell { var v: UInt8 = 0 }
private struct UInt16Cell: IntegerCell { var v: UInt16 = 0 }
private struct UInt32Cell: IntegerCell { var v: UInt32 = 0 }
private struct UInt64Cell: IntegerCell { var v: UInt64 = 0 }
private struct UIntCell: IntegerCell { var v: UInt = 0 }

private struct Keys: Convertible {
    var i8: [Int8: Int] = [:], i64: [Int64: Int] = [:], u16: [UInt16: Int] = [:], u64: [UInt64: Int] = [:]
}

/// What a conversion gave, or should give.
private struct Outcome: Equatable, CustomStringConvertible {
    /// The value; nil when the default was kept.
    var value: String?
    var kinds: [ConversionIssue.Kind]

    var description: String { "\(value ?? "the default") \(kinds)" }
}

final class ExactIntegerGeneratedTests: XCTestCase {
    /// A fiftieth under a sanitizer: the parse touches no shared state, and
    /// its reads of the digits are the same for every spelling.
    private static let spellings = TestScale.isSanitized ? 2_000 : 100_000

    func testRandomSpellingsAgainstTheDigitReference() {
        var generator = NumberSpellingGenerator(seed: 0x6578_6163_7421)
        var failures = 0
        for round in 0..<Self.spellings where failures < 10 {
            // Each spelling is made near the bounds of the width it is read into.
            let passed: Bool
            switch round % 10 {
            case 0: passed = check(Int8Cell.self, round, &generator)
            case 1: passed = check(Int16Cell.self, round, &generator)
            case 2: passed = check(Int32Cell.self, round, &generator)
            case 3: passed = check(Int64Cell.self, round, &generator)
            case 4: passed = check(IntCell.self, round, &generator)
            case 5: passed = check(UInt8Cell.self, round, &generator)
            case 6: passed = check(UInt16Cell.self, round, &generator)
            case 7: passed = check(UInt32Cell.self, round, &generator)
            case 8: passed = check(UInt64Cell.self, round, &generator)
            default: passed = check(UIntCell.self, round, &generator)
            }
            if !passed { failures += 1 }
        }
        XCTAssertEqual(failures, 0, "spellings that did not convert as the reference says (the first 10 stop the test)")
    }

    /// Reads a spelling made near `Cell`'s bounds into `Cell` by one of the
    /// three inputs (by `round`); false, after reporting it, when the value
    /// or the issues differ from the reference's. Issues are collected for
    /// one spelling in three, the rest compare values only, so that the
    /// test stays quick in debug builds.
    private func check<Cell: IntegerCell>(_ type: Cell.Type, _ round: Int, _ generator: inout NumberSpellingGenerator) -> Bool {
        let spelling = generator.next(near: NumberSpellingGenerator.bounds(of: Cell.Value.self))
        let reference = ReferenceWholePart(spelling.text)
        let reportsIssues = round % 3 == 0
        var issues: [ConversionIssue] = []
        func convert(_ json: String) -> Cell? { reportsIssues ? json.kj.model(type, issues: &issues) : json.kj.model(type) }
        let cell: Cell?
        switch round / 10 % 3 {
        case 0 where spelling.isJSONNumber: cell = convert(#"{"v":\#(spelling.text)}"#)
        case 0, 1: cell = convert(#"{"v":"\#(spelling.text)"}"#)
        default:
            let object: [String: Any] = ["v": spelling.text]
            cell = reportsIssues ? object.kj.model(type, issues: &issues) : object.kj.model(type)
        }
        var found = cell.map { Outcome(value: "\($0.v)", kinds: issues.map(\.kind)) }
        var expected = Outcome(value: reference.value(Cell.Value.self).map { "\($0)" }, kinds: [])
        if !reportsIssues {
            // The default, 0, stands for a value out of range.
            expected.value = expected.value ?? "0"
        } else if expected.value == nil {
            expected.kinds = [.outOfRange]
        } else if reference.hasFraction {
            expected.kinds = [.lossyConversion]
        }
        // The default, 0, is also a value a spelling can have: the issue tells them apart.
        if let outcome = found, outcome.kinds == [.outOfRange], outcome.value == "0" { found?.value = nil }
        if round % 23 == 0 { checkKeys(spelling, reference) }
        guard found != expected else { return true }
        XCTFail("\(spelling.text) into \(Cell.Value.self) (round \(round)): \(found.map { "\($0)" } ?? "no model"), expected \(expected)")
        return false
    }

    /// Integer keys of dictionaries follow the same rule: a key in range is
    /// its whole part, one out of range is left out.
    private func checkKeys(_ spelling: NumberSpelling, _ reference: ReferenceWholePart) {
        let key = spelling.text
        let json = #"{"i8": {"\#(key)": 1}, "i64": {"\#(key)": 1}, "u16": {"\#(key)": 1}, "u64": {"\#(key)": 1}}"#
        guard let model = json.kj.model(Keys.self) else { return XCTFail("no model from \(json)") }
        XCTAssertEqual(model.i8.keys.first, reference.value(Int8.self), "Int8 key \(key)")
        XCTAssertEqual(model.i64.keys.first, reference.value(Int64.self), "Int64 key \(key)")
        XCTAssertEqual(model.u16.keys.first, reference.value(UInt16.self), "UInt16 key \(key)")
        XCTAssertEqual(model.u64.keys.first, reference.value(UInt64.self), "UInt64 key \(key)")
    }
}
