import Foundation

/// Models read one at a time from a JSON array or from JSON Lines, as the
/// bytes arrive: a file or input of any size is read with memory for its
/// largest element and a fixed buffer.
///
/// ```swift
/// for try await user in ModelStream(User.self, file: url) { … }          // an array, or JSON Lines
/// let items = ModelStream(Item.self, file: url, at: "data.items")         // the array at a key path
/// try ModelStream(Event.self, file: url, format: .lines).forEach { … }    // without a task
/// ```
///
/// Each element is converted as `modelArray` converts it (the same lenient
/// rules; an element that is not an object is skipped), and its issues go to
/// the issue handler with the element's index in their path
/// (`data.items[41].price`; for JSON Lines, the zero-based line).
///
/// Bytes that are not valid JSON, or that end too soon, end the stream with
/// a `ConversionError` whose `syntaxError` gives the line, column and byte
/// offset in the whole stream, after every element before them was
/// delivered. Reading from a task stops with `CancellationError` when the
/// task is cancelled (checked between elements).
///
/// Each iteration reads from the start of a file, from where a file handle
/// is, or from a new iterator of an async sequence.
public struct ModelStream<Model: Convertible>: AsyncSequence {
    /// The models, in order.
    public typealias Element = Model

    /// Where the bytes come from.
    private enum Origin {
        case file(URL)
        case handle(FileHandle)
        case bytes(() -> any StreamByteSource)
    }

    private let origin: Origin
    private let path: [KeyCandidate.Step]
    private let format: StreamFormat
    private let validatedSkipLimit: Int

    private init(origin: Origin, path: String = "", format: StreamFormat,
                 validatedSkipLimit: Int = StreamSplitter.defaultValidatedSkipLimit) {
        self.origin = origin
        self.format = format
        self.validatedSkipLimit = validatedSkipLimit
        guard !path.isEmpty else {
            self.path = []
            return
        }
        // The key paths of `kj_modelKey`: keys joined by ".", array indexes as numbers.
        self.path = KeyCandidate(path).path ?? [KeyCandidate.Step(key: path, utf8: Array(path.utf8), index: Int(path))]
    }

    /// The models of the regular file at `file`: a JSON array, or JSON Lines
    /// (`format`). Anything but a regular file (a directory, a device, a
    /// FIFO) is refused when reading starts, with a `ConversionError` whose
    /// issue is `fileRefused`; the file may be of any size.
    public init(_ type: Model.Type, file: URL, format: StreamFormat = .automatic) {
        self.init(origin: .file(file), format: format)
    }

    /// The models of the JSON array at `path` in the regular file at `file`:
    /// keys joined by ".", array indexes as numbers (`"data.items"`,
    /// `"results.0.rows"`). The rest of the document is checked, not
    /// converted. A path that leads to no array gives no models, with an
    /// issue naming the path.
    public init(_ type: Model.Type, file: URL, at path: String) {
        self.init(origin: .file(file), path: path, format: .array)
    }

    /// The models read from `fileHandle` (a file, a pipe, standard input)
    /// from where it is to its end. The handle is not closed. Read with
    /// `for try await`, a pipe's or socket's wait for bytes happens on a
    /// thread of its own, never on the threads tasks share; `forEach`
    /// waits on the calling thread.
    public init(_ type: Model.Type, fileHandle: FileHandle, format: StreamFormat = .automatic) {
        self.init(origin: .handle(fileHandle), format: format)
    }

    /// The models of the JSON array at `path` in what `fileHandle` reads.
    public init(_ type: Model.Type, fileHandle: FileHandle, at path: String) {
        self.init(origin: .handle(fileHandle), path: path, format: .array)
    }

    /// The models read from an async sequence of bytes (a network body).
    /// Read with `for try await`; its errors end the stream as they are.
    public init<Bytes: AsyncSequence>(_ type: Model.Type, bytes: Bytes, format: StreamFormat = .automatic)
    where Bytes.Element == UInt8 {
        self.init(origin: .bytes { AsyncByteSource(bytes) }, format: format)
    }

    /// The models of the JSON array at `path` in an async sequence of bytes.
    public init<Bytes: AsyncSequence>(_ type: Model.Type, bytes: Bytes, at path: String) where Bytes.Element == UInt8 {
        self.init(origin: .bytes { AsyncByteSource(bytes) }, path: path, format: .array)
    }

