/// The members of a JSON object on the tape, for `ModelDecoder`'s fill.
struct TapeObjectMembers: ModelMemberSource {
    let object: JSONObjectNode

    /// The object as a node, for the hooks' object. Made when asked: a
    /// second stored reference to the document cost every fill a retain.
    var node: JSONNode { JSONNode(document: object.document, tapeIndex: object.tapeIndex) }

    /// The callbacks' object (nil when neither will nor did hook may use it),
    /// and the state whose stack of such objects nested fills read.
    struct HookObject {
        let json: CallbackJSONObject?
        let state: ConversionState
    }

    var issueObjectIndex: Int { object.tapeIndex }

    static var defersMembers: Bool { true }

    /// Members matched by their key bytes, then properties with candidate keys or paths.
    ///
    /// A key the object holds twice is given to `body` each time, in
    /// document order, the later ones marked as repeated: the fill makes
    /// the last one win (`RepeatedKeys`). Lookups by candidate key or path
    /// find the last member themselves (`JSONObjectNode.value(forKey:)`).
    @inline(__always)
    static func forEachMember(of object: JSONObjectNode, _ plan: ModelPlan,
                              _ body: (Int, JSONNode, Int, Bool) -> Void) {
        if !plan.keyTable.isEmpty {
            // Members walked by tape index: a key (and a node retaining the
            // document) is only made for a member that some property reads.
            let document = object.document
            var position = object.tapeIndex &+ 1
            var order = JSONKeyTable.KeyOrder.start
            let end = document.tapeIndex(after: object.tapeIndex)
            // Per table: a property's key and its name are different keys,
            // and a null under the key lets the name give the value as well.
            var seenByKey = MatchedProperties()
            var seenByName = MatchedProperties()
            while position &+ 1 < end {
                let keyIndex = position
                let valueIndex = position &+ 1
                let matched = plan.keyTable.forEachProperty(forKeyAt: keyIndex, after: &order, in: document) { index in
                    let repeated = seenByKey.insertRepeated(index, keyIndex: keyIndex, of: object)
                    body(index, JSONNode(document: document, tapeIndex: valueIndex), 0, repeated)
                }
                if !matched && !plan.fallbackKeyTable.isEmpty {
                    var unordered = JSONKeyTable.KeyOrder.none
                    plan.fallbackKeyTable.forEachProperty(forKeyAt: keyIndex, after: &unordered, in: document) { index in
                        // A property's name is read only when its key is missing (or null).
                        guard let key = plan.properties[index].directKey,
                              object.value(forKey: key)?.isNull ?? true else { return }
                        let repeated = seenByName.insertRepeated(index, keyIndex: keyIndex, of: object)
                        body(index, JSONNode(document: document, tapeIndex: valueIndex), 0, repeated)
                    }
                }
                position = document.tapeIndex(after: valueIndex)
            }
        }
        for index in plan.lookupProperties {
            let property = plan.properties[index]
            let found = MemberKeys.firstPresent(property.candidates, isNull: { $0.isNull }, { $0.value(in: object) })
            if let (value, _) = MemberKeys.orFallback(found?.value, property, isNull: { $0.isNull },
                                                      { object.value(forKey: $0) }) {
                body(index, value, 0, false)
            }
        }
    }

    @inline(__always)
    static func pathSource(of member: JSONNode, key _: Int) -> IssuePathStep.ValueSource {
        .node(tapeIndex: member.tapeIndex)
    }

    @inline(__always)
    static func write(_ member: JSONNode, with converter: AnyConverter, to address: InstanceAddress, offset: Int) -> Bool {
        converter.write(member, to: address, offset: offset)
    }

    /// By tape index: a node would retain the document.
    @inline(__always)
    func deferredKey(of member: JSONNode) -> Int { member.tapeIndex }

    @inline(__always)
    func member(deferredKey key: Int) -> JSONNode { JSONNode(document: object.document, tapeIndex: key) }

    /// Both callbacks get the same object, built at most once (it can be
    /// big), and dropped a level at a time after them.
    @inline(__always)
    func withHookObject<Result>(needed: Bool, _ body: (HookObject) -> Result) -> Result {
        ConversionState.with { state in
            var json = needed ? CallbackJSONObject(node, enclosing: state.callbackObjects.last) : nil
            let result = body(HookObject(json: json, state: state))
            if let built = json {
                json = nil
                built.release()
            }
            return result
        }
    }

    @inline(__always)
    func dictionary(of object: HookObject) -> [String: Any] { object.json?.dictionary ?? [:] }

    /// A value the callbacks' object already holds is taken from it.
    @inline(__always)
    func hookValue(of member: JSONNode, in object: HookObject) -> Any {
        object.json?.foundationValue(of: member) ?? member.foundationValue
    }

    /// The models inside take their objects from this one's.
    @inline(__always)
    func enterMembers(_ object: HookObject) {
        if let json = object.json { object.state.callbackObjects.append(json) }
    }

    @inline(__always)
    func leaveMembers(_ object: HookObject) {
        if object.json != nil { object.state.callbackObjects.removeLast() }
    }
}
