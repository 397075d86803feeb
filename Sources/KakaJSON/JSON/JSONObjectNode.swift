/// A JSON object of a `JSONDocument`: its member count, its members in
/// document order as a `Sequence` of `JSONMember`, and lookup by key bytes.
///
/// Keys are compared by their UTF-8 bytes, never by creating a `String`.
/// Duplicate keys are kept; lookups return the last one, as most JSON
/// decoders do.
///
///     let nameKey = Array("name".utf8)              // precompute once
///     for member in object where member.key.matches(nameKey) {
///         print(member.value.string ?? "")
///     }
package struct JSONObjectNode: Sequence, Sendable {
    /// The document this object belongs to.
    package let document: JSONDocument
    /// The position of the object on the document's tape.
    package let tapeIndex: Int

    init(document: JSONDocument, tapeIndex: Int) {
        self.document = document
        self.tapeIndex = tapeIndex
    }

    /// The number of members (duplicates included). O(1).
    package var count: Int { Int(document.tape[tapeIndex].count) }

    /// Whether the object has no members.
    package var isEmpty: Bool { count == 0 }

    /// The number of members (exact).
    package var underestimatedCount: Int { count }

    /// Whether a member before the key at tape index `keyIndex` (a member
    /// key of this object) has the same key, escapes resolved. O(members).
    package func hasEarlierMember(withKeyAt keyIndex: Int) -> Bool {
        let key = JSONKey(document: document, tapeIndex: keyIndex).decodedUTF8
        for member in self {
            guard member.key.tapeIndex < keyIndex else { return false }
            if member.key.matches(key) { return true }
        }
        return false
    }

    /// The value of the last member whose decoded key equals `utf8`, or nil.
    /// O(members); keys of another length are rejected without reading them.
    package func value(forKey utf8: [UInt8]) -> JSONNode? {
        var found: JSONNode?
        for member in self where member.key.matches(utf8) {
            found = member.value
        }
        return found
    }

    /// The value of the last member whose key equals `key` (compared as
    /// UTF-8 bytes), or nil.
    package func value(forKey key: String) -> JSONNode? {
        var found: JSONNode?
        for member in self where member.key.matches(key) {
            found = member.value
        }
        return found
    }

    /// The value of the last member whose key equals `key`, or nil.
    package subscript(key: String) -> JSONNode? {
        value(forKey: key)
    }

    /// An iterator over the members in document order.
    package func makeIterator() -> Iterator {
        Iterator(document: document, position: tapeIndex &+ 1, end: document.tapeIndex(after: tapeIndex))
    }

    /// Walks an object's members, skipping each value's descendants in O(1).
    package struct Iterator: IteratorProtocol, Sendable {
        private let document: JSONDocument
        private var position: Int
        private let end: Int

        init(document: JSONDocument, position: Int, end: Int) {
            self.document = document
            self.position = position
            self.end = end
        }

        /// The next member, or nil after the last one.
        package mutating func next() -> JSONMember? {
            // A key entry is always followed by its value's entry.
            guard position &+ 1 < end else { return nil }
            let key = JSONKey(document: document, tapeIndex: position)
            let value = JSONNode(document: document, tapeIndex: position &+ 1)
            position = document.tapeIndex(after: position &+ 1)
            return JSONMember(key: key, value: value)
        }
    }
}

/// One member of a JSON object: its key and its value.
package struct JSONMember: Sendable {
    /// The member's key.
    package let key: JSONKey
    /// The member's value.
    package let value: JSONNode
}
