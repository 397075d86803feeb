/// The coding path of the value a `TapeDecoder` is on, kept as plain steps
/// and turned into coding keys only when someone asks for them (an error,
/// `codingPath`, a nested container's decoder).
///
/// Pushing a key on an `[any CodingKey]` boxes it in an existential and
/// copies and destroys it through its type's value witnesses, once per
/// nested value decoded, though almost no decode ever reads its path. A step
/// is plain data instead: a member's step keeps where its key is on the tape
/// and the container's key type, from which the key is rebuilt as the
/// decoder matched it; an element's step keeps its index.
struct DecodingPath {
    /// One key of the path, not yet made into a coding key.
    struct Step {
        fileprivate enum Kind: UInt8 {
            /// An object member read by a keyed container: the key on the
            /// tape, converted by the key strategy, made a `keyType`.
            case member
            /// A dictionary's member: its key as it is on the tape.
            case dictionaryMember
            /// An array element: `position` is its index.
            case element
            /// A key given whole (`position` indexes `boxedKeys`).
            case boxed
        }

        fileprivate let kind: Kind
        fileprivate let position: Int
        fileprivate let keyType: any CodingKey.Type

        /// The member whose key string is at tape index `keyIndex`, read by
        /// a keyed container whose keys are `Key`.
        @inline(__always)
        static func member<Key: CodingKey>(keyAt keyIndex: Int, _: Key.Type) -> Step {
            Step(kind: .member, position: keyIndex, keyType: Key.self)
        }

        /// The member of a `[String: Value]` whose key string is at tape index `keyIndex`.
        @inline(__always)
        static func dictionaryMember(keyAt keyIndex: Int) -> Step {
            Step(kind: .dictionaryMember, position: keyIndex, keyType: CodingPathKey.self)
        }

        /// The array element at `index`.
        @inline(__always)
        static func element(_ index: Int) -> Step {
            Step(kind: .element, position: index, keyType: CodingPathKey.self)
        }
    }

    private var steps: ContiguousArray<Step> = []
    /// The keys of `boxed` steps, in path order.
    private var boxedKeys: [any CodingKey] = []

    /// A path of keys given whole: a super decoder's, or a nested container's.
    init(keys: [any CodingKey]) {
        steps.reserveCapacity(max(16, keys.count &+ 8))
        for key in keys { push(key) }
    }

    /// How many keys the path has.
    var count: Int { steps.count }

    @inline(__always)
    mutating func push(_ step: Step) {
        steps.append(step)
    }

    mutating func push(_ key: any CodingKey) {
        steps.append(Step(kind: .boxed, position: boxedKeys.count, keyType: CodingPathKey.self))
        boxedKeys.append(key)
    }

    @inline(__always)
    mutating func pop() {
        if steps.removeLast().kind == .boxed { boxedKeys.removeLast() }
    }

    /// The first `depth` keys, made coding keys.
    func keys(upTo depth: Int, in decoder: TapeDecoder) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        keys.reserveCapacity(depth)
        for step in steps.prefix(depth) {
            keys.append(Self.key(of: step, after: keys, boxedKeys: boxedKeys, in: decoder))
        }
        return keys
    }

    /// The coding key of `step`, which follows `prefix` on a path.
    static func key(of step: Step, after prefix: [any CodingKey], in decoder: TapeDecoder) -> any CodingKey {
        key(of: step, after: prefix, boxedKeys: [], in: decoder)
    }

    private static func key(of step: Step, after prefix: [any CodingKey], boxedKeys: [any CodingKey],
                            in decoder: TapeDecoder) -> any CodingKey {
        switch step.kind {
        case .member:
            // The decoder matched this member because its converted key
            // equals the coding key's `stringValue`; the key type rebuilds
            // that key (a synthesized `CodingKeys` gives back the very case).
            let raw = decoder.node(at: step.position).string ?? ""
            let name = KeyConversion.convert(raw, with: decoder.settings.keys, codingPath: prefix)
            return step.keyType.init(stringValue: name) ?? CodingPathKey(stringValue: name)
        case .dictionaryMember:
            return CodingPathKey(stringValue: decoder.node(at: step.position).string ?? "")
        case .element:
            return CodingPathKey(index: step.position)
        case .boxed:
            // Boxed steps are only made by `push(_:)`, which stores the key.
            return step.position < boxedKeys.count ? boxedKeys[step.position] : CodingPathKey(stringValue: "")
        }
    }
}
