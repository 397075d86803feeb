/// The values of a `[String: Any]`, for `ModelDecoder`'s fill.
struct DictionaryMembers: ModelMemberSource {
    let object: [String: Any]


    var issueObjectIndex: Int { -1 }

    /// A dictionary's members are written as they come once `kj_modelValue`
    /// is known: there is no index to find one again by.
    static var defersMembers: Bool { false }

    /// A dictionary holds each key once: no member is repeated.
    @inline(__always)
    static func forEachMember(of json: [String: Any], _ plan: ModelPlan, _ body: (Int, Any, Int, Bool) -> Void) {
        let directKeys = plan.directKeys, directFallbacks = plan.directFallbacks
        for index in plan.properties.indices {
            if let key = directKeys[index] {
                guard let name = directFallbacks[index] else {
                    // The key is the name: one subscript, null included (the
                    // converter keeps the default for it), as below.
                    guard let value = json[key] else { continue }
                    body(index, value, 0, false)
                    continue
                }
                // `firstPresent` and `orFallback` below for one candidate,
                // without their tuples of generic optionals: the name is read
                // when the key is missing or null, and taken when it holds
                // something better (anything, when the key is missing).
                let value = json[key]
                if value.map(LooseValue.isNull) ?? true, let fallback = json[name],
                   value == nil || !LooseValue.isNull(fallback) {
                    body(index, fallback, -1, false)
                } else if let value {
                    body(index, value, 0, false)
                }
                continue
            }
            let property = plan.properties[index]
            let found = MemberKeys.firstPresent(property.candidates, isNull: LooseValue.isNull, { $0.value(in: json) })
            guard let (value, isName) = MemberKeys.orFallback(found?.value, property, isNull: LooseValue.isNull,
                                                              { json[$0] })
            else { continue }
            body(index, value, isName ? -1 : found?.candidate ?? 0, false)
        }
    }

    @inline(__always)
    static func pathSource(of _: Any, key: Int) -> IssuePathStep.ValueSource {
        key < 0 ? .name : .candidate(key)
    }

    @inline(__always)
    static func write(_ member: Any, with converter: AnyConverter, to address: InstanceAddress, offset: Int) -> Bool {
        converter.write(any: member, to: address, offset: offset)
    }

    /// Never called: `defersMembers` is false.
    func deferredKey(of member: Any) -> Int { preconditionFailure("a dictionary's members are not deferred") }

    /// Never called: `defersMembers` is false.
    func member(deferredKey key: Int) -> Any { preconditionFailure("a dictionary's members are not deferred") }

    /// The hooks receive the dictionary itself.
    @inline(__always)
    func withHookObject<Result>(needed _: Bool, _ body: ([String: Any]) -> Result) -> Result { body(object) }

    @inline(__always)
    func dictionary(of object: [String: Any]) -> [String: Any] { object }

    @inline(__always)
    func hookValue(of member: Any, in _: [String: Any]) -> Any { member }

    /// Nested fills from a dictionary build no hook objects to share.
    @inline(__always)
    func enterMembers(_: [String: Any]) {}

    @inline(__always)
    func leaveMembers(_: [String: Any]) {}
}
