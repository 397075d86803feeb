import Foundation
import KakaJSON
import XCTest

// KakaJSONDecoder reads integers exactly as Foundation's JSONDecoder does
// (FoundationIntegerRule): the rows of the "Exact or reported" issue, and
// seeded random spellings near every width's bounds, compared with
// Foundation on this machine. Foundation stops the process on some
// numbers with hundreds of digits (a Decimal exponent overflowing while it
// parses), so the random spellings stay below a hundred digits.

final class FoundationIntegerRuleTests: XCTestCase {
    private let oracle = DecodingOracle()

    func testTheIssueRowsReadAsFoundationReadsThem() throws {
        for text in ["9007199254740993.0", "1234567890123456789.9", "-9223372036854775809", "1e-400", "1.0000000000000001",
                     "4503599627370497.5", "9223372036854775807.0", "9223372036854775295.0", "92233720368547752950e-1",
                     "-9223372036854775808.0", "-9223372036854775295.0"] {
            oracle.check(Int64.self, text)
        }
        for text in ["123456789012345678901234567890e-10", "18446744073709551615e0", "18446744073709551615.0",
                     "1.8446744073709551615e19", "1.8446744073709550e19", "18446744073709551615e-1", "18446744073709551616e-1"] {
            oracle.check(UInt64.self, text)
        }
        // Where Foundation reads the exact value, so does KakaJSONDecoder.
        XCTAssertEqual(try KakaJSONDecoder().decode(Int64.self, from: Data("9007199254740993.0".utf8)), 9_007_199_254_740_993)
        XCTAssertEqual(try KakaJSONDecoder().decode(Int64.self, from: Data("1234567890123456789.9".utf8)), 1_234_567_890_123_456_789)
        XCTAssertThrowsError(try KakaJSONDecoder().decode(Int64.self, from: Data("-9223372036854775809".utf8)))
        // -0 into Float keeps its sign, as in Foundation.
        XCTAssertEqual(try KakaJSONDecoder().decode(Float.self, from: Data("-0".utf8)).sign, .minus)
        oracle.check(Float.self, "-0")
        oracle.check(Decimal.self, "0e99999999999999999999")
    }

    func testASignificandBeyondUInt64IsRefusedAsFoundationRefusesIt() {
        // The Decimal Foundation reads keeps at most 39 digits; without
        // trailing zeros the rest must fit UInt64.
        oracle.check(Int64.self, "90071992547409930000000000000000000001e-22")
        oracle.check(Int64.self, "9007199254740993000000000000000000000001e-24")
        oracle.check(Int64.self, "9007199254740992.0001")
        oracle.check(Int64.self, "9007199254740992.5000")
        oracle.check(Int64.self, "9007199254740992.99999999999999999999999999999999999999999")
        oracle.check(Int64.self, "12345678901234567890e-1")
    }

    func testIntegerKeysAsFoundationReadsThem() {
        for key in ["1", "-0", "1.0", "1e0", "9007199254740993", "9223372036854775808"] {
            oracle.check([Int: String].self, #"{"\#(key)": "x"}"#)
        }
    }

    func testRandomSpellingsAsFoundationReadsThem() {
        var generator = NumberSpellingGenerator(seed: 0x466F_756E_6461, forStrings: false, exponentLimit: 25, extremes: false)
        for round in 0..<TestScale.count(30_000) {
            switch round % 10 {
            case 0: check(Int8.self, &generator)
            case 1: check(Int16.self, &generator)
            case 2: check(Int32.self, &generator)
            case 3: check(Int64.self, &generator)
            case 4: check(Int.self, &generator)
            case 5: check(UInt8.self, &generator)
            case 6: check(UInt16.self, &generator)
            case 7: check(UInt32.self, &generator)
            case 8: check(UInt64.self, &generator)
            default: check(UInt.self, &generator)
            }
        }
    }

    private func check<I: FixedWidthInteger & Decodable>(_ type: I.Type, _ generator: inout NumberSpellingGenerator) {
        let spelling = generator.next(near: NumberSpellingGenerator.bounds(of: I.self))
        oracle.check(type, spelling.text)
    }
}
