/// Finds which properties a JSON object's member key belongs to, by the key's
/// UTF-8 bytes (through the reader's `JSONKeyTable`): no String is created per key.
/// Several properties may read the same key.
struct KeyTable: Sendable {
    private let table: JSONKeyTable
    /// For each distinct key of `table`, the properties that read it.
    private let properties: [[Int]]

    /// `keys[i]` is the single key of property `keys[i].property`.
    init(keys: [(key: [UInt8], property: Int)]) {
        var distinct: [[UInt8]] = []
        var properties: [[Int]] = []
        for (key, property) in keys {
            if let existing = distinct.firstIndex(of: key) {
                properties[existing].append(property)
            } else {
                distinct.append(key)
                properties.append([property])
            }
        }
        table = JSONKeyTable(utf8: distinct)
        self.properties = properties
    }

    var isEmpty: Bool { properties.isEmpty }

    /// The properties read from `key`, or nil when no property reads it.
    func properties(for key: JSONKey) -> [Int]? {
        table.index(of: key).map { properties[$0] }
    }
}
