import Foundation
import KakaJSON
import XCTest

/// Nicolas Seriot's JSONTestSuite (Fixtures/JSONTestSuite, MIT License).
final class JSONTestSuiteTests: XCTestCase {
    private let parsing = "JSONTestSuite/test_parsing"
    private let transform = "JSONTestSuite/test_transform"

    func testAcceptsEveryYFile() throws {
        let names = try JSONFixtures.fileNames(in: parsing).filter { $0.hasPrefix("y_") }
        XCTAssertEqual(names.count, 95)
        for name in names {
            let bytes = try JSONFixtures.bytes("\(parsing)/\(name)")
            do {
                let document = try JSONDocument(bytes: bytes)
                // Reading every string and number must work too.
                _ = foundationValue(document.root)
            } catch {
                XCTFail("\(name) rejected: \(error)")
            }
        }
    }

    func testRejectsEveryNFile() throws {
        let names = try JSONFixtures.fileNames(in: parsing).filter { $0.hasPrefix("n_") }
        XCTAssertEqual(names.count, 188)
        for name in names {
            let bytes = try JSONFixtures.bytes("\(parsing)/\(name)")
            let error = readError(bytes)
            XCTAssertNotNil(error, "\(name) accepted")
            if let error {
                XCTAssertTrue((0...bytes.count).contains(error.offset), "\(name): offset \(error.offset)")
            }
        }
    }

    /// Implementation-defined files may go either way but must not crash.
    /// Outcomes (kept in sync by this test):
    /// - accepted: huge/tiny exponents and integers too big for 64 bits (read
    ///   as ±infinity, ±0 or a rounded double), 500 nested arrays, and a UTF-8
    ///   BOM before `{}` (`JSONReadOptions.allowsByteOrderMark` is on by default);
    /// - rejected: every lone or invalid UTF-16 surrogate escape, every invalid
    ///   UTF-8 byte sequence (overlong, surrogate-encoded, out of range,
    ///   truncated, Latin-1), and UTF-16 input.
    func testImplementationDefinedFilesDoNotCrash() throws {
        let names = try JSONFixtures.fileNames(in: parsing).filter { $0.hasPrefix("i_") }
        XCTAssertEqual(names.count, 35)
        let expectedAccepted: Set<String> = [
            "i_number_double_huge_neg_exp.json",
            "i_number_huge_exp.json",
            "i_number_neg_int_huge_exp.json",
            "i_number_pos_double_huge_exp.json",
            "i_number_real_neg_overflow.json",
            "i_number_real_pos_overflow.json",
            "i_number_real_underflow.json",
            "i_number_too_big_neg_int.json",
            "i_number_too_big_pos_int.json",
            "i_number_very_big_negative_int.json",
            "i_structure_500_nested_arrays.json",
            "i_structure_UTF-8_BOM_empty_object.json",
        ]
        var accepted: Set<String> = []
        for name in names {
            let bytes = try JSONFixtures.bytes("\(parsing)/\(name)")
            if let document = try? JSONDocument(bytes: bytes) {
                _ = foundationValue(document.root)
                accepted.insert(name)
            }
        }
        print("JSONTestSuite i_ files accepted: \(accepted.sorted())")
        print("JSONTestSuite i_ files rejected: \(Set(names).subtracting(accepted).sorted())")
        XCTAssertEqual(accepted, expectedAccepted)
    }

