/// Finds which properties a JSON object's member key belongs to, by the key's
/// UTF-8 bytes (through the reader's `JSONKeyTable`): no String is created per key.
/// Several properties may read the same key.
struct KeyTable: Sendable {
    private let table: JSONKeyTable
    /// The properties of distinct key `k` are `properties[starts[k]..<starts[k + 1]]`:
    /// flat arrays, so a lookup retains no inner array.
    private let starts: [Int]
    private let properties: [Int]

    /// `keys[i]` is the single key of property `keys[i].property`.
    init(keys: [(key: [UInt8], property: Int)]) {
        var distinct: [[UInt8]] = []
        var grouped: [[Int]] = []
        for (key, property) in keys {
            if let existing = distinct.firstIndex(of: key) {
                grouped[existing].append(property)
            } else {
                distinct.append(key)
                grouped.append([property])
            }
        }
        table = JSONKeyTable(utf8: distinct)
        var starts = [0]
        for group in grouped { starts.append(starts[starts.count - 1] + group.count) }
        self.starts = starts
        properties = grouped.flatMap { $0 }
    }

    var isEmpty: Bool { properties.isEmpty }

    /// Calls `body` with each property read from the member key at
    /// `tapeIndex` in `document` (usually exactly one property).
    @inline(__always)
    func forEachProperty(forKeyAt tapeIndex: Int, in document: JSONDocument, _ body: (Int) -> Void) {
        guard let distinct = table.index(ofKeyAt: tapeIndex, in: document) else { return }
        for position in starts[distinct]..<starts[distinct + 1] { body(properties[position]) }
    }
}
