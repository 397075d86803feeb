/// A hash table keyed by type identity, for the caches a process's first
/// conversion fills (types, plans, converters), or by an object's or a
/// value's address, for a conversion's own bookkeeping.
///
/// Not `[ObjectIdentifier: Value]`: the first time a process makes the
/// metadata of a standard hashed collection keyed by `ObjectIdentifier`, the
/// runtime checks `ObjectIdentifier: Hashable` by scanning every protocol
/// conformance record of every loaded image (a large part of a cold first
/// conversion). A key's hash is one multiplication of
/// its address.
///
/// The entries are dense, in insertion order (`keys`, `values`), and an
/// open-addressing index of entry numbers (`slots`, linear probing, at most
/// three quarters full) finds them. No array holds a `Value?`: code generic
/// over `Value` would ask the runtime for `Optional<Value>`'s metadata and
/// copy a nil into every empty slot through value witnesses; growing
/// rebuilds only the index of integers. Removal moves the last entry into
/// the hole and shifts the index entries after the removed one back (no
/// tombstones). Not thread-safe: its owners guard it with their locks.
package struct TypeTable<Value> {
    /// Entry `i`'s key: the identified type's address.
    private var keys: [UInt] = []
    /// Entry `i`'s value.
    private var values: [Value] = []
    /// Entry number + 1 per slot, 0 for an empty slot; empty until the first
    /// insert, then a power of two long.
    private var slots: [Int32] = []

    /// An empty table with room for `minimumCapacity` entries before its
    /// index grows. With none asked for, nothing is allocated until the
    /// first insert.
    package init(minimumCapacity: Int = 0) {
        guard minimumCapacity > 0 else { return }
        slots = Array(repeating: 0, count: Self.slotCount(for: minimumCapacity))
        keys.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    /// Number of stored entries.
    package var count: Int { keys.count }

    /// Whether the table holds no entry.
    package var isEmpty: Bool { keys.isEmpty }

    /// The value stored for `key`; setting nil removes the entry.
    package subscript(key: ObjectIdentifier) -> Value? {
        get { self[bits: UInt(bitPattern: key)] }
        set { self[bits: UInt(bitPattern: key)] = newValue }
    }

    /// The value stored for the object or storage at `address`, for tables
    /// keyed by identity rather than by type (the same hashing: an address).
    package subscript(address address: UnsafeRawPointer) -> Value? {
        get { self[bits: UInt(bitPattern: address)] }
        set { self[bits: UInt(bitPattern: address)] = newValue }
    }

    /// The value stored under the key `bits`; setting nil removes the entry.
    private subscript(bits bits: UInt) -> Value? {
        get { entry(for: bits).map { values[$0] } }
        set {
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
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        for slot in slots.indices { slots[slot] = 0 }
    }

    /// The smallest power-of-two index, at least 8 slots, that holds
    /// `count` entries at most three quarters full.
    private static func slotCount(for count: Int) -> Int {
        var slots = 8
        while slots / 4 * 3 < count { slots &*= 2 }
        return slots
    }

    /// The first slot to look at for `bits`: Fibonacci hashing, whose top
    /// bits mix all of the address's (metadata addresses share their low,
    /// alignment bits and their high bits).
    @inline(__always)
    private func home(of bits: UInt) -> Int {
        let shift = UInt.bitWidth &- slots.count.trailingZeroBitCount
        return Int(truncatingIfNeeded: (bits &* Self.multiplier) >> UInt(shift))
    }

    /// 2^64 / φ, odd (or its low 32 bits on 32-bit platforms).
    private static var multiplier: UInt { UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64) }

    /// The entry number of `bits`, or nil.
    private func entry(for bits: UInt) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count &- 1
        var slot = home(of: bits)
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if keys[stored &- 1] == bits { return stored &- 1 }
            slot = (slot &+ 1) & mask
        }
    }

    /// The slot that holds entry number `entry`, whose key is `bits`.
    private func slot(ofEntry entry: Int, bits: UInt) -> Int {
        let mask = slots.count &- 1
        var slot = home(of: bits)
        while Int(slots[slot]) != entry &+ 1 { slot = (slot &+ 1) & mask }
        return slot
    }

    private mutating func insert(_ value: Value, bits: UInt) {
        if let entry = entry(for: bits) {
            values[entry] = value
            return
        }
        if (keys.count &+ 1) &* 4 > slots.count &* 3 {
            rebuildSlots(count: Self.slotCount(for: keys.count &+ 1))
        }
        let mask = slots.count &- 1
        var slot = home(of: bits)
        while slots[slot] != 0 { slot = (slot &+ 1) & mask }
        keys.append(bits)
        values.append(value)
        slots[slot] = Int32(truncatingIfNeeded: keys.count)
    }

    private mutating func remove(bits: UInt) {
        guard let entry = entry(for: bits) else { return }
        let mask = slots.count &- 1
        // Backward shift: move each later index entry of the run into the
        // hole when the hole lies on its probe path (between its home and it).
        var hole = slot(ofEntry: entry, bits: bits)
        var next = (hole &+ 1) & mask
        while slots[next] != 0 {
            let home = home(of: keys[Int(slots[next]) &- 1])
            if (hole &- home) & mask < (next &- home) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next &+ 1) & mask
        }
        slots[hole] = 0
        // The last entry moves into the removed one's place.
        let last = keys.count &- 1
        if entry != last {
            let lastSlot = slot(ofEntry: last, bits: keys[last])
            keys[entry] = keys[last]
            values.swapAt(entry, last)
            slots[lastSlot] = Int32(truncatingIfNeeded: entry &+ 1)
        }
        keys.removeLast()
        values.removeLast()
    }

    /// Makes the index `count` slots long and enters every entry again.
    private mutating func rebuildSlots(count: Int) {
        slots = Array(repeating: 0, count: count)
        let mask = count &- 1
        for entry in keys.indices {
            var slot = home(of: keys[entry])
            while slots[slot] != 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: entry &+ 1)
        }
    }
}

extension TypeTable: Sendable where Value: Sendable {}
