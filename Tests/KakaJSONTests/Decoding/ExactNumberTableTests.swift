import Foundation
import KakaJSON
import XCTest

// The rows of the "Exact or reported" issue: integers are read from their
// decimal digits, never through Double. Each row is held on every input
// path: a JSON number, a JSON string, a `[String: Any]` string, and an
// integer dictionary key read from an object's key (text and `[String:
// Any]`); the value and the issues are both checked.

private struct SignedBox: Convertible { var v: Int64 = 7 }
private struct UnsignedBox: Convertible { var v: UInt64 = 7 }
private struct SignedKeys: Convertible { var v: [Int64: String] = [:] }
private struct UnsignedKeys: Convertible { var v: [UInt64: String] = [:] }
private struct FloatBox: Convertible { var v: Float = 7 }
private struct DoubleBox: Convertible { var v: Double = 7 }
private struct DecimalBox: Convertible { var v = Decimal(7) }

/// What one path gave: the value read (nil when the default was kept) and the issues' kinds.
private struct Outcome<Value: Equatable>: Equatable {
    var value: Value?
    var kinds: [ConversionIssue.Kind]
}

final class ExactNumberTableTests: XCTestCase {
    // MARK: Rows

    func testIntegralFractionOfZerosIsExact() {
        assertEveryPath("9007199254740993.0", SignedBox.self, default: 7, \.v, Outcome(value: 9_007_199_254_740_993, kinds: []))
    }

    func testFractionIsTruncatedExactlyAndReported() {
        assertEveryPath("1234567890123456789.9", SignedBox.self, default: 7, \.v,
                        Outcome(value: 1_234_567_890_123_456_789, kinds: [.lossyConversion]))
        var issues: [ConversionIssue] = []
        _ = #"{"v": 1234567890123456789.9}"#.kj.model(SignedBox.self, issues: &issues)
        XCTAssertEqual(issues.first?.message,
                       "SignedBox.v (Int64): found the number 1234567890123456789.9, read as 1234567890123456789; the fraction was dropped.")
    }

    func testNegativeExponentOverManyDigitsIsTruncatedExactly() {
        assertEveryPath("123456789012345678901234567890e-10", UnsignedBox.self, default: 7, \.v,
                        Outcome(value: 12_345_678_901_234_567_890, kinds: [.lossyConversion]))
    }

    func testLargestUnsignedInAnySpellingIsExact() {
        for spelling in ["18446744073709551615e0", "18446744073709551615.0", "1.8446744073709551615e19"] {
            assertEveryPath(spelling, UnsignedBox.self, default: 7, \.v, Outcome(value: .max, kinds: []))
        }
    }

    func testOneBelowInt64MinKeepsTheDefaultAndIsReported() {
        assertEveryPath("-9223372036854775809", SignedBox.self, default: 7, \.v, Outcome(value: nil, kinds: [.outOfRange]))
        var issues: [ConversionIssue] = []
        _ = #"{"v": -9223372036854775809}"#.kj.model(SignedBox.self, issues: &issues)
        XCTAssertEqual(issues.first?.message,
                       "SignedBox.v (Int64): found the number -9223372036854775809, which is out of range for Int64; the default was kept.")
    }

    func testNegativeZeroIntoFloatKeepsItsSign() {
        for spelling in ["-0", "-0.0"] {
            assertEveryPath(spelling, FloatBox.self, default: 7, { $0.v.bitPattern }, Outcome(value: (-Float.zero).bitPattern, kinds: []))
            assertEveryPath(spelling, DoubleBox.self, default: 7, { $0.v.bitPattern }, Outcome(value: (-Double.zero).bitPattern, kinds: []))
        }
        // A Foundation number keeps its sign too.
        XCTAssertEqual(["v": -0.0].kj.model(FloatBox.self).v.sign, .minus)
    }

