/// A small array or object that holds only scalars and empty containers,
/// such as `{"areaId": 205705999, "blockIds": []}`, compared by its text.
///
/// Real documents repeat such objects thousands of times. Two leaf
/// containers with the same tape tags and the same string and number bytes
/// have the same value, so a builder of Foundation values can build one and
/// share it (see `FoundationValueBuilder`).
struct JSONLeafContainer: Hashable {
    /// Leaves with more entries than this are not worth comparing.
    static let maximumEntryCount = 32

    private let document: JSONDocument
    private let tapeIndex: Int
    private let textHash: Int

    /// The container at `tapeIndex` as a leaf, or nil when it is empty, big,
    /// or holds a non-empty container.
    init?(document: JSONDocument, tapeIndex: Int) {
        let end = document.tapeIndex(after: tapeIndex)
        let entryCount = end &- tapeIndex &- 1
        guard entryCount > 0, entryCount <= Self.maximumEntryCount else { return nil }
        var hasher = Hasher()
        hasher.combine(document.tape[tapeIndex].kind)
        hasher.combine(entryCount)
        let isLeaf = document.withBytes { bytes in
            for index in tapeIndex &+ 1 ..< end {
                let entry = document.tape[index]
                // An empty container's extent points just past itself.
                if entry.isContainer && Int(entry.extent) != index &+ 1 { return false }
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
