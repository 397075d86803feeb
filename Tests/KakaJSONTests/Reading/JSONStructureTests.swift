import Foundation
import KakaJSON
import XCTest

/// Grammar, errors, depth limit, truncation and the walking API.
final class JSONStructureTests: XCTestCase {
    func testTopLevelScalarsAndWhitespace() throws {
        XCTAssertEqual(try JSONDocument(string: "true").root.bool, true)
        XCTAssertEqual(try JSONDocument(string: " \t\r\nfalse\n").root.bool, false)
        XCTAssertTrue(try JSONDocument(string: "null").root.isNull)
        XCTAssertEqual(try JSONDocument(string: "  42  ").root.int64, 42)
        XCTAssertEqual(try JSONDocument(string: #""x""#).root.string, "x")
        XCTAssertEqual(try JSONDocument(string: "[]").root.array?.count, 0)
        XCTAssertEqual(try JSONDocument(string: "{}").root.object?.count, 0)
        XCTAssertEqual(try JSONDocument(string: "[ ]").root.array?.isEmpty, true)
        XCTAssertEqual(try JSONDocument(string: "{ \n}").root.object?.isEmpty, true)
    }

    func testSyntaxErrorsCarryOffsetAndReason() {
        let cases: [(String, Int, JSONReadError.Reason)] = [
            ("", 0, .emptyInput),
            ("   \n", 4, .emptyInput),
            ("[1,]", 3, .expectedValue),
            ("[1 2]", 3, .expectedCommaOrBracket),
            (#"{"a":1,}"#, 7, .expectedKey),
            (#"{"a" 1}"#, 5, .expectedColon),
            (#"{"a":1 "b":2}"#, 7, .expectedCommaOrBrace),
            ("{1:2}", 1, .expectedKey),
            ("[1]]", 3, .trailingContent),
            ("1 2", 2, .trailingContent),
            ("{} x", 3, .trailingContent),
            ("tru", 0, .unexpectedEndOfInput),
            ("trUe", 0, .invalidLiteral),
            ("nul", 0, .unexpectedEndOfInput),
            ("[nulL]", 1, .invalidLiteral),
            ("[fals]", 1, .invalidLiteral),
            ("[", 1, .unexpectedEndOfInput),
            ("[1,", 3, .unexpectedEndOfInput),
            (#"{"a":"#, 5, .unexpectedEndOfInput),
            (#"{"a""#, 4, .unexpectedEndOfInput),
            ("[1", 2, .unexpectedEndOfInput),
            ("/* c */ 1", 0, .expectedValue),
            ("[1] // c", 4, .trailingContent),
            ("[\u{0B}1]", 1, .expectedValue),   // vertical tab is not JSON whitespace
            ("\u{A0}1", 0, .expectedValue),     // neither is NBSP
            ("['a']", 1, .expectedValue),
            ("[1]\u{0}", 3, .trailingContent),
            ("\u{0}", 0, .expectedValue),
        ]
        for (text, offset, reason) in cases {
            let error = readError(text)
            XCTAssertEqual(error?.reason, reason, text.debugDescription)
            XCTAssertEqual(error?.offset, offset, text.debugDescription)
        }
        let error = JSONReadError(offset: 3, reason: .expectedColon)
        XCTAssertEqual(error.description, "invalid JSON at byte 3: expected ':' after an object key")
    }

    /// Whitespace is skipped a word at a time, with shortcuts for one space
    /// and for eight spaces: runs of every length and mix, at every alignment,
    /// and a byte that is not JSON whitespace anywhere inside a run.
    func testWhitespaceRunsOfEveryLengthAndMix() throws {
        let fillers: [[UInt8]] = [[0x20], [0x0A], [0x09], [0x0D], [0x0A, 0x20, 0x20, 0x20], [0x20, 0x09, 0x20, 0x0D, 0x0A]]
        for filler in fillers {
            for length in 0..<40 {
                let run = (0..<length).map { filler[$0 % filler.count] }
                let text: [UInt8] = run + [0x7B] + run + Array(#""a""#.utf8) + run + [0x3A] + run + [0x5B] + run
                    + [0x31] + run + [0x2C] + run + [0x32] + run + [0x5D] + run + [0x7D] + run
                let document = try JSONDocument(bytes: text)
                let array = document.root.object?.value(forKey: "a")
                XCTAssertEqual(array?[0]?.int64, 1, "run \(run)")
                XCTAssertEqual(array?[1]?.int64, 2, "run \(run)")
            }
        }
        // A control character that is not JSON whitespace ends a run: the
        // scanner must stop there, not skip it as part of the run.
        for whitespace: UInt8 in [0x20, 0x0A] {
            for length in 0..<40 {
                for intruder: UInt8 in [0x0B, 0x0C, 0x01, 0x1F] {
                    let run = [UInt8](repeating: whitespace, count: length)
                    let text: [UInt8] = [0x5B] + run + [intruder] + run + [0x31, 0x5D]
                    let error = readError(text)
                    XCTAssertEqual(error?.reason, .expectedValue, "\(length) × \(whitespace), then \(intruder)")
                    XCTAssertEqual(error?.offset, 1 + length, "\(length) × \(whitespace), then \(intruder)")
                    let afterColon: [UInt8] = Array(#"{"a":"#.utf8) + run + [intruder, 0x31, 0x7D]
                    XCTAssertEqual(readError(afterColon)?.offset, 5 + length, "after ':', \(length) × \(whitespace), then \(intruder)")
                }
            }
        }
    }

    func testByteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        XCTAssertEqual(try JSONDocument(bytes: bom + Array("[1]".utf8)).root[0]?.int64, 1)
        XCTAssertEqual(readError(bom)?.reason, .emptyInput)
        XCTAssertEqual(readError(bom + [0x20])?.offset, 4)
        let strict = JSONReadOptions(allowsByteOrderMark: false)
        XCTAssertEqual(readError(bom + Array("[1]".utf8), options: strict)?.reason, .expectedValue)
        XCTAssertEqual(readError(bom + Array("[1]".utf8), options: strict)?.offset, 0)
        // A BOM anywhere else is an error.
        XCTAssertNotNil(readError([0x20] + bom + Array("1".utf8)))
        XCTAssertNotNil(readError(bom + bom + Array("1".utf8)))
    }

    func testDepthLimitBoundary() throws {
        func nested(_ depth: Int) -> [UInt8] {
            Array(repeating: 0x5B, count: depth) + Array(repeating: 0x5D, count: depth)
        }
        let deepest = try JSONDocument(bytes: nested(512))
        XCTAssertEqual(deepest.nodeCount, 512)
        let tooDeep = readError(nested(513))
        XCTAssertEqual(tooDeep?.reason, .depthLimitExceeded(limit: 512))
        XCTAssertEqual(tooDeep?.offset, 512)

        let objects = String(repeating: #"{"a":"#, count: 512) + "1" + String(repeating: "}", count: 512)
        XCTAssertEqual(try JSONDocument(string: objects).nodeCount, 1 + 512 * 2)
        XCTAssertEqual(readError(#"{"a":"# + objects + "}")?.reason, .depthLimitExceeded(limit: 512))

        let shallow = JSONReadOptions(maxDepth: 3)
        XCTAssertNoThrow(try JSONDocument(string: "[[[1]],[[2]]]", options: shallow))
        XCTAssertEqual(readError("[[[[1]]]]", options: shallow)?.reason, .depthLimitExceeded(limit: 3))
        XCTAssertEqual(readError("[[[{}]]]", options: shallow)?.offset, 3)
        XCTAssertEqual(readError("[]", options: JSONReadOptions(maxDepth: 0))?.reason, .depthLimitExceeded(limit: 0))
        XCTAssertNoThrow(try JSONDocument(string: "1", options: JSONReadOptions(maxDepth: 0)))
        XCTAssertNoThrow(try JSONDocument(bytes: nested(2000), options: JSONReadOptions(maxDepth: 2000)))
    }

    func testHugeNestingIsRejectedWithoutStackOverflow() {
        let brackets = [UInt8](repeating: 0x5B, count: 100_000)
        XCTAssertEqual(readError(brackets)?.reason, .depthLimitExceeded(limit: 512))
        let closed = brackets + [UInt8](repeating: 0x5D, count: 100_000)
        XCTAssertEqual(readError(closed)?.offset, 512)
        let objects = [UInt8](String(repeating: #"{"a":["#, count: 50_000).utf8)
        XCTAssertEqual(readError(objects)?.reason, .depthLimitExceeded(limit: 512))
        // Without a practical limit the iterative scanner still copes.
        let unlimited = JSONReadOptions(maxDepth: .max)
        XCTAssertEqual(readError(closed, options: unlimited), nil)
        XCTAssertEqual(readError(brackets, options: unlimited)?.reason, .unexpectedEndOfInput)
    }

    func testEveryPrefixOfTwitterIsRejected() throws {
        let prefix = Array(try JSONFixtures.bytes("twitter.json").prefix(2048))
        for length in 0...prefix.count {
            let error = readError(Array(prefix[..<length]))
            XCTAssertNotNil(error, "prefix \(length)")
            if let error { XCTAssertLessThanOrEqual(error.offset, length) }
        }
    }

    func testEveryPrefixOfAComplexDocumentIsRejected() throws {
        let text = #"""
        {"a": [1, -2.5e+3, true, false, null, "s\"\\\u00e9\ud83d\ude00", {"b": {}, "c": []}],
         "名前": "値 😋", "n": -0, "e": 1E-7, "deep": [[[[{"x": [0.5]}]]]], "": ""}
        """#
        let bytes = Array(text.utf8)
        let document = try JSONDocument(bytes: bytes)
        XCTAssertEqual(document.root.object?.count, 6)
        for length in 0..<bytes.count {
            XCTAssertNotNil(readError(Array(bytes[..<length])), "prefix \(length)")
        }
    }

    func testWalkingAndKeyMatching() throws {
        let document = try JSONDocument(string: #"""
        {"id": 12, "name": "Kaka", "tags": ["a", "b"], "n\u0061me": "escaped", "nested": {"k": [1, [2, 3]]}, "last": null}
        """#)
        let object = try XCTUnwrap(document.root.object)
        XCTAssertEqual(object.count, 6)
        XCTAssertEqual(object.map(\.key.string), ["id", "name", "tags", "name", "nested", "last"])
        XCTAssertEqual(object.map(\.key.hasEscapes), [false, false, false, true, false, false])
        XCTAssertEqual(object.map { Array($0.key.rawUTF8) }[3], Array(#"n\u0061me"#.utf8))
        XCTAssertEqual(object.map(\.key.decodedUTF8)[3], Array("name".utf8))
        XCTAssertEqual(object.map(\.value.kind), [.number, .string, .array, .string, .object, .null])

        // Match keys against precomputed bytes; escaped keys match too.
        let nameKey = Array("name".utf8)
        let names = object.filter { $0.key.matches(nameKey) }.compactMap(\.value.string)
        XCTAssertEqual(names, ["Kaka", "escaped"])
        XCTAssertEqual(object.value(forKey: nameKey)?.string, "escaped") // last wins
        XCTAssertEqual(object.value(forKey: "id")?.int64, 12)
        XCTAssertNil(object.value(forKey: "missing"))
        XCTAssertNil(object.value(forKey: Array("i".utf8)))
        XCTAssertTrue(object.first { $0.key.matches("tags") } != nil)
        XCTAssertFalse(object.contains { $0.key.matches("nam") })

        // Arrays, subscripts and O(1) skipping.
        let tags = try XCTUnwrap(object["tags"]?.array)
        XCTAssertEqual(tags.count, 2)
        XCTAssertEqual(tags.compactMap(\.string), ["a", "b"])
        XCTAssertEqual(tags.element(at: 1)?.string, "b")
        XCTAssertNil(tags.element(at: 2))
        XCTAssertNil(tags.element(at: -1))
        XCTAssertEqual(document.root["nested"]?["k"]?[1]?[1]?.int64, 3)
        XCTAssertNil(document.root["nested"]?["k"]?[2])
        XCTAssertNil(document.root[0])
        let nested = try XCTUnwrap(object["nested"])
        let last = try XCTUnwrap(object["last"])
        // "nested" spans {, "k", [, 1, [, 2, 3 — the next sibling is the key "last".
        XCTAssertEqual(nested.nextTapeIndex, nested.tapeIndex + 7)
        XCTAssertEqual(last.tapeIndex, nested.nextTapeIndex + 1)
        XCTAssertEqual(document.root.nextTapeIndex, document.nodeCount)
        XCTAssertEqual(document.node(atTapeIndex: nested.nextTapeIndex + 1)?.isNull, true)
        XCTAssertEqual(document.node(atTapeIndex: nested.nextTapeIndex)?.string, "last")
        XCTAssertNil(document.node(atTapeIndex: document.nodeCount))
        XCTAssertNil(document.node(atTapeIndex: -1))
        // root + 6 keys + id, name, tags (3), escaped, nested (7), last
        XCTAssertEqual(document.nodeCount, 1 + 6 + 1 + 1 + 3 + 1 + 7 + 1)

        // Wrong-kind accessors are nil.
        XCTAssertNil(object["id"]?.string)
        XCTAssertNil(object["name"]?.int64)
        XCTAssertNil(object["name"]?.double)
        XCTAssertNil(object["name"]?.bool)
        XCTAssertNil(object["tags"]?.object)
        XCTAssertNil(object["nested"]?.array)
        XCTAssertEqual(object["last"]?.isNull, true)
        let firstName = try XCTUnwrap(object.first { $0.key.matches("name") }?.value)
        XCTAssertEqual(firstName.byteOffset, 20)
        XCTAssertTrue(firstName.stringEquals(Array("Kaka".utf8)))
        XCTAssertEqual(object["name"]?.byteOffset, 61)
        XCTAssertEqual(object["id"]?.stringEquals("12"), false)
    }

    func testInputForms() throws {
        let text = #"{"a": [1, "é"]}"#
        let expected = Array(text.utf8)
        let forms: [JSONDocument] = [
            try JSONDocument(string: text),
            try JSONDocument(bytes: expected),
            try JSONDocument(bytes: ([0x20] + expected + [0x20])[1...expected.count]),
            try JSONDocument(bytes: Data(text.utf8)),
            try JSONDocument(bytes: text.utf8),
            try expected.withUnsafeBytes { buffer throws(JSONReadError) in try JSONDocument(bytes: buffer) },
        ]
        for document in forms {
            XCTAssertEqual(document.bytes, expected)
            XCTAssertEqual(document.root["a"]?[1]?.string, "é")
            XCTAssertEqual(document.root["a"]?[0]?.int64, 1)
        }
    }

    func testDocumentsAreSendable() async throws {
        let document = try JSONDocument(string: #"{"values": [1, 2, 3]}"#)
        let sum = await Task.detached {
            document.root["values"]?.array?.compactMap(\.int64).reduce(0, +) ?? 0
        }.value
        XCTAssertEqual(sum, 6)
    }
}
