import Foundation
import KakaJSON
import XCTest

/// Runs `body` on a fresh writer and returns what it wrote.
func writeJSON(options: JSONWriter.Options = [], _ body: (inout JSONWriter) -> Void) -> [UInt8] {
    var writer = JSONWriter(options: options)
    body(&writer)
    XCTAssertTrue(writer.isComplete, "writer did not finish exactly one top-level value")
    return writer.bytes
}

/// The text of `bytes`, which must be valid UTF-8.
func jsonText(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

/// Parses `bytes` with Foundation, accepting top-level scalars; fails the test on invalid JSON.
func parseWithFoundation(
    _ bytes: [UInt8],
    file: StaticString = #filePath,
    line: UInt = #line
) -> Any? {
    do {
        return try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
        XCTFail("invalid JSON \(jsonText(bytes).debugDescription): \(error)", file: file, line: line)
        return nil
    }
}

/// Whether `text` is one JSON number per RFC 8259, checked independently of the library.
func isJSONNumber(_ text: String) -> Bool {
    text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil
}

/// Compares scalar by scalar: `String ==` would accept canonically equivalent text.
func sameScalars(_ lhs: String, _ rhs: String) -> Bool {
    lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars)
}

/// The exact `Double` behind a number Foundation parsed.
///
/// Foundation's `JSONSerialization` on Linux returns many fractional numbers as
/// `NSDecimalNumber`, whose `doubleValue` can be off by a few ulps; its `stringValue`
/// holds the exact digits.
func exactDouble(_ parsed: Any?) -> Double? {
    guard let number = parsed as? NSNumber else { return nil }
    return number is NSDecimalNumber ? Double(number.stringValue) : number.doubleValue
}

/// Decodes `bytes` with `JSONDecoder`, the second, independent parser.
func decodeWithJSONDecoder<T: Decodable>(
    _ type: T.Type,
    _ bytes: [UInt8],
    file: StaticString = #filePath,
    line: UInt = #line
) -> T? {
    do {
        return try JSONDecoder().decode(type, from: Data(bytes))
    } catch {
        XCTFail("JSONDecoder rejected \(jsonText(bytes).debugDescription): \(error)", file: file, line: line)
        return nil
    }
}
