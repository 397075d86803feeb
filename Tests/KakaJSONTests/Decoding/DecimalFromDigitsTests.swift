import Foundation
import KakaJSON
import XCTest

// A Decimal property is read from the number's digits, exponents included:
// a zero with any exponent is 0, hundreds of digits keep the significand a
// Decimal holds, and a non-zero value beyond Decimal's range keeps the
// default with an out-of-range issue. As a JSON number and as a string.

private struct DecimalBox: Convertible { var v = Decimal(7) }

final class DecimalFromDigitsTests: XCTestCase {
    private let zeros = String(repeating: "0", count: 400)
    private let sevens = String(repeating: "7", count: 400)

    func testZeroWithAnyExponentIsZero() {
        for text in ["0e99999999999999999999", "-0e-99999999999999999999", "0.\(zeros)", "0.\(zeros)e400", "0e128"] {
            assertDecimal(text, "0", issues: [])
        }
    }

    func testManyDigitsWithALargeExponentKeepTheLeadingDigits() {
        assertDecimal("0.\(zeros)1e400", "0.1", issues: [])
        assertDecimal("1\(zeros)e-400", "1", issues: [])
        assertDecimal("\(sevens)e-400", "0." + String(repeating: "7", count: 38), issues: [])
        assertDecimal("\(sevens)e-390", "7777777777." + String(repeating: "7", count: 28), issues: [])
        // Thirty-nine digits fit while they do not exceed 2^128 - 1.
        assertDecimal("123456789012345678901234567890123456789012", "123456789012345678901234567890123456789000", issues: [])
    }

    func testExponentsBeyondDecimalsRangeAreReported() {
        for text in ["1e200", "-1e200", "1e99999999999999999999", "1e-200", "1e-99999999999999999999", "0.\(zeros)1"] {
            assertDecimal(text, nil, issues: [.outOfRange])
        }
        // A large exponent that the significand can absorb is in range.
        assertDecimal("1e150", "1" + String(repeating: "0", count: 150), issues: [])
        assertDecimal("1e-128", "0." + String(repeating: "0", count: 127) + "1", issues: [])
    }

    /// `text` as a JSON number and as a JSON string into a `Decimal`:
    /// `expected` (nil: the default kept) with issues of `kinds`.
    private func assertDecimal(_ text: String, _ expected: String?, issues kinds: [ConversionIssue.Kind],
                               file: StaticString = #filePath, line: UInt = #line) {
        for json in [#"{"v": \#(text)}"#, #"{"v": "\#(text)"}"#] {
            var issues: [ConversionIssue] = []
            let model = json.kj.model(DecimalBox.self, issues: &issues)
            let shown = json.count > 60 ? String(json.prefix(30)) + "…" : json
            XCTAssertEqual(model?.v, expected.flatMap { Decimal(string: $0) } ?? Decimal(7), shown, file: file, line: line)
            XCTAssertEqual(issues.map(\.kind), kinds, shown, file: file, line: line)
        }
    }
}
