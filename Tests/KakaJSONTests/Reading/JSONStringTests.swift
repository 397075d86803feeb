import Foundation
import KakaJSON
import XCTest

/// Strings: escapes, surrogate pairs, strict UTF-8, control characters.
final class JSONStringTests: XCTestCase {
    /// The single string of the document `text`.
    private func string(_ text: String) throws -> JSONNode {
        let node = try JSONDocument(string: text).root
        XCTAssertEqual(node.kind, .string)
        return node
    }

    func testSimpleEscapes() throws {
        let node = try string(#""\"\\\/\b\f\n\r\t""#)
        XCTAssertEqual(node.string, "\"\\/\u{8}\u{C}\n\r\t")
        XCTAssertEqual(node.decodedStringUTF8, [0x22, 0x5C, 0x2F, 0x08, 0x0C, 0x0A, 0x0D, 0x09])
        XCTAssertTrue(node.stringHasEscapes)
        XCTAssertNil(node.rawStringUTF8)
        XCTAssertTrue(node.stringEquals([0x22, 0x5C, 0x2F, 0x08, 0x0C, 0x0A, 0x0D, 0x09]))
        XCTAssertTrue(node.stringEquals("\"\\/\u{8}\u{C}\n\r\t"))
    }

    func testUnicodeEscapes() throws {
        XCTAssertEqual(try string(#""\u00e9\u00E9""#).string, "éé")
        XCTAssertEqual(try string(#""\u0041\u0000\u001f\u007F""#).decodedStringUTF8, [0x41, 0x00, 0x1F, 0x7F])
        XCTAssertEqual(try string(#""\u20AC""#).decodedStringUTF8, [0xE2, 0x82, 0xAC])
        XCTAssertEqual(try string(#""\uFFFF""#).decodedStringUTF8, [0xEF, 0xBF, 0xBF])
        XCTAssertEqual(try string(#""a\u0062c""#).string, "abc")
        // Surrogate pairs combine into one scalar.
        XCTAssertEqual(try string(#""\uD83D\uDE00""#).string, "😀")
        XCTAssertEqual(try string(#""\ud834\udd1e""#).decodedStringUTF8, [0xF0, 0x9D, 0x84, 0x9E])
        XCTAssertEqual(try string(#""\uDBFF\uDFFF""#).decodedStringUTF8, [0xF4, 0x8F, 0xBF, 0xBF])
        XCTAssertEqual(try string(#""\uD800\uDC00""#).decodedStringUTF8, [0xF0, 0x90, 0x80, 0x80])
        XCTAssertEqual(try string(#""x\uD83D\uDE00y\n""#).string, "x😀y\n")
    }

    func testRawUTF8AndEmoji() throws {
        let text = "\"héllo 名前 😋✨❤️ 𝄞\""
        let node = try string(text)
        XCTAssertEqual(node.string, "héllo 名前 😋✨❤️ 𝄞")
        XCTAssertFalse(node.stringHasEscapes)
        XCTAssertEqual(node.rawStringUTF8.map(Array.init), Array("héllo 名前 😋✨❤️ 𝄞".utf8))
        XCTAssertTrue(node.stringEquals("héllo 名前 😋✨❤️ 𝄞"))
        XCTAssertFalse(node.stringEquals("hello"))
        // Boundary scalars of each UTF-8 length.
        let boundaries: [[UInt8]] = [
            [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
            [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        for sequence in boundaries {
            let document = try JSONDocument(bytes: [0x22] + sequence + [0x22])
            XCTAssertEqual(document.root.decodedStringUTF8, sequence)
            XCTAssertEqual(document.root.string.map { Array($0.utf8) }, sequence)
        }
        XCTAssertEqual(try string("\"\"").string, "")
        XCTAssertEqual(try string("\"\"").rawStringUTF8?.count, 0)
    }

    func testLoneSurrogatesAreRejected() {
        let cases: [(String, Int)] = [
            (#""\uD800""#, 1), (#""\uDBFF""#, 1), (#""\uDC00""#, 1), (#""\uDFFF""#, 1),
            (#""ab\uD800x""#, 3), (#""\uD800\u0041""#, 1), (#""\uD800\n""#, 1),
            (#""\uDBFF\uDBFF""#, 1), (#""\uDE00\uD83D""#, 1), (#"["\uD83D"]"#, 2),
            (#"{"\uDFAA":0}"#, 2),
        ]
        for (text, offset) in cases {
            let error = readError(text)
            XCTAssertEqual(error?.reason, .loneSurrogate, text)
            XCTAssertEqual(error?.offset, offset, text)
        }
    }

    func testInvalidEscapesAreRejected() {
        for text in [#""\x""#, #""\a""#, #""\U0041""#, #""\u12""#, #""\u12G4""#, #""\uD800\uZZZZ""#, #""\'""#, "\"\\\u{E9}\""] {
            XCTAssertEqual(readError(text)?.reason, .invalidEscape, text)
        }
        XCTAssertEqual(readError(#""\"#)?.reason, .unterminatedString)
        XCTAssertEqual(readError(#""\u00"#)?.reason, .unterminatedString)
    }

    func testInvalidUTF8IsRejected() {
        let cases: [(name: String, bytes: [UInt8])] = [
            ("overlong 2-byte NUL", [0xC0, 0x80]), ("overlong 2-byte", [0xC1, 0xBF]),
            ("overlong 3-byte", [0xE0, 0x80, 0x80]), ("overlong 3-byte max", [0xE0, 0x9F, 0xBF]),
            ("overlong 4-byte", [0xF0, 0x80, 0x80, 0x80]), ("overlong 4-byte max", [0xF0, 0x8F, 0xBF, 0xBF]),
            ("surrogate D800", [0xED, 0xA0, 0x80]), ("surrogate DFFF", [0xED, 0xBF, 0xBF]),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]), ("F5 lead", [0xF5, 0x80, 0x80, 0x80]),
            ("0xFF", [0xFF]), ("0xFE", [0xFE]), ("stray continuation", [0x80]), ("stray BF", [0xBF]),
            ("truncated 2-byte", [0xC3]), ("truncated 3-byte", [0xE3, 0x81]),
            ("truncated 4-byte", [0xF0, 0x9F, 0x98]), ("bad second byte", [0xE3, 0x41, 0x81]),
            ("bad third byte", [0xE3, 0x81, 0xC0]), ("5-byte form", [0xF8, 0x88, 0x80, 0x80, 0x80]),
            ("Latin-1", [0xE9]),
        ]
        for (name, sequence) in cases {
            let error = readError([0x5B, 0x22, 0x61] + sequence + [0x22, 0x5D]) // ["a…"]
            XCTAssertEqual(error?.reason, .invalidUTF8, name)
            XCTAssertEqual(error?.offset, 3, name)
            // Also at the very end of the input, where reads run past the end.
            XCTAssertNotNil(readError([0x22] + sequence), name)
        }
        // Non-ASCII outside strings is a syntax error.
        XCTAssertEqual(readError([0xC3, 0xA9])?.reason, .expectedValue)
    }

    func testControlCharactersAreRejected() {
        for byte in UInt8(0)..<0x20 {
            let error = readError([0x22, 0x61, byte, 0x22])
            XCTAssertEqual(error?.reason, .controlCharacterInString, "byte \(byte)")
            XCTAssertEqual(error?.offset, 2)
        }
        // DEL is not a control character for JSON.
        XCTAssertEqual(try JSONDocument(bytes: [0x22, 0x7F, 0x22]).root.decodedStringUTF8, [0x7F])
    }

    func testUnterminatedStrings() {
        for text in [#"""#, #""abc"#, #"["abc"#, #"{"a"#, "\"名前"] {
            XCTAssertEqual(readError(text)?.reason, .unterminatedString, text)
        }
        XCTAssertEqual(readError(#"["abc"#)?.offset, 1)
    }

    func testLongStringsCrossWordBoundaries() throws {
        // Specials at every position relative to the eight- and sixteen-byte scans.
        for length in 0..<40 {
            let plain = String(repeating: "a", count: length)
            XCTAssertEqual(try string("\"\(plain)\"").string, plain)
            XCTAssertEqual(try string("\"\(plain)\\n\(plain)\"").string, plain + "\n" + plain)
            XCTAssertEqual(try string("\"\(plain)é\(plain)\"").string, plain + "é" + plain)
            XCTAssertEqual(readError("\"\(plain)\u{1}\(plain)\"")?.offset, length + 1)
            // The bytes either side of the limits: 0x1F and 0x80 end a run, 0x20 and 0x7F do not.
            XCTAssertEqual(readError("\"\(plain)\u{1F}\(plain)\"")?.offset, length + 1)
            XCTAssertEqual(try string("\"\(plain) \u{7F}~\(plain)\"").string, plain + " \u{7F}~" + plain)
            XCTAssertEqual(try string("\"\(plain)\u{80}\(plain)\"").string, plain + "\u{80}" + plain)
            XCTAssertEqual(readError([0x22] + Array(plain.utf8) + [0xFF] + Array(plain.utf8) + [0x22])?.offset, length + 1)
        }
    }

    /// Strings longer than the inline form are made without the standard
    /// library's second validation; they must still carry the right ASCII
    /// and normalization facts, which comparison, hashing and counting use.
    func testLongScannedStringsBehaveAsStandardStrings() throws {
        let ascii = String(repeating: "abcdefgh", count: 5)
        let asciiNode = try string("\"\(ascii)\"")
        XCTAssertEqual(asciiNode.string, ascii)
        XCTAssertEqual(asciiNode.string?.count, 40)
        XCTAssertEqual(asciiNode.string?.hashValue, ascii.hashValue)

        // Decomposed é (e + U+0301) equals the precomposed literal only if
        // the string is not marked as already normalized.
        let decomposed = String(repeating: "caf\u{65}\u{301} 名前 ", count: 3)
        let precomposed = String(repeating: "café 名前 ", count: 3)
        let decoded = try XCTUnwrap(try string("\"\(decomposed)\"").string)
        XCTAssertEqual(Array(decoded.utf8), Array(decomposed.utf8))
        XCTAssertEqual(decoded, precomposed)
        XCTAssertEqual(decoded.hashValue, precomposed.hashValue)
        XCTAssertTrue(Set([precomposed]).contains(decoded))
        XCTAssertEqual(decoded.count, precomposed.count)
        XCTAssertEqual(decoded.utf16.count, decomposed.utf16.count)
        XCTAssertEqual(decoded.unicodeScalars.count, decomposed.unicodeScalars.count)
        XCTAssertEqual(decoded.uppercased(), precomposed.uppercased())

        // Through a model property, as the decoder stores it.
        struct Note: Convertible { var text = "" }
        let note = try XCTUnwrap(#"{"text": "\#(decomposed)"}"#.kj.model(Note.self))
        XCTAssertEqual(note.text, precomposed)
    }

    /// Long strings with escapes are decoded into scratch memory and made
    /// without the standard library's validation too; Foundation's parser
    /// is the oracle for their content.
    func testLongEscapedStringsBehaveAsStandardStrings() throws {
        let bodies = [
            #"http:\/\/example.com\/some\/long\/path?q=1"#,
            #"caf\u0065\u0301 \u540d\u524d \u540d\u524d \u540d\u524d"#,
            #"emoji \ud83d\ude00\ud83d\ude0b and a tab\tand a quote\" here"#,
            #"\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9"#,
            #"0123456789abcde\n"#,
            #"0123456789abcdef\n"#,
        ]
        for body in bodies {
            let text = "\"\(body)\""
            let expected = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String)
            let decoded = try XCTUnwrap(try string(text).string, body)
            XCTAssertTrue(decoded.unicodeScalars.elementsEqual(expected.unicodeScalars), body)
            XCTAssertEqual(decoded, expected, body)
            XCTAssertEqual(decoded.hashValue, expected.hashValue, body)
            XCTAssertEqual(decoded.count, expected.count, body)
            XCTAssertEqual(decoded.utf16.count, expected.utf16.count, body)
            XCTAssertEqual(decoded.lowercased(), expected.lowercased(), body)
        }
    }
}
