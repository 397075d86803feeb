import Foundation

/// Reads one pass of a `ModelStream`: takes bytes from its source into one
/// buffer, asks the splitter where each element is, and converts it as
/// `modelArray` converts one element, in place in the buffer.
///
/// The buffer holds the element being read and what follows it in the
/// last piece read; the bytes before it are dropped (and counted for lines
/// and columns) when the next piece comes.
final class StreamReader<Model: Convertible> {
    /// What one step of reading came to.
    enum Step {
        case model(Model)
        case needBytes
        case end
    }

    private let source: any StreamByteSource
    private let path: [KeyCandidate.Step]
    private let options: JSONReadOptions
    private var splitter: StreamSplitter
    private var buffer: [UInt8] = []
    /// The offset in the whole stream of `buffer[0]`.
    private var dropped = 0
    private var counter = StreamLineCounter()
    private var isFinal = false
    private var isDone = false

    init(source: any StreamByteSource, path: [KeyCandidate.Step], format: StreamFormat) {
        self.source = source
        self.path = path
        options = ConfigStore.current.readOptions
        splitter = StreamSplitter(path: path, format: format, options: options)
        buffer.reserveCapacity(FileByteSource.pieceSize)
    }

    /// Whether `readNow()` can be used, rather than `read()` from a task.
    var readsNow: Bool { source.readsNow }

    /// The next model, reading as needed without waiting for a task; nil at the end.
    func nextNow() throws -> Model? {
        while true {
            switch try step() {
            case .model(let model): return model
            case .end: return nil
            case .needBytes: try guarded { try isFinal = !source.readNow(into: &buffer) }
            }
        }
    }

    /// The next model; nil at the end.
    func next() async throws -> Model? {
        while true {
            try guarded { try Task.checkCancellation() }
            switch try step() {
            case .model(let model): return model
            case .end: return nil
            case .needBytes:
                do {
                    isFinal = try await !source.read(into: &buffer)
                } catch {
                    isDone = true
                    throw error
                }
            }
        }
    }

    /// Runs `body`; after an error the stream is over.
    private func guarded(_ body: () throws -> Void) throws {
        do { try body() } catch {
            isDone = true
            throw error
        }
    }

    /// Converts elements until one gives a model, or more bytes are needed.
    private func step() throws -> Step {
        guard !isDone else { return .end }
        do {
            while true {
                let found = try JSONByteView.withView(of: .array(buffer)) { view in
                    Result { () throws(JSONReadError) in try splitter.next(in: view, isFinal: isFinal) }
                }.get()
                switch found {
                case .element(let range, let index):
                    if let model = try convert(range, index: index) { return .model(model) }
                case .truncated(let range):
                    _ = try convert(range, index: 0)
                    throw JSONReadError(offset: buffer.count, reason: .unexpectedEndOfInput)
                case .needBytes:
                    dropRead()
                    return .needBytes
                case .end:
                    isDone = true
                    reportMissingArray()
                    return .end
                }
            }
        } catch let error as JSONReadError {
            isDone = true
            throw ConversionError(issues: [], syntaxError: located(error))
        } catch {
            isDone = true
            throw error
        }
    }

    /// Drops the bytes before the first one the splitter still needs.
    private func dropRead() {
        let keep = splitter.retainedFrom
        guard keep > 0 else { return }
        countLines(upTo: keep)
        buffer.removeSubrange(0..<keep)
        dropped &+= keep
        splitter.discard(keep)
    }

    /// Counts lines and columns up to `index` in the buffer.
    private func countLines(upTo index: Int) {
        let from = counter.counted &- dropped
        guard index > from else { return }
        counter.count(buffer[from..<index])
    }

    /// The model of the element at `range`, as `modelArray` reads one
    /// element: nil (with an issue) when it is not an object.
    /// - Throws: `JSONReadError` at an index into the buffer when the
    ///   element is not valid JSON.
    private func convert(_ range: Range<Int>, index: Int) throws(JSONReadError) -> Model? {
        let position = splitter.format == .lines ? lineIndex(at: range.lowerBound) : index
        var failure: JSONReadError?
        // The element is as deep inside the document as the path is long.
        var elementOptions = options
        elementOptions.maxDepth &-= path.count &+ (splitter.format == .lines ? 0 : 1)
        elementOptions.allowsByteOrderMark = false
        let model = Diagnostics.lenient { () -> Model? in
            let session = IssueSession.current
            let pushed = session.map { enterElement(position, of: $0) } ?? 0
            defer { for _ in 0..<pushed { session?.pop() } }
            return JSONByteView.withView(of: .array(buffer)) { view in
                JSONDocument.withValidDocument(borrowing: view.slice(from: range.lowerBound, to: range.upperBound),
                                               options: elementOptions, failure: &failure) { document in
                    JSONInput.read(document) { JSONInput.model(from: $0.root, Model.self) }
                }
            }
        }
        if let failure {
            // Said as reading the whole document would say it: the limit of
            // the whole document; after a number or literal in an array,
            // only `,` or `]` may follow.
            var reason = failure.reason
            if case .depthLimitExceeded = reason { reason = .depthLimitExceeded(limit: options.maxDepth) }
            if reason == .trailingContent, splitter.format == .array { reason = .expectedCommaOrBracket }
            throw JSONReadError(offset: range.lowerBound &+ failure.offset, reason: reason)
        }
        return model
    }

    /// Pushes the path down to element `position` onto `session`'s steps
    /// (`data.items[41]`); returns how many steps it pushed.
    private func enterElement(_ position: Int, of session: IssueSession) -> Int {
        for (level, step) in path.enumerated() {
            if splitter.isObject(atLevel: level) {
                session.pushKey(step.key)
            } else {
                session.push(.array)
                session.move(to: step.index ?? 0)
            }
        }
        session.push(.array)
        session.move(to: position)
        return path.count &+ 1
    }

    /// The zero-based line on which the byte at `index` of the buffer is.
    private func lineIndex(at index: Int) -> Int {
        countLines(upTo: index)
        return counter.lineIndex
    }

    /// The error's text with its place in the whole stream.
    private func located(_ error: JSONReadError) -> String {
        let index = min(error.offset, buffer.count)
        countLines(upTo: index)
        let found = index < buffer.count ? buffer[index] : nil
        return JSONReadError(offset: dropped &+ index, reason: error.reason)
            .located(line: counter.lineIndex &+ 1, column: counter.columnIndex &+ 1, found: found)
    }

    /// Reports, through the issue handler, a path that led to no array.
    private func reportMissingArray() {
        guard splitter.format == .array, !splitter.foundTarget else { return }
        let place = path.isEmpty ? "" : path.map(\.key).joined(separator: ".")
        let found = splitter.misfit.map(describeValue(startingWith:)) ?? "nothing"
        let message = "Expected a JSON array of \(IssueText.typeName(Model.self))\(place.isEmpty ? "" : " at \(place)"), found \(found); the stream has no elements."
        let issue = ConversionIssue(path: place, kind: splitter.misfit == nil ? .missingKey : .typeMismatch, message: message)
        IssueHandlerStore.current?(issue)
    }
}

/// What a value starting with `byte` is, for an issue.
private func describeValue(startingWith byte: UInt8) -> String {
    switch byte {
    case JSONByte.openBrace: "an object"
    case JSONByte.quote: "a string"
    case JSONByte.lowerT, JSONByte.lowerF: "a boolean"
    case JSONByte.lowerN: "null"
    default: "a number"
    }
}
