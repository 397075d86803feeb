/// A hash table keyed by type identity, for the caches a process's first
/// conversion fills (types, plans, converters), or by an object's or a
/// value's address.
///
/// Not `[ObjectIdentifier: Value]`: the first time a process makes the
/// metadata of a standard hashed collection keyed by `ObjectIdentifier`, the
/// runtime checks `ObjectIdentifier: Hashable` by scanning every protocol
/// conformance record of every loaded image (a large part of a cold first
/// conversion).
///
/// An `AddressIndex` numbers the keys; the values are an array in the same
/// order. No array holds a `Value?`: code generic over `Value` would ask the
/// runtime for `Optional<Value>`'s metadata and copy a nil into every empty
/// slot through value witnesses; growing rebuilds only the index. Not
/// thread-safe: its owners guard it with their locks.
package struct TypeTable<Value> {
    private var index: AddressIndex
    /// Entry `i`'s value.
    private var values: [Value] = []

    /// An empty table with room for `minimumCapacity` entries before its
    /// index grows. With none asked for, nothing is allocated until the
    /// first insert.
    package init(minimumCapacity: Int = 0) {
        index = AddressIndex(minimumCapacity: minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    /// Number of stored entries.
    package var count: Int { index.count }

    /// Whether the table holds no entry.
    package var isEmpty: Bool { index.isEmpty }

    /// The value stored for `key`; setting nil removes the entry.
    package subscript(key: ObjectIdentifier) -> Value? {
        get { self[bits: AddressIndex.key(key)] }
        set { self[bits: AddressIndex.key(key)] = newValue }
    }

    /// The value stored for the object or storage at `address`, for tables
    /// keyed by identity rather than by type (the same hashing: an address).
    package subscript(address address: UnsafeRawPointer) -> Value? {
        get { self[bits: AddressIndex.key(address)] }
        set { self[bits: AddressIndex.key(address)] = newValue }
    }

    /// The value stored under the key `bits`; setting nil removes the entry.
    private subscript(bits bits: UInt) -> Value? {
        get { index.entry(for: bits).map { values[$0] } }
        set {
            if let newValue {
                let (entry, inserted) = index.insert(bits)
                if inserted { values.append(newValue) } else { values[entry] = newValue }
            } else if let entry = index.remove(bits) {
                // The index moved its last entry into the removed one's place.
                values.swapAt(entry, index.count)
                values.removeLast()
            }
        }
    }

    /// Removes every entry; keeps the storage when `keepingCapacity`.
    package mutating func removeAll(keepingCapacity: Bool = false) {
        index.removeAll(keepingCapacity: keepingCapacity)
        values.removeAll(keepingCapacity: keepingCapacity)
    }
}

extension TypeTable: Sendable where Value: Sendable {}
