/// A JSON array of a `JSONDocument`: its element count, and its elements in
/// order as a `Sequence` of `JSONNode`.
///
///     if let array = node.array {
///         for element in array { print(element.kind) }
///     }
package struct JSONArrayNode: Sequence, Sendable {
    /// The document this array belongs to.
    package let document: JSONDocument
    /// The position of the array on the document's tape.
    package let tapeIndex: Int

    init(document: JSONDocument, tapeIndex: Int) {
        self.document = document
        self.tapeIndex = tapeIndex
    }

    /// The number of elements. O(1).
    package var count: Int { Int(document.tape[tapeIndex].count) }

    /// Whether the array has no elements.
    package var isEmpty: Bool { count == 0 }

    /// The number of elements (exact).
    package var underestimatedCount: Int { count }

    /// The element at `position`, or nil if out of range. O(position), since
    /// each element is skipped in O(1).
    package func element(at position: Int) -> JSONNode? {
        guard position >= 0, position < count else { return nil }
        var iterator = makeIterator()
        for _ in 0..<position { _ = iterator.next() }
        return iterator.next()
    }

    /// An iterator over the elements in order.
    package func makeIterator() -> Iterator {
        Iterator(document: document, position: tapeIndex &+ 1, end: document.tapeIndex(after: tapeIndex))
    }

    /// Walks an array's elements, skipping each one's descendants in O(1).
    package struct Iterator: IteratorProtocol, Sendable {
        private let document: JSONDocument
        private var position: Int
        private let end: Int

        init(document: JSONDocument, position: Int, end: Int) {
            self.document = document
            self.position = position
            self.end = end
        }

        /// The next element, or nil after the last one.
        package mutating func next() -> JSONNode? {
            guard position < end else { return nil }
            let node = JSONNode(document: document, tapeIndex: position)
            position = document.tapeIndex(after: position)
            return node
        }
    }
}
