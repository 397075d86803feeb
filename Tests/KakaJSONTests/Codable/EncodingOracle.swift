import XCTest
import Foundation
import KakaJSON

/// Encodes the same value with Foundation's `JSONEncoder` and with
/// `KakaJSONEncoder`, and requires the same bytes or an equivalent error.
///
/// `.sortedKeys` is added to every configuration unless the case asks for
/// the encoders' own order: Foundation writes an object's members in its
/// dictionary's hash order, which changes from process to process.
struct EncodingOracle {
    var formatting: JSONEncoder.OutputFormatting = [.sortedKeys]
    var configure: (JSONEncoder, KakaJSONEncoder) -> Void = { _, _ in }

    /// How many comparisons the suite made, to show its breadth.
    nonisolated(unsafe) static var comparisons = 0

    func check<T: Encodable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) {
        Self.comparisons += 1
        let foundation = JSONEncoder()
        let ours = KakaJSONEncoder()
        foundation.outputFormatting = formatting
        ours.outputFormatting = formatting
        configure(foundation, ours)
        let expected = Result { try foundation.encode(value) }
        let actual = Result { try ours.encode(value) }
        switch (expected, actual) {
        case (.success(let expected), .success(let actual)):
            XCTAssertEqual(String(decoding: actual, as: UTF8.self), String(decoding: expected, as: UTF8.self),
                           "text of \(value)", file: file, line: line)
            checkUnsorted(value, expected: expected, file: file, line: line)
        case (.failure(let expected), .failure(let actual)):
            XCTAssertEqual(Self.describe(actual), Self.describe(expected), "error for \(value)", file: file, line: line)
        case (.success(let expected), .failure(let actual)):
            XCTFail("Foundation wrote \(String(decoding: expected, as: UTF8.self)); KakaJSONEncoder threw \(actual)",
                    file: file, line: line)
        case (.failure(let expected), .success(let actual)):
            XCTFail("Foundation threw \(expected); KakaJSONEncoder wrote \(String(decoding: actual, as: UTF8.self))",
                    file: file, line: line)
        }
    }

    /// Without `.sortedKeys` (KakaJSONEncoder's streaming path) the text
    /// must hold the same JSON value as the sorted text.
    private func checkUnsorted<T: Encodable>(_ value: T, expected: Data, file: StaticString, line: UInt) {
        guard formatting.contains(.sortedKeys) else { return }
        let foundation = JSONEncoder()
        let ours = KakaJSONEncoder()
        foundation.outputFormatting = formatting.subtracting(.sortedKeys)
        ours.outputFormatting = formatting.subtracting(.sortedKeys)
        configure(foundation, ours)
        guard let unsorted = try? ours.encode(value) else {
            XCTFail("KakaJSONEncoder threw without .sortedKeys for \(value)", file: file, line: line)
            return
        }
        let parse = { (data: Data) in try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? NSObject }
        XCTAssertEqual(parse(unsorted), parse(expected),
                       "unsorted text of \(value): \(String(decoding: unsorted, as: UTF8.self))", file: file, line: line)
    }

    /// The error's case, coding path and description.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? EncodingError else { return "\(type(of: error)): \(error)" }
        switch error {
        case .invalidValue(_, let context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return "invalidValue \(path) \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
