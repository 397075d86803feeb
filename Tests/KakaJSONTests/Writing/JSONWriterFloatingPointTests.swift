import Foundation
import KakaJSON
import XCTest

final class JSONWriterFloatingPointTests: XCTestCase {
    /// Writes `value`, checks the text is a JSON number that round-trips exactly
    /// through `Double(String)` and Foundation, and returns the text.
    @discardableResult
    private func checkDouble(_ value: Double, file: StaticString = #filePath, line: UInt = #line) -> String {
        var wroteNumber = false
        let bytes = writeJSON { wroteNumber = $0.double(value) }
        let string = jsonText(bytes)
        XCTAssertTrue(wroteNumber, file: file, line: line)
        XCTAssertTrue(isJSONNumber(string), "not a JSON number: \(string)", file: file, line: line)
        XCTAssertEqual(Double(string)?.bitPattern, value.bitPattern, string, file: file, line: line)
        // Shortest form: the standard library's shortest round-trip digits, less a
        // trailing `.0`, as JSONEncoder writes them.
        XCTAssertEqual(string, foundationText(value.description), file: file, line: line)
        let parsed = exactDouble(parseWithFoundation(bytes, file: file, line: line))
        // JSONSerialization reads `-0` as the integer 0: only the value is compared.
        XCTAssertEqual(parsed, value, string, file: file, line: line)
        let decoded = decodeWithJSONDecoder(Double.self, bytes, file: file, line: line)
        XCTAssertEqual(decoded?.bitPattern, value.bitPattern, string, file: file, line: line)
        return string
    }

