/// The key of an object member, read lazily from the input bytes.
///
/// Match keys with `matches(_:)` against precomputed UTF-8 bytes: for a key
/// without escapes that is a length check and a byte compare, with no
/// `String` created. Keys with escapes (rare) are decoded before comparing,
/// so `"n\u0061me"` matches `name`.
package struct JSONKey: Sendable {
    /// The document this key belongs to.
    package let document: JSONDocument
    /// The position of the key's string entry on the document's tape.
    package let tapeIndex: Int

    init(document: JSONDocument, tapeIndex: Int) {
        self.document = document
        self.tapeIndex = tapeIndex
    }

    @inline(__always)
    private var entry: JSONTapeEntry { document.tape[tapeIndex] }

    /// The key's bytes exactly as written between the quotes, escapes
    /// unresolved. Equal to the key's value when `hasEscapes` is false.
    /// (Package access: the reader's tests.)
    package var rawUTF8: [UInt8] {
        let entry = entry
        return document.withBytes { $0.array(from: entry.startOffset, to: entry.endOffset) }
    }

    /// The number of raw bytes between the quotes.
    package var rawUTF8Count: Int { Int(entry.extent) }

    /// Whether the key contains backslash escapes, so its raw bytes differ
    /// from its value.
    package var hasEscapes: Bool { entry.has(JSONTapeEntry.Flags.hasEscapes) }

    /// The key's UTF-8 bytes with escapes resolved.
    package var decodedUTF8: [UInt8] {
        let entry = entry
        guard entry.has(JSONTapeEntry.Flags.hasEscapes) else { return rawUTF8 }
        return document.withBytes {
            JSONStringDecoding.decode($0, start: entry.startOffset, end: entry.endOffset)
        }
    }

    /// The key as a string node, so converters can read it like any value.
    package var node: JSONNode {
        JSONNode(document: document, tapeIndex: tapeIndex)
    }

    /// The key as a `String` (creates one; prefer `matches(_:)` for lookups).
    package var string: String {
        // Straight from the bytes: no intermediate array (keys of every
        // `[String: Any]` the hooks receive are made here).
        node.string ?? ""
    }

    /// Whether the key, escapes resolved, equals the UTF-8 bytes `utf8`.
    @inline(__always)
    package func matches(_ utf8: [UInt8]) -> Bool {
        JSONNode.contentEquals(document, entry, utf8)
    }

    /// Whether the key, escapes resolved, equals `key` (compared as UTF-8
    /// bytes, so no Unicode normalization).
    package func matches(_ key: String) -> Bool {
        let entry = entry
        if !entry.has(JSONTapeEntry.Flags.hasEscapes) {
            guard Int(entry.extent) == key.utf8.count else { return false }
            return document.withBytes { $0.bytesEqual(start: entry.startOffset, length: Int(entry.extent), key) }
        }
        return JSONNode.contentEquals(document, entry, Array(key.utf8))
    }
}
