import Foundation
import KakaJSON

/// Locates the test fixtures next to this file (not through Bundle.module, so
/// the fixtures need no resource processing).
enum JSONFixtures {
    /// `Tests/KakaJSONTests/Fixtures`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// The bytes of the fixture at `relativePath`.
    ///
    /// Through `FileHandle`: on Linux, `Data(contentsOf:)` leaks 4 KB per empty
    /// file, which the address sanitizer's leak check reports.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        let handle = try FileHandle(forReadingFrom: directory.appendingPathComponent(relativePath))
        defer { try? handle.close() }
        return [UInt8](try handle.readToEnd() ?? Data())
    }

    /// The names of the files in the fixture folder `relativePath`, sorted.
    static func fileNames(in relativePath: String) throws -> [String] {
        try FileManager.default
            .contentsOfDirectory(atPath: directory.appendingPathComponent(relativePath).path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
    }
}

/// Converts a node to the tree `JSONSerialization` builds, reading every
/// string and number, so tests can compare the two and exercise every
/// accessor.
func foundationValue(_ node: JSONNode) -> Any {
    switch node.kind {
    case .null:
        return NSNull()
    case .bool:
        return node.bool ?? false
    case .number:
        if node.isIntegerLiteral, let value = node.int64 { return value }
        if node.isIntegerLiteral, let value = node.uint64 { return value }
        return node.double ?? .nan
    case .string:
        return node.string ?? ""
    case .array:
        return (node.array.map { Array($0) } ?? []).map(foundationValue)
    case .object:
        var dictionary: [String: Any] = [:]
        for member in node.object.map({ Array($0) }) ?? [] {
            dictionary[member.key.string] = foundationValue(member.value)
        }
        return dictionary
    }
}

/// Parses `text` and returns the error, or nil if it was accepted.
func readError(_ text: String, options: JSONReadOptions = JSONReadOptions()) -> JSONReadError? {
    readError(Array(text.utf8), options: options)
}

/// Parses `bytes` and returns the error, or nil if they were accepted.
func readError(_ bytes: [UInt8], options: JSONReadOptions = JSONReadOptions()) -> JSONReadError? {
    do {
        _ = try JSONDocument(bytes: bytes, options: options)
        return nil
    } catch {
        return error
    }
}