    func testTransformNumbers() throws {
        func number(_ name: String) throws -> JSONNode {
            let document = try JSONDocument(bytes: try JSONFixtures.bytes("\(transform)/\(name)"))
            return try XCTUnwrap(document.root[0])
        }
        XCTAssertEqual(try number("number_-9223372036854775808.json").int64, Int64.min)
        let belowMin = try number("number_-9223372036854775809.json")
        XCTAssertNil(belowMin.int64)
        XCTAssertNil(belowMin.uint64)
        XCTAssertEqual(belowMin.double?.bitPattern, (-9223372036854775809.0).bitPattern)
        let one = try number("number_1.0.json")
        XCTAssertEqual(one.int64, 1)
        XCTAssertFalse(one.isIntegerLiteral)
        XCTAssertEqual(one.double, 1.0)
        XCTAssertEqual(one.numberText, "1.0")
        let nearOne = try number("number_1.000000000000000005.json")
        XCTAssertNil(nearOne.int64)
        XCTAssertEqual(nearOne.double?.bitPattern, (1.0).bitPattern)
        XCTAssertEqual(nearOne.numberText, "1.000000000000000005")
        XCTAssertEqual(try number("number_1000000000000000.json").int64, 1_000_000_000_000_000)
        let big = try number("number_10000000000000000999.json")
        XCTAssertNil(big.int64)
        XCTAssertEqual(big.uint64, 10_000_000_000_000_000_999)
        XCTAssertEqual(big.double?.bitPattern, Double("10000000000000000999")?.bitPattern)
        let tiny = try number("number_1e-999.json")
        XCTAssertEqual(tiny.double?.bitPattern, (0.0).bitPattern)
        XCTAssertNil(tiny.int64)
        let million = try number("number_1e6.json")
        XCTAssertEqual(million.int64, 1_000_000)
        XCTAssertEqual(million.double, 1e6)
        XCTAssertEqual(try number("number_9223372036854775807.json").int64, Int64.max)
        let aboveMax = try number("number_9223372036854775808.json")
        XCTAssertNil(aboveMax.int64)
        XCTAssertEqual(aboveMax.uint64, 9_223_372_036_854_775_808)
    }

    func testTransformObjects() throws {
        // Keys compare as bytes: NFC and NFD forms of "é" are different keys.
        for name in ["object_key_nfc_nfd.json", "object_key_nfd_nfc.json"] {
            let object = try XCTUnwrap(JSONDocument(bytes: try JSONFixtures.bytes("\(transform)/\(name)")).root.object)
            XCTAssertEqual(object.count, 2)
            XCTAssertEqual(object.value(forKey: [0xC3, 0xA9])?.string, "NFC")
            XCTAssertEqual(object.value(forKey: [0x65, 0xCC, 0x81])?.string, "NFD")
        }
        // Duplicate keys are kept in order; lookup returns the last one.
        let different = try XCTUnwrap(JSONDocument(bytes: try JSONFixtures.bytes("\(transform)/object_same_key_different_values.json")).root.object)
        XCTAssertEqual(different.count, 2)
        XCTAssertEqual(different.map(\.value.int64), [1, 2])
        XCTAssertEqual(different["a"]?.int64, 2)
        let same = try XCTUnwrap(JSONDocument(bytes: try JSONFixtures.bytes("\(transform)/object_same_key_same_value.json")).root.object)
        XCTAssertEqual(same.map(\.value.int64), [1, 1])
        let unclear = try XCTUnwrap(JSONDocument(bytes: try JSONFixtures.bytes("\(transform)/object_same_key_unclear_values.json")).root.object)
        XCTAssertEqual(unclear.count, 2)
        let negativeZero = try XCTUnwrap(unclear["a"])
        XCTAssertEqual(negativeZero.numberText, "-0")
        XCTAssertEqual(negativeZero.int64, 0)
        XCTAssertEqual(negativeZero.double?.bitPattern, (-0.0).bitPattern)
    }

    func testTransformStrings() throws {
        // Lone surrogates, escaped or UTF-8-encoded, are rejected.
        let rejected: [String: JSONReadError.Reason] = [
            "string_1_escaped_invalid_codepoint.json": .loneSurrogate,
            "string_2_escaped_invalid_codepoints.json": .loneSurrogate,
            "string_3_escaped_invalid_codepoints.json": .loneSurrogate,
            "string_1_invalid_codepoint.json": .invalidUTF8,
            "string_2_invalid_codepoints.json": .invalidUTF8,
            "string_3_invalid_codepoints.json": .invalidUTF8,
        ]
        for (name, reason) in rejected {
            let error = readError(try JSONFixtures.bytes("\(transform)/\(name)"))
            XCTAssertEqual(error?.reason, reason, name)
            XCTAssertEqual(error?.offset, 2, name)
        }
        let document = try JSONDocument(bytes: try JSONFixtures.bytes("\(transform)/string_with_escaped_NULL.json"))
        let string = try XCTUnwrap(document.root[0])
        XCTAssertEqual(string.decodedStringUTF8, [0x41, 0x00, 0x42])
        XCTAssertEqual(string.string, "A\u{0}B")
        XCTAssertNil(string.rawStringUTF8)
    }
}
