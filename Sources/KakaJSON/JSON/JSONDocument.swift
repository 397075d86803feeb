import Foundation

/// A validated JSON document: its bytes plus a tape of its values.
///
/// Creating a document checks the whole text (strict RFC 8259, strict UTF-8)
/// and records every value's position, but creates no `String` and converts
/// no number: `JSONNode` does that on demand. The document keeps its own
/// copy of the bytes (for a `[UInt8]`, a shared copy-on-write reference), so
/// nodes stay valid as long as they are held; `withDocument(reading:_:)`
/// reads a `Data` or `String` in place instead, for the duration of one call.
///
///     let document = try JSONDocument(string: #"{"id": 7, "name": "Kaka"}"#)
///     let id = document.root.object?.value(forKey: "id")?.int64   // 7
///
/// A document is immutable and can be shared across threads.
package final class JSONDocument: @unchecked Sendable {
    // @unchecked: `storage` changes at most once, from borrowed bytes to an
    // owned copy of the same bytes (`keepOwnBytes()`), on the thread that
    // read the document, when its read ends and something still holds it:
    // the values read never change. exclusivity(unchecked): read on every
    // access to the bytes, and written only then.
    @exclusivity(unchecked) private var storage: JSONByteStorage
    /// One entry per value, in document order.
    let tape: ContiguousArray<JSONTapeEntry>
    /// How deep the document's arrays and objects nest (0 for a scalar).
    package let depth: Int

    private init(storage: JSONByteStorage, options: JSONReadOptions) throws(JSONReadError) {
        self.storage = storage
        (tape, depth) = try JSONByteView.withView(of: storage) { view in
            Result { () throws(JSONReadError) in try JSONReader.scan(view, options: options) }
        }.get()
    }

    /// A document of the value `tape` describes in `storage`, already scanned.
    private init(storage: JSONByteStorage, tape: ContiguousArray<JSONTapeEntry>, depth: Int) {
        self.storage = storage
        self.tape = tape
        self.depth = depth
    }

    /// Reads the JSON text in `bytes`.
    /// - Throws: `JSONReadError` with the byte offset of the first problem.
    package convenience init(bytes: [UInt8], options: JSONReadOptions = JSONReadOptions()) throws(JSONReadError) {
        try self.init(storage: .array(bytes), options: options)
    }

    /// Reads the JSON text in any byte sequence: `ArraySlice<UInt8>`,
    /// `UnsafeRawBufferPointer`, `Data`, `String.UTF8View`, ... The bytes are
    /// copied first, so the source need not outlive the call.
    /// - Throws: `JSONReadError` with the byte offset of the first problem.
    package convenience init(
        bytes: some Sequence<UInt8>,
        options: JSONReadOptions = JSONReadOptions()
    ) throws(JSONReadError) {
        let copy = bytes.withContiguousStorageIfAvailable { Array($0) } ?? Array(bytes)
        try self.init(bytes: copy, options: options)
    }

    /// Reads the JSON text in `string` (its UTF-8 form).
    /// - Throws: `JSONReadError` with the byte offset of the first problem.
    package convenience init(string: String, options: JSONReadOptions = JSONReadOptions()) throws(JSONReadError) {
        try self.init(bytes: Array(string.utf8), options: options)
    }

    /// Calls `body` with a document that reads the JSON text in `data` in
    /// place, without copying it: for reading large input once.
    ///
    /// The bytes are only borrowed during `body`: a document or node still
    /// held when `body` returns gets its own copy of them then.
    /// - Throws: `JSONReadError` with the byte offset of the first problem;
    ///   `body` is not called then.
    package static func withDocument<R>(
        reading data: Data,
        options: JSONReadOptions = JSONReadOptions(),
        _ body: (JSONDocument) -> R
    ) throws(JSONReadError) -> R {
        var failure: JSONReadError?
        let result = JSONByteView.withView(of: data) { borrowing($0, options: options, failure: &failure, body) }
        if let failure { throw failure }
        return result!
    }

    /// Calls `body` with a document that reads the UTF-8 of `string` in
    /// place (a copy only when the string is not stored as contiguous UTF-8);
    /// the same rules as `withDocument(reading:options:_:)` for `Data`.
    /// - Throws: `JSONReadError` with the byte offset of the first problem;
    ///   `body` is not called then.
    package static func withDocument<R>(
        reading string: String,
        options: JSONReadOptions = JSONReadOptions(),
        _ body: (JSONDocument) -> R
    ) throws(JSONReadError) -> R {
        var failure: JSONReadError?
        let result = JSONByteView.withView(of: string) { borrowing($0, options: options, failure: &failure, body) }
        if let failure { throw failure }
        return result!
    }

    /// Like `withDocument(reading:options:_:)`, for a `body` whose result is
    /// already optional: nil for unreadable input too.
    ///
    /// No `Result` or doubly optional value: in generic code each new result
    /// type costs a metadata instantiation, on a model type's first conversion.
    static func withValidDocument<R>(reading data: Data, options: JSONReadOptions = JSONReadOptions(),
                                     syntaxError: ((String) -> Void)? = nil,
                                     _ body: (JSONDocument) -> R?) -> R? {
        JSONByteView.withView(of: data) { validating($0, options: options, syntaxError: syntaxError, body) }
    }

    /// `withValidDocument(reading:_:)` for the UTF-8 of `string`.
    static func withValidDocument<R>(reading string: String, options: JSONReadOptions = JSONReadOptions(),
                                     syntaxError: ((String) -> Void)? = nil,
                                     _ body: (JSONDocument) -> R?) -> R? {
        JSONByteView.withView(of: string) { validating($0, options: options, syntaxError: syntaxError, body) }
    }

    /// `body`'s result for the document of the bytes `view` lends, read in
    /// place for the duration of the call; nil with `failure` set when they
    /// are not valid JSON (a stream reads each element so, and says where).
    static func withValidDocument<R>(borrowing view: JSONByteView, options: JSONReadOptions,
                                     failure: inout JSONReadError?, _ body: (JSONDocument) -> R?) -> R? {
        borrowing(view, options: options, failure: &failure, body)
    }

    /// `withValidDocument(borrowing:options:failure:_:)` for the value at
    /// the start of `view`, whatever follows it (a stream's element, with
    /// the rest of its buffer after it); `end` is set to the index just past
    /// it. With `needsByteAfter`, a value that ends where `view` does (and
    /// might go on in bytes not there yet) is not read: `end` stays as it
    /// was and `body` is not called.
    static func withFirstValue<R>(borrowing view: JSONByteView, options: JSONReadOptions, needsByteAfter: Bool,
                                  end: inout Int, failure: inout JSONReadError?,
                                  _ body: (JSONDocument) -> R?) -> R? {
        let scanned: (tape: ContiguousArray<JSONTapeEntry>, depth: Int, end: Int)
        do throws(JSONReadError) {
            scanned = try JSONScanner<StrictGrammar>.scanFirstValue(view, options: options)
        } catch {
            failure = error
            return nil
        }
        guard !needsByteAfter || scanned.end < view.count else { return nil }
        end = scanned.end
        var document = JSONDocument(storage: .borrowed(view.slice(from: 0, to: scanned.end)),
                                    tape: scanned.tape, depth: scanned.depth)
        let result = body(document)
        endBorrowing(&document)
        return result
    }

    /// `borrowing`, passing `syntaxError` what was wrong with invalid text and where.
    private static func validating<R>(_ view: JSONByteView, options: JSONReadOptions,
                                      syntaxError: ((String) -> Void)?, _ body: (JSONDocument) -> R?) -> R? {
        var failure: JSONReadError?
        let result = borrowing(view, options: options, failure: &failure, body)
        if let failure, let syntaxError { syntaxError(failure.located(in: view)) }
        return result
    }

    /// Reads `view` and calls `body` with the document, which must not
    /// outlive the call; nil with `failure` set when the text is not valid JSON.
    private static func borrowing<R>(
        _ view: JSONByteView,
        options: JSONReadOptions,
        failure: inout JSONReadError?,
        _ body: (JSONDocument) -> R?
    ) -> R? {
        var document: JSONDocument
        do throws(JSONReadError) {
            document = try JSONDocument(storage: .borrowed(view), options: options)
        } catch {
            failure = error
            return nil
        }
        let result = body(document)
        endBorrowing(&document)
        return result
    }

    /// After the caller's closure the view dangles: a document still held
    /// (a decoder that a type's init(from:) kept) reads its own copy.
    private static func endBorrowing(_ document: inout JSONDocument) {
        if !isKnownUniquelyReferenced(&document) { document.keepOwnBytes() }
    }

    /// Replaces borrowed bytes with an owned copy, before they go away.
    private func keepOwnBytes() {
        guard case .borrowed(let view) = storage else { return }
        storage = .array(view.array(from: 0, to: view.count))
    }

    /// The bytes of the JSON text. Offsets in nodes and errors refer to these
    /// (for a `Data` slice, they count from its `startIndex`). A copy when
    /// the document borrows them.
    package var bytes: [UInt8] {
        switch storage {
        case .array(let bytes): bytes
        case .borrowed(let view): view.array(from: 0, to: view.count)
        }
    }

    /// The top-level value.
    package var root: JSONNode {
        JSONNode(document: self, tapeIndex: 0)
    }

    /// The value at `tapeIndex` (for example a `JSONNode.nextTapeIndex`), or
    /// nil if the index is past the end. An index that points at an object
    /// key yields that key as a string node.
    package func node(atTapeIndex tapeIndex: Int) -> JSONNode? {
        tape.indices.contains(tapeIndex) ? JSONNode(document: self, tapeIndex: tapeIndex) : nil
    }

    /// The number of values in the document, object keys included.
    package var nodeCount: Int {
        tape.count
    }

    /// The tape index just past the value at `index` and all its descendants.
    @inline(__always)
    func tapeIndex(after index: Int) -> Int {
        let entry = tape[index]
        // max() guarantees progress even if the tape were inconsistent.
        return entry.isContainer ? max(Int(entry.extent), index &+ 1) : index &+ 1
    }

    /// Calls `body` with a view of the document's bytes.
    @inline(__always)
    func withBytes<R>(_ body: (JSONByteView) -> R) -> R {
        JSONByteView.withView(of: storage, body)
    }
}
