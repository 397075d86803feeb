// `ModelStreamWriter`: each model as `JSONString()` writes it, valid JSON
// with no models, one model or many, as an array or as JSON Lines.

import Foundation
import KakaJSON
import XCTest

final class ModelStreamWriterTests: XCTestCase {
    private typealias Support = StreamTestSupport

    private static func models(_ count: Int) -> [StreamItem] {
        (0..<count).map { StreamItem(id: $0, name: "n\"\($0)/é", price: Double($0) / 4, tags: $0 % 2 == 0 ? ["t"] : []) }
    }

    func testAnArrayOfNoneOneAndManyModels() throws {
        for count in [0, 1, 3, TestScale.count(5_000)] {
            let url = try Support.file("old text that is longer than an empty array")
            defer { Support.remove(url) }
            let models = Self.models(count)
            let writer = ModelStreamWriter<StreamItem>(file: url, format: .array)
            for model in models { try writer.write(model) }
            try writer.finish()
            let data = try Data(contentsOf: url)
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertEqual(text, "[" + models.map { $0.kj.JSONString() }.joined(separator: ",") + "]")
            let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            XCTAssertEqual(parsed.count, count)
            XCTAssertEqual(parsed.last?["id"] as? Int, count == 0 ? nil : count - 1)
            XCTAssertEqual(try ModelStream(StreamItem.self, file: url).collect(), models)
        }
    }

    func testJSONLinesOfNoneOneAndManyModels() throws {
        for count in [0, 1, 3, TestScale.count(5_000)] {
            let url = try Support.file("")
            defer { Support.remove(url) }
            let models = Self.models(count)
            let writer = ModelStreamWriter<StreamItem>(file: url, format: .lines)
            for model in models { try writer.write(model) }
            try writer.finish()
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(text, models.map { $0.kj.JSONString() + "\n" }.joined())
            let lines = text.split(separator: "\n")
            XCTAssertEqual(lines.count, count)
            for (line, model) in zip(lines, models) {
                let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                XCTAssertEqual(parsed["id"] as? Int, model.id)
                XCTAssertEqual(parsed["name"] as? String, model.name)
            }
            XCTAssertEqual(try ModelStream(StreamItem.self, file: url, format: .lines).collect(), models)
        }
    }

    func testAFileHandleIsWrittenAndNotClosed() throws {
        let pipe = Pipe()
        let writer = ModelStreamWriter<StreamItem>(fileHandle: pipe.fileHandleForWriting)
        try writer.write(StreamItem(id: 1))
        try writer.write(StreamItem(id: 2))
        try writer.finish()
        try pipe.fileHandleForWriting.write(contentsOf: Data("\n".utf8))
        try pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(parsed.map { $0["id"] as? Int }, [1, 2])
    }

    func testMissingFoldersAreMadeAndADirectoryIsRefused() throws {
        let url = try Support.file("")
        defer { Support.remove(url) }
        let nested = url.deletingLastPathComponent().appendingPathComponent("a/b/items.json")
        let writer = ModelStreamWriter<StreamItem>(file: nested)
        try writer.finish()
        XCTAssertEqual(try String(contentsOf: nested, encoding: .utf8), "[]")
        XCTAssertThrowsError(try writer.write(StreamItem())) { error in
            XCTAssertEqual((error as? ConversionError)?.issues.first?.kind, .fileRefused)
        }
        let refused = ModelStreamWriter<StreamItem>(file: url.deletingLastPathComponent())
        XCTAssertThrowsError(try refused.write(StreamItem())) { error in
            let message = (error as? ConversionError)?.issues.first?.message ?? ""
            XCTAssertTrue(message.contains("it is a directory, not a regular file"), message)
        }
    }

    func testWritingFromATask() async throws {
        let url = try Support.file("")
        defer { Support.remove(url) }
        let models = Self.models(100)
        try await Task.detached {
            let writer = ModelStreamWriter<StreamItem>(file: url, format: .lines)
            for model in models { try writer.write(model) }
            try writer.finish()
        }.value
        let read = try await Task.detached { try await Support.all(ModelStream(StreamItem.self, file: url)) }.value
        XCTAssertEqual(read, models)
    }
}
