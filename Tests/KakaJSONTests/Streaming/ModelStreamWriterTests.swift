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

    /// The bytes `models` written to a file that held `old` make, and the
    /// models a `ModelStream` reads back from them.
    private static func write(_ models: [StreamItem], format: StreamFormat, over old: String) throws
        -> (data: Data, readBack: [StreamItem]) {
        let url = try Support.file(old)
        defer { Support.remove(url) }
        let writer = ModelStreamWriter<StreamItem>(file: url, format: format)
        for model in models { try writer.write(model) }
        try writer.finish()
        return (try Data(contentsOf: url), try ModelStream(StreamItem.self, file: url, format: format).collect())
    }

    func testAnArrayOfNoneOneAndManyModels() throws {
        for count in [0, 1, 3, TestScale.count(5_000)] {
            let models = Self.models(count)
            let (data, readBack) = try Self.write(models, format: .array, over: "old text that is longer than an empty array")
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertEqual(text, "[" + models.map { $0.kj.JSONString() }.joined(separator: ",") + "]")
            let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            XCTAssertEqual(parsed.count, count)
            XCTAssertEqual(parsed.last?["id"] as? Int, count == 0 ? nil : count - 1)
            XCTAssertEqual(readBack, models)
        }
    }

    func testJSONLinesOfNoneOneAndManyModels() throws {
        for count in [0, 1, 3, TestScale.count(5_000)] {
            let models = Self.models(count)
            let (data, readBack) = try Self.write(models, format: .lines, over: "")
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertEqual(text, models.map { $0.kj.JSONString() + "\n" }.joined())
            let lines = text.split(separator: "\n")
            XCTAssertEqual(lines.count, count)
            for (line, model) in zip(lines, models) {
                let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                XCTAssertEqual(parsed["id"] as? Int, model.id)
                XCTAssertEqual(parsed["name"] as? String, model.name)
            }
            XCTAssertEqual(readBack, models)
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
