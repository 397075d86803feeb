/// The values of a `[String: Any]`, for `ModelDecoder`'s fill.
struct DictionaryMembers: ModelMemberSource {
    let json: [String: Any]

    /// One value and the key it was found under.
    struct Member {
        let value: Any
        let source: IssuePathStep.ValueSource
    }

    var issueObjectIndex: Int { -1 }

    /// A dictionary's members are written as they come once `kj_modelValue`
    /// is known: there is no index to find one again by.
    static var defersMembers: Bool { false }

    @inline(__always)
    func forEachMember(_ plan: ModelPlan, _ body: (Int, Member) -> Void) {
        let directKeys = plan.directKeys, directFallbacks = plan.directFallbacks
        for index in plan.properties.indices {
            if let key = directKeys[index] {
                guard let name = directFallbacks[index] else {
                    // The key is the name: one subscript, null included (the
                    // converter keeps the default for it), as below.
                    guard let value = json[key] else { continue }
                    body(index, Member(value: value, source: .candidate(0)))
                    continue
                }
                // `firstPresent` and `orFallback` below for one candidate,
                // without their tuples of generic optionals: the name is read
                // when the key is missing or null, and taken when it holds
                // something better (anything, when the key is missing).
                let value = json[key]
                if value.map(LooseValue.isNull) ?? true, let fallback = json[name],
                   value == nil || !LooseValue.isNull(fallback) {
                    body(index, Member(value: fallback, source: .name))
                } else if let value {
                    body(index, Member(value: value, source: .candidate(0)))
                }
                continue
            }
            let property = plan.properties[index]
            let found = MemberKeys.firstPresent(property.candidates, isNull: LooseValue.isNull, { $0.value(in: json) })
            guard let (value, isName) = MemberKeys.orFallback(found?.value, property, isNull: LooseValue.isNull,
                                                              { json[$0] })
            else { continue }
            body(index, Member(value: value, source: isName ? .name : .candidate(found?.candidate ?? 0)))
        }
    }

    @inline(__always)
    func pathSource(of member: Member) -> IssuePathStep.ValueSource { member.source }

    @inline(__always)
    func write(_ member: Member, with converter: AnyConverter, to address: InstanceAddress, offset: Int) -> Bool {
        converter.write(any: member.value, to: address, offset: offset)
    }

    /// Never called: `defersMembers` is false.
    func deferredKey(of member: Member) -> Int { preconditionFailure("a dictionary's members are not deferred") }

    /// Never called: `defersMembers` is false.
    func member(deferredKey key: Int) -> Member { preconditionFailure("a dictionary's members are not deferred") }

    /// The hooks receive the dictionary itself.
    @inline(__always)
    func withHookObject<Result>(needed _: Bool, _ body: ([String: Any]) -> Result) -> Result { body(json) }

    @inline(__always)
    func dictionary(of object: [String: Any]) -> [String: Any] { object }

    @inline(__always)
    func hookValue(of member: Member, in _: [String: Any]) -> Any { member.value }

    /// Nested fills from a dictionary build no hook objects to share.
    @inline(__always)
    func enterMembers(_: [String: Any]) {}

    @inline(__always)
    func leaveMembers(_: [String: Any]) {}
}
