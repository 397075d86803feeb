/// Finds which properties a JSON object's member key belongs to, by the key's
/// UTF-8 bytes (through the reader's `JSONKeyTable`): no String is created per key.
/// Several properties may read the same key.
struct KeyTable: Sendable {
    private let table: JSONKeyTable
    /// The properties read from key `k` (a position in the table, which
    /// answers with a key's first occurrence) are `properties[starts[k]..<starts[k + 1]]`:
    /// flat arrays, so a lookup retains no inner array. When every key is
    /// distinct (nearly always), `starts` is empty and key `k` is read by
    /// `properties[k]` alone.
    private let starts: [Int]
    private let properties: [Int]

    /// `keys[i]` is the single key of property `properties[i]`.
    init(keys: [String], properties keyProperties: [Int]) {
        // The table itself finds duplicate keys (the first position of each
        // key), and the properties are grouped by that position with a
        // counting sort (no per-key arrays: this runs on a type's first use).
        var first: [Int] = []
        let table = JSONKeyTable(keys, firstPositions: &first, hintingOrder: true)
        self.table = table
        if first.indices.elementsEqual(first) {
            starts = []
            properties = keyProperties
            return
        }
        var starts = [Int](repeating: 0, count: keys.count &+ 1)
        for position in first { starts[position &+ 1] &+= 1 }
        for index in starts.indices.dropFirst() { starts[index] &+= starts[index &- 1] }
        var next = starts
        var properties = [Int](repeating: 0, count: keys.count)
        for (index, position) in first.enumerated() {
            properties[next[position]] = keyProperties[index]
            next[position] &+= 1
        }
        self.starts = starts
        self.properties = properties
    }

    var isEmpty: Bool { properties.isEmpty }

    /// Calls `body` with each property read from the member key at
    /// `tapeIndex` in `document` (usually exactly one property); false when
    /// no property reads that key. `order` is where a walk of an object's
    /// members in order is (see `JSONKeyTable.KeyOrder`).
    @inline(__always) @discardableResult
    func forEachProperty(forKeyAt tapeIndex: Int, after order: inout JSONKeyTable.KeyOrder, in document: JSONDocument,
                         _ body: (Int) -> Void) -> Bool {
        guard let distinct = table.index(ofKeyAt: tapeIndex, after: &order, in: document) else { return false }
        if starts.isEmpty {
            body(properties[distinct])
            return true
        }
        for position in starts[distinct]..<starts[distinct + 1] { body(properties[position]) }
        return true
    }
}