    /// The models read from pieces of bytes, each taken as it comes (for
    /// tests: the pieces decide where the reads cut the text, and
    /// `validatedSkipLimit` how long a value around the path may be before
    /// it is checked as it comes rather than whole).
    package init<Pieces: AsyncSequence>(_ type: Model.Type, pieces: Pieces, at path: String = "",
                                        format: StreamFormat = .automatic,
                                        validatedSkipLimit: Int = 1 << 20) where Pieces.Element == [UInt8] {
        self.init(origin: .bytes { PieceByteSource(pieces) }, path: path, format: format,
                  validatedSkipLimit: validatedSkipLimit)
    }

    /// Calls `body` with each model in turn, without a task. Not for a
    /// stream of an async sequence (it throws a `ConversionError`).
    /// - Throws: `ConversionError` for bytes that are not valid JSON or a
    ///   file refused; what `body` throws, which ends the reading.
    public func forEach(_ body: (Model) throws -> Void) throws {
        let reader = try makeReader()
        guard reader.readsNow else { throw StreamFailure.needsTask() }
        try reader.forEach(body)
    }

    /// An iterator that reads from the start.
    public func makeAsyncIterator() -> Iterator {
        Iterator(stream: self)
    }

    /// Reads the models of a `ModelStream` one at a time.
    public struct Iterator: AsyncIteratorProtocol {
        private let stream: ModelStream
        private var reader: StreamReader<Model>?
        private var isOver = false

        fileprivate init(stream: ModelStream) {
            self.stream = stream
        }

        /// The next model; nil at the end.
        /// - Throws: `ConversionError` for bytes that are not valid JSON or a
        ///   file refused; `CancellationError` when the task is cancelled;
        ///   the errors of an async sequence of bytes.
        @inlinable
        public mutating func next() async throws -> Model? {
            try await next(on: nil)
        }

        /// `next()` on the caller's actor (what `for try await` calls): a
        /// model the buffer holds is converted without leaving it.
        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Model? {
            try await next(on: actor)
        }

        /// The next model, converted on `actor`. Inlined into the caller,
        /// where the model's type is known: in this generic module each
        /// type made of the model's (its optional) is looked up at run time,
        /// on each call, and each call's hops to and from `actor` cost more
        /// than converting a small model.
        @inlinable
        mutating func next(on actor: isolated (any Actor)?) async throws -> Model? {
            var model: Model?
            while true {
                switch try advance(delivering: { model = $0 }) {
                case .delivered: return model
                case .end: return nil
                case .needBytes: try await Self.readMore(handedReader)
                }
            }
        }

        /// The reader, for a read that leaves the caller's actor. Only its
        /// iterator holds it, and the iterator waits for the read: no one
        /// touches the reader meanwhile.
        @usableFromInline
        struct HandedReader: @unchecked Sendable {
            fileprivate let reader: StreamReader<Model>?
        }

        /// The reader, handed to `readMore(_:)`.
        @usableFromInline
        var handedReader: HandedReader { HandedReader(reader: reader) }

        /// Reads the next piece, off the caller's actor.
        @usableFromInline
        static func readMore(_ handed: HandedReader) async throws {
            try await handed.reader?.readMore()
        }

        /// Converts the next element while the buffer holds it and hands
        /// its model to `deliver`; `.needBytes` when the reader must wait
        /// for bytes.
        @usableFromInline
        mutating func advance(delivering deliver: (consuming Model) throws -> Void) throws -> StreamProgress {
            guard !isOver else { return .end }
            do {
                let reader: StreamReader<Model>
                if let started = self.reader {
                    reader = started
                } else {
                    reader = try stream.makeReader()
                    self.reader = reader
                }
                try Task.checkCancellation()
                let progress = try reader.step(deliver)
                if case .end = progress { isOver = true }
                return progress
            } catch {
                isOver = true
                throw error
            }
        }
    }

    /// A reader from the start of the stream's bytes.
    fileprivate func makeReader() throws -> StreamReader<Model> {
        let source: any StreamByteSource
        switch origin {
        case .file(let url):
            switch FileAccess.openForReading(url) {
            case .success(let handle): source = FileByteSource(handle, name: "the file \(url.path)")
            case .failure(let refusal): throw StreamFailure.refused(url, refusal.reason)
            }
        case .handle(let handle):
            source = FileByteSource(handle, name: "the file handle")
        case .bytes(let makeSource):
            source = makeSource()
        }
        return StreamReader(source: source, path: path, format: format, validatedSkipLimit: validatedSkipLimit)
    }
}
