// `ModelStream`: arrays and JSON Lines from files, file handles and async
// sequences of bytes; empty input; whitespace; paths; refused files.

import Foundation
import KakaJSON
import XCTest

final class ModelStreamTests: XCTestCase {
    private typealias Support = StreamTestSupport

    private static let array = """
        [{"id":1,"name":"pen","price":1.5,"tags":["a"]},
         {"id":2,"name":"ink \\"blue\\"","price":2},
         {"id":3,"name":"caf\\u00e9 é ] }","price":-0.25,"tags":["[","{"]}]
        """
    private static let expected = [
        StreamItem(id: 1, name: "pen", price: 1.5, tags: ["a"]),
        StreamItem(id: 2, name: "ink \"blue\"", price: 2),
        StreamItem(id: 3, name: "café é ] }", price: -0.25, tags: ["[", "{"]),
    ]

    func testAnArrayFromAFileWithAndWithoutATask() async throws {
        let url = try Support.file(Self.array)
        defer { Support.remove(url) }
        let read1 = try await Support.all(ModelStream(StreamItem.self, file: url))
        XCTAssertEqual(read1, Self.expected)
        var synchronous: [StreamItem] = []
        try ModelStream(StreamItem.self, file: url).forEach { synchronous.append($0) }
        XCTAssertEqual(synchronous, Self.expected)
        let read2 = try await Support.all(ModelStream(StreamItem.self, file: url, format: .array))
        XCTAssertEqual(read2, Self.expected)
    }

    func testJSONLinesWithBlankLinesWhitespaceAndCarriageReturns() async throws {
        let text = "\n  {\"id\":1,\"name\":\"a\"}  \r\n\n\t{\"id\":2,\n \"name\":\"b\"}\n   \n{\"id\":3}"
        let url = try Support.file(text, name: "items.jsonl")
        defer { Support.remove(url) }
        let ids = [1, 2, 3]
        let read3 = try await Support.all(ModelStream(StreamItem.self, file: url)).map(\.id)
        XCTAssertEqual(read3, ids)
        var lines: [Int] = []
        try ModelStream(StreamItem.self, file: url, format: .lines).forEach { lines.append($0.id) }
        XCTAssertEqual(lines, ids)
    }

    func testEmptyArraysAndEmptyFiles() async throws {
        for text in ["[]", "  [ \n ]  \n", "\u{FEFF}[]"] {
            let url = try Support.file(text)
            defer { Support.remove(url) }
            let read4 = try await Support.all(ModelStream(StreamItem.self, file: url))
            XCTAssertEqual(read4, [], text)
        }
        for text in ["", " \n\n \r\n"] {
            let url = try Support.file(text)
            defer { Support.remove(url) }
            let read5 = try await Support.all(ModelStream(StreamItem.self, file: url))
            XCTAssertEqual(read5, [], "lines: \(text)")
            let read6 = try await Support.all(ModelStream(StreamItem.self, file: url, format: .lines))
            XCTAssertEqual(read6, [])
            let asArray = await Support.untilError(ModelStream(StreamItem.self, file: url, format: .array))
            XCTAssertEqual((asArray.error as? ConversionError)?.syntaxError?.hasPrefix("the input is empty"), true)
        }
    }

    func testAFileHandleOfAPipe() throws {
        let pipe = Pipe()
        let text = Data(Self.array.utf8)
        let writer = pipe.fileHandleForWriting
        // Written in small pieces from another thread while the stream reads.
        let thread = Thread {
            var offset = 0
            while offset < text.count {
                let end = min(offset + 7, text.count)
                writer.write(text[offset..<end])
                offset = end
            }
            try? writer.close()
        }
        thread.start()
        var models: [StreamItem] = []
        try ModelStream(StreamItem.self, fileHandle: pipe.fileHandleForReading).forEach { models.append($0) }
        XCTAssertEqual(models, Self.expected)
    }

    /// More tasks than the shared pool has threads wait on pipes that have
    /// no bytes yet; another task must still run. If the reads waited on the
    /// pool's threads, it never would (the check gives up after 10 s).
    /// Run in the debug and release suites, not under the sanitizers: there
    /// a pipe's bytes reached a waiting read some 20 s after they were
    /// written, whoever waited. (Not an XCTSkip: CI reads the summary line
    /// of a run without skips.)
    func testWaitingPipesDoNotHoldTheTasksThreads() throws {
        guard !TestScale.isSanitized else { return }
        let waiting = ProcessInfo.processInfo.activeProcessorCount + 2
        let pipes = (0..<waiting).map { _ in Pipe() }
        let readsDone = DispatchSemaphore(value: 0)
        let counts = ModelCounts()
        for pipe in pipes {
            let handle = pipe.fileHandleForReading
            Task.detached {
                let models = (try? await Support.all(ModelStream(StreamItem.self, fileHandle: handle))) ?? []
                counts.add(models.count)
                readsDone.signal()
            }
        }
        let otherTaskRan = DispatchSemaphore(value: 0)
        Task.detached {
            await Task.yield()
            otherTaskRan.signal()
        }
        let ran = otherTaskRan.wait(timeout: .now() + 10) == .success
        // Release the readers either way.
        for pipe in pipes {
            pipe.fileHandleForWriting.write(Data("[{\"id\":1}]".utf8))
            try pipe.fileHandleForWriting.close()
        }
        for _ in pipes { XCTAssertEqual(readsDone.wait(timeout: .now() + 30), .success) }
        XCTAssertTrue(ran, "a task could not run while streams waited on pipes")
        XCTAssertEqual(counts.all, Array(repeating: 1, count: waiting))
    }

