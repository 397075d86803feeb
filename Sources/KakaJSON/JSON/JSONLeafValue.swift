/// A string, or a small array or object that holds only scalars and empty
/// containers (such as `{"areaId": 205705999, "blockIds": []}`), compared by
/// its text.
///
/// Real documents repeat such values thousands of times: object keys, and
/// small objects. Two leaf values with the same tape tags and the same string
/// and number bytes have the same value, so a builder of Foundation values
/// can build one and share it (see `FoundationValueBuilder`).
struct JSONLeafValue: Hashable {
    /// Containers with more descendants than this are not worth comparing.
    static let maximumDescendants = 32

    private let document: JSONDocument
    private let tapeIndex: Int
    private let textHash: Int

    /// The string or container at `tapeIndex` (a key's index is a string's)
    /// as a leaf, or nil when it is another scalar, an empty or big
    /// container, or a container holding a non-empty container.
    init?(document: JSONDocument, tapeIndex: Int) {
        let end = document.tapeIndex(after: tapeIndex)
        let first = document.tape[tapeIndex]
        let descendants = end &- tapeIndex &- 1
        guard first.kind == .string || (first.isContainer && descendants > 0 && descendants <= Self.maximumDescendants)
        else { return nil }
        var hasher = Hasher()
        hasher.combine(end &- tapeIndex)
        let isLeaf = document.withBytes { bytes in
            for index in tapeIndex ..< end {
                let entry = document.tape[index]
                // An empty container's extent points just past itself.
                if index != tapeIndex && entry.isContainer && Int(entry.extent) != index &+ 1 { return false }
                // The tag is kind and flags: no positions.
                hasher.combine(entry.tag)
                if entry.hasText { bytes.hash(from: entry.startOffset, to: entry.endOffset, into: &hasher) }
            }
            return true
        }
        guard isLeaf else { return nil }
        self.document = document
        self.tapeIndex = tapeIndex
        textHash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(textHash)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.textHash == rhs.textHash, lhs.document === rhs.document else { return false }
        let document = lhs.document
        let count = document.tapeIndex(after: lhs.tapeIndex) &- lhs.tapeIndex
        guard document.tapeIndex(after: rhs.tapeIndex) &- rhs.tapeIndex == count else { return false }
        return document.withBytes { bytes in
            for step in 0 ..< count {
                let left = document.tape[lhs.tapeIndex &+ step], right = document.tape[rhs.tapeIndex &+ step]
                guard left.tag == right.tag else { return false }
                guard left.hasText else { continue }
                guard left.extent == right.extent,
                      bytes.bytesEqual(start: left.startOffset, right.startOffset, length: Int(left.extent))
                else { return false }
            }
            return true
        }
    }
}

private extension JSONTapeEntry {
    /// Strings and numbers: their value is their bytes.
    var hasText: Bool {
        let kind = kind
        return kind == .string || kind == .number
    }
}
