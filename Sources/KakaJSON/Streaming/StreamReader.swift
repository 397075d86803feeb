import Foundation

/// Reads one pass of a `ModelStream`: takes bytes from its source into one
/// buffer, asks the splitter where each element is, and converts it as
/// `modelArray` converts one element, in place in the buffer.
///
/// The buffer holds the element being read and what follows it in the
/// last piece read; the bytes before it are dropped (and counted for lines
/// and columns) when the next piece comes.
final class StreamReader<Model: Convertible> {
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

    /// Where `step(_:)` hands each model: the model is the receiver's.
    typealias Deliver = (consuming Model) throws -> Void

    init(source: any StreamByteSource, path: [KeyCandidate.Step], format: StreamFormat, validatedSkipLimit: Int) {
        self.source = source
        self.path = path
        options = ConfigStore.current.readOptions
        splitter = StreamSplitter(path: path, format: format, options: options, validatedSkipLimit: validatedSkipLimit)
        buffer.reserveCapacity(FileByteSource.pieceSize)
    }

    /// Whether `forEach(_:)` can be used, rather than `step(_:)` and `readMore()` from a task.
    var readsNow: Bool { source.readsNow }

    /// Calls `body` with each model, reading without waiting for a task.
    func forEach(_ body: (Model) throws -> Void) throws {
        while true {
            switch try step({ try body($0) }) {
            case .delivered: continue
            case .end: return
            case .needBytes: try guarded { try isFinal = !source.readNow(into: &buffer) }
            }
        }
    }

    /// Reads the next piece from a task, when `step(_:)` needs more bytes.
    func readMore() async throws {
        do {
            isFinal = try await !source.read(into: &buffer)
        } catch {
            isDone = true
            throw error
        }
    }

    /// Runs `body`; after an error the stream is over.
    private func guarded(_ body: () throws -> Void) throws {
        do { try body() } catch {
            isDone = true
            throw error
        }
    }

