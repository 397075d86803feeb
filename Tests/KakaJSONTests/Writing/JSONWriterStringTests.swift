import Foundation
import KakaJSON
import XCTest

final class JSONWriterStringTests: XCTestCase {
    /// Independent reference for the documented escaping rules.
    private func referenceQuoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{08}": result += "\\b"
            case "\u{09}": result += "\\t"
            case "\u{0A}": result += "\\n"
            case "\u{0C}": result += "\\f"
            case "\u{0D}": result += "\\r"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private func withoutBOM(_ string: String) -> String {
        String(String.UnicodeScalarView(string.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }

    private func written(_ string: String) -> [UInt8] {
        writeJSON { $0.string(string) }
    }

    func testEscapesExactText() {
        XCTAssertEqual(jsonText(written("")), #""""#)
        XCTAssertEqual(jsonText(written("plain ascii")), #""plain ascii""#)
        XCTAssertEqual(jsonText(written("q\"b\\s/")), #""q\"b\\s/""#)
        XCTAssertEqual(jsonText(written("\u{08}\u{09}\u{0A}\u{0C}\u{0D}")), #""\b\t\n\f\r""#)
        XCTAssertEqual(jsonText(written("\u{00}\u{01}\u{1B}\u{1F}")), #""\u0000\u0001\u001b\u001f""#)
        XCTAssertEqual(jsonText(written("\u{7F}\u{2028}\u{2029}")), "\"\u{7F}\u{2028}\u{2029}\"")
        XCTAssertEqual(jsonText(written("é中😀")), "\"é中😀\"")
        XCTAssertEqual(jsonText(written("</script>")), #""</script>""#)
    }

    func testEveryControlCharacterRoundTrips() {
        for value in 0..<0x20 {
            let string = String(Unicode.Scalar(UInt8(value)))
            let bytes = written("a" + string + "b")
            XCTAssertFalse(bytes.contains { $0 < 0x20 }, "raw control byte for \(value)")
            XCTAssertTrue(sameScalars(parseWithFoundation(bytes) as? String ?? "", "a" + string + "b"), "U+\(value)")
        }
    }

    func testRandomStringsRoundTripThroughFoundation() {
        var rng = SplitMix64(seed: 0x4B41_4B41_4A53_4F4E)
        let specials: [Unicode.Scalar] = Array((0..<0x20).map { Unicode.Scalar(UInt8($0)) }) + [
            "\"", "\\", "/", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{2028}", "\u{2029}",
            "\u{D7FF}", "\u{E000}", "\u{FEFF}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}",
            "😀", "👍", "中", "文", "é",
        ]
        for caseIndex in 0..<1000 {
            var string = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &rng) {
                switch UInt8.random(in: 0..<4, using: &rng) {
                case 0: string.append(specials.randomElement(using: &rng)!)
                case 1: string.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
                case 2: string.append(Unicode.Scalar(UInt32.random(in: 0x4E00...0x9FFF, using: &rng))!)
                default:
                    // Any scalar, surrogate range excluded by construction.
                    let value = UInt32.random(in: 0...0x10_F7FF, using: &rng)
                    string.append(Unicode.Scalar(value < 0xD800 ? value : value + 0x800)!)
                }
            }
            let original = String(string)
            let bytes = written(original)
            XCTAssertEqual(jsonText(bytes), referenceQuoted(original), "case \(caseIndex)")
            // Foundation's JSONSerialization on Linux drops a U+FEFF that starts a string or
            // follows an escape, so it is compared without U+FEFF; JSONDecoder checks it exactly.
            let parsed = parseWithFoundation(bytes) as? String
            XCTAssertTrue(sameScalars(withoutBOM(parsed ?? "\u{0}"), withoutBOM(original)), "case \(caseIndex): \(original.debugDescription)")
            let decoded = decodeWithJSONDecoder(String.self, bytes)
            XCTAssertTrue(sameScalars(decoded ?? "\u{0}", original), "case \(caseIndex): \(original.debugDescription)")

            if caseIndex % 4 == 0 {
                let object = writeJSON {
                    $0.beginObject()
                    $0.key(original)
                    $0.int(caseIndex)
                    $0.endObject()
                }
                let parsedKeys = (parseWithFoundation(object) as? [String: Any])?.keys.map { $0 } ?? []
                XCTAssertEqual(parsedKeys.count, 1)
                XCTAssertTrue(sameScalars(withoutBOM(parsedKeys.first ?? "\u{0}"), withoutBOM(original)), "key \(caseIndex)")
                let decodedKeys = decodeWithJSONDecoder([String: Int].self, object)?.keys.map { $0 } ?? []
                XCTAssertTrue(sameScalars(decodedKeys.first ?? "\u{0}", original), "key \(caseIndex)")
            }
        }
    }

    func testUTF8Inputs() {
        let original = "tab\there \"é\" 😀"
        let expected = jsonText(written(original))
        XCTAssertEqual(jsonText(writeJSON { $0.string(utf8: Array(original.utf8)) }), expected)
        // A collection without contiguous storage takes the copying path.
        let lazyBytes = original.utf8.lazy.map { $0 }
        XCTAssertEqual(jsonText(writeJSON { $0.string(utf8: lazyBytes) }), expected)
        let object = writeJSON {
            $0.beginObject()
            $0.key(utf8: Array("k\u{1}".utf8))
            $0.string(utf8: lazyBytes)
            $0.endObject()
        }
        XCTAssertEqual(jsonText(object), "{\"k\\u0001\":\(expected)}")
    }

    func testSpecialAtEveryPositionOfLongerRuns() {
        // The search takes sixteen bytes at a time; put each special byte at every offset.
        for special in ["\"", "\\", "\u{0}", "\u{1F}", "\n"] {
            for length in [7, 8, 9, 15, 16, 17, 25, 31, 32, 33, 40] {
                for offset in 0..<length {
                    var characters = Array(repeating: "a", count: length)
                    characters[offset] = special
                    characters[length - 1 - offset] = offset % 2 == 0 ? "é" : characters[length - 1 - offset]
                    let original = characters.joined()
                    XCTAssertEqual(jsonText(written(original)), referenceQuoted(original), original.debugDescription)
                }
            }
        }
        // Bytes adjacent to the specials (0x1F/0x20, 0x21/0x23, 0x5B/0x5D, 0x7F, 0x80+) stay raw.
        let neighbours = " !#[]\u{7F}\u{80}ÿ"
        XCTAssertEqual(jsonText(written(neighbours + neighbours)), "\"\(neighbours)\(neighbours)\"")
    }

    func testSlashesAtEveryPositionAsFoundationWritesThem() throws {
        // Foundation's encoder escapes `/` unless told not to; ours follows it both ways.
        var strings: [String] = []
        for length in [1, 8, 15, 16, 17, 31, 32, 33] {
            for offset in 0..<length {
                var characters = Array(repeating: "a", count: length)
                characters[offset] = "/"
                characters[length - 1 - offset] = offset % 3 == 0 ? "\u{7F}" : characters[length - 1 - offset]
                strings.append(characters.joined())
            }
        }
        for formatting in [JSONEncoder.OutputFormatting(), .withoutEscapingSlashes] {
            let foundation = JSONEncoder()
            foundation.outputFormatting = formatting
            let ours = KakaJSONEncoder()
            ours.outputFormatting = formatting
            XCTAssertEqual(String(decoding: try ours.encode(strings), as: UTF8.self),
                           String(decoding: try foundation.encode(strings), as: UTF8.self))
        }
    }

    func testLongStringsWithRunsAndEscapes() {
        let chunk = String(repeating: "abcdefghij", count: 100)
        let original = chunk + "\n" + chunk + "\"" + chunk + "é"
        let bytes = written(original)
        XCTAssertEqual(bytes.count, original.utf8.count + 4)
        XCTAssertEqual(parseWithFoundation(bytes) as? String, original)
    }
}
