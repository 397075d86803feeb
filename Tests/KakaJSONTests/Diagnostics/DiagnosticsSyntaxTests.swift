// `ConversionError.syntaxError` names what was wrong and where: line, column
// (characters from 1) and byte offset.

import XCTest
import Foundation
import KakaJSON

private struct Item: Convertible {
    var id = 0
    var tags: [String] = []
}

final class DiagnosticsSyntaxTests: XCTestCase {
    private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try text.kj.decode(Item.self)
            XCTFail("decoded invalid JSON: \(text)", file: file, line: line)
            return nil
        } catch {
            let conversion = error as? ConversionError
            XCTAssertEqual(conversion?.issues, [], file: file, line: line)
            return conversion?.syntaxError
        }
    }

    func testTwentyMalformedInputs() {
        let cases: [(String, String)] = [
            ("", "the input is empty at the end of the input, line 1, column 1 (byte 0)"),
            ("   ", "the input is empty at the end of the input, line 1, column 4 (byte 3)"),
            ("{", "the input ends inside a value at the end of the input, line 1, column 2 (byte 1)"),
            (#"{"id": 1"#, "the input ends inside a value at the end of the input, line 1, column 9 (byte 8)"),
            (#"{"id" 1}"#, "expected ':' after an object key, found '1' at line 1, column 7 (byte 6)"),
            (#"{id: 1}"#, "expected a string key, found 'i' at line 1, column 2 (byte 1)"),
            (#"{"id": 1,}"#, "expected a string key, found '}' at line 1, column 10 (byte 9)"),
            (#"{"id": 1 "tags": []}"#, "expected ',' or '}' after an object member, found '\"' at line 1, column 10 (byte 9)"),
            (#"{"tags": [1 2]}"#, "expected ',' or ']' after an array element, found '2' at line 1, column 13 (byte 12)"),
            (#"{"id": tru}"#, "invalid literal (expected true, false or null), found 't' at line 1, column 8 (byte 7)"),
            (#"{"id": 01}"#, "invalid number, found '1' at line 1, column 9 (byte 8)"),
            (#"{"id": -}"#, "invalid number, found '}' at line 1, column 9 (byte 8)"),
            (#"{"id": "a\x"}"#, "invalid escape sequence in a string, found '\\' at line 1, column 10 (byte 9)"),
            (#"{"id": "\uD800"}"#, "unpaired UTF-16 surrogate in a \\u escape, found '\\' at line 1, column 9 (byte 8)"),
            ("{\"id\": \"a\tb\"}", "unescaped control character in a string, found byte 0x09 at line 1, column 10 (byte 9)"),
            (#"{"id": "abc"#, "unterminated string, found '\"' at line 1, column 8 (byte 7)"),
            (#"{"id": 1} x"#, "unexpected content after the top-level value, found 'x' at line 1, column 11 (byte 10)"),
            ("{\n  \"id\": 1,\n  \"tags\": [\"a\",]\n}", "expected a value, found ']' at line 3, column 16 (byte 28)"),
            ("{\"tags\": [\"é\", \"ü\"],\n \"id\": ?}", "expected a value, found '?' at line 2, column 8 (byte 30)"),
            (#"{"id": @}"#, "expected a value, found '@' at line 1, column 8 (byte 7)"),
        ]
        XCTAssertEqual(cases.count, 20)
        for (text, expected) in cases {
            XCTAssertEqual(syntaxError(text), expected, "input: \(text)")
        }
    }

    func testInvalidUTF8IsPlaced() throws {
        let bytes: [UInt8] = Array(#"{"id": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)
        XCTAssertThrowsError(try Data(bytes).kj.decode(Item.self)) { error in
            XCTAssertEqual((error as? ConversionError)?.syntaxError,
                           "invalid UTF-8 in a string, found byte 0xFF at line 1, column 9 (byte 8)")
        }
    }

    func testLenientConversionsReportInvalidTextAsAnIssue() {
        var issues: [ConversionIssue] = []
        XCTAssertNil(#"{"id": }"#.kj.model(Item.self, issues: &issues))
        XCTAssertEqual(issues, [ConversionIssue(path: "", kind: .typeMismatch,
                                                message: "The text is not valid JSON: expected a value, found '}' at line 1, column 8 (byte 7).")])
    }
}
