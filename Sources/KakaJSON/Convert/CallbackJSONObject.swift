/// The JSON object that the conversion callbacks of one fill receive, with
/// each member's value kept by the tape index of its node.
///
/// A type's first fill builds this object (to learn whether the type has its
/// own `kj_willConvertToModel` / `kj_didConvertToModel`) and also boxes a
/// property value for the first `kj_modelValue` call. When that property is a
/// member of a big object, its boxed value is taken from here instead of
/// built again: for `{"statuses": [...]}` that value is nearly the whole
/// document. The models filled inside take their own objects from here too
/// (`init(_:enclosing:)`), so a deep graph of models with hooks builds each
/// level's object once.
struct CallbackJSONObject {
    /// The object, as the callbacks receive it.
    let dictionary: [String: Any]
    /// Increasing: members come in document order. Empty for a small object.
    private let memberTapeIndices: [Int]
    /// The value of the member at the same position in `memberTapeIndices`.
    private let memberValues: [Any]
    /// Whether the object was taken from an enclosing one, which keeps it.
    let isShared: Bool

    /// The object of `node`: taken from `enclosing`, the object of the model
    /// whose fill is running this one, when `node` lies inside it; else built.
    init(_ node: JSONNode, enclosing: CallbackJSONObject?) {
        guard let enclosing, let object = node.object,
              let found = enclosing.descendantValue(of: node),
              let dictionary = LooseValue.identical(found, as: [String: Any].self) else {
            self.init(node)
            return
        }
        guard FoundationValueBuilder.isBig(node) else {
            self.init(dictionary: dictionary, memberTapeIndices: [], memberValues: [], isShared: true)
            return
        }
        // Kept for the models inside, as `init(_:)` keeps them. With a key
        // given twice, the dictionary holds the last value for both.
        var indices: [Int] = [], values: [Any] = []
        for item in object {
            guard let value = dictionary[item.key.string] else { continue }
            indices.append(item.value.tapeIndex)
            values.append(value)
        }
        self.init(dictionary: dictionary, memberTapeIndices: indices, memberValues: values, isShared: true)
    }

    init(_ node: JSONNode) {
        // A small object's members are cheaper to build again than to keep.
        let keepsMembers = FoundationValueBuilder.isBig(node)
        var indices: [Int] = [], values: [Any] = []
        let dictionary = FoundationValueBuilder.dictionary(of: node) { tapeIndex, value in
            guard keepsMembers else { return }
            indices.append(tapeIndex)
            values.append(value)
        }
        self.init(dictionary: dictionary, memberTapeIndices: indices, memberValues: values, isShared: false)
    }

    private init(dictionary: [String: Any], memberTapeIndices: [Int], memberValues: [Any], isShared: Bool) {
        self.dictionary = dictionary
        self.memberTapeIndices = memberTapeIndices
        self.memberValues = memberValues
        self.isShared = isShared
    }

    /// The Foundation value of `node`: the member's value built for the
    /// object when `node` is one of its members, else built now.
    func foundationValue(of node: JSONNode) -> Any {
        memberValue(at: memberPosition(containing: node), ifItIs: node) ?? node.foundationValue
    }

    /// The value built for `node`, when it lies anywhere inside one of the
    /// kept members: found by walking down from that member, through the
    /// arrays and objects on the way, by the nodes' tape ranges.
    private func descendantValue(of node: JSONNode) -> Any? {
        guard let position = memberPosition(containing: node) else { return nil }
        var current = JSONNode(document: node.document, tapeIndex: memberTapeIndices[position])
        var value = memberValues[position]
        while current.tapeIndex != node.tapeIndex {
            // By exact type, not `as?`: a failing cast between collection
            // types makes the runtime search the conformance records.
            if let array = current.array, let elements = LooseValue.identical(value, as: [Any].self) {
                guard let (offset, element) = array.enumerated().first(where: { $0.element.contains(node) }),
                      offset < elements.count else { return nil }
                current = element
                value = elements[offset]
            } else if let object = current.object, let members = LooseValue.identical(value, as: [String: Any].self) {
                guard let item = object.first(where: { $0.value.contains(node) }),
                      let member = members[item.key.string] else { return nil }
                current = item.value
                value = member
            } else {
                return nil
            }
        }
        return value
    }

    /// The position of the kept member whose node is or contains `node`.
    private func memberPosition(containing node: JSONNode) -> Int? {
        // The last member starting at or before the node.
        var low = 0, high = memberTapeIndices.count
        while low < high {
            let middle = (low &+ high) &>> 1
            if memberTapeIndices[middle] <= node.tapeIndex { low = middle &+ 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let member = JSONNode(document: node.document, tapeIndex: memberTapeIndices[low &- 1])
        return member.contains(node) ? low &- 1 : nil
    }

    private func memberValue(at position: Int?, ifItIs node: JSONNode) -> Any? {
        guard let position, memberTapeIndices[position] == node.tapeIndex else { return nil }
        return memberValues[position]
    }

    /// Drops the object a level at a time when this fill built it: it is
    /// as deep as the JSON, and the runtime releases nested values
    /// recursively, which a deep fill's remaining stack may not hold.
    consuming func release() {
        guard !isShared else { return }
        let parts: [Any] = [memberValues, dictionary]
        _ = consume self
        FoundationValue.release(consume parts)
    }
}

extension JSONNode {
    /// Whether `other` is this node or lies inside it (its tape range).
    fileprivate func contains(_ other: JSONNode) -> Bool {
        other.tapeIndex >= tapeIndex && other.tapeIndex < nextTapeIndex
    }
}
