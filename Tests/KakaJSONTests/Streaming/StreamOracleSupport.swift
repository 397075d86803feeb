import Foundation
import KakaJSON
import XCTest

/// The document around a path-streamed array, for the whole-document oracle.
struct StreamWrapper: Convertible {
    var data: [StreamItem] = []
}

/// Checks that a stream of invalid bytes throws what reading the whole
/// document throws for them, from every kind of source and wherever the
/// pieces are cut: the whole-document reader is the oracle, at run time, so
/// the test follows its wording rather than a copy of it.
enum StreamOracle {
    /// The sizes of the pieces the bytes are cut into; 0 stands for one
    /// piece of all of them. Under a sanitizer, which looks for memory and
    /// thread errors at many times the cost, one-byte pieces only: they
    /// cross every boundary the others do.
    static let pieceSizes = TestScale.isSanitized ? [1] : [1, 2, 7, 0]

    /// `inputs`, or every other one under a sanitizer: the cases differ in
    /// their bytes, not in the code they run.
    static func sample<Input>(_ inputs: [Input]) -> [Input] {
        guard TestScale.isSanitized else { return inputs }
        return inputs.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    }

    /// The syntax error reading `bytes` whole gives: `decode` of the wrapper
    /// for a path, `decodeArray` otherwise.
    static func wholeDocumentError(_ bytes: [UInt8], path: String) -> String? {
        do {
            if path.isEmpty {
                _ = try Data(bytes).kj.decodeArray(StreamItem.self)
            } else {
                _ = try Data(bytes).kj.decode(StreamWrapper.self)
            }
            return nil
        } catch {
            return (error as? ConversionError)?.syntaxError
        }
    }

    /// `bytes` in pieces of `size` (all at once for 0).
    static func pieces(_ bytes: [UInt8], size: Int) -> AsyncStream<[UInt8]> {
        let step = size > 0 ? size : max(bytes.count, 1)
        let pieces = stride(from: 0, to: bytes.count, by: step).map { Array(bytes[$0..<min($0 + step, bytes.count)]) }
        return AsyncStream { continuation in
            for piece in pieces { continuation.yield(piece) }
            continuation.finish()
        }
    }

    /// `bytes` one at a time, as a network body gives them.
    static func byteSequence(_ bytes: [UInt8]) -> AsyncStream<UInt8> {
        AsyncStream { continuation in
            for byte in bytes { continuation.yield(byte) }
            continuation.finish()
        }
    }

    /// The syntax error a stream threw, or a description of what else it did.
    static func syntaxError<Model>(_ stream: ModelStream<Model>) async -> String? {
        let result = await StreamTestSupport.untilError(stream)
        return errorText(result.error)
    }

    private static func errorText(_ error: Error?) -> String? {
        guard let error else { return nil }
        return (error as? ConversionError)?.syntaxError ?? "not a syntax error: \(error)"
    }

    /// Streams `bytes` (the array at `path`, or as `format`) from pieces of
    /// each size, a file (with `forEach` and `for try await`), a file handle
    /// and an async sequence of bytes, and checks each throws the
    /// whole-document reader's error.
    static func check(_ bytes: [UInt8], path: String = "", format: StreamFormat = .automatic,
                      file: StaticString = #filePath, line: UInt = #line) async throws {
        let label = String(decoding: bytes, as: UTF8.self).debugDescription
        let expected = try XCTUnwrap(wholeDocumentError(bytes, path: path), "valid: \(label)", file: file, line: line)
        func stream<Pieces: AsyncSequence>(_ pieces: Pieces) -> ModelStream<StreamItem> where Pieces.Element == [UInt8] {
            ModelStream(StreamItem.self, pieces: pieces, at: path, format: path.isEmpty ? format : .array)
        }
        for size in pieceSizes {
            let found = await syntaxError(stream(pieces(bytes, size: size)))
            XCTAssertEqual(found, expected, "\(label) in pieces of \(size)", file: file, line: line)
        }
        // The other sources read through the same reader; their own paths are
        // the streaming suite's, in every run.
        guard !TestScale.isSanitized else { return }
        let url = try StreamTestSupport.file("")
        defer { StreamTestSupport.remove(url) }
        try Data(bytes).write(to: url)
        let fromFile = path.isEmpty ? ModelStream(StreamItem.self, file: url, format: format)
            : ModelStream(StreamItem.self, file: url, at: path)
        var thrown: Error?
        do { try fromFile.forEach { _ in } } catch { thrown = error }
        XCTAssertEqual(errorText(thrown), expected, "\(label) from a file, forEach", file: file, line: line)
        let awaited = await syntaxError(fromFile)
        XCTAssertEqual(awaited, expected, "\(label) from a file, for try await", file: file, line: line)
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let fromHandle = path.isEmpty ? ModelStream(StreamItem.self, fileHandle: handle, format: format)
            : ModelStream(StreamItem.self, fileHandle: handle, at: path)
        thrown = nil
        do { try fromHandle.forEach { _ in } } catch { thrown = error }
        XCTAssertEqual(errorText(thrown), expected, "\(label) from a file handle", file: file, line: line)
        let fromBytes = path.isEmpty ? ModelStream(StreamItem.self, bytes: byteSequence(bytes), format: format)
            : ModelStream(StreamItem.self, bytes: byteSequence(bytes), at: path)
        let bytesError = await syntaxError(fromBytes)
        XCTAssertEqual(bytesError, expected, "\(label) from async bytes", file: file, line: line)
    }
}