    /// How many models each task read, from any thread.
    private final class ModelCounts: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int] = []
        func add(_ count: Int) { lock.withLock { counts.append(count) } }
        var all: [Int] { lock.withLock { counts } }
    }

    func testAnAsyncSequenceOfBytes() async throws {
        let read7 = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(Self.array)))
        XCTAssertEqual(read7, Self.expected)
        let lines = "{\"id\":7}\n{\"id\":8}\n"
        let read8 = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(lines))).map(\.id)
        XCTAssertEqual(read8, [7, 8])
        // Without a task, a sequence cannot be waited for.
        XCTAssertThrowsError(try ModelStream(StreamItem.self, bytes: Support.bytes("[]")).forEach { _ in }) { error in
            XCTAssertEqual((error as? ConversionError)?.issues.first?.kind, .typeMismatch)
        }
    }

    func testAPathIntoNestedObjectsAndArrays() async throws {
        let text = """
            {"code":0,"items":[{"id":99}],"meta":{"list":[1,{"items":[{"id":98}]}],"s":"data"},
             "data":{"list":[{"items":[{"id":97}]},{"skip":[[{}]],"items":[{"id":1},{"id":2}],"more":{"items":[]}}]},
             "after":[true,false,null,"x\\"y"]}
            """
        let url = try Support.file(text)
        defer { Support.remove(url) }
        let ids = try await Support.all(ModelStream(StreamItem.self, file: url, at: "data.list.1.items")).map(\.id)
        XCTAssertEqual(ids, [1, 2])
        let read9 = try await Support.all(ModelStream(StreamItem.self, file: url, at: "items")).map(\.id)
        XCTAssertEqual(read9, [99])
        let read10 = try await Support.all(ModelStream(StreamItem.self, file: url, at: "meta.list.1.items")).map(\.id)
        XCTAssertEqual(read10, [98])
        // An escaped key is compared as the text it stands for.
        let escaped = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(#"{"d\u0061ta":[{"id":5}]}"#), at: "data"))
        XCTAssertEqual(escaped.map(\.id), [5])
        // A top-level array by index.
        let nested = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(#"[[{"id":1}],[{"id":2}]]"#), at: "1"))
        XCTAssertEqual(nested.map(\.id), [2])
    }

    func testAPathThatLeadsToNoArrayGivesNoModelsAndAnIssue() async throws {
        let issues = StreamIssues()
        ConvertibleConfig.setIssueHandler { issues.add($0) }
        defer { ConvertibleConfig.reset() }
        let text = #"{"data":{"items":{"id":1},"n":2}}"#
        let read11 = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(text), at: "data.nope"))
        XCTAssertEqual(read11, [])
        let read12 = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(text), at: "data.items"))
        XCTAssertEqual(read12, [])
        let read13 = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(text), format: .array))
        XCTAssertEqual(read13, [])
        XCTAssertEqual(issues.all.map(\.path), ["data.nope", "data.items", ""])
        XCTAssertEqual(issues.all.map(\.kind), [.pathNotFound, .typeMismatch, .typeMismatch])
        XCTAssertEqual(issues.all[1].message,
                       "Expected a JSON array of StreamItem at data.items, found an object; the stream has no elements.")
    }

    func testIssuesNameTheElementsIndex() async throws {
        let issues = StreamIssues()
        ConvertibleConfig.setIssueHandler { issues.add($0) }
        defer { ConvertibleConfig.reset() }
        let array = #"[{"id":1,"price":"cheap"},{"id":2},"text",{"id":"x4"}]"#
        let models = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(array)))
        XCTAssertEqual(models.map(\.id), [1, 2, 0])
        let whole = StreamIssues()
        ConvertibleConfig.setIssueHandler { whole.add($0) }
        _ = array.kj.modelArray(StreamItem.self)
        // The same issues, with the same paths, as the whole array read at once.
        XCTAssertEqual(issues.all, whole.all)
        XCTAssertEqual(issues.all.filter { $0.kind != .missingKey }.map(\.path), ["[0].price", "[2]", "[3].id"])

        let atPath = StreamIssues()
        ConvertibleConfig.setIssueHandler { atPath.add($0) }
        let wrapped = #"{"data":{"list":[0,{"items":[{"id":1},{"id":2,"price":"x"}]}]}}"#
        _ = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(wrapped), at: "data.list.1.items"))
        XCTAssertEqual(atPath.all.filter { $0.kind == .typeMismatch }.map(\.path), ["data.list[1].items[1].price"])

        let lines = StreamIssues()
        ConvertibleConfig.setIssueHandler { lines.add($0) }
        let text = "{\"id\":1}\n\n{\"id\":2,\"price\":[]}\n"
        _ = try await Support.all(ModelStream(StreamItem.self, bytes: Support.bytes(text)))
        // For JSON Lines, the index is the line's (blank lines count).
        XCTAssertEqual(lines.all.filter { $0.kind == .typeMismatch }.map(\.path), ["[2].price"])
    }

    func testAFileThatIsNotARegularFileIsRefused() async throws {
        let folder = FileManager.default.temporaryDirectory
        let result = await Support.untilError(ModelStream(StreamItem.self, file: folder))
        let issue = try XCTUnwrap((result.error as? ConversionError)?.issues.first)
        XCTAssertEqual(issue.kind, .fileRefused)
        XCTAssertTrue(issue.message.contains("it is a directory, not a regular file"), issue.message)
        let missing = await Support.untilError(ModelStream(StreamItem.self, file: folder.appendingPathComponent("none-\(UUID())")))
        XCTAssertEqual((missing.error as? ConversionError)?.issues.first?.kind, .fileRefused)
    }

    func testManyElementsAcrossManyReads() async throws {
        // More than one read's worth (256 KB) under the sanitizers too.
        let count = max(8_000, TestScale.count(20_000))
        let text = "[" + (0..<count).map { #"{"id":\#($0),"name":"item \#($0)","price":\#($0).5}"# }.joined(separator: ",\n") + "]"
        let url = try Support.file(text)
        defer { Support.remove(url) }
        var seen = 0
        var lastPrice = 0.0
        try ModelStream(StreamItem.self, file: url).forEach { item in
            XCTAssertEqual(item.id, seen)
            seen += 1
            lastPrice = item.price
        }
        XCTAssertEqual(seen, count)
        XCTAssertEqual(lastPrice, Double(count - 1) + 0.5)
        let fromTask = try await Task.detached { try await Support.all(ModelStream(StreamItem.self, file: url)).count }.value
        XCTAssertEqual(fromTask, count)
    }

    /// From an actor, `for try await` converts on the actor and leaves it
    /// only to read: across many reads, from a file and from an async
    /// sequence, in order and whole.
    func testReadFromAnActor() async throws {
        let url = try Support.file(Self.array)
        defer { Support.remove(url) }
        let collector = StreamCollector()
        let ids = try await collector.ids(in: ModelStream(StreamItem.self, file: url))
        XCTAssertEqual(ids, [1, 2, 3])
        let fromBytes = try await collector.ids(in: ModelStream(StreamItem.self, bytes: Support.bytes(Self.array)))
        XCTAssertEqual(fromBytes, [1, 2, 3])
        // More than one read's worth (256 KB), under the sanitizers too.
        let count = max(8_000, TestScale.count(20_000))
        let text = "[" + (0..<count).map { #"{"id":\#($0),"name":"item \#($0)"}"# }.joined(separator: ",\n") + "]"
        let large = try Support.file(text)
        defer { Support.remove(large) }
        let many = try await collector.ids(in: ModelStream(StreamItem.self, file: large))
        XCTAssertEqual(many.count, count)
        XCTAssertTrue(many.elementsEqual(0..<count), "the ids in order")
        let broken = try Support.file(#"[{"id":1},{"id":2},{"id":"#)
        defer { Support.remove(broken) }
        let truncated = await collector.idsAndError(in: ModelStream(StreamItem.self, file: broken))
        XCTAssertEqual(truncated.ids, [1, 2])
        XCTAssertEqual((truncated.error as? ConversionError)?.syntaxError,
                       "the input ends inside a value at the end of the input, line 1, column 26 (byte 25)")
    }

    func testOnASmallStack() throws {
        let url = try Support.file(Self.array)
        defer { Support.remove(url) }
        let result = StreamIssues()
        onSmallStack {
            do {
                try ModelStream(StreamItem.self, file: url).forEach { _ in }
            } catch {
                result.add(ConversionIssue(path: "", kind: .typeMismatch, message: "\(error)"))
            }
            let models = (try? ModelStream(StreamItem.self, file: url, at: "").collect()) ?? []
            if models != Self.expected { result.add(ConversionIssue(path: "", kind: .typeMismatch, message: "\(models)")) }
        }
        XCTAssertEqual(result.all, [])
    }
}

/// Iterates streams from an actor's own isolation (the helpers run on
/// their caller's actor).
private actor StreamCollector {
    /// The ids of the stream's models.
    func ids(in stream: ModelStream<StreamItem>) async throws -> [Int] {
        try await StreamTestSupport.all(stream).map(\.id)
    }

    /// The ids of the models before the stream's error, and the error.
    func idsAndError(in stream: ModelStream<StreamItem>) async -> (ids: [Int], error: Error?) {
        let read = await StreamTestSupport.untilError(stream)
        return (read.models.map(\.id), read.error)
    }
}
