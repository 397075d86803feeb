import XCTest
import Foundation
import KakaJSON

/// A value around the streamed path that is longer than the splitter keeps
/// (`StreamSplitter.validatedSkipLimit`, 1 MB) is still checked whole, as
/// its bytes come: each kind of invalid text in it, past the first megabyte
/// and cut across pieces anywhere, is refused with the error a whole-document
/// read gives, at the same place.
final class LongSkippedValueTests: XCTestCase {
    private typealias Support = StreamTestSupport

    /// About 1.1 MB of valid values of every kind, then `tail` as the last
    /// element of the same array.
    private static func longValue(ending tail: String) -> String {
        let unit = #"{"s": "caf\u00e9 \ud83d\ude00 é😀 \"q\" \\ \/", "n": [0, -1.5e-3, 12E+2, 7], "t": [true, false, null]}, "#
        return "[" + String(repeating: unit, count: 10_500) + tail + "]"
    }

    private static func document(meta: String) -> String {
        #"{"meta": \#(meta), "data": {"items": [{"id":1},{"id":2}]}}"#
    }

    private static let invalidTails = [
        "01", #""a\xb""#, "tru", "\"\u{01}\"", "-", "1.e5", "1e+", #""\uD800x""#, #""\uDC00""#, #""\uD800\u0041""#,
        #""\u12G4""#, #"{"k" 1}"#, "{1: 2}", "[1 2]", #"{"a": 1 "b": 2}"#, "[1,]", "nul", "+1", "[1}", "{\"a\":1]",
    ]

    func testEachKindOfInvalidTextPastTheLimitIsRefusedAsAWholeReadRefusesIt() async throws {
        // Under a sanitizer, a fifth of the kinds (`TestScale`).
        let step = Self.invalidTails.count / TestScale.count(Self.invalidTails.count)
        for (number, tail) in Self.invalidTails.enumerated() where number % step == 0 {
            let text = Self.document(meta: Self.longValue(ending: tail))
            let expected = try XCTUnwrap(Support.wholeDocumentSyntaxError(text), tail)
            // Large pieces, and pieces of a prime size that cut every construct somewhere.
            for pieceSize in [number % 2 == 0 ? 65_536 : 4_093] {
                let count = text.utf8.count
                let stream = ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: Array(stride(from: pieceSize, to: count, by: pieceSize))),
                                         at: "data.items")
                let result = await Support.untilError(stream)
                XCTAssertEqual(result.models.count, 0, tail)
                XCTAssertEqual((result.error as? ConversionError)?.syntaxError, expected, "\(tail), pieces of \(pieceSize)")
            }
        }
    }

    func testInvalidUTF8PastTheLimitIsRefused() async throws {
        let sequences: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3]]
        for bad in sequences.prefix(TestScale.count(sequences.count) + 1) {
            var bytes = Array(Self.document(meta: Self.longValue(ending: #""ab""#)).utf8)
            let marker = Array(#""ab""#.utf8)
            let at = try XCTUnwrap(Self.lastIndex(of: marker, in: bytes)) + 2
            bytes.insert(contentsOf: bad, at: at)
            let expected = try XCTUnwrap(Self.wholeDocumentSyntaxError(Data(bytes)), "\(bad)")
            // Cut inside the sequence too.
            let stream = ModelStream(StreamItem.self, pieces: Self.pieces(bytes, cuts: [at - 3, at + 1, at + 2]), at: "data.items")
            let result = await Support.untilError(stream)
            XCTAssertEqual((result.error as? ConversionError)?.syntaxError, expected, "\(bad)")
        }
    }

    func testValidLongValuesAroundThePathStream() async throws {
        let long = Self.longValue(ending: #""last \ud83d\ude00""#)
        let text = #"{"meta": \#(long), "n": 12345678901234567890.5e-3, "data": {"items": [{"id":1},{"id":2}]}, "after": \#(long)}"#
        for pieceSize in TestScale.isSanitized ? [4_093] : [4_093, 999_983] {
            let cuts = Array(stride(from: pieceSize, to: text.utf8.count, by: pieceSize))
            let models = try await Support.all(ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: cuts), at: "data.items"))
            XCTAssertEqual(models.map(\.id), [1, 2], "pieces of \(pieceSize)")
        }
        // A long string and a long number, alone as the skipped value.
        for meta in ["\"" + String(repeating: "é", count: 550_000) + "\"", String(repeating: "7", count: 1_100_000)] {
            let text = Self.document(meta: meta)
            let models = try await Support.all(ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: [65_536, 1_100_000]),
                                                           at: "data.items"))
            XCTAssertEqual(models.map(\.id), [1, 2])
        }
    }

    /// Nesting past the depth limit inside a long value is refused too.
    func testNestingPastTheLimitIsRefused() async {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let text = Self.document(meta: Self.longValue(ending: deep))
        let result = await Support.untilError(ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: [65_536]), at: "data.items"))
        XCTAssertNotNil((result.error as? ConversionError)?.syntaxError)
        XCTAssertEqual(result.models.count, 0)
    }

    private static func lastIndex(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
        var index = bytes.count - marker.count
        while index >= 0 {
            if Array(bytes[index..<index + marker.count]) == marker { return index }
            index -= 1
        }
        return nil
    }

    private static func pieces(_ bytes: [UInt8], cuts: [Int]) -> AsyncStream<[UInt8]> {
        let bounds = [0] + cuts + [bytes.count]
        return AsyncStream { continuation in
            for index in 0..<(bounds.count - 1) { continuation.yield(Array(bytes[bounds[index]..<bounds[index + 1]])) }
            continuation.finish()
        }
    }

    private static func wholeDocumentSyntaxError(_ data: Data) -> String? {
        do {
            _ = try data.kj.decodeArray(StreamItem.self)
            return nil
        } catch {
            return (error as? ConversionError)?.syntaxError
        }
    }
}
