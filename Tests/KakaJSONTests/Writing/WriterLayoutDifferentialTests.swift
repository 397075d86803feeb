import Foundation
import KakaJSON
import XCTest

private struct Layout: Codable {
    var empty: [Int] = []
    var emptyObject: [String: Int] = [:]
    var nested: [[String: [Int]]] = [[:], ["k": []], ["a/b": [1, 2]]]
    var keys: [String: Int] = ["a\"b": 1, "a": 2, "a/b": 3, "\u{1}": 4, "b\\": 5, "b": 6, "ab": 7, "a\n": 8]
    var path = "https://example.com/a/b"
    var numbers: [Double] = [100, -0.0, 0.5, 1e16]
}

/// The writer's layouts, checked against Foundation's `JSONEncoder` through
/// `KakaJSONEncoder`: separators, empty containers, slash escaping and sorted
/// keys (escaped keys included), in each output formatting.
final class WriterLayoutDifferentialTests: XCTestCase {
    func testEncoderLayoutMatchesJSONEncoder() throws {
        let formattings: [JSONEncoder.OutputFormatting] = [
            [.sortedKeys], [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
            [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
        ]
        for formatting in formattings {
            let foundation = JSONEncoder()
            let ours = KakaJSONEncoder()
            foundation.outputFormatting = formatting
            ours.outputFormatting = formatting
            let expected = String(decoding: try foundation.encode(Layout()), as: UTF8.self)
            XCTAssertEqual(String(decoding: try ours.encode(Layout()), as: UTF8.self), expected, "\(formatting.rawValue)")
            // Without `.sortedKeys` (the stream): objects of one member each, as
            // Foundation's own member order is its dictionaries' hash order.
            let single: [[String: [Double]]] = [[:], ["a/b": []], ["k": [1, -0.0, 0.25]], ["\u{1}\"": [1e16]]]
            let unsortedFormatting = formatting.subtracting(.sortedKeys)
            foundation.outputFormatting = unsortedFormatting
            ours.outputFormatting = unsortedFormatting
            XCTAssertEqual(String(decoding: try ours.encode(single), as: UTF8.self),
                           String(decoding: try foundation.encode(single), as: UTF8.self), "\(unsortedFormatting.rawValue)")
        }
    }

    func testPrettyEmptyContainersInEncoderLayout() throws {
        let ours = KakaJSONEncoder()
        ours.outputFormatting = .prettyPrinted
        XCTAssertEqual(String(decoding: try ours.encode(["a": [Int]()]), as: UTF8.self), "{\n  \"a\" : [\n\n  ]\n}")
        ours.outputFormatting = [.prettyPrinted, .sortedKeys]
        XCTAssertEqual(String(decoding: try ours.encode([[String: Int]()]), as: UTF8.self), "[\n  {\n\n  }\n]")
    }
}
