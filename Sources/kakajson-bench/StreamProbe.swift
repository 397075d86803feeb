import Foundation
import KakaJSON

/// One small object of the streaming rows' generated files.
struct StreamRow: Convertible {
    var id = 0
    var sku = ""
    var name = ""
    var price = 0.0
    var active = false
    var tags: [String] = []
}

/// The child process of a streaming row: reads a generated file one way,
/// and prints how long it took and how far the resident set rose.
enum StreamProbe {
    /// How a probe reads its file.
    enum Way: String, CaseIterable {
        /// `ModelStream(…, file:).forEach`.
        case stream
        /// `for try await` over a `ModelStream`, in a task.
        case streamTask = "stream-task"
        /// `Data(contentsOf:)`, then `modelArray` (arrays only).
        case whole
    }

    /// The child's work (`--stream-probe WAY FILE`); prints one `stream-probe` line.
    static func runChild(way: Way, file: String) -> Int32 {
        let url = URL(fileURLWithPath: file)
        ProcessMemory.releaseFreeHeap()
        guard let baseline = ProcessMemory.sample() else { return 4 }
        let reset = ProcessMemory.resetPeak()
        var count = 0
        var sum = 0
        let start = Stopwatch.now()
        do {
            switch way {
            case .stream:
                try ModelStream(StreamRow.self, file: url).forEach { row in
                    count += 1
                    sum &+= row.id &+ row.tags.count
                }
            case .streamTask:
                (count, sum) = try readInTask(url)
            case .whole:
                let rows = try Data(contentsOf: url).kj.modelArray(StreamRow.self)
                count = rows.count
                for row in rows { sum &+= row.id &+ row.tags.count }
            }
        } catch {
            Output.progress("stream probe: \(error)")
            return 5
        }
        let elapsed = Stopwatch.now() - start
        guard let after = ProcessMemory.sample() else { return 4 }
        print("stream-probe count=\(count) sum=\(sum) nanoseconds=\(elapsed) baseline=\(baseline.resident) "
              + "peak=\(after.peak) reset=\(reset)")
        return 0
    }

    /// The count and checksum of the rows read with `for try await`, in a task this thread waits for.
    private static func readInTask(_ url: URL) throws -> (Int, Int) {
        let result = TaskResult()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            var count = 0, sum = 0
            do {
                for try await row in ModelStream(StreamRow.self, file: url) {
                    count += 1
                    sum &+= row.id &+ row.tags.count
                }
                result.set(.success((count, sum)))
            } catch {
                result.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        return try result.get()
    }

    /// The outcome of the task, handed to the waiting thread.
    private final class TaskResult: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<(Int, Int), Error> = .success((0, 0))
        func set(_ value: Result<(Int, Int), Error>) { lock.withLock { self.value = value } }
        func get() throws -> (Int, Int) { try lock.withLock { value }.get() }
    }
}
