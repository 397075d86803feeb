/// A hash table keyed by type identity, for the caches a process's first
/// conversion fills (types, plans, converters).
///
/// Not `[ObjectIdentifier: Value]`: the first time a process makes the
/// metadata of a standard hashed collection keyed by `ObjectIdentifier`, the
/// runtime checks `ObjectIdentifier: Hashable` by scanning every protocol
/// conformance record of every loaded image (about 360 k instructions, some
/// 60 µs of a cold first conversion). This table keeps its entries in two
/// arrays, whose metadata needs no conformance; and a key's hash is one
/// multiplication of its address.
///
/// Open addressing with linear probing, at most three quarters full;
/// removal shifts the entries after the removed one back, so no tombstones.
/// Not thread-safe: its owners guard it with their locks.
package struct TypeTable<Value> {
    /// Keys as address bit patterns; 0 marks an empty slot (no type's
    /// metadata is at address 0).
    private var keys: [UInt]
    private var values: [Value?]
    /// Number of stored entries.
    package private(set) var count = 0

    /// An empty table with room for `minimumCapacity` entries before it
    /// grows. With no capacity asked for, nothing is allocated until the
    /// first insert: an array of a new `Value?` type asks the runtime for its
    /// metadata, and an empty configuration table should not.
    package init(minimumCapacity: Int = 0) {
        guard minimumCapacity > 0 else {
            keys = []
            values = []
            return
        }
        var slots = 8
        while slots / 4 * 3 < minimumCapacity { slots &*= 2 }
        keys = Array(repeating: 0, count: slots)
        values = Array(repeating: nil, count: slots)
    }

    /// A table holding `entries`; a later entry for the same key replaces an earlier one.
    package init(_ entries: [(ObjectIdentifier, Value)]) {
        self.init(minimumCapacity: entries.count)
        for (key, value) in entries { self[key] = value }
    }

    /// Whether the table holds no entry.
    package var isEmpty: Bool { count == 0 }

    /// The value stored for `key`; setting nil removes the entry.
    package subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard count > 0 else { return nil }
            let bits = UInt(bitPattern: key)
            var slot = home(of: bits)
            let mask = keys.count &- 1
            while true {
                let stored = keys[slot]
                if stored == bits { return values[slot] }
                if stored == 0 { return nil }
                slot = (slot &+ 1) & mask
            }
        }
        set {
            let bits = UInt(bitPattern: key)
            if let newValue {
                insert(newValue, bits: bits)
            } else {
                remove(bits: bits)
            }
        }
    }

    /// Removes every entry; keeps the storage when `keepingCapacity`.
    package mutating func removeAll(keepingCapacity: Bool = false) {
        guard keepingCapacity else {
            self = TypeTable()
            return
        }
        for slot in keys.indices where keys[slot] != 0 {
            keys[slot] = 0
            values[slot] = nil
        }
        count = 0
    }

    /// The first slot to look at for `bits`: Fibonacci hashing, whose top
    /// bits mix all of the address's (metadata addresses share their low,
    /// alignment bits and their high bits).
    @inline(__always)
    private func home(of bits: UInt) -> Int {
        let shift = UInt.bitWidth &- keys.count.trailingZeroBitCount
        return Int(truncatingIfNeeded: (bits &* Self.multiplier) >> UInt(shift))
    }

    /// 2^64 / φ, odd (or its low 32 bits on 32-bit platforms).
    private static var multiplier: UInt { UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64) }

    private mutating func insert(_ value: Value, bits: UInt) {
        if keys.isEmpty { self = TypeTable(minimumCapacity: 1) }
        let mask = keys.count &- 1
        var slot = home(of: bits)
        while true {
            let stored = keys[slot]
            if stored == bits {
                values[slot] = value
                return
            }
            if stored == 0 { break }
            slot = (slot &+ 1) & mask
        }
        if (count &+ 1) &* 4 > keys.count &* 3 {
            grow()
            insert(value, bits: bits)
            return
        }
        keys[slot] = bits
        values[slot] = value
        count &+= 1
    }

    private mutating func remove(bits: UInt) {
        guard count > 0 else { return }
        let mask = keys.count &- 1
        var slot = home(of: bits)
        while keys[slot] != bits {
            if keys[slot] == 0 { return }
            slot = (slot &+ 1) & mask
        }
        // Backward shift: move each later entry of the run into the hole
        // when the hole lies on its probe path (between its home and it).
        var hole = slot
        var next = (hole &+ 1) & mask
        while keys[next] != 0 {
            let home = home(of: keys[next])
            let distanceToNext = (next &- home) & mask
            let distanceToHole = (hole &- home) & mask
            if distanceToHole < distanceToNext {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next &+ 1) & mask
        }
        keys[hole] = 0
        values[hole] = nil
        count &-= 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count &* 2)
        values = Array(repeating: nil, count: oldKeys.count &* 2)
        count = 0
        for slot in oldKeys.indices where oldKeys[slot] != 0 {
            if let value = oldValues[slot] { insert(value, bits: oldKeys[slot]) }
        }
    }
}

extension TypeTable: ExpressibleByDictionaryLiteral {
    /// A table holding the literal's entries.
    package init(dictionaryLiteral elements: (ObjectIdentifier, Value)...) {
        self.init(elements)
    }
}

extension TypeTable: Sendable where Value: Sendable {}