    func testDoubleExactText() {
        XCTAssertEqual(checkDouble(0.1), "0.1")
        XCTAssertEqual(checkDouble(1.0), "1")
        XCTAssertEqual(checkDouble(-2.0), "-2")
        XCTAssertEqual(checkDouble(0.0), "0")
        XCTAssertEqual(checkDouble(-0.0), "-0")
        XCTAssertEqual(checkDouble(100), "100")
        XCTAssertEqual(checkDouble(1e10), "10000000000")
        XCTAssertEqual(checkDouble(9_007_199_254_740_992), "9007199254740992")
        XCTAssertEqual(checkDouble(-9_007_199_254_740_992), "-9007199254740992")
        XCTAssertEqual(checkDouble(9_007_199_254_740_994), "9.007199254740994e+15")
        XCTAssertEqual(checkDouble(1e16), "1e+16")
        XCTAssertEqual(checkDouble(1e17), "1e+17")
        XCTAssertEqual(checkDouble(1e21), "1e+21")
        XCTAssertEqual(checkDouble(1e-7), "1e-07")
        XCTAssertEqual(checkDouble(0.0001), "0.0001")
        XCTAssertEqual(checkDouble(Double("123456789012345680000")!), "1.2345678901234568e+20")
        XCTAssertEqual(checkDouble(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(checkDouble(Double.leastNonzeroMagnitude), "5e-324")
        XCTAssertEqual(checkDouble(Double.greatestFiniteMagnitude), "1.7976931348623157e+308")
        XCTAssertEqual(checkDouble(-Double.greatestFiniteMagnitude), "-1.7976931348623157e+308")
        checkDouble(Double.leastNormalMagnitude)
        checkDouble(Double.leastNormalMagnitude.nextDown)
        checkDouble(Double.pi)
    }

    func testRandomDoubleBitPatternsRoundTrip() {
        var rng = SplitMix64(seed: 0xD0_0B1E)
        var checked = 0
        while checked < 500 {
            let value = Double(bitPattern: rng.next())
            guard value.isFinite else { continue }
            checkDouble(value)
            checked += 1
        }
        for _ in 0..<100 {
            // Subnormals: zero exponent field, random significand and sign.
            let bits = rng.next() & 0x800F_FFFF_FFFF_FFFF
            checkDouble(Double(bitPattern: bits))
        }
    }

    func testIntegralDoublesMatchDescription() {
        var rng = SplitMix64(seed: 53)
        for _ in 0..<300 {
            let magnitude = Double(rng.next() >> UInt64.random(in: 11...63, using: &rng))
            checkDouble(Bool.random(using: &rng) ? magnitude : -magnitude)
        }
    }

    func testFloatShortestForm() {
        func written(_ value: Float) -> String {
            jsonText(writeJSON { XCTAssertTrue($0.float(value)) })
        }
        XCTAssertEqual(written(0.1), "0.1")
        XCTAssertEqual(written(1), "1")
        XCTAssertEqual(written(100), "100")
        XCTAssertEqual(written(-0.0), "-0")
        XCTAssertEqual(written(16_777_216), "16777216")
        XCTAssertEqual(written(16_777_218), "1.6777218e+07")
        XCTAssertEqual(written(1e10), "1e+10")
        XCTAssertEqual(written(Float.leastNonzeroMagnitude), "1e-45")
        XCTAssertEqual(written(Float.greatestFiniteMagnitude), "3.4028235e+38")

        var rng = SplitMix64(seed: 24)
        var checked = 0
        while checked < 300 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()))
            guard value.isFinite else { continue }
            let string = written(value)
            XCTAssertTrue(isJSONNumber(string), string)
            XCTAssertEqual(string, foundationText(value.description))
            XCTAssertEqual(Float(string)?.bitPattern, value.bitPattern, string)
            let parsed = exactDouble(parseWithFoundation(Array(string.utf8)))
            XCTAssertEqual(parsed.map { Float($0).bitPattern }, value.bitPattern, string)
            XCTAssertEqual(decodeWithJSONDecoder(Float.self, Array(string.utf8))?.bitPattern, value.bitPattern, string)
            checked += 1
        }
    }

    /// `description` as JSONEncoder writes it: without a trailing `.0`.
    private func foundationText(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }

    func testNonFiniteValuesWriteNull() {
        XCTAssertFalse(JSONWriter.canRepresent(.nan))
        XCTAssertFalse(JSONWriter.canRepresent(-.infinity))
        XCTAssertTrue(JSONWriter.canRepresent(-0.0))
        var results: [Bool] = []
        let bytes = writeJSON {
            $0.beginObject()
            $0.key("nan"); results.append($0.double(.nan))
            $0.key("inf"); results.append($0.double(.infinity))
            $0.key("-inf"); results.append($0.double(-.infinity))
            $0.key("fnan"); results.append($0.float(.signalingNaN))
            $0.key("finf"); results.append($0.float(-.infinity))
            $0.key("ok"); results.append($0.double(2.5))
            $0.endObject()
        }
        XCTAssertEqual(results, [false, false, false, false, false, true])
        XCTAssertEqual(jsonText(bytes), #"{"nan":null,"inf":null,"-inf":null,"fnan":null,"finf":null,"ok":2.5}"#)
        let parsed = parseWithFoundation(bytes) as? [String: Any]
        XCTAssertTrue(parsed?["nan"] is NSNull)
        XCTAssertEqual(exactDouble(parsed?["ok"]), 2.5)
    }

    func testRawNumbers() {
        for valid in ["0", "-0", "12", "-1.5", "1e5", "1E+5", "2.50e-3", "12345678901234567890123456789"] {
            let bytes = writeJSON { XCTAssertTrue($0.rawNumber(valid), valid) }
            XCTAssertEqual(jsonText(bytes), valid)
            XCTAssertNotNil(parseWithFoundation(bytes) as? NSNumber, valid)
        }
        for invalid in ["", "-", "01", "1.", ".5", "+1", "1e", "1e+", "NaN", "inf", "1 ", "0x10", "1.2.3", "--1"] {
            let bytes = writeJSON { XCTAssertFalse($0.rawNumber(utf8: Array(invalid.utf8)), invalid) }
            XCTAssertEqual(jsonText(bytes), "null", invalid)
        }
    }

    func testDecimalDigitsAreExact() {
        let cases = [
            "3.14159265358979323846264338327950288",
            "12345678901234567890.123456789",
            "-0.001",
            "0",
            "-42",
            "100000000000000000000000000000000000000000",
        ]
        for digits in cases {
            let value = Decimal(string: digits)!
            var wroteNumber = false
            let bytes = writeJSON { wroteNumber = $0.decimal(value) }
            XCTAssertTrue(wroteNumber, digits)
            XCTAssertTrue(isJSONNumber(jsonText(bytes)), jsonText(bytes))
            XCTAssertEqual(Decimal(string: jsonText(bytes)), value, digits)
            XCTAssertNotNil(parseWithFoundation(bytes) as? NSNumber, digits)
        }
        XCTAssertEqual(jsonText(writeJSON { $0.decimal(Decimal(string: "12345678901234567890.123456789")!) }),
                       "12345678901234567890.123456789")
        let bytes = writeJSON { XCTAssertFalse($0.decimal(Decimal.nan)) }
        XCTAssertEqual(jsonText(bytes), "null")
    }
}
