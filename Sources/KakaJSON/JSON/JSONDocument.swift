/// A validated JSON document: its bytes plus a tape of its values.
///
/// Creating a document checks the whole text (strict RFC 8259, strict UTF-8)
/// and records every value's position, but creates no `String` and converts
/// no number: `JSONNode` does that on demand. The document keeps its own
/// copy of the bytes (for a `[UInt8]`, a shared copy-on-write reference), so
/// nodes stay valid as long as they are held.
///
///     let document = try JSONDocument(string: #"{"id": 7, "name": "Kaka"}"#)
///     let id = document.root.object?.value(forKey: "id")?.int64   // 7
///
/// A document is immutable and can be shared across threads.
package final class JSONDocument: Sendable {
    /// The bytes of the JSON text. Offsets in nodes and errors refer to these.
    package let bytes: [UInt8]
    /// One entry per value, in document order.
    let tape: ContiguousArray<JSONTapeEntry>

    /// Reads the JSON text in `bytes`.
    /// - Throws: `JSONReadError` with the byte offset of the first problem.
    package init(bytes: [UInt8], options: JSONReadOptions = JSONReadOptions()) throws(JSONReadError) {
        self.bytes = bytes
        tape = try JSONByteView.withView(of: bytes) { view throws(JSONReadError) in
            try JSONScanner.scan(view, options: options)
        }
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
        JSONByteView.withView(of: bytes, body)
    }
}
