#if canImport(KakaMetadata)
import KakaMetadata
#endif

// The rule for a key a JSON object gives more than once: the last member
// wins, as in the `[String: Any]` made of the text. The fill converts the
// members in document order (`TapeObjectMembers` marks the repeats). Before
// a repeated member is converted, the property goes back to its default:
// a nested model is filled in place, so converting into the earlier
// member's value would keep what the later one leaves out (and run its
// hooks a second time on the same instance). No trace of the earlier
// members stays. A session drops their issues and reports the repeat
// (`IssueSession.replaceReportsOfRepeatedKey()`).

extension ModelPlan {
    /// Puts property `index` of the instance at `address` back to the value
    /// a new instance has: what it held before the earlier member was
    /// written is gone. (A class model filled in place gets that value too.)
    @inline(never)
    func resetToDefault(_ index: Int, at address: InstanceAddress) {
        let property = properties[index].property
        func fresh<Model: Convertible>(_: Model.Type) -> Any? {
            var instance = Model()
            return property.value(in: &instance)
        }
        guard let value = fresh(modelType) else { return }
        _ = PropertyStore.assign(value, to: property, at: address)
    }
}

/// Which properties a walk over one JSON object has matched, to see a key
/// given twice: bits in the walk's frame (no allocation, nothing to
/// release per object) for the first 64 properties, three more words for
/// the next 192; beyond those the object's earlier keys are compared.
struct MatchedProperties {
    private var low: UInt64 = 0
    private var high: (UInt64, UInt64, UInt64) = (0, 0, 0)

    /// Marks property `index`, matched by the key at tape index `keyIndex`
    /// of `object`; returns whether it was matched before.
    @inline(__always)
    mutating func insertRepeated(_ index: Int, keyIndex: Int, of object: JSONObjectNode) -> Bool {
        guard index < 64 else { return insertRepeatedBeyondTheWord(index, keyIndex: keyIndex, of: object) }
        let bit: UInt64 = 1 &<< UInt64(index)
        defer { low |= bit }
        return low & bit != 0
    }

    @inline(never)
    private mutating func insertRepeatedBeyondTheWord(_ index: Int, keyIndex: Int, of object: JSONObjectNode) -> Bool {
        let bit: UInt64 = 1 &<< UInt64(index & 63)
        let marked: Bool
        switch index >> 6 {
        case 1: marked = high.0 & bit != 0; high.0 |= bit
        case 2: marked = high.1 & bit != 0; high.1 |= bit
        case 3: marked = high.2 & bit != 0; high.2 |= bit
        default: return object.hasEarlierMember(withKeyAt: keyIndex)
        }
        return marked
    }
}
