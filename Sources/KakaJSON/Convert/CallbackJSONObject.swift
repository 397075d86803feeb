/// The JSON object that the conversion callbacks of one fill receive, with
/// each member's value kept by the tape index of its node.
///
/// A type's first fill builds this object (to learn whether the type has its
/// own `kj_willConvertToModel` / `kj_didConvertToModel`) and also boxes a
/// property value for the first `kj_modelValue` call. When that property is a
/// member of a big object, its boxed value is taken from here instead of
/// built again: for `{"statuses": [...]}` that value is nearly the whole
/// document.
struct CallbackJSONObject {
    /// The object, as the callbacks receive it.
    let dictionary: [String: Any]
    /// Increasing: members come in document order. Empty for a small object.
    private let memberTapeIndices: [Int]
    /// The value of the member at the same position in `memberTapeIndices`.
    private let memberValues: [Any]

    init(_ node: JSONNode) {
        // A small object's members are cheaper to build again than to keep.
        let keepsMembers = FoundationValueBuilder.isBig(node)
        var indices: [Int] = [], values: [Any] = []
        dictionary = FoundationValueBuilder.dictionary(of: node) { tapeIndex, value in
            guard keepsMembers else { return }
            indices.append(tapeIndex)
            values.append(value)
        }
        memberTapeIndices = indices
        memberValues = values
    }

    /// The Foundation value of `node`: the member's value built for the
    /// object when `node` is one of its members, else built now.
    func foundationValue(of node: JSONNode) -> Any {
        var low = 0, high = memberTapeIndices.count
        while low < high {
            let middle = (low &+ high) &>> 1
            if memberTapeIndices[middle] < node.tapeIndex { low = middle &+ 1 } else { high = middle }
        }
        if low < memberTapeIndices.count, memberTapeIndices[low] == node.tapeIndex {
            return memberValues[low]
        }
        return node.foundationValue
    }
}
