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
final class FileByteSource: StreamByteSource {
    /// Bytes asked for in one read: the buffer holds about this plus the
    /// longest element.
    static let pieceSize = 256 << 10
    private let handle: FileHandle
    /// What the reads are of, for a failure's message.
    private let name: String

    init(_ handle: FileHandle, name: String) {
        self.handle = handle
        self.name = name
    }

    var readsNow: Bool { true }

    func read(into buffer: inout [UInt8]) async throws -> Bool {
        try readNow(into: &buffer)
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
