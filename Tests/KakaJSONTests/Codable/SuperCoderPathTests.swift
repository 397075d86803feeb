// `superEncoder(forKey:)`, `superDecoder(forKey:)` and their keyless forms:
// the coding path inside ends with the key ("super" for the keyless forms),
// in what the type sees, in errors and in `.custom` key strategies, as with
// Foundation's coders on this machine.

import XCTest
import Foundation
import KakaJSON

/// Each test runs one coder at a time on one thread.
private nonisolated(unsafe) var recordedPaths: [String] = []

private func record(_ label: String, _ path: [CodingKey]) {
    recordedPaths.append(label + ":" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: "."))
}

private class Base: Codable {
    var x = 1
    private enum Keys: String, CodingKey { case x }
    init() {}
    required init(from decoder: Decoder) throws {
        record("base init", decoder.codingPath)
        x = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .x)
    }
    func encode(to encoder: Encoder) throws {
        record("base encode", encoder.codingPath)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(x, forKey: .x)
    }
}

private final class Derived: Base {
    var y = 2
    private enum Keys: String, CodingKey { case y, base }
    override init() { super.init() }
    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        y = try container.decode(Int.self, forKey: .y)
        let keyed = try container.superDecoder(forKey: .base)
        record("superDecoder(forKey:)", keyed.codingPath)
        try super.init(from: keyed)
        let keyless = try container.superDecoder()
        record("superDecoder()", keyless.codingPath)
        record("super y", try keyless.container(keyedBy: Keys.self).nestedUnkeyedContainer(forKey: .y).codingPath)
    }
    override func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(y, forKey: .y)
        let keyed = container.superEncoder(forKey: .base)
        record("superEncoder(forKey:)", keyed.codingPath)
        try super.encode(to: keyed)
        let keyless = container.superEncoder()
        record("superEncoder()", keyless.codingPath)
        try super.encode(to: keyless)
    }
}

/// Super encoders of an unkeyed container: the element's index is the key.
private struct ListOfSupers: Encodable, Decodable {
    init() {}
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        _ = try list.decode(Int.self)
        let inner = try list.superDecoder()
        record("unkeyed superDecoder()", inner.codingPath)
        _ = try Base(from: inner)
    }
    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(7)
        let inner = list.superEncoder()
        record("unkeyed superEncoder()", inner.codingPath)
        try Base().encode(to: inner)
    }
}

private struct Outer: Codable {
    var item = Derived()
    var list = ListOfSupers()
}

final class SuperCoderPathTests: XCTestCase {
    private let text = #"{"item": {"y": 3, "base": {"x": 4}, "super": {"x": 5, "y": []}}, "list": [7, {"x": 1}]}"#

    func testEncodingPathsAreFoundations() throws {
        recordedPaths = []
        let foundation = try JSONEncoder().encode(Outer())
        let expected = recordedPaths
        recordedPaths = []
        let ours = try KakaJSONEncoder().encode(Outer())
        XCTAssertEqual(recordedPaths, expected)
        XCTAssertTrue(expected.contains("superEncoder(forKey:):item.base"), "\(expected)")
        XCTAssertTrue(expected.contains("base encode:item.super"), "\(expected)")
        XCTAssertEqual(try JSONSerialization.jsonObject(with: ours) as? NSDictionary,
                       try JSONSerialization.jsonObject(with: foundation) as? NSDictionary)
    }

    func testDecodingPathsAreFoundations() throws {
        recordedPaths = []
        _ = try JSONDecoder().decode(Outer.self, from: Data(text.utf8))
        let expected = recordedPaths
        recordedPaths = []
        _ = try KakaJSONDecoder().decode(Outer.self, from: Data(text.utf8))
        XCTAssertEqual(recordedPaths, expected)
        XCTAssertTrue(expected.contains("superDecoder(forKey:):item.base"), "\(expected)")
        XCTAssertTrue(expected.contains("super y:item.super.y"), "\(expected)")
    }

    func testErrorsUnderASuperDecoderNameItsKey() {
        let missing = #"{"item": {"y": 3, "base": {}, "super": {"x": 5, "y": []}}, "list": [7, {"x": 1}]}"#
        func path(_ decode: () throws -> Outer) -> String? {
            do {
                _ = try decode()
                return nil
            } catch DecodingError.keyNotFound(_, let context) {
                return context.codingPath.map(\.stringValue).joined(separator: ".")
            } catch {
                return "\(error)"
            }
        }
        let expected = path { try JSONDecoder().decode(Outer.self, from: Data(missing.utf8)) }
        XCTAssertEqual(expected, "item.base")
        XCTAssertEqual(path { try KakaJSONDecoder().decode(Outer.self, from: Data(missing.utf8)) }, expected)
    }

    func testCustomKeyStrategiesSeeTheSuperKey() throws {
        final class Log: @unchecked Sendable { var paths: [String] = [] }
        let foundationPaths = Log(), ourPaths = Log()
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .custom { path in
            foundationPaths.paths.append(path.map(\.stringValue).joined(separator: "."))
            return path.last!
        }
        let ours = KakaJSONEncoder()
        ours.keyEncodingStrategy = .custom { path in
            ourPaths.paths.append(path.map(\.stringValue).joined(separator: "."))
            return path.last!
        }
        _ = try foundation.encode(Outer())
        _ = try ours.encode(Outer())
        XCTAssertEqual(Set(ourPaths.paths), Set(foundationPaths.paths))
        XCTAssertTrue(foundationPaths.paths.contains("item.base.x"), "\(foundationPaths.paths)")
    }
}
