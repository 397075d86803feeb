import Foundation

/// A value encoded by `TreeEncoder`, before it is written as text.
///
/// A tree rather than text written as the values come: `Encodable` lets a
/// type fill containers in any order, ask for one twice, encode a key twice
/// (the last value wins) or hand a `superEncoder()` out for later.
enum EncodedValue {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    /// An `Int128` or `UInt128`, written with all its digits.
    case wideInteger(WideInteger)
    case double(Double)
    case float(Float)
    case string(String)
    /// A number's text, written as it is (`Decimal`).
    case number(String)
    case array(EncodedArray)
    case object(EncodedObject)
    /// What a `superEncoder()` (or a nested encoder the caller keeps) will
    /// have encoded by the time the text is written.
    case deferred(TreeEncoder)
}

/// The elements of an array being encoded.
final class EncodedArray {
    // exclusivity(unchecked): one encode owns the tree on one thread; the
    // dynamic checks were a tenth of encoding time.
    @exclusivity(unchecked) var elements: [EncodedValue] = []

    func append(_ value: EncodedValue) {
        elements.append(value)
    }

    deinit {
        // Nested containers go through a worklist, not the runtime's recursion.
        guard elements.contains(where: \.isContainer) else { return }
        var worklist = EncodedTreeWorklist()
        moveContainers(into: &worklist)
        worklist.drain()
    }

    /// Moves the nested containers into `worklist` and drops the rest.
    func moveContainers(into worklist: inout EncodedTreeWorklist) {
        for element in elements where element.isContainer { worklist.add(element) }
        elements.removeAll()
    }
}

/// The members of an object being encoded, in the order first encoded; a
/// key encoded again replaces its value.
final class EncodedObject {
    /// One array of pairs: one allocation per object.
    @exclusivity(unchecked) private(set) var members: [(key: String, value: EncodedValue)] = []
    /// One bit per key, by its `KeyHash`: most objects have distinct keys,
    /// and a clear bit proves a key new without comparing strings (keys
    /// equal as `String`s, canonically equivalent ones included, share a bit).
    @exclusivity(unchecked) private var seen: UInt64 = 0

    var isEmpty: Bool { members.isEmpty }

    deinit {
        // Nested containers go through a worklist, not the runtime's recursion.
        guard members.contains(where: { $0.value.isContainer }) else { return }
        var worklist = EncodedTreeWorklist()
        moveContainers(into: &worklist)
        worklist.drain()
    }

    /// Moves the nested containers into `worklist` and drops the rest.
    func moveContainers(into worklist: inout EncodedTreeWorklist) {
        for member in members where member.value.isContainer { worklist.add(member.value) }
        members.removeAll()
    }

    func set(_ value: EncodedValue, for key: String) {
        let bit = UInt64(1) << (KeyHash.of(key) & 63)
        if seen & bit != 0, let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
            return
        }
        seen |= bit
        // Room for a typical object at once, rather than growing 1, 2, 4, 8.
        if members.isEmpty { members.reserveCapacity(8) }
        members.append((key, value))
    }

    /// The value under `key`, if one was encoded (for nested containers
    /// asked for twice under one key).
    func value(for key: String) -> EncodedValue? {
        members.first { $0.key == key }?.value
    }
}
