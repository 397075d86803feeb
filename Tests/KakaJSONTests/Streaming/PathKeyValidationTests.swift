// The keys of the objects on a stream's path are checked as `decode`
// checks every key: an invalid one, before or after the array, ends the
// stream with the whole-document reader's error, at the same place.

import Foundation
import KakaJSON
import XCTest

final class PathKeyValidationTests: XCTestCase {
    /// Keys the scanner refuses, as the bytes between their quotes.
    private static let badKeys: [[UInt8]] = [
        Array(#"\x"#.utf8),
        Array("a\u{01}b".utf8),
        Array("\t".utf8),
        Array(#"\ud800"#.utf8),
        Array(#"\ud800x"#.utf8),
        Array(#"\udc00"#.utf8),
        Array(#"\u12"#.utf8),
        Array(#"a\u12"#.utf8),
        [0x61, 0xE9, 0x62],
        [0xE9],
        [0xC3],
    ]

    /// `key` between quotes, as it stands in an object.
    private static func key(_ key: [UInt8]) -> [UInt8] { [0x22] + key + [0x22] }

    /// A bad key of the outer object, before the array: nothing is delivered.
    func testAnInvalidKeyBeforeTheArrayIsRefused() async throws {
        for bad in StreamOracle.sample(Self.badKeys) {
            try await StreamOracle.check(Array("{".utf8) + Self.key(bad) + Array(#":1,"data":[{"id":1}]}"#.utf8), path: "data")
        }
    }

    /// A bad key after the array: its element first, then the error.
    func testAnInvalidKeyAfterTheArrayIsRefused() async throws {
        for bad in StreamOracle.sample(Self.badKeys) {
            try await StreamOracle.check(Array(#"{"data":[{"id":1}],"#.utf8) + Self.key(bad) + Array(":1}".utf8), path: "data")
        }
    }

    /// A bad key of an object inside the path, on either side of the array.
    func testAnInvalidKeyDeeperOnThePathIsRefused() async throws {
        for bad in StreamOracle.sample(Self.badKeys) {
            let before = Array(#"{"data":{"#.utf8) + Self.key(bad) + Array(#":[],"items":[{"id":1}]}}"#.utf8)
            try await StreamOracle.check(before, path: "data.items")
            let after = Array(#"{"data":{"items":[{"id":1}],"#.utf8) + Self.key(bad) + Array(#":0},"z":1}"#.utf8)
            try await StreamOracle.check(after, path: "data.items")
        }
    }

    /// A key (or a value around the path) the input ends in is refused for
    /// what is wrong in it before it is refused for ending.
    func testAKeyTheInputCutsOffIsRefusedForWhatIsWrongInIt() async throws {
        let texts = [#"{"\x"#, #"{"a\u12"#, #"{"data":[{"id":1}],"\ud800"#, #"{"data":[{"id":1}],"ab"#, #"{"a"#,
                     #"{"m":"\x"#, #"{"data":[], "m":[1,"\u00"#]
        for text in StreamOracle.sample(texts) {
            try await StreamOracle.check(Array(text.utf8), path: "data")
        }
    }

    /// The elements are delivered before the error that follows them.
    func testTheElementsBeforeABadKeyAreDelivered() async throws {
        let text = #"{"data":[{"id":1},{"id":2}],"\x":1}"#
        let result = await StreamTestSupport.untilError(
            ModelStream(StreamItem.self, pieces: StreamOracle.pieces(Array(text.utf8), size: 1), at: "data"))
        XCTAssertEqual(result.models.map(\.id), [1, 2])
        XCTAssertNotNil(result.error)
    }

    /// Escapes, surrogate pairs and UTF-8 in keys are fine, and an escaped
    /// key still names its step.
    func testValidKeysStillStream() async throws {
        let text = #"{"\u00e9\ud83d\ude00\n":1,"é":[],"d\u0061ta":[{"id":1}],"\"":{}}"#
        for size in StreamOracle.pieceSizes {
            let models = try await StreamTestSupport.all(
                ModelStream(StreamItem.self, pieces: StreamOracle.pieces(Array(text.utf8), size: size), at: "data"))
            XCTAssertEqual(models.map(\.id), [1], "pieces of \(size)")
        }
    }
}
