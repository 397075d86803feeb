// A stream that meets invalid or truncated JSON delivers every element
// before the problem, then throws it with its place in the whole stream;
// a cancelled task stops between elements.

import Foundation
import KakaJSON
import XCTest

final class StreamErrorTests: XCTestCase {
    private typealias Support = StreamTestSupport

    /// Three good elements over three lines, then `tail`.
    private static func array(then tail: String) -> String {
        "[{\"id\":1},\n {\"id\":2,\"name\":\"é\"},\n {\"id\":3}" + tail
    }

    func testSyntaxErrorsAndTruncationAfterGoodElements() async throws {
        let cases: [(tail: String, delivered: Int)] = [
            (",{\"id\":4 \"x\"}]", 3),       // inside an element
            (",{\"id\":4}]]", 4),            // after the array
            (" {\"id\":4}]", 3),             // a missing comma
            (",]", 3),                       // a missing element
            (",{\"id\":4,\"name\":\"ab", 3),   // cut inside a string
            (",{\"id\":4", 3),               // cut inside an element
            (",", 3),                        // cut after a comma
            ("", 3),                         // cut before the bracket
            (",{\"id\":4,\"name\":\"a\u{01}\"}]", 3), // a control character
            (",12x]", 3),                    // a bad number
        ]
        for (tail, delivered) in cases {
            let text = Self.array(then: tail)
            let expected = try XCTUnwrap(Support.wholeDocumentSyntaxError(text), tail)
            for cuts in [[], [text.utf8.count - 3], Array(1..<text.utf8.count)] {
                let result = await Support.untilError(ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: cuts)))
                XCTAssertEqual(result.models.map(\.id), Array(1...delivered), tail)
                let error = try XCTUnwrap(result.error as? ConversionError, tail)
                XCTAssertEqual(error.syntaxError, expected, tail)
                XCTAssertEqual(error.issues, [])
            }
        }
    }

    func testInvalidValuesAroundThePathAreRefused() async throws {
        // Before the array: nothing delivered; after it: every element first.
        let cases: [(text: String, delivered: Int)] = [
            (#"{"meta": {"x": 01}, "data": {"items": [{"id":1},{"id":2}]}}"#, 0),
            (#"{"meta": "a\xb", "data": {"items": [{"id":1},{"id":2}]}}"#, 0),
            (#"{"meta": [tru], "data": {"items": [{"id":1},{"id":2}]}}"#, 0),
            (#"{"data": {"note": "\#u{01}", "items": [{"id":1},{"id":2}]}}"#, 0),
            (#"{"data": {"items": [{"id":1},{"id":2}], "after": -}}"#, 2),
            (#"{"data": {"items": [{"id":1},{"id":2}]}, "after": [1.e5]}"#, 2),
        ]
        for (text, delivered) in cases {
            let expected = try XCTUnwrap(Support.wholeDocumentSyntaxError(text), text)
            for cuts in [[], Array(1..<text.utf8.count)] {
                let stream = ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: cuts), at: "data.items")
                let result = await Support.untilError(stream)
                XCTAssertEqual(result.models.map(\.id), Array(1...2).prefix(delivered).map { $0 }, text)
                XCTAssertEqual((result.error as? ConversionError)?.syntaxError, expected, text)
            }
        }
        // Valid values around the path still stream.
        let valid = #"{"meta": {"x": [1, -0.5e3, "\u00e9", true, null]}, "data": {"items": [{"id":1}]}, "n": 0}"#
        let stream = ModelStream(StreamItem.self, pieces: Support.pieces(valid, cuts: Array(1..<valid.utf8.count)), at: "data.items")
        let read = try await Support.all(stream)
        XCTAssertEqual(read.map(\.id), [1])
    }

    func testTheErrorGivesLineColumnAndOffsetFarIntoAFile() throws {
        let good = (0..<5_000).map { #"{"id":\#($0),"name":"naïve"}"# }.joined(separator: "\n")
        let text = good + "\n{\"id\":1,}\n"
        let url = try Support.file(text, name: "log.jsonl")
        defer { Support.remove(url) }
        var delivered = 0
        XCTAssertThrowsError(try ModelStream(StreamItem.self, file: url).forEach { _ in delivered += 1 }) { error in
            let offset = good.utf8.count + 1 + #"{"id":1,"#.utf8.count
            XCTAssertEqual((error as? ConversionError)?.syntaxError,
                           "expected a string key, found '}' at line 5001, column 9 (byte \(offset))")
        }
        XCTAssertEqual(delivered, 5_000)
    }

    func testTwoValuesOnALineAndAnInvalidLine() async throws {
        let shared = "{\"id\":1}\n{\"id\":2} {\"id\":3}\n"
        let result = await Support.untilError(ModelStream(StreamItem.self, bytes: Support.bytes(shared)))
        XCTAssertEqual(result.models.map(\.id), [1, 2])
        XCTAssertEqual((result.error as? ConversionError)?.syntaxError,
                       "unexpected content after the top-level value, found '{' at line 2, column 10 (byte 18)")
        let invalid = "{\"id\":1}\n{\"id\":tru}\n"
        let second = await Support.untilError(ModelStream(StreamItem.self, bytes: Support.bytes(invalid), format: .lines))
        XCTAssertEqual(second.models.map(\.id), [1])
        XCTAssertEqual((second.error as? ConversionError)?.syntaxError,
                       "invalid literal (expected true, false or null), found 't' at line 2, column 7 (byte 15)")
    }

    func testAfterAnErrorTheIteratorEnds() async throws {
        var iterator = ModelStream(StreamItem.self, bytes: Support.bytes("[{\"id\":1},x]")).makeAsyncIterator()
        let first = try await iterator.next()
        XCTAssertEqual(first?.id, 1)
        do {
            _ = try await iterator.next()
            XCTFail("no error")
        } catch {
            XCTAssertNotNil((error as? ConversionError)?.syntaxError)
        }
        let after = try await iterator.next()
        XCTAssertNil(after)
    }

    func testCancellationStopsBetweenElements() async throws {
        let text = "[" + (0..<1_000).map { #"{"id":\#($0)}"# }.joined(separator: ",") + "]"
        let url = try Support.file(text)
        defer { Support.remove(url) }
        let task = Task { () -> (Int, Bool) in
            var count = 0
            do {
                for try await _ in ModelStream(StreamItem.self, file: url) {
                    count += 1
                    if count == 5 { withUnsafeCurrentTask { $0?.cancel() } }
                }
            } catch is CancellationError {
                return (count, true)
            } catch {
                return (count, false)
            }
            return (count, false)
        }
        let (count, cancelled) = await task.value
        XCTAssertEqual(count, 5)
        XCTAssertTrue(cancelled)
    }

    func testAnErrorOfTheByteSequenceEndsTheStreamAsItIs() async throws {
        struct Broken: Error {}
        let bytes = AsyncThrowingStream<UInt8, Error> { continuation in
            for byte in Array("[{\"id\":1},{\"id\":2}".utf8) { continuation.yield(byte) }
            continuation.finish(throwing: Broken())
        }
        let result = await Support.untilError(ModelStream(StreamItem.self, bytes: bytes))
        XCTAssertEqual(result.models.map(\.id), [1, 2])
        XCTAssertTrue(result.error is Broken)
    }
}
