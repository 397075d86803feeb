/// Where a fill reads a model's members from: a JSON object on the tape
/// (`TapeObjectMembers`) or a `[String: Any]` (`DictionaryMembers`).
///
/// `ModelDecoder` has one fill, generic over this: the order of
/// `kj_willConvertToModel`, the members, `kj_modelValue` for missing keys,
/// `kj_didConvertToModel` and the issues is written once. The fill is
/// inlined into each source's entry point, so a source's requirements are
/// direct calls there, never calls through a witness table.
protocol ModelMemberSource {
    /// One member's value, as the source finds it.
    associatedtype Member
    /// What the fill keeps for the will/did hooks while it runs.
    associatedtype HookObject

    /// The object's tape index for the issue path's model step (-1: no tape).
    var issueObjectIndex: Int { get }

    /// Whether a member whose write waits for `kj_modelValue` to be known
    /// the default can be found again by `deferredKey(of:)`.
    static var defersMembers: Bool { get }

    /// Calls `body` with each property that the source has a value for
    /// (its index in the plan) and that value: key candidates, the
    /// property's name as fallback, and null handling as the plan says.
    func forEachMember(_ plan: ModelPlan, _ body: (Int, Member) -> Void)

    /// Where `member` came from, for the issue path.
    func pathSource(of member: Member) -> IssuePathStep.ValueSource

    /// Converts `member` into the property at `offset` with `converter`.
    func write(_ member: Member, with converter: AnyConverter, to address: InstanceAddress, offset: Int) -> Bool

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
