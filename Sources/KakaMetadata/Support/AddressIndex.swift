/// Addresses (a type's metadata, an object, a value's storage) numbered
/// densely in insertion order: the index under `TypeTable`, and under the
/// bookkeeping of a conversion (the objects it is inside, the objects it
/// collected), whose values live in arrays kept beside it.
///
/// Not generic, so that code in other modules calls it without asking the
/// runtime for metadata: a generic `package` type's methods are not
/// specialized for a client module (only `public` ones are), and each call
/// of the unspecialized code looks up the metadata of its arrays.
///
/// An open-addressing table of entry numbers (`slots`, linear probing, at
/// most three quarters full) finds the entries (`keys`). A key's hash is one
/// multiplication of its address. Removal moves the last entry into the
/// hole and shifts the slots after the removed one back (no tombstones).
/// Removing the newest key, as a stack of objects does, only empties its
/// slot: no key's probe path crosses it (see `remove`).
package struct AddressIndex {
    /// Entry `i`'s key: an address.
    private var keys: [UInt] = []
    /// Entry number + 1 per slot, 0 for an empty slot; empty until the first
    /// insert, then a power of two long.
    private var slots: [Int32] = []
    /// Whether the entries are numbered in the order their keys came: true
    /// until a removal other than of the last entry renumbers them, and
    /// again once the index is empty. The last entry's key is then the newest.
    private var numberedInArrivalOrder = true

    /// An empty index with room for `minimumCapacity` entries before it
    /// grows. With none asked for, nothing is allocated until the first insert.
    package init(minimumCapacity: Int = 0) {
        guard minimumCapacity > 0 else { return }
        slots = Array(repeating: 0, count: Self.slotCount(for: minimumCapacity))
        keys.reserveCapacity(minimumCapacity)
    }

    /// Number of entries.
    package var count: Int { keys.count }

    /// Whether the index holds no entry.
    package var isEmpty: Bool { keys.isEmpty }

    /// The key of a type or an object: its address.
    @inline(__always)
    package static func key(_ identifier: ObjectIdentifier) -> UInt {
        UInt(bitPattern: identifier)
    }

    /// The key of the object or storage at `address`, compared and never read through.
    @inline(__always)
    package static func key(_ address: UnsafeRawPointer) -> UInt {
        UInt(bitPattern: address)
    }

    /// The entry number of `key`, or nil.
    package func entry(for key: UInt) -> Int? {
        find(key)?.entry
    }

    /// The slot and entry number of `key`, or nil.
    @inline(__always)
    private func find(_ key: UInt) -> (slot: Int, entry: Int)? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count &- 1
        var slot = home(of: key)
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if keys[stored &- 1] == key { return (slot, stored &- 1) }
            slot = (slot &+ 1) & mask
        }
    }

    /// Adds `key` as entry number `count` unless it is there already; either
    /// way returns its entry number, and whether it was added.
    package mutating func insert(_ key: UInt) -> (entry: Int, inserted: Bool) {
        if (keys.count &+ 1) &* 4 > slots.count &* 3 {
            rebuildSlots(count: Self.slotCount(for: keys.count &+ 1))
        }
        let mask = slots.count &- 1
        var slot = home(of: key)
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { break }
            if keys[stored &- 1] == key { return (stored &- 1, false) }
            slot = (slot &+ 1) & mask
        }
        keys.append(key)
        slots[slot] = Int32(truncatingIfNeeded: keys.count)
        return (keys.count &- 1, true)
    }

    /// Removes `key`'s entry and returns its number (nil when absent). The
    /// last entry then takes that number: values kept beside the index
    /// move the same way (`swapAt(entry, count)`, then `removeLast()`).
    package mutating func remove(_ key: UInt) -> Int? {
        guard let (slot, entry) = find(key) else { return nil }
        let last = keys.count &- 1
        if entry == last && numberedInArrivalOrder {
            // The newest key. Each older key found every slot from its home
            // to its own taken when it came (or when the table was rebuilt,
            // in the same order), by keys still present, as the order is a
            // stack's; this slot was free then, so it lies on no key's path.
            slots[slot] = 0
            keys.removeLast()
            return entry
        }
        removeShifting(at: slot, entry: entry)
        return entry
    }

    /// Empties `emptied`, entry `entry`'s slot, shifting later slots of its
    /// run back into the hole, then gives the last entry the number `entry`.
    private mutating func removeShifting(at emptied: Int, entry: Int) {
        let mask = slots.count &- 1
        // Backward shift: move each later slot of the run into the hole
        // when the hole lies on its probe path (between its home and it).
        var hole = emptied
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
        let last = keys.count &- 1
        if entry != last {
            let lastSlot = slot(ofEntry: last, key: keys[last])
            keys[entry] = keys[last]
            slots[lastSlot] = Int32(truncatingIfNeeded: entry &+ 1)
            numberedInArrivalOrder = false
        }
        keys.removeLast()
        if keys.isEmpty { numberedInArrivalOrder = true }
    }

    /// Removes every entry; keeps the storage when `keepingCapacity`.
    package mutating func removeAll(keepingCapacity: Bool = false) {
        guard keepingCapacity else {
            self = AddressIndex()
            return
        }
        keys.removeAll(keepingCapacity: true)
        for slot in slots.indices { slots[slot] = 0 }
        numberedInArrivalOrder = true
    }

    /// The smallest power-of-two number of slots, at least 8, that holds
    /// `count` entries at most three quarters full.
    private static func slotCount(for count: Int) -> Int {
        var slots = 8
        while slots / 4 * 3 < count { slots &*= 2 }
        return slots
    }

    /// The first slot to look at for `key`: Fibonacci hashing, whose top
    /// bits mix all of the address's (metadata addresses share their low,
    /// alignment bits and their high bits).
    @inline(__always)
    private func home(of key: UInt) -> Int {
        let shift = UInt.bitWidth &- slots.count.trailingZeroBitCount
        return Int(truncatingIfNeeded: (key &* Self.multiplier) >> UInt(shift))
    }

    /// 2^64 / φ, odd (or its low 32 bits on 32-bit platforms).
    private static var multiplier: UInt { UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64) }

    /// The slot that holds entry number `entry`, whose key is `key`.
    private func slot(ofEntry entry: Int, key: UInt) -> Int {
        let mask = slots.count &- 1
        var slot = home(of: key)
        while Int(slots[slot]) != entry &+ 1 { slot = (slot &+ 1) & mask }
        return slot
    }

    /// Makes the table `count` slots long and enters every entry again.
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
