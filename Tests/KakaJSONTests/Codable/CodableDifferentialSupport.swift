import XCTest
import Foundation
import KakaJSON

/// Decodes the same text with Foundation's `JSONDecoder` and with
/// `KakaJSONDecoder`, and requires the same value or an equivalent error.
struct DecodingOracle {
    var configure: (JSONDecoder, KakaJSONDecoder) -> Void = { _, _ in }

    /// How many comparisons the suite made, to show its breadth.
    nonisolated(unsafe) static var comparisons = 0

    func check<T: Decodable & Equatable>(_ type: T.Type, _ json: String,
                                         file: StaticString = #filePath, line: UInt = #line) {
        Self.comparisons += 1
        let foundation = JSONDecoder()
        let ours = KakaJSONDecoder()
        configure(foundation, ours)
        let data = Data(json.utf8)
        let expected = Result { try foundation.decode(T.self, from: data) }
        let actual = Result { try ours.decode(T.self, from: data) }
        switch (expected, actual) {
        case (.success(let expected), .success(let actual)):
            XCTAssertEqual(actual, expected, "value of \(T.self) from \(json)", file: file, line: line)
        case (.failure(let expected), .failure(let actual)):
            assertEquivalent(actual, expected, json, file: file, line: line)
        case (.success(let expected), .failure(let actual)):
            XCTFail("Foundation decoded \(expected) from \(json); KakaJSONDecoder threw \(actual)", file: file, line: line)
        case (.failure(let expected), .success(let actual)):
            XCTFail("Foundation threw \(expected) for \(json); KakaJSONDecoder decoded \(actual)", file: file, line: line)
        }
    }

    /// Same case and same coding path. Foundation on Linux loses the coding
    /// path of some `dataCorrupted` errors (a number that does not fit its
    /// type, which it reports as invalid JSON; a date string that is not
    /// ISO 8601); we name the value's path (see Docs/Differences.md, "Codable").
    func assertEquivalent(_ actual: any Error, _ expected: any Error, _ json: String,
                          file: StaticString, line: UInt) {
        guard let actual = actual as? DecodingError, let expected = expected as? DecodingError else {
            XCTFail("not DecodingErrors: \(actual) / \(expected)", file: file, line: line)
            return
        }
        let (actualCase, actualPath) = Self.describe(actual)
        let (expectedCase, expectedPath) = Self.describe(expected)
        XCTAssertEqual(actualCase, expectedCase, "error for \(json): \(actual) / \(expected)", file: file, line: line)
        if case .dataCorrupted(let context) = expected, context.codingPath.isEmpty, !actualPath.isEmpty {
            return
        }
        XCTAssertEqual(actualPath, expectedPath, "path for \(json): \(actual) / \(expected)", file: file, line: line)
    }

    static func describe(_ error: DecodingError) -> (String, [String]) {
        func path(_ context: DecodingError.Context) -> [String] {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        }
        switch error {
        case .typeMismatch(let type, let context): return ("typeMismatch \(type)", path(context))
        case .valueNotFound(let type, let context): return ("valueNotFound \(type)", path(context))
        case .keyNotFound(let key, let context): return ("keyNotFound \(key.stringValue)", path(context))
        case .dataCorrupted(let context): return ("dataCorrupted", path(context))
        @unknown default: return ("unknown", [])
        }
    }
}
