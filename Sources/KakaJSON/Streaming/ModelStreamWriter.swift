import Foundation

/// Writes models to a file or file handle one at a time, as a JSON array or
/// as JSON Lines, without holding them: the writing side of `ModelStream`.
///
/// ```swift
/// let writer = ModelStreamWriter<User>(file: url, format: .array)
/// for user in users { try writer.write(user) }
/// try writer.finish()                       // `]`: valid JSON, even with no models
/// ```
///
/// Each model is written as `JSONString()` writes it (compact, with the
/// configuration at the first write), by the same writer. Text is handed to
/// the file in pieces as it grows; `finish()` writes the rest and, for an
/// array, its `]`. A writer dropped without `finish()` leaves the file
/// unfinished.
///
/// A file is opened at the first `write(_:)` or `finish()`: created, with
/// its missing folders, or emptied; when it is a symbolic link, the file it
/// leads to is written. Anything but a regular file is refused with a
/// `ConversionError` whose issue is `fileRefused`. A file handle is written
/// from where it is, and not closed.
///
/// A writer is used from one task or thread at a time.
public final class ModelStreamWriter<Model: Convertible> {
    /// Text handed to the file at a time, about.
    private static var pieceSize: Int { 64 << 10 }

    private enum Target {
        case file(URL)
        case handle(FileHandle)
    }

    private let target: Target
    private let isLines: Bool
    private var handle: FileHandle?
    private var writer = JSONWriter(capacity: 1 << 10)
    private var encoder: ValueEncoder<Model>?
    private var isFinished = false

    /// A writer of `Model`s to the file at `file`: a JSON array (`.array`,
    /// also for `.automatic`) or JSON Lines (`.lines`).
    public init(file: URL, format: StreamFormat = .array) {
        target = .file(file)
        isLines = format == .lines
    }

    /// A writer of `Model`s to `fileHandle`, from where it is.
    public init(fileHandle: FileHandle, format: StreamFormat = .array) {
        target = .handle(fileHandle)
        isLines = format == .lines
    }

    /// Writes `model` after the models before it.
    /// - Throws: `ConversionError` when the file is refused or a write
    ///   fails, or after `finish()`.
    public func write(_ model: Model) throws {
        let encoder = try start()
        ConversionState.with { _ in encoder.write(model, to: &writer) }
        if isLines { writer.endLine() }
        if writer.byteCount >= Self.pieceSize { try flush() }
    }

    /// Writes what is left (an array's `]`; `[]` when no model was written)
    /// and hands it to the file. Nothing is written after it.
    /// - Throws: `ConversionError` when the file is refused or a write fails.
    public func finish() throws {
        _ = try start()
        if !isLines { writer.endArray() }
        isFinished = true
        try flush()
    }

    /// The encoder, once the file is open and an array begun.
    private func start() throws -> ValueEncoder<Model> {
        guard !isFinished else { throw StreamFailure.unwritable(name, "the writer was finished") }
        if let encoder { return encoder }
        handle = try open()
        let made = EncoderFactory.encoder(for: Model.self, dates: ConfigStore.current.dateFormat(for: nil))
        encoder = made
        if !isLines { writer.beginArray() }
        return made
    }

    /// Hands the text written so far to the file.
    private func flush() throws {
        guard writer.byteCount > 0, let handle else { return }
        let data = writer.takeData()
        do {
            guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else { return handle.write(data) }
            try handle.write(contentsOf: data)
        } catch {
            throw StreamFailure.unwritable(name, error.localizedDescription)
        }
    }

    private func open() throws -> FileHandle {
        switch target {
        case .handle(let handle):
            return handle
        case .file(let url):
            switch FileAccess.openForWriting(url) {
            case .success(let handle): return handle
            case .failure(let refusal): throw StreamFailure.unwritable(name, refusal.reason)
            }
        }
    }

    /// What is written, for a failure's message.
    private var name: String {
        switch target {
        case .file(let url): "the file \(url.path)"
        case .handle: "the file handle"
        }
    }
}
