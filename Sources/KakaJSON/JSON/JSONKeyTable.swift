#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

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
    /// Every key's bytes, one after the other: one allocation for the whole
    /// table, which is built on a model type's first use.
    private let keyBytes: [UInt8]
    /// The number of keys given (duplicates included).
    package let count: Int
    /// Open addressing with linear probing. Each slot also holds its key's
    /// place in `keyBytes`, so a probe reads one slot, not two arrays.
    private let slots: [Slot]
    private let slotMask: Int
    /// For each slot, the slot of the key that followed its key in the last
    /// object walked, or -1; one more word, at `slots.count`, for an object's
    /// first key. Nil for a table that is not walked in order. Read and
    /// written with relaxed atomics by any thread: a hint is only ever
    /// checked, never trusted.
    nonisolated(unsafe) private let hints: UnsafeMutablePointer<Int32>?
    /// Owns `hints`.
    private let hintOwner: HintStorage?

    private struct Slot {
        /// The key's position, or -1 for an empty slot.
        var index: Int32 = -1
        var start: Int32 = 0
        var length: Int32 = 0
    }

    /// Creates a table of the UTF-8 forms of `keys`. When a key occurs more
    /// than once, lookups return its first position.
    package init(_ keys: [String]) {
        var unused: [Int] = []
        self.init(keys, firstPositions: &unused)
    }

    /// Creates a table of `keys` and sets `firstPositions[i]` to the position
    /// of the first key equal to `keys[i]` (`i` itself unless it repeats one).
    init(_ keys: [String], firstPositions: inout [Int], hintingOrder: Bool = false) {
        var byteCount = 0
        for key in keys { byteCount &+= key.utf8.count }
        // Slots store offsets as Int32: the keys are names, far below 2 GB.
        precondition(byteCount <= Int(Int32.max) && keys.count <= Int(Int32.max), "JSONKeyTable: keys too large")
        count = keys.count
        var capacity = 4
        while capacity < count &* 2 { capacity &<<= 1 }
        let mask = capacity &- 1
        var slots = [Slot](repeating: Slot(), count: capacity)
        var first = [Int](repeating: 0, count: count)
        // Each key is copied straight into the one buffer, then found or
        // inserted by its copy: the table is built on a model type's first
        // use, where an array per key was a large part of the cost.
        // At least one byte of capacity: `Array(unsafeUninitializedCapacity: 0)`
        // stores its count into the standard library's one shared empty
        // array, a write the thread sanitizer reports when two threads build
        // empty tables at once (a model with no plainly keyed property).
        keyBytes = [UInt8](unsafeUninitializedCapacity: Swift.max(byteCount, 1)) { buffer, initialized in
            var start = 0
            for (index, var key) in keys.enumerated() {
                // Bounds-checked slices: a key longer than measured would trap, not overflow.
                let length = key.withUTF8 { utf8 in
                    UnsafeMutableBufferPointer(rebasing: buffer[start..<start &+ utf8.count])
                        .initialize(fromContentsOf: utf8)
                }
                let copy = UnsafeBufferPointer(rebasing: buffer[start..<start &+ length])
                var slot = Self.hash(of: copy) & mask
                first[index] = index
                while slots[slot].index >= 0 {
                    let other = slots[slot]
                    if Int(other.length) == length,
                       copy.elementsEqual(UnsafeBufferPointer(rebasing: buffer[Int(other.start)..<Int(other.start) &+ length])) {
                        first[index] = Int(other.index)
                        break
                    }
                    slot = (slot &+ 1) & mask
                }
                if slots[slot].index < 0 {
                    slots[slot] = Slot(index: Int32(truncatingIfNeeded: index),
                                       start: Int32(truncatingIfNeeded: start),
                                       length: Int32(truncatingIfNeeded: length))
                }
                start &+= length
            }
            initialized = start
        }
        self.slots = slots
        slotMask = mask
        firstPositions = first
        hintOwner = hintingOrder ? HintStorage(count: capacity &+ 1) : nil
        hints = hintOwner?.words
    }

    /// The position in `keys` of the member key `key`, or nil if the table
    /// does not hold it.
    package func index(of key: JSONKey) -> Int? {
        index(ofKeyAt: key.tapeIndex, in: key.document)
    }

    /// The position in `keys` of the member key whose string entry is at
    /// `tapeIndex` in `document`, or nil; for walks that create no `JSONKey`.
    func index(ofKeyAt tapeIndex: Int, in document: JSONDocument) -> Int? {
        var noOrder = KeyOrder.none
        return index(ofKeyAt: tapeIndex, after: &noOrder, in: document)
    }

    /// Where an object walked in order is: the slot of the key before, so
    /// that the key that followed it last time can be compared first.
    struct KeyOrder {
        fileprivate var previousSlot: Int
        /// Before an object's first member.
        static let start = KeyOrder(previousSlot: Int.max)
        /// No hint (a key outside the table came before).
        static let none = KeyOrder(previousSlot: -1)
    }

    /// `index(ofKeyAt:in:)` for the next member of an object walked in order
    /// (`order` starts at `.start` and is moved past this member): the key
    /// that followed the previous one last time is compared first, which
    /// spares the hash and the probe when objects of a type repeat their
    /// key order, and finds the order again after a key one object adds.
    func index(ofKeyAt tapeIndex: Int, after order: inout KeyOrder, in document: JSONDocument) -> Int? {
        // Bounds: a hint word index is a slot (0...slotMask) or slotMask + 1
        // for the start, inside the slotMask + 2 words `hints` holds.
        let hintIndex = order.previousSlot == Int.max ? slotMask &+ 1 : order.previousSlot
        let hint = hintIndex >= 0 ? hints.map { $0 + hintIndex } : nil
        order = .none
        let entry = document.tape[tapeIndex]
        guard !entry.has(JSONTapeEntry.Flags.hasEscapes) else {
            return index(ofUTF8: JSONKey(document: document, tapeIndex: tapeIndex).decodedUTF8)
        }
        let start = entry.startOffset
        let length = Int(entry.extent)
        return document.withBytes { bytes in
            if let hint {
                // Any hint is checked: a slot in range that holds this very key.
                // (Written apart from the probe's comparison below: one local
                // function for both was measurably slower.)
                let hinted = Int(kaka_atomic_load_i32_relaxed(hint))
                if hinted >= 0 && hinted <= slotMask {
                    let entry = slots[hinted]
                    if entry.index >= 0 && Int(entry.length) == length {
                        let keyStart = Int(entry.start)
                        let equal = keyBytes.withUnsafeBufferPointer { all in
                            bytes.bytesEqual(start: start, length: length,
                                             UnsafeBufferPointer(rebasing: all[keyStart..<keyStart &+ length]))
                        }
                        if equal {
                            order.previousSlot = hinted
                            return Int(entry.index)
                        }
                    }
                }
            }
            let hash = length == 0 ? Self.hash(length: 0, 0, 0, 0)
                : Self.hash(length: length, bytes[start], bytes[start &+ length &- 1], bytes[start &+ length / 2])
            return keyBytes.withUnsafeBufferPointer { all in
                var slot = hash & slotMask
                while true {
                    let entry = slots[slot]
                    if entry.index < 0 { return nil }
                    if Int(entry.length) == length {
                        let keyStart = Int(entry.start)
                        if bytes.bytesEqual(start: start, length: length,
                                            UnsafeBufferPointer(rebasing: all[keyStart..<keyStart &+ length])) {
                            // Written only when it changes: readers on other
                            // threads keep their copy of the cache line.
                            if let hint, kaka_atomic_load_i32_relaxed(hint) != Int32(truncatingIfNeeded: slot) {
                                kaka_atomic_store_i32_relaxed(hint, Int32(truncatingIfNeeded: slot))
                            }
                            order.previousSlot = slot
                            return Int(entry.index)
                        }
                    }
                    slot = (slot &+ 1) & slotMask
                }
            }
        }
    }

    /// The position in `keys` of the UTF-8 bytes `utf8`, or nil.
    package func index(ofUTF8 utf8: [UInt8]) -> Int? {
        utf8.withUnsafeBufferPointer { index(of: $0) }
    }

    private func index(of utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        keyBytes.withUnsafeBufferPointer { all in
            var slot = Self.hash(of: utf8) & slotMask
            while true {
                let entry = slots[slot]
                if entry.index < 0 { return nil }
                let keyStart = Int(entry.start)
                if Int(entry.length) == utf8.count, utf8.elementsEqual(all[keyStart..<keyStart &+ utf8.count]) {
                    return Int(entry.index)
                }
                slot = (slot &+ 1) & slotMask
            }
        }
    }

    @inline(__always)
    private static func hash(of key: UnsafeBufferPointer<UInt8>) -> Int {
        let length = key.count
        return length == 0 ? hash(length: 0, 0, 0, 0) : hash(length: length, key[0], key[length &- 1], key[length / 2])
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

/// The hint words of a `JSONKeyTable` that keeps them, each -1 (no hint) at first.
private final class HintStorage: Sendable {
    // The words are only accessed through relaxed atomic loads and stores.
    nonisolated(unsafe) let words: UnsafeMutablePointer<Int32>

    init(count: Int) {
        words = .allocate(capacity: count)
        words.initialize(repeating: -1, count: count)
    }

    deinit {
        words.deallocate()
    }
}
