/// A precomputed set of keys (for example the JSON keys of a model's
/// properties) that object members are matched against in O(1), by their
/// UTF-8 bytes, without creating a `String` per key.
///
///     let table = JSONKeyTable(["id", "name", "tags"])     // build once per model
///     for member in object {
///         switch table.index(of: member.key) {
///         case 0?: id = member.value.int64
///         case 1?: name = member.value.string
///         default: break                                    // unknown key: skip in O(1)
///         }
///     }
///
/// A member key is hashed from its length and three of its bytes, so even
/// long keys cost a few reads before the one byte comparison that confirms
/// a match. Keys with escapes are decoded first and match their decoded form.
package struct JSONKeyTable: Sendable {
    /// The keys, in the order given; `index(of:)` returns positions in this array.
    package let keys: [[UInt8]]
    /// Open addressing with linear probing: key index, or -1 for empty.
    private let slots: [Int32]
    private let slotMask: Int

    /// Creates a table of the UTF-8 byte sequences `keys`. When a key occurs
    /// more than once, lookups return its first position.
    package init(utf8 keys: [[UInt8]]) {
        self.keys = keys
        var capacity = 4
        while capacity < keys.count &* 2 { capacity &<<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        for (index, key) in keys.enumerated() {
            var slot = Self.hash(length: key.count, key.first ?? 0, key.last ?? 0,
                                 key.isEmpty ? 0 : key[key.count / 2]) & (capacity &- 1)
            var isDuplicate = false
            while slots[slot] >= 0 {
                if keys[Int(slots[slot])] == key {
                    isDuplicate = true
                    break
                }
                slot = (slot &+ 1) & (capacity &- 1)
            }
            if !isDuplicate { slots[slot] = Int32(truncatingIfNeeded: index) }
        }
        self.slots = slots
        slotMask = capacity &- 1
    }

    /// Creates a table of the UTF-8 forms of `keys`.
    package init(_ keys: [String]) {
        self.init(utf8: keys.map { Array($0.utf8) })
    }

    /// The number of keys given (duplicates included).
    package var count: Int { keys.count }

    /// The position in `keys` of the member key `key`, or nil if the table
    /// does not hold it.
    package func index(of key: JSONKey) -> Int? {
        index(ofKeyAt: key.tapeIndex, in: key.document)
    }

    /// The position in `keys` of the member key whose string entry is at
    /// `tapeIndex` in `document`, or nil; for walks that create no `JSONKey`.
    func index(ofKeyAt tapeIndex: Int, in document: JSONDocument) -> Int? {
        let entry = document.tape[tapeIndex]
        guard !entry.has(JSONTapeEntry.Flags.hasEscapes) else {
            return index(ofUTF8: JSONKey(document: document, tapeIndex: tapeIndex).decodedUTF8)
        }
        let start = entry.startOffset
        let length = Int(entry.extent)
        return document.withBytes { bytes in
            let hash = length == 0 ? Self.hash(length: 0, 0, 0, 0)
                : Self.hash(length: length, bytes[start], bytes[start &+ length &- 1], bytes[start &+ length / 2])
            var slot = hash & slotMask
            while true {
                let candidate = Int(slots[slot])
                if candidate < 0 { return nil }
                if bytes.bytesEqual(start: start, length: length, keys[candidate]) { return candidate }
                slot = (slot &+ 1) & slotMask
            }
        }
    }

    /// The position in `keys` of the UTF-8 bytes `utf8`, or nil.
    package func index(ofUTF8 utf8: [UInt8]) -> Int? {
        let length = utf8.count
        var slot = Self.hash(length: length, utf8.first ?? 0, utf8.last ?? 0,
                             length == 0 ? 0 : utf8[length / 2]) & slotMask
        while true {
            let candidate = Int(slots[slot])
            if candidate < 0 { return nil }
            if keys[candidate] == utf8 { return candidate }
            slot = (slot &+ 1) & slotMask
        }
    }

    /// Mixes a key's length with its first, last and middle bytes (all 0 for
    /// the empty key).
    @inline(__always)
    private static func hash(length: Int, _ first: UInt8, _ last: UInt8, _ middle: UInt8) -> Int {
        var h = UInt64(truncatingIfNeeded: length)
        h = h &* 0x100_0000 | UInt64(first) &<< 16 | UInt64(last) &<< 8 | UInt64(middle)
        h = (h ^ (h &>> 29)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: h ^ (h &>> 32))
    }
}
