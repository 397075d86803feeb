import Foundation
import KakaJSON
import XCTest

/// The model the streaming tests read and write.
struct StreamItem: Convertible, Equatable {
    var id = 0
    var name = ""
    var price = 0.0
    var tags: [String] = []
}

/// Issues collected from the issue handler.
final class StreamIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [ConversionIssue] = []
    func add(_ issue: ConversionIssue) { lock.withLock { issues.append(issue) } }
    var all: [ConversionIssue] { lock.withLock { issues } }
}

enum StreamTestSupport {
    /// A new file in a fresh temporary folder holding `text`.
    static func file(_ text: String, name: String = "items.json") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kakajson-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Removes the folder `file` made.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }

    /// The bytes of `text` in pieces cut at `cuts` (offsets, ascending).
    static func pieces(_ text: String, cuts: [Int]) -> AsyncStream<[UInt8]> {
        let bytes = Array(text.utf8)
        var bounds = [0] + cuts.filter { $0 > 0 && $0 < bytes.count } + [bytes.count]
        bounds = bounds.enumerated().filter { $0.offset == 0 || $0.element != bounds[$0.offset - 1] }.map(\.element)
        var pieces: [[UInt8]] = []
        for index in 0..<(bounds.count - 1) { pieces.append(Array(bytes[bounds[index]..<bounds[index + 1]])) }
        return AsyncStream { continuation in
            for piece in pieces { continuation.yield(piece) }
            continuation.finish()
        }
    }

    /// The bytes of `text` one at a time, as an async sequence of `UInt8`.
    static func bytes(_ text: String) -> AsyncStream<UInt8> {
        let bytes = Array(text.utf8)
        return AsyncStream { continuation in
            for byte in bytes { continuation.yield(byte) }
            continuation.finish()
        }
    }

    /// Every model of `stream`, read from a task, on the caller's actor.
    static func all<Model>(_ stream: ModelStream<Model>,
                           isolation: isolated (any Actor)? = #isolation) async throws -> [Model] {
        var models: [Model] = []
        for try await model in stream { models.append(model) }
        return models
    }

    /// The models read before the stream threw, and what it threw, read on the caller's actor.
    static func untilError<Model>(_ stream: ModelStream<Model>,
                                  isolation: isolated (any Actor)? = #isolation) async -> (models: [Model], error: Error?) {
        var models: [Model] = []
        do {
            for try await model in stream { models.append(model) }
        } catch {
            return (models, error)
        }
        return (models, nil)
    }

    /// The syntax error `decodeArray` throws for `text`: what a stream of
    /// the same text must throw, place included.
    static func wholeDocumentSyntaxError(_ text: String) -> String? {
        do {
            _ = try text.kj.decodeArray(StreamItem.self)
            return nil
        } catch {
            return (error as? ConversionError)?.syntaxError
        }
    }

}

extension ModelStream {
    /// The models, read without a task.
    func collect() throws -> [Model] {
        var result: [Model] = []
        try forEach { result.append($0) }
        return result
    }
}
