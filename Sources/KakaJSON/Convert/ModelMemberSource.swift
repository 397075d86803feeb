/// Where a fill reads a model's members from: a JSON object on the tape
/// (`TapeObjectMembers`) or a `[String: Any]` (`DictionaryMembers`).
///
/// `ModelDecoder` has one fill, generic over this: the order of
/// `kj_willConvertToModel`, the members, `kj_modelValue` for missing keys,
/// `kj_didConvertToModel` and the issues is written once. The fill runs
/// unspecialized (a model type is opened at run time), so the loops over
/// members are requirements (`writeMembers`), implemented once below: their
/// witness for each source is specialized, and a fill makes one call
/// through the witness table per model, not one per member.
protocol ModelMemberSource {
    /// One member's value, as the source finds it.
    associatedtype Member
    /// The JSON object the members are read from.
    associatedtype Object
    /// What the fill keeps for the will/did hooks while it runs.
    associatedtype HookObject

    /// The object's tape index for the issue path's model step (-1: no tape).
    var issueObjectIndex: Int { get }

    /// Whether a member whose write waits for `kj_modelValue` to be known
    /// the default can be found again by `deferredKey(of:)`.
    static var defersMembers: Bool { get }

    /// The JSON object the members are read from.
    var object: Object { get }

    /// Calls `body` with each property that `object` has a value for (its
    /// index in the plan), that value, and which of the property's keys
    /// gave it (its candidate index; -1: the property's name; sources
    /// whose members know where they lie pass 0): key candidates, the
    /// property's name as fallback, and null handling as the plan says.
    /// The last argument says that the object gave the property's key
    /// before: the member replaces what the earlier one wrote.
    ///
    /// Static, with the object as an argument: the loops below borrow it,
    /// where reading it from the source on each use retained it.
    static func forEachMember(of object: Object, _ plan: ModelPlan, _ body: (Int, Member, Int, Bool) -> Void)

    /// Where `member` came from, for the issue path (`key` as
    /// `forEachMember` gave it).
    static func pathSource(of member: Member, key: Int) -> IssuePathStep.ValueSource

    /// Converts `member` into the property at `offset` with `converter`.
    static func write(_ member: Member, with converter: AnyConverter, to address: InstanceAddress, offset: Int) -> Bool

    /// Writes every member a property reads into the model at `address`,
    /// when no user code runs between the writes.
    func writeMembers(_ plan: ModelPlan, to address: InstanceAddress)

    /// `writeMembers(_:to:)`, marking the properties written and keeping
    /// the session's path at the property being converted.
    func writeMembers(_ plan: ModelPlan, to address: InstanceAddress, marking marks: inout PropertyMarks,
                      _ session: IssueSession)

    /// A key that finds `member` again (only when `defersMembers`).
    func deferredKey(of member: Member) -> Int

    /// The member `deferredKey(of:)` gave `key` for.
    func member(deferredKey key: Int) -> Member

    /// Runs `body` with the hooks' object, made only when `needed`.
    func withHookObject<Result>(needed: Bool, _ body: (HookObject) -> Result) -> Result

    /// The object the will/did hooks receive.
    func dictionary(of object: HookObject) -> [String: Any]

    /// `member` as the Foundation-style value `kj_modelValue` and
    /// `kj_modelType` receive.
    func hookValue(of member: Member, in object: HookObject) -> Any

    /// Called before the members are converted, and `leaveMembers` after:
    /// nested fills may take their hook objects from this one.
    func enterMembers(_ object: HookObject)

    /// See `enterMembers(_:)`.
    func leaveMembers(_ object: HookObject)
}

// The member loops below call each converter through
// `unretainedConverter._withUnsafeGuaranteedRef`: the same plan's `writers`
// hold it strongly (`PropertyWriter.converter`, written once), and the
// caller holds the plan for the whole loop.
extension ModelMemberSource {
    /// Calls `body` with each property the source has a value for, and that value.
    @inline(__always)
    func forEachMember(_ plan: ModelPlan, _ body: (Int, Member, Int, Bool) -> Void) {
        Self.forEachMember(of: object, plan, body)
    }

    func writeMembers(_ plan: ModelPlan, to address: InstanceAddress) {
        Self.writeMembers(of: object, plan, to: address)
    }

    func writeMembers(_ plan: ModelPlan, to address: InstanceAddress, marking marks: inout PropertyMarks,
                      _ session: IssueSession) {
        Self.writeMembers(of: object, plan, to: address, marking: &marks, session)
    }

    private static func writeMembers(of object: Object, _ plan: ModelPlan, to address: InstanceAddress)
        {
        let writers = plan.writers
        forEachMember(of: object, plan) { index, member, _, isRepeated in
            if isRepeated { plan.resetToDefault(index, at: address) }
            // Read in place: a copied writer retains and releases its converter.
            let offset = writers[index].offset
            _ = writers[index].unretainedConverter._withUnsafeGuaranteedRef {
                write(member, with: $0, to: address, offset: offset)
            }
        }
    }

    private static func writeMembers(of object: Object, _ plan: ModelPlan, to address: InstanceAddress,
                                     marking marks: inout PropertyMarks, _ session: IssueSession) {
        let writers = plan.writers
        forEachMember(of: object, plan) { index, member, key, isRepeated in
            marks.insert(index)
            session.move(to: index, source: pathSource(of: member, key: key))
            if isRepeated {
                session.replaceReportsOfRepeatedKey()
                plan.resetToDefault(index, at: address)
            }
            let offset = writers[index].offset
            _ = writers[index].unretainedConverter._withUnsafeGuaranteedRef {
                write(member, with: $0, to: address, offset: offset)
            }
        }
    }
}

/// The key lookups both sources share.
enum MemberKeys {
    /// The value of the first candidate key that holds a non-null value; a null
    /// only when no candidate has more (an `NSNull` property still receives it).
    static func firstPresent<Value>(_ candidates: KeyCandidates, isNull: (Value) -> Bool,
                                    _ lookup: (KeyCandidate) -> Value?) -> (value: Value, candidate: Int)? {
        var null: (value: Value, candidate: Int)?
        for index in candidates.indices {
            guard let value = lookup(candidates[index]) else { continue }
            if !isNull(value) { return (value, index) }
            if null == nil { null = (value, index) }
        }
        return null
    }

    /// `value` (from a property's keys), or the value under the property's
    /// name when the keys gave none or only null (`isName`).
    @inline(__always)
    static func orFallback<Value>(_ value: Value?, _ property: PropertyPlan, isNull: (Value) -> Bool,
                                  _ lookup: (String) -> Value?) -> (value: Value, isName: Bool)? {
        guard let name = property.fallbackName, value.map(isNull) ?? true,
              let fallback = lookup(name), value == nil || !isNull(fallback) else { return value.map { ($0, false) } }
        return (fallback, true)
    }
}