    func testZeroWithAHugeExponentIntoDecimalIsZero() {
        for spelling in ["0e99999999999999999999", "0.000e-99999999999999999999", "-0e5"] {
            assertEveryPath(spelling, DecimalBox.self, default: 7, \.v, Outcome(value: 0, kinds: []))
        }
    }

    // MARK: Integer dictionary keys

    func testIntegerKeysFollowTheSameRules() {
        assertEveryKeyPath("9007199254740993.0", SignedKeys.self, Outcome(value: [9_007_199_254_740_993: "x"], kinds: []))
        assertEveryKeyPath("1234567890123456789.9", SignedKeys.self,
                           Outcome(value: [1_234_567_890_123_456_789: "x"], kinds: [.lossyConversion]))
        assertEveryKeyPath("1.8446744073709551615e19", UnsignedKeys.self, Outcome(value: [.max: "x"], kinds: []))
        // The key is left out; the dictionary itself converts.
        assertEveryKeyPath("-9223372036854775809", SignedKeys.self, Outcome(value: [:], kinds: [.outOfRange]))
    }

    // MARK: Helpers

    /// `spelling` as a JSON number (when it is one), a JSON string and a
    /// `[String: Any]` string must all give `expected`.
    private func assertEveryPath<Box: Convertible, Value: Equatable>(
        _ spelling: String, _ type: Box.Type, default defaultValue: Value, _ read: (Box) -> Value,
        _ expected: Outcome<Value>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let asText = [#"{"v": \#(spelling)}"#, #"{"v": "\#(spelling)"}"#]
        for json in asText {
            var issues: [ConversionIssue] = []
            let model = json.kj.model(type, issues: &issues)
            XCTAssertNotNil(model, json, file: file, line: line)
            XCTAssertEqual(model.map { outcome(read($0), defaultValue, issues) }, expected, json, file: file, line: line)
        }
        var issues: [ConversionIssue] = []
        let model = (["v": spelling] as [String: Any]).kj.model(type, issues: &issues)
        XCTAssertEqual(outcome(read(model), defaultValue, issues), expected,
                       "[String: Any] \(spelling)", file: file, line: line)
    }

    /// `spelling` as the key of an integer-keyed dictionary, from text and
    /// from a `[String: Any]`, must give `expected`.
    private func assertEveryKeyPath<Box: Convertible, Key: Hashable>(
        _ spelling: String, _ type: Box.Type, _ expected: Outcome<[Key: String]>,
        file: StaticString = #filePath, line: UInt = #line
    ) where Box: KeyedBox, Box.Key == Key {
        var issues: [ConversionIssue] = []
        let fromText = #"{"v": {"\#(spelling)": "x"}}"#.kj.model(type, issues: &issues)
        XCTAssertEqual(fromText.map { Outcome(value: $0.keyed, kinds: issues.map(\.kind)) }, expected,
                       "text key \(spelling)", file: file, line: line)
        issues = []
        let fromObject = (["v": [spelling: "x"]] as [String: Any]).kj.model(type, issues: &issues)
        XCTAssertEqual(Outcome(value: fromObject.keyed, kinds: issues.map(\.kind)), expected,
                       "[String: Any] key \(spelling)", file: file, line: line)
    }

    private func outcome<Value: Equatable>(_ value: Value, _ defaultValue: Value, _ issues: [ConversionIssue]) -> Outcome<Value> {
        let kinds = issues.map(\.kind)
        // The default kept is told apart by its issue: 7 is also a value a spelling could have.
        let keptDefault = value == defaultValue && kinds.contains(.outOfRange)
        return Outcome(value: keptDefault ? nil : value, kinds: kinds)
    }
}

/// A model holding one integer-keyed dictionary.
private protocol KeyedBox {
    associatedtype Key: Hashable
    var keyed: [Key: String] { get }
}

extension SignedKeys: KeyedBox { var keyed: [Int64: String] { v } }
extension UnsignedKeys: KeyedBox { var keyed: [UInt64: String] { v } }
