import Foundation

/// One JSON key a property may be read from, prepared for matching.
struct KeyCandidate: Sendable {
    /// One step of a key path: a key into an object, or also an index into an array.
    struct Step: Sendable {
        let key: String
        let utf8: [UInt8]
        let index: Int?

        /// The steps of a dot-separated key path (`"data.1.name"`); empty
        /// parts are kept, so `"a..b"` has an empty key in the middle.
        static func steps(of path: String) -> [Step] {
            path.split(separator: ".", omittingEmptySubsequences: false).map {
                Step(key: String($0), utf8: Array($0.utf8), index: Int($0))
            }
        }

        /// The value this step leads to from `node`: an element of an array
        /// (when the step is a number) or a member of an object; nil when
        /// there is none or `node` is neither.
        func child(of node: JSONNode) -> JSONNode? {
            if let array = node.array { return index.flatMap(array.element(at:)) }
            return node.object?.value(forKey: utf8)
        }
    }

    /// The key as the user wrote it. Matched against JSON text by its UTF-8
    /// bytes; in a `[String: Any]` by `String` equality, as a dictionary does.
    let key: String
    /// The steps of `key` read as a path (`"data.1.name"`), or nil when it has no dot.
    let path: [Step]?

    init(_ key: String) {
        self.key = key
        // Through the contiguous UTF-8 buffer: the generic `UTF8View` search
        // costs more than the rest of a plan's key handling.
        var text = key
        if text.withUTF8({ $0.contains(UInt8(ascii: ".")) }) {
            path = Step.steps(of: key)
        } else {
            path = nil
        }
    }

    /// The value for this key in a JSON object: the literal key first, then the path.
    ///
    /// A path step into a value that is neither object nor array ends the walk
    /// at that value (upstream's rule: `"a.0.a"` on `{"a": ["l"]}` is "l").
    func value(in object: JSONObjectNode) -> JSONNode? {
        if let value = object.value(forKey: key) { return value }
        guard let path, let first = path.first, var current = object.value(forKey: first.utf8) else { return nil }
        for step in path.dropFirst() {
            guard current.kind == .array || current.kind == .object else { break }
            guard let next = step.child(of: current) else { return nil }
            current = next
        }
        return current
    }

    /// The value for this key in a dictionary: the literal key first, then the path.
    func value(in dictionary: [String: Any]) -> Any? {
        if let value = dictionary[key] { return value }
        guard let path, let first = path.first, var current = dictionary[first.key] else { return nil }
        for step in path.dropFirst() {
            guard let value = LooseValue.unwrapped(current) else { return nil }
            switch LooseValue(value) {
            case .dictionary(let object):
                guard let member = object[step.key] else { return nil }
                current = member
            case .array(let array):
                guard let index = step.index, array.indices.contains(index) else { return nil }
                current = array[index]
            default:
                return current
            }
        }
        return current
    }
}

/// The keys a property is read from, in order: what `kj_modelKey` returned.
///
/// Nearly every property has one key, kept inline: a plan is built on a
/// type's first use, and an array per property was a tenth of its cost.
struct KeyCandidates: RandomAccessCollection, Sendable {
    private let first: KeyCandidate
    private let others: [KeyCandidate]

    /// The candidates of `key`, or nil for an empty array, which leaves the
    /// property out.
    init?(_ key: ModelPropertyKey) {
        // Compared by metadata, not cast: a cast from the existential costs
        // more than making the candidate.
        func open<Key: ModelPropertyKey>(_ key: Key) -> KeyCandidates? {
            if Key.self == String.self { return KeyCandidates(first: KeyCandidate(_identityCast(key, to: String.self))) }
            if Key.self == [String].self {
                let keys = _identityCast(key, to: [String].self)
                guard let first = keys.first else { return nil }
                return KeyCandidates(first: KeyCandidate(first), others: keys.dropFirst().map(KeyCandidate.init))
            }
            return nil
        }
        guard let candidates = open(key) else { return nil }
        self = candidates
    }

    /// The single candidate `name`: what the default `kj_modelKey` gives
    /// when nothing is configured.
    init(name: String) {
        self.init(first: KeyCandidate(name))
    }

    private init(first: KeyCandidate, others: [KeyCandidate] = []) {
        self.first = first
        self.others = others
    }

    var startIndex: Int { 0 }
    var endIndex: Int { others.count &+ 1 }

    subscript(position: Int) -> KeyCandidate {
        position == 0 ? first : others[position &- 1]
    }
}
