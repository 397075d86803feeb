import Foundation
import KakaJSON
import XCTest

// Numbers of any length and any exponent are read in time linear in their
// text, without overflow or trap: 200,000 digits, 100,000-digit exponents,
// an exponent at Int64's limits.

private struct Everything: Convertible {
    var i8: Int8 = 7, i64: Int64 = 7, u64: UInt64 = 7, decimal = Decimal(7), float: Float = 7, double = 7.0
}

final class ExactNumberExtremesTests: XCTestCase {
    private func convert(_ number: String) -> (Everything, [ConversionIssue.Kind]) {
        let json = "{" + ["i8", "i64", "u64", "decimal", "float", "double"].map { #""\#($0)": \#(number)"# }
            .joined(separator: ", ") + "}"
        var issues: [ConversionIssue] = []
        let model = json.kj.model(Everything.self, issues: &issues)
        return (model ?? Everything(), issues.map(\.kind))
    }

    func testTwoHundredThousandDigitsBroughtBackByTheirExponent() {
        let digits = "9" + String(repeating: "0", count: 199_999)
        let (model, _) = convert(digits + "e-199999")
        XCTAssertEqual(model.i8, 9)
        XCTAssertEqual(model.i64, 9)
        XCTAssertEqual(model.u64, 9)
        XCTAssertEqual(model.decimal, 9)
        XCTAssertEqual(model.double, 9)
    }

    func testTwoHundredThousandDigitsAfterThePoint() {
        let number = "-12." + String(repeating: "0", count: 199_998) + "1"
        let (model, kinds) = convert(number)
        XCTAssertEqual(model.i8, -12)
        XCTAssertEqual(model.i64, -12)
        XCTAssertEqual(model.u64, 7, "negative: out of range for UInt64")
        XCTAssertEqual(kinds.filter { $0 == .lossyConversion }.count, 2, "Int8 and Int64 lose the fraction")
    }

    func testExponentsOfAnyLength() {
        let huge = String(repeating: "9", count: 100_000)
        var (model, kinds) = convert("1e" + huge)
        XCTAssertEqual([model.i8, Int8(model.i64), Int8(model.u64)], [7, 7, 7])
        XCTAssertEqual(kinds.filter { $0 == .outOfRange }.count, 6, "every property keeps its default")
        (model, kinds) = convert("1e-" + huge)
        XCTAssertEqual([model.i8, Int8(model.i64), Int8(model.u64)], [0, 0, 0])
        XCTAssertEqual(model.decimal, 7, "beyond Decimal's range")
        (model, _) = convert("0e" + huge)
        XCTAssertEqual([model.i8, Int8(model.i64), Int8(model.u64)], [0, 0, 0])
        XCTAssertEqual(model.decimal, 0)
        (model, _) = convert("0.5e9223372036854775808")
        XCTAssertEqual(model.i64, 7)
        (model, _) = convert("-5e-9223372036854775809")
        XCTAssertEqual(model.i64, 0)
    }

    func testFloatFromALargeIntegerRoundsOnce() {
        // 2^53 + 2^29 + 1: through Double it lands on the midpoint 2^53 + 2^29,
        // which Float rounds to even (2^53); once, it rounds up.
        let (model, _) = convert("9007199791611905")
        XCTAssertEqual(model.float, Float(9_007_200_328_482_816))
    }

    func testNegativeZeroInEverySpelling() {
        for text in ["-0", "-0.0", "-0e5", "-0.000e-99999999999999999999", #""-0""#] {
            let (model, kinds) = convert(text)
            XCTAssertEqual([model.i8, Int8(model.i64), Int8(model.u64)], [0, 0, 0], text)
            XCTAssertEqual(model.float.sign, .minus, text)
            XCTAssertEqual(model.double.sign, .minus, text)
            XCTAssertEqual(model.decimal, 0, text)
            XCTAssertEqual(kinds, [], text)
        }
    }
}
