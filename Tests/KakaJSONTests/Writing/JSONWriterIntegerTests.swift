import Foundation
import KakaJSON
import XCTest

final class JSONWriterIntegerTests: XCTestCase {
    private func signedCases() -> [Int64] {
        var values: [Int64] = [0, 1, -1, 9, 10, 11, -9, -10, 99, 100, 101, Int64.min, Int64.max, Int64.min + 1, Int64.max - 1]
        var power: Int64 = 1
        for _ in 0...18 {
            values += [power - 1, power, power + 1, -power + 1, -power, -power - 1]
            if power <= Int64.max / 10 {
                power *= 10
            }
        }
        return values
    }

    func testSignedIntegersExactText() {
        for value in signedCases() {
            let bytes = writeJSON { $0.int64(value) }
            XCTAssertEqual(jsonText(bytes), String(value))
            XCTAssertEqual((parseWithFoundation(bytes) as? NSNumber)?.int64Value, value)
        }
        XCTAssertEqual(jsonText(writeJSON { $0.int64(Int64.min) }), "-9223372036854775808")
        XCTAssertEqual(jsonText(writeJSON { $0.int64(Int64.max) }), "9223372036854775807")
        XCTAssertEqual(jsonText(writeJSON { $0.int(-42) }), "-42")
    }

    func testUnsignedIntegersExactText() {
        var values: [UInt64] = [0, 1, 9, 10, UInt64.max, UInt64.max - 1, UInt64(Int64.max) + 1]
        var power: UInt64 = 1
        for exponent in 0...19 {
            values += [power - 1, power, power + 1]
            if exponent < 19 {
                power *= 10
            }
        }
        XCTAssertEqual(power, 10_000_000_000_000_000_000)
        for value in values {
            let bytes = writeJSON { $0.uint64(value) }
            XCTAssertEqual(jsonText(bytes), String(value))
            XCTAssertEqual((parseWithFoundation(bytes) as? NSNumber)?.uint64Value, value)
        }
        XCTAssertEqual(jsonText(writeJSON { $0.uint64(UInt64.max) }), "18446744073709551615")
        XCTAssertEqual(jsonText(writeJSON { $0.uint(7) }), "7")
    }

    func testRandomIntegersMatchDescription() {
        var rng = SplitMix64(seed: 7)
        var writer = JSONWriter()
        var expected: [String] = []
        writer.beginArray()
        for _ in 0..<2000 {
            let bits = rng.next() >> UInt64.random(in: 0...63, using: &rng)
            let value = Int64(bitPattern: bits) &* (Bool.random(using: &rng) ? 1 : -1)
            writer.int64(value)
            writer.uint64(bits)
            expected += [String(value), String(bits)]
        }
        writer.endArray()
        XCTAssertEqual(writer.makeString(), "[" + expected.joined(separator: ",") + "]")
        XCTAssertEqual((parseWithFoundation(writer.bytes) as? [Any])?.count, expected.count)
    }
}
