import Foundation
import KakaJSON
import XCTest

/// Numbers: exact integers over the whole 64-bit ranges, correctly rounded
/// doubles (oracle: the standard library's `Double(String)`), raw text.
final class JSONNumberTests: XCTestCase {
    /// The single number of the document `text`.
    private func number(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> JSONNode {
        let node = try JSONDocument(string: text).root
        XCTAssertEqual(node.kind, .number, file: file, line: line)
        return node
    }

    /// Hard doubles; each is checked bit for bit against `Double(String)`.
    static let hardDoubles: [String] = [
        // Shortest round-trip forms.
        "0.1", "0.2", "0.3", "1.1", "2.675", "123.456", "3.141592653589793",
        "2.718281828459045", "5e-324", "1e23", "8.98846567431158e307",
        "9.999999999999999e22", "1e22", "1.5e300", "3.0517578125e-05", "1e-10", "1e+10", "1E+10",
        "-123.456e-7", "0.1e1", "100e-2", "8.589973e9", "89255.0e-22", "358416272e-33",
        // 17 digits and more.
        "2.2250738585072014e-308", "2.2250738585072011e-308", "2.2250738585072012e-308",
        "1.7976931348623157e308", "1.7976931348623158e308", "4.9406564584124654e-324",
        "7.2057594037927933e16", "0.30000000000000004", "1.0000000000000002",
        "9007199254740993", "9007199254740992", "9007199254740994", "9007199254740995",
        "1.00000000000000011102230246251565404236316680908203125",
        "1.00000000000000011102230246251565404236316680908203126",
        "123456789012345678901234567890", "1234567890123456789e-40", "18446744073709551615",
        "18446744073709551616", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809",
        // Subnormals and the edges of the range.
        "4.9e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-323",
        "4.35679e-310", "6.631236846766476e-316", "2.225073858507201e-308", "1e308", "1e-308",
        "1.7976931348623159e308", "1e309", "1e400", "-1e400", "1e-400", "-1e-400",
        // Zeros.
        "0", "-0", "0.0", "-0.0", "0e0", "-0e-5", "0e99999999999999999999",
        // Big exponents.
        "1e99999999999999999999", "-1e99999999999999999999", "1e-99999999999999999999",
        "0.000000000000000000000000000000000000000000001", "1000000000000000000000000000000e-30",
    ]

    func testHardDoublesMatchStandardLibraryBitForBit() throws {
        XCTAssertGreaterThanOrEqual(Self.hardDoubles.count, 50)
        for text in Self.hardDoubles {
            let expected = try XCTUnwrap(Double(text), text)
            let node = try number(text)
            XCTAssertEqual(node.double?.bitPattern, expected.bitPattern, "\(text): \(String(describing: node.double)) vs \(expected)")
            XCTAssertEqual(node.numberText, text)
            XCTAssertEqual(node.numberUTF8.map(Array.init), Array(text.utf8))
        }
    }

    func testSpecialDoubleValues() throws {
        let negativeZero = try XCTUnwrap(try number("-0").double)
        XCTAssertEqual(negativeZero.sign, .minus)
        XCTAssertEqual(negativeZero.bitPattern, 0x8000_0000_0000_0000)
        XCTAssertEqual(try number("-0.0e10").double?.bitPattern, 0x8000_0000_0000_0000)
        XCTAssertEqual(try number("0").double?.bitPattern, 0)
        XCTAssertEqual(try number("1e400").double, .infinity)
        XCTAssertEqual(try number("-1e400").double, -.infinity)
        XCTAssertEqual(try number("1e-400").double?.bitPattern, 0)
        XCTAssertEqual(try number("-1e-400").double?.bitPattern, 0x8000_0000_0000_0000)
        XCTAssertEqual(try number("4.9e-324").double, .leastNonzeroMagnitude)
        XCTAssertEqual(try number("2.2250738585072014e-308").double, .leastNormalMagnitude)
        XCTAssertEqual(try number("1.7976931348623157e308").double, .greatestFiniteMagnitude)
        XCTAssertEqual(try number("1e308").double, 1e308)
        XCTAssertEqual(try number("9007199254740993").double, 9007199254740992) // ties to even
    }

    func testFloatRoundsFromTheDecimalText() throws {
        // Rounding through Double first would give the wrong Float for these.
        for text in ["1.00000005960464477539062500001", "7.038531e-26", "3.4028235e38", "1e-45", "1e39", "-0", "0.1"] {
            XCTAssertEqual(try number(text).float?.bitPattern, Float(text)?.bitPattern, text)
        }
        XCTAssertEqual(try number("1.00000005960464477539062500001").float, Float(1).nextUp)
        XCTAssertNil(try JSONDocument(string: #""1""#).root.float)
    }

    func testLongMantissas() throws {
        // 800 significant digits, various exponents, checked against the oracle.
        var generator = SplitMix64(seed: 0x4B41_4B41)
        for exponent in [-330, -300, -20, 0, 5, 290] {
            var digits = "0."
            for _ in 0..<800 { digits.append(Character(Unicode.Scalar(UInt8(48 + generator.next() % 10)))) }
            let text = digits + "e\(exponent)"
            let expected = try XCTUnwrap(Double(text))
            XCTAssertEqual(try number(text).double?.bitPattern, expected.bitPattern, "exponent \(exponent)")
        }
        // 1 followed by 799 zeros then a 1: just above a power of ten.
        let justAbove = "1" + String(repeating: "0", count: 798) + "1e-799"
        XCTAssertEqual(try number(justAbove).double, 1.0)
        // Halfway case decided only by a digit far to the right.
        let halfwayUp = "9007199254740993." + String(repeating: "0", count: 780) + "1"
        XCTAssertEqual(try number(halfwayUp).double, 9007199254740994)
        XCTAssertEqual(try number("9007199254740993." + String(repeating: "0", count: 780)).double, 9007199254740992)
    }

    func testTenThousandDigitsAreFast() throws {
        let integer = "7" + String(repeating: "3", count: 9_999)
        let fraction = "0." + String(repeating: "9", count: 10_000)
        let exponent = "1e" + String(repeating: "9", count: 10_000)
        let start = Date()
        for _ in 0..<10 {
            XCTAssertEqual(try number(integer).double, .infinity)
            XCTAssertNil(try number(integer).int64)
            XCTAssertNil(try number(integer).uint64)
            XCTAssertEqual(try number(fraction).double, 1.0)
            XCTAssertNil(try number(fraction).int64)
            XCTAssertEqual(try number(exponent).double, .infinity)
            XCTAssertNil(try number(exponent).int64)
            XCTAssertEqual(try number("0e" + String(repeating: "9", count: 10_000)).int64, 0)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2.0)
    }

    func testIntegerLiteralsMatchStandardLibrary() throws {
        let texts = [
            "0", "-0", "1", "-1", "42", "505874924095815681",
            "9223372036854775806", "9223372036854775807", "9223372036854775808",
            "-9223372036854775807", "-9223372036854775808", "-9223372036854775809",
            "18446744073709551614", "18446744073709551615", "18446744073709551616",
            "99999999999999999999", "100000000000000000000", "-18446744073709551615",
            "1000000000000000000", "9999999999999999999", "10000000000000000000",
            "12345678901234567890123", "4294967295", "4294967296", "-2147483649",
        ]
        for text in texts {
            let node = try number(text)
            XCTAssertTrue(node.isIntegerLiteral, text)
            XCTAssertEqual(node.int64, Int64(text), text)
            // Swift's UInt64("-0") is 0 as well; negatives otherwise nil.
            XCTAssertEqual(node.uint64, UInt64(text), text)
            XCTAssertEqual(node.int, Int(text), text)
        }
        XCTAssertEqual(try number("9223372036854775807").int64, .max)
        XCTAssertEqual(try number("-9223372036854775808").int64, .min)
        XCTAssertEqual(try number("18446744073709551615").uint64, .max)
        XCTAssertNil(try number("18446744073709551616").uint64)
        XCTAssertNil(try number("-1").uint64)
        XCTAssertEqual(try number("-0").uint64, 0)
    }

    func testIntegralNonLiteralsAreIntegers() throws {
        let cases: [(String, Int64?, UInt64?)] = [
            ("1.0", 1, 1), ("1e2", 100, 100), ("1E+2", 100, 100), ("-0.0", 0, 0), ("100e-2", 1, 1),
            ("0.0001e4", 1, 1), ("1.23e2", 123, 123), ("1.234e2", nil, nil), ("1.5", nil, nil),
            ("1e-2", nil, nil), ("-5e0", -5, nil), ("9.223372036854775807e18", .max, 9_223_372_036_854_775_807),
            ("-9.223372036854775808e18", .min, nil), ("9.223372036854775808e18", nil, 9_223_372_036_854_775_808),
            ("1.8446744073709551615e19", nil, .max), ("1.8446744073709551616e19", nil, nil),
            ("1e19", nil, 10_000_000_000_000_000_000), ("1e20", nil, nil), ("0e999999999999999", 0, 0),
            ("10000000000000000000000e-3", nil, 10_000_000_000_000_000_000),
            ("123.000000000000000000000000", 123, 123), ("0.5e1", 5, 5),
        ]
        for (text, int64, uint64) in cases {
            let node = try number(text)
            XCTAssertFalse(node.isIntegerLiteral, text)
            XCTAssertEqual(node.int64, int64, text)
            XCTAssertEqual(node.uint64, uint64, text)
            XCTAssertEqual(node.double?.bitPattern, Double(text)?.bitPattern, text)
        }
    }

    func testNumbersInsideContainersAndOtherKinds() throws {
        let document = try JSONDocument(string: #"[1, -2.5, 3e2, "4", true, null, {"n": 18446744073709551615}]"#)
        let array = try XCTUnwrap(document.root.array)
        XCTAssertEqual(array.map(\.int64), [1, nil, 300, nil, nil, nil, nil])
        XCTAssertEqual(array.map(\.double), [1, -2.5, 300, nil, nil, nil, nil])
        XCTAssertEqual(array.map(\.numberText), ["1", "-2.5", "3e2", nil, nil, nil, nil])
        XCTAssertEqual(document.root[6]?["n"]?.uint64, .max)
        XCTAssertEqual(document.root[6]?["n"]?.double, 18446744073709551615.0)
    }

    func testInvalidNumbersAreRejected() throws {
        let invalid = [
            "01", "-01", "00", "+1", ".5", "1.", "-", "-.5", "1e", "1e+", "1E-", "0x10", "1.e5",
            "Infinity", "-Infinity", "NaN", "1_000", "- 1", "1.5.2", "--1", "1ee5", "0.e1", "2.-3",
        ]
        for text in invalid {
            XCTAssertNotNil(readError(text), text)
        }
        XCTAssertEqual(readError("01")?.reason, .invalidNumber)
        XCTAssertEqual(readError("01")?.offset, 1)
        XCTAssertEqual(readError("1.")?.reason, .unexpectedEndOfInput)
        XCTAssertEqual(readError("[1.]")?.reason, .invalidNumber)
        XCTAssertEqual(readError("[1.]")?.offset, 3)
        XCTAssertEqual(readError("[-]")?.reason, .invalidNumber)
        XCTAssertEqual(readError("[+1]")?.reason, .expectedValue)
    }

    func testFoundationAgreesWhereItIsCorrect() throws {
        // JSONSerialization reads these exactly as well.
        let texts = ["0.1", "3.141592653589793", "1e-10", "-123.456e-7", "2.2250738585072014e-308", "1.7976931348623157e308"]
        for text in texts {
            let foundation = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [NSNumber]
            XCTAssertEqual(try number(text).double, foundation?.first?.doubleValue, text)
        }
    }
}

