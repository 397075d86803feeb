/// The coding path of the value a `TapeDecoder` is on, kept as plain steps
/// and turned into coding keys only when someone asks for them (an error,
/// `codingPath`, a nested container's decoder).
///
/// Pushing a key on an `[any CodingKey]` boxes it in an existential and
/// copies and destroys it through its type's value witnesses, once per
/// nested value decoded, though almost no decode ever reads its path. A step
/// is plain data instead: a member's step keeps its key's bytes when the
/// key is plain data of up to eight bytes (a `CodingKeys` enum is one byte),
/// with the key's type, from which the very key is made again; an element's
/// step keeps its index. Other keys are boxed.
struct DecodingPath {
    /// One key of the path, not yet made into a coding key.
    struct Step {
        fileprivate enum Kind: UInt8 {
            /// A keyed container's key, `bits` its bytes, `keyType` its type.
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
        fileprivate let bits: UInt64
        fileprivate let keyType: any CodingKey.Type

        /// The step of `key`, or nil when its type is not plain data of up
        /// to eight bytes (then the key is pushed boxed).
        @inline(__always)
        static func member<Key: CodingKey>(_ key: Key) -> Step? {
            guard let bits = KeyBits.bits(of: key) else { return nil }
            return Step(kind: .member, position: 0, bits: bits, keyType: Key.self)
        }

        /// The member of a `[String: Value]` whose key string is at tape index `keyIndex`.
        @inline(__always)
        static func dictionaryMember(keyAt keyIndex: Int) -> Step {
            Step(kind: .dictionaryMember, position: keyIndex, bits: 0, keyType: CodingPathKey.self)
        }

        /// The array element at `index`.
        @inline(__always)
        static func element(_ index: Int) -> Step {
            Step(kind: .element, position: index, bits: 0, keyType: CodingPathKey.self)
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
        steps.append(Step(kind: .boxed, position: boxedKeys.count, bits: 0, keyType: CodingPathKey.self))
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
            keys.append(Self.key(of: step, boxedKeys: boxedKeys, in: decoder))
        }
        return keys
    }

    /// The coding key of `step`, a step that is not boxed.
    static func key(of step: Step, in decoder: TapeDecoder) -> any CodingKey {
        key(of: step, boxedKeys: [], in: decoder)
    }

    private static func key(of step: Step, boxedKeys: [any CodingKey], in decoder: TapeDecoder) -> any CodingKey {
        switch step.kind {
        case .member:
            return KeyBits.key(of: step.keyType, bits: step.bits)
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
