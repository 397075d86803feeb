// A number or literal element cut off by what follows it (`[1.]`, `[tru]`)
// is wrong, not unfinished: the stream says so with the whole-document
// reader's words, wherever the pieces are cut.

import Foundation
import KakaJSON
import XCTest

final class CutOffScalarTests: XCTestCase {
    /// The words themselves, so that the oracle cannot agree with a stream
    /// that is wrong the same way: each input in one-byte pieces.
    func testTheReasonIsTheValuesNotTheInputsEnd() async throws {
        let expected = [
            "[1.]": "invalid number, found ']' at line 1, column 4 (byte 3)",
            "[tru]": "invalid literal (expected true, false or null), found 't' at line 1, column 2 (byte 1)",
        ]
        for (text, reason) in expected {
            let stream = ModelStream(StreamItem.self, pieces: StreamOracle.pieces(Array(text.utf8), size: 1))
            let thrown = await StreamOracle.syntaxError(stream)
            let found = try XCTUnwrap(thrown, text)
            XCTAssertEqual(found, reason, text)
            XCTAssertFalse(found.contains("ends inside"), "\(text): \(found)")
        }
    }

    /// Numbers that end before their grammar allows, then a byte that is not part of one.
    func testCutOffNumbersInAnArray() async throws {
        for text in StreamOracle.sample(["[1.]", "[-]", "[1e]", "[1.5e+]", "[1.,{\"id\":1}]", "[{\"id\":1},-.5]", "[0.e1]", "[1.]  ", "[1.", "[-"]) {
            try await StreamOracle.check(Array(text.utf8))
        }
    }

    /// Wrong literals, and ones the input cuts off, which the whole document reads otherwise.
    func testCutOffLiteralsInAnArray() async throws {
        for text in StreamOracle.sample(["[tru]", "[nul, 1]", "[fals ]", "[{\"id\":1},t]", "[f]   ", "[n,1]", "[t]", "[tru", "[nulll]", "[truex]"]) {
            try await StreamOracle.check(Array(text.utf8))
        }
    }

    /// The same on the first line of JSON Lines, the value the whole-document reader reads first.
    func testCutOffValuesInJSONLines() async throws {
        for text in StreamOracle.sample(["tru\n{\"id\":1}", "1.\n{\"id\":1}", "-\n", "nul \n{\"id\":1}\n", "f\n\n\n\n", "1e+"]) {
            try await StreamOracle.check(Array(text.utf8), format: .lines)
        }
    }

    /// The same for a value around the path, which is read past, not converted.
    func testCutOffValuesAroundThePath() async throws {
        let texts = [#"{"meta": f, "data":[{"id":1}]}"#, #"{"meta": [1.], "data":[{"id":1}]}"#,
                     #"{"data":[{"id":1}], "z": nul }"#, #"{"data":[{"id":1}], "z": t}"#, #"{"m":-, "data":[]}"#]
        for text in StreamOracle.sample(texts) {
            try await StreamOracle.check(Array(text.utf8), path: "data")
        }
    }
}