    /// Converts elements until one gives a model, which goes to `deliver`,
    /// or more bytes are needed. After an error, only `.end`.
    func step(_ deliver: Deliver) throws -> StreamProgress {
        guard !isDone else { return .end }
        do {
            while true {
                let found = try JSONByteView.withView(of: .array(buffer)) { view in
                    Result { () throws(JSONReadError) in try splitter.next(in: view, isFinal: isFinal) }
                }.get()
                switch found {
                case .elementStart(let start, let index):
                    switch try convertFirstValue(at: start, index: index, to: deliver) {
                    case true?: return .delivered
                    case false?: continue
                    case nil: splitter.findElementEnd()
                    }
                case .element(let range, let index):
                    if try convert(range, index: index, to: deliver) { return .delivered }
                case .truncated(let range):
                    _ = try convert(range, index: 0) { _ in }
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
        JSONByteView.withView(of: .array(buffer)) { counter.count($0, from: from, to: index) }
    }

    /// Reads the element that starts at `start` when the buffer holds all
    /// of it, as `convert(_:index:to:)` reads it; nil when it may go on
    /// past the buffer's end (or is not valid JSON before it), and the
    /// splitter is to find its end.
    private func convertFirstValue(at start: Int, index: Int, to deliver: Deliver) throws -> Bool? {
        var end = 0
        let isFinal = isFinal
        var delivered = false
        let failure = try convert(at: start, index: index, to: deliver, delivered: &delivered) { view, options, failure, body in
            // Not final: a value that ends where the bytes do may go on in the next piece.
            _ = JSONDocument.withFirstValue(borrowing: view.slice(from: start, to: view.count), options: options,
                                            needsByteAfter: !isFinal, end: &end, failure: &failure, body)
        }
        guard failure == nil || isFinal else { return nil }
        if let failure { throw located(failure, at: start) }
        guard end > 0 else { return nil }
        splitter.skipElement(to: start &+ end)
        return delivered
    }

    /// Reads the element at `range` as `modelArray` reads one element and
    /// hands its model to `deliver`; false when it gives none (an element
    /// that is not an object: an issue says so).
    /// - Throws: `JSONReadError` at an index into the buffer when the
    ///   element is not valid JSON; what `deliver` throws.
    private func convert(_ range: Range<Int>, index: Int, to deliver: Deliver) throws -> Bool {
        var delivered = false
        let failure = try convert(at: range.lowerBound, index: index, to: deliver, delivered: &delivered) { view, options, failure, body in
            _ = JSONDocument.withValidDocument(borrowing: view.slice(from: range.lowerBound, to: range.upperBound),
                                               options: options, failure: &failure, body)
        }
        if let failure { throw located(readingOn(failure, ofElementAt: range), at: range.lowerBound) }
        return delivered
    }

    /// The element's failure as the whole document's read gives it. A
    /// number or literal ends where a byte that cannot be part of it does,
    /// so its range holds less than the scanner looks at: alone, `1.` and
    /// `tru` end too soon, while with what follows them (`1.]`, `tru]`)
    /// they are wrong. Read again with every byte the buffer holds after
    /// it (the splitter waits for enough of them), it fails as it does in
    /// the whole document.
    private func readingOn(_ failure: JSONReadError, ofElementAt range: Range<Int>) -> JSONReadError {
        guard failure.reason == .unexpectedEndOfInput, range.upperBound < buffer.count else { return failure }
        var reread: JSONReadError?
        var end = 0
        let options = elementOptions
        JSONByteView.withView(of: .array(buffer)) { view in
            _ = JSONDocument.withFirstValue(borrowing: view.slice(from: range.lowerBound, to: view.count), options: options,
                                            needsByteAfter: false, end: &end, failure: &reread) { _ in () }
        }
        return reread ?? failure
    }

    /// Converts the element at `start` in the document `read` makes of the
    /// buffer (with `body` for the document), as `modelArray` converts one
    /// element, and hands its model to `deliver`, setting `delivered`; the
    /// read's failure, if any.
    private func convert(
        at start: Int, index: Int, to deliver: Deliver, delivered: inout Bool,
        read: (JSONByteView, JSONReadOptions, inout JSONReadError?, (JSONDocument) -> Void?) -> Void
    ) throws -> JSONReadError? {
        let position = splitter.format == .lines ? lineIndex(at: start) : index
        var failure: JSONReadError?
        let elementOptions = elementOptions
        // A model, not an optional one, and calls that return Void: in this
        // generic code each type made of the model's is looked up at run
        // time, for each element. (A model made for an element that is not
        // an object is dropped.)
        var model = Model()
        var isObject = false
        Diagnostics.lenient { () -> Void in
            let session = IssueSession.current
            let pushed = session.map { enterElement(position, of: $0) } ?? 0
            defer { for _ in 0..<pushed { session?.pop() } }
            JSONByteView.withView(of: .array(buffer)) { view -> Void in
                read(view, elementOptions, &failure) { document -> Void? in
                    JSONInput.read(document) { document -> Void? in
                        isObject = JSONInput.fill(&model, from: document.root)
                        return ()
                    }
                }
            }
        }
        if let failure { return failure }
        // Outside the conversion: what `deliver` runs is the caller's own.
        guard isObject else { return nil }
        try deliver(consume model)
        delivered = true
        return nil
    }

    /// The options an element is read with: it is as deep inside the
    /// document as the path is long, and a byte order mark only starts a document.
    private var elementOptions: JSONReadOptions {
        var elementOptions = options
        elementOptions.maxDepth &-= path.count &+ (splitter.format == .lines ? 0 : 1)
        elementOptions.allowsByteOrderMark = false
        return elementOptions
    }

    /// An element's read error as reading the whole document would say it:
    /// at its index in the buffer, with the limit of the whole document;
    /// after a number or literal in an array, only `,` or `]` may follow.
    private func located(_ failure: JSONReadError, at start: Int) -> JSONReadError {
        var reason = failure.reason
        if case .depthLimitExceeded = reason { reason = .depthLimitExceeded(limit: options.maxDepth) }
        if reason == .trailingContent, splitter.format == .array { reason = .expectedCommaOrBracket }
        return JSONReadError(offset: start &+ failure.offset, reason: reason)
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
        // Every place an error names is still in the buffer; clamped all the same.
        let index = min(max(error.offset, 0), buffer.count)
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
        let issue = ConversionIssue(path: place, kind: splitter.misfit == nil ? .pathNotFound : .typeMismatch, message: message)
        IssueHandlerStore.current?(issue)
    }
}

/// How far one step of a `StreamReader` came. Not nested in the generic
/// reader: each generic type would be looked up at run time for each element.
@usableFromInline
enum StreamProgress {
    /// A model went to the caller.
    case delivered
    /// The buffer holds no more of the next element: read a piece.
    case needBytes
    /// The stream is over: the document ended, or an error was thrown.
    case end
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
