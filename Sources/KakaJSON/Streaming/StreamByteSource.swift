import Foundation

/// Where a stream's bytes come from: a file or file handle (read now, or
/// from a task), or an async sequence of bytes (from a task only).
protocol StreamByteSource: AnyObject {
    /// Whether `readNow(into:)` can be called: false for an async sequence.
    var readsNow: Bool { get }
    /// Appends the next bytes to `buffer`; false at the end of the input.
    func readNow(into buffer: inout [UInt8]) throws -> Bool
    /// Appends the next bytes to `buffer`; false at the end of the input.
    func read(into buffer: inout [UInt8]) async throws -> Bool
}

extension StreamByteSource {
    /// A source read only from a task, by default.
    var readsNow: Bool { false }

    /// Refused by default: only a task can wait for an async sequence.
    func readNow(into buffer: inout [UInt8]) throws -> Bool {
        throw StreamFailure.needsTask()
    }
}

/// The bytes of an async sequence (a network body, `FileHandle.bytes`).
final class AsyncByteSource<Bytes: AsyncSequence>: StreamByteSource where Bytes.Element == UInt8 {
    /// Bytes taken in one read at most, so that a large body is cut in pieces.
    private static var pieceSize: Int { 64 << 10 }
    private var iterator: Bytes.AsyncIterator
    /// The sequence's error, thrown once the bytes before it are read.
    private var failure: (any Error)?

    init(_ bytes: Bytes) {
        iterator = bytes.makeAsyncIterator()
    }

    func read(into buffer: inout [UInt8]) async throws -> Bool {
        if let failure {
            self.failure = nil
            throw failure
        }
        let start = buffer.count
        // A piece also ends at a line feed: a live feed of JSON Lines is
        // delivered line by line, not once a piece is full.
        while buffer.count &- start < Self.pieceSize {
            let next: UInt8?
            do {
                next = try await iterator.next()
            } catch {
                // The elements before the failure are delivered first.
                guard buffer.count > start else { throw error }
                failure = error
                return true
            }
            guard let byte = next else { return buffer.count > start }
            buffer.append(byte)
            if byte == JSONByte.lineFeed { break }
        }
        return true
    }
}

/// The pieces of an async sequence of byte arrays, each appended as it
/// comes: for tests that cut the bytes anywhere.
final class PieceByteSource<Pieces: AsyncSequence>: StreamByteSource where Pieces.Element == [UInt8] {
    private var iterator: Pieces.AsyncIterator

    init(_ pieces: Pieces) {
        iterator = pieces.makeAsyncIterator()
    }

    func read(into buffer: inout [UInt8]) async throws -> Bool {
        guard let piece = try await iterator.next() else { return false }
        buffer.append(contentsOf: piece)
        return true
    }
}
