import Foundation

/// One JSON key a property may be read from, prepared for matching.
struct KeyCandidate: Sendable {
    /// One step of a key path: a key into an object, or also an index into an array.
    struct Step: Sendable {
        let key: String
        let utf8: [UInt8]
        let index: Int?
    }

    /// The key as the user wrote it.
    let key: String
    let utf8: [UInt8]
    /// The steps of `key` read as a path (`"data.1.name"`), or nil when it has no dot.
    let path: [Step]?

    init(_ key: String) {
        self.key = key
        var bytes: [UInt8] = []
        var hasDot = false
        // Through the contiguous UTF-8 buffer: the generic `UTF8View` copy and
        // search cost more than the rest of a plan's key handling.
        var text = key
        text.withUTF8 { buffer in
            bytes = Array(buffer)
            hasDot = buffer.contains(UInt8(ascii: "."))
        }
        utf8 = bytes
        if hasDot {
            path = key.split(separator: ".", omittingEmptySubsequences: false).map {
                Step(key: String($0), utf8: Array($0.utf8), index: Int($0))
            }
        } else {
            path = nil
        }
    }

    /// The value for this key in a JSON object: the literal key first, then the path.
    ///
    /// A path step into a value that is neither object nor array ends the walk
    /// at that value (upstream's rule: `"a.0.a"` on `{"a": ["l"]}` is "l").
    func value(in object: JSONObjectNode) -> JSONNode? {
        if let value = object.value(forKey: utf8) { return value }
        guard let path, let first = path.first, var current = object.value(forKey: first.utf8) else { return nil }
        for step in path.dropFirst() {
            if let array = current.array {
                guard let element = step.index.flatMap(array.element(at:)) else { return nil }
                current = element
            } else if let object = current.object {
                guard let member = object.value(forKey: step.utf8) else { return nil }
                current = member
            } else {
                break
            }
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

extension KeyCandidate {
    /// The candidates of what `kj_modelKey` returned, in order (none for an
    /// empty array, which leaves the property out).
    static func candidates(of key: ModelPropertyKey) -> [KeyCandidate] {
        // Compared by metadata, not cast: a cast from the existential costs
        // more than making the candidate.
        func open<Key: ModelPropertyKey>(_ key: Key) -> [KeyCandidate] {
            if Key.self == String.self { return [KeyCandidate(_identityCast(key, to: String.self))] }
            if Key.self == [String].self { return _identityCast(key, to: [String].self).map(KeyCandidate.init) }
            return []
        }
        return open(key)
    }
}
