import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of an open file, pipe or socket, read in pieces with `read(2)`
/// straight into the stream's buffer.
///
/// Sendable so that a task's read of a pipe, socket or terminal can wait on
/// a thread of its own: one iteration owns the source and reads one piece
/// at a time.
final class FileByteSource: StreamByteSource, @unchecked Sendable {
    /// Bytes asked for in one read: the buffer holds about this plus the
    /// longest element.
    static let pieceSize = 256 << 10
    private let handle: FileHandle
    /// What the reads are of, for a failure's message.
    private let name: String
    /// Whether a read may wait for its bytes: anything but a regular file.
    private let mayWait: Bool
    /// Where a task's waiting reads run: a serial queue of its own gets a
    /// thread at once, where work on a global queue that blocks waits for
    /// the pool to grow.
    private lazy var readQueue = DispatchQueue(label: "KakaJSON.ModelStream.read")

    init(_ handle: FileHandle, name: String) {
        self.handle = handle
        self.name = name
        var info = stat()
        mayWait = fstat(handle.fileDescriptor, &info) != 0 || info.st_mode & S_IFMT != S_IFREG
    }

    var readsNow: Bool { true }

    /// From a task, a read that may wait (a pipe, standard input, a socket)
    /// waits on a thread of its own, not on one of the few threads all tasks
    /// share; a regular file's read does not wait and is made in place.
    func read(into buffer: inout [UInt8]) async throws -> Bool {
        guard mayWait else { return try readNow(into: &buffer) }
        let queue = readQueue
        let (piece, hasMore) = try await withCheckedThrowingContinuation { continuation in
            queue.async {
                var piece: [UInt8] = []
                continuation.resume(with: Result {
                    let hasMore = try self.readNow(into: &piece)
                    return (piece, hasMore)
                })
            }
        }
        buffer.append(contentsOf: piece)
        return hasMore
    }

    func readNow(into buffer: inout [UInt8]) throws -> Bool {
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.pieceSize))
        let descriptor = handle.fileDescriptor
        let count = buffer.withUnsafeMutableBytes { bytes -> Int in
            // In bounds: the array holds `start + pieceSize` bytes, and the
            // read fills at most `pieceSize` of them from `start` on.
            let target = bytes.baseAddress.unsafelyUnwrapped + start
            while true {
                let count = systemRead(descriptor, target, Self.pieceSize)
                if count >= 0 { return count }
                switch errno {
                case EINTR: continue
                case EAGAIN: Self.waitForInput(descriptor)
                default: return -1
                }
            }
        }
        guard count >= 0 else {
            let message = String(cString: strerror(errno))
            buffer.removeSubrange(start...)
            throw StreamFailure.unreadable(name, message)
        }
        buffer.removeLast(Self.pieceSize &- count)
        return count > 0
    }

    /// Blocks until a descriptor opened without blocking has bytes to read.
    private static func waitForInput(_ descriptor: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
    }
}

/// `read(2)`, named apart from `FileByteSource.read(into:)`.
private func systemRead(_ descriptor: Int32, _ target: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, target, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, target, count)
    #else
    Darwin.read(descriptor, target, count)
    #endif
}
