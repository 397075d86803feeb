import XCTest
import Foundation
import KakaJSON

/// A value around the streamed path that is longer than the splitter keeps
/// (1 MB; these tests ask for 16 KB, so that the generated documents stay
/// small, and check the real limit once) is still checked whole, as its
/// bytes come: each kind of invalid text in it, past the limit and cut
/// across pieces anywhere, is refused with the error a whole-document read
/// gives, at the same place.
final class LongSkippedValueTests: XCTestCase {
    private typealias Support = StreamTestSupport

    /// The limit these tests ask for.
    private static let limit = 16 << 10

    /// `units` objects of valid values of every kind (107 bytes each), then
    /// `tail` as the last element of the same array: past `limit` with the
    /// default 200 units, past the real 1 MB limit with 10,500.
    private static func longValue(ending tail: String, units: Int = 200) -> String {
        let unit = #"{"s": "caf\u00e9 \ud83d\ude00 é😀 \"q\" \\ \/", "n": [0, -1.5e-3, 12E+2, 7], "t": [true, false, null]}, "#
        return "[" + String(repeating: unit, count: units) + tail + "]"
    }

    private static func stream(_ text: String, pieceSize: Int, limit: Int = limit) -> ModelStream<StreamItem> {
        let cuts = Array(stride(from: pieceSize, to: text.utf8.count, by: pieceSize))
        return ModelStream(StreamItem.self, pieces: StreamTestSupport.pieces(text, cuts: cuts), at: "data.items",
                           validatedSkipLimit: limit)
    }

    private static func document(meta: String) -> String {
        #"{"meta": \#(meta), "data": {"items": [{"id":1},{"id":2}]}}"#
    }

    private static let invalidTails = [
        "01", #""a\xb""#, "tru", "\"\u{01}\"", "-", "1.e5", "1e+", #""\uD800x""#, #""\uDC00""#, #""\uD800\u0041""#,
        #""\u12G4""#, #"{"k" 1}"#, "{1: 2}", "[1 2]", #"{"a": 1 "b": 2}"#, "[1,]", "nul", "+1", "[1}", "{\"a\":1]",
    ]

    func testEachKindOfInvalidTextPastTheLimitIsRefusedAsAWholeReadRefusesIt() async throws {
        for tail in Self.invalidTails {
            let text = Self.document(meta: Self.longValue(ending: tail))
            let expected = try XCTUnwrap(Support.wholeDocumentSyntaxError(text), tail)
            // Pieces of prime sizes, which cut every construct somewhere.
            for pieceSize in [4_093, 1_021, 97] {
                let result = await Support.untilError(Self.stream(text, pieceSize: pieceSize))
                XCTAssertEqual(result.models.count, 0, tail)
                XCTAssertEqual((result.error as? ConversionError)?.syntaxError, expected, "\(tail), pieces of \(pieceSize)")
            }
        }
    }

    /// The real limit: a value past 1 MB.
    func testTheDefaultLimit() async throws {
        let text = Self.document(meta: Self.longValue(ending: #""\uD800x""#, units: 10_500))
        let expected = try XCTUnwrap(Support.wholeDocumentSyntaxError(text))
        let result = await Support.untilError(Self.stream(text, pieceSize: 65_536, limit: 1 << 20))
        XCTAssertEqual((result.error as? ConversionError)?.syntaxError, expected)
        let valid = Self.document(meta: Self.longValue(ending: "0", units: 10_500))
        let models = try await Support.all(Self.stream(valid, pieceSize: 65_536, limit: 1 << 20))
        XCTAssertEqual(models.map(\.id), [1, 2])
    }

    func testInvalidUTF8PastTheLimitIsRefused() async throws {
        let sequences: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3]]
        for bad in sequences {
            var bytes = Array(Self.document(meta: Self.longValue(ending: #""ab""#)).utf8)
            let marker = Array(#""ab""#.utf8)
            let at = try XCTUnwrap(Self.lastIndex(of: marker, in: bytes)) + 2
            bytes.insert(contentsOf: bad, at: at)
            let expected = try XCTUnwrap(Self.wholeDocumentSyntaxError(Data(bytes)), "\(bad)")
            // Cut inside the sequence too.
            let stream = ModelStream(StreamItem.self, pieces: Self.pieces(bytes, cuts: [at - 3, at + 1, at + 2]), at: "data.items",
                                     validatedSkipLimit: Self.limit)
            let result = await Support.untilError(stream)
            XCTAssertEqual((result.error as? ConversionError)?.syntaxError, expected, "\(bad)")
        }
    }

    func testValidLongValuesAroundThePathStream() async throws {
        let long = Self.longValue(ending: #""last \ud83d\ude00""#)
        let text = #"{"meta": \#(long), "n": 12345678901234567890.5e-3, "data": {"items": [{"id":1},{"id":2}]}, "after": \#(long)}"#
        for pieceSize in [4_093, 97, 99_991] {
            let models = try await Support.all(Self.stream(text, pieceSize: pieceSize))
            XCTAssertEqual(models.map(\.id), [1, 2], "pieces of \(pieceSize)")
        }
        // A long string and a long number, alone as the skipped value.
        for meta in ["\"" + String(repeating: "é", count: 10_000) + "\"", String(repeating: "7", count: 20_000)] {
            let models = try await Support.all(Self.stream(Self.document(meta: meta), pieceSize: 4_093))
            XCTAssertEqual(models.map(\.id), [1, 2])
        }
    }

    /// Nesting past the depth limit inside a long value is refused too.
    func testNestingPastTheLimitIsRefused() async {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let text = Self.document(meta: Self.longValue(ending: deep))
        let result = await Support.untilError(Self.stream(text, pieceSize: 4_093))
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
