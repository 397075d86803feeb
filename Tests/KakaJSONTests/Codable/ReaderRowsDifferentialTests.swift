import XCTest
import Foundation
import KakaJSON

/// The reader rows of the drop-in promise, held against Foundation's
/// `JSONDecoder`: `assumesTopLevelDictionary`, UTF-16 and UTF-32 input, and
/// numbers that overflow or underflow their type.
final class ReaderRowsDifferentialTests: XCTestCase {
    private static let braceless = [
        #""a":1"#, #""a":1,"#, #""a":1,}"#, #"{"a":1}"#, #"{"a":1},"#, "", "  ", "\n", #""a":1,"b":[1,]"#,
        #""a":1 "b":2"#, "[1]", "1", #""a":1}"#, #""a":{"b":1}"#, #"{"a":1}}"#, #" "a" : [ ] , "b" : { } "#,
        #""a""#, #""a":"#, ",", #""a":1,,"#, "\"a\":1\u{0}",
    ]

    func testAssumesTopLevelDictionary() {
        let oracle = ByteOracle(assumesTopLevelDictionary: true)
        for text in Self.braceless { oracle.check(AnyJSONValue.self, text) }
        for text in [#""a":1"#, "", #""a":[1],"b":{}"#] {
            oracle.check(AnyJSONValue.self, text, expectSuccess: true)
        }
        struct Pair: Decodable, Equatable { var a: Int, b: [Int] }
        oracle.check(Pair.self, #""a": 1, "b": [2, 3]"#, expectSuccess: true)
        oracle.check(Pair.self, #""a": 1"#, expectSuccess: false)
        oracle.check([String: Int].self, "", expectSuccess: true)
    }

    func testAssumesTopLevelDictionaryWithJSON5() {
        let oracle = ByteOracle(allowsJSON5: true, assumesTopLevelDictionary: true)
        for text in Self.braceless + ["a:1", "a:1,", "a:1,,", "//c", "/*c*/a:1//x", "'a':1", "a:1}", "a:1 /*", "a:'x',b:0x10,"] {
            oracle.check(AnyJSONValue.self, text)
        }
        XCTAssertEqual(try decoder(json5: true, braceless: true).decode([String: Int].self, from: Data("a: 0x10, b: +2,".utf8)),
                       ["a": 16, "b": 2])
    }

    /// The depth limit counts the braces that are not there.
    func testBracelessDocumentCountsAsOneLevel() {
        let text = #""a":"# + String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        XCTAssertNoThrow(try decoder(json5: false, braceless: true).decode(AnyJSONValue.self, from: Data(text.utf8)))
        let deeper = #""a":"# + String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertThrowsError(try decoder(json5: false, braceless: true).decode(AnyJSONValue.self, from: Data(deeper.utf8)))
    }

    /// UTF-16 and UTF-32 in both byte orders, with and without a byte-order
    /// mark, decode as Foundation decodes them.
    func testWideEncodings() {
        let oracle = ByteOracle()
        let texts = [#"{"name": "Kaka", "n": [1, 2.5, -3], "é": "\u00e9😀"}"#, "[]", "7", #""s""#, "true", "null",
                     #"["é", "中文", "😀"]"#, " [1] ", #"{"a":1,}"#]
        let encodings: [(String.Encoding, [UInt8])] = [
            (.utf16BigEndian, [0xFE, 0xFF]), (.utf16LittleEndian, [0xFF, 0xFE]),
            (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF]), (.utf8, [0xEF, 0xBB, 0xBF]),
        ]
        for text in texts {
            for (encoding, mark) in encodings {
                guard let body = text.data(using: encoding) else { return XCTFail("\(text) in \(encoding)") }
                oracle.check(AnyJSONValue.self, body, "\(text) in \(encoding)", expectSuccess: true)
                oracle.check(AnyJSONValue.self, Data(mark) + body, "\(text) in \(encoding) with a mark", expectSuccess: true)
            }
            // UTF-32LE without a mark (with one, Foundation takes it for UTF-16LE: see below).
            if let body = text.data(using: .utf32LittleEndian) {
                oracle.check(AnyJSONValue.self, body, "\(text) in UTF-32LE", expectSuccess: true)
            }
        }
        // Cut-off or ill-formed wide text is refused by both. (Foundation
        // drops a cut-off last UTF-32 unit, 00 00 00 31 00; we refuse it.)
        for bytes: [UInt8] in [[0xFE, 0xFF, 0x00], [0x00, 0x5B, 0xD8, 0x00, 0x00, 0x5D], [0xFF, 0xFE, 0x5B, 0x00, 0x31],
                               [0x31, 0x00], [0x00, 0x31]] {
            oracle.check(AnyJSONValue.self, Data(bytes), "\(bytes)")
        }
        // Wide text with JSON5 and without braces.
        let json5 = ByteOracle(allowsJSON5: true, assumesTopLevelDictionary: true)
        json5.check(AnyJSONValue.self, "a: 'x', // c\n b: 0x1F,".data(using: .utf16LittleEndian)!, "JSON5 in UTF-16LE",
                    expectSuccess: true)
    }

    /// Foundation reads FF FE 00 00 as a UTF-16LE mark and then a NUL, and
    /// refuses UTF-32LE text with its mark; KakaJSONDecoder reads it.
    func testUTF32LittleEndianWithAMark() throws {
        let data = Data([0xFF, 0xFE, 0x00, 0x00]) + #"[1, "é"]"#.data(using: .utf32LittleEndian)!
        XCTAssertThrowsError(try JSONDecoder().decode(AnyJSONValue.self, from: data))
        XCTAssertEqual(try KakaJSONDecoder().decode(AnyJSONValue.self, from: data), .array([.int(1), .string("é")]))
    }

    /// A number that overflows or underflows its type is `dataCorrupted`,
    /// as in Foundation (which names no path; ours names the number's).
    func testNumbersOutOfTheirTypesRange() {
        let oracle = ByteOracle()
        let numbers = ["2.01e-1234", "1e-50", "1e400", "-1e400", "1e-400", "-1e-400", "0e-400", "0.0e99999", "4.9e-324",
                       "2.4e-324", "2.5e-324", "1.7976931348623157e308", "1.7976931348623159e308", "-0.0",
                       "0.000e-5000", "1e39", "3.4028235e38", "3.4028236e38", "1.4e-45", "7e-46", "8e-46", "-7e-46",
                       "1e-45", "123e-330", "0.00000e-400", "1e308", "10e307"]
        for number in numbers {
            oracle.check([Double].self, "[\(number)]")
            oracle.check([Float].self, "[\(number)]")
            oracle.check([String: Double].self, #"{"x": \#(number)}"#)
            oracle.check(Float.self, number)
        }
        XCTAssertThrowsError(try KakaJSONDecoder().decode([String: Double].self, from: Data(#"{"x": 2.01e-1234}"#.utf8))) {
            guard case DecodingError.dataCorrupted(let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["x"])
            XCTAssertEqual(context.debugDescription, "Parsed JSON number <2.01e-1234> does not fit in Double.")
        }
        XCTAssertEqual(try KakaJSONDecoder().decode([Double].self, from: Data("[0e-400, -0.0]".utf8)).map(\.sign), [.plus, .minus])
    }

    private func decoder(json5: Bool, braceless: Bool) -> KakaJSONDecoder {
        let decoder = KakaJSONDecoder()
        decoder.allowsJSON5 = json5
        decoder.assumesTopLevelDictionary = braceless
        return decoder
    }
}
