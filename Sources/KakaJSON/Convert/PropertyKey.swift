/// What `kj_modelKey` returns: a `String` key, or an array of candidate keys
/// tried in order until one is present.
///
/// A key may be a path: `"data.1.dog.name"` reads `json["data"][1]["dog"]["name"]`.
/// A key that exists literally in the JSON object (such as `"captain.name"`)
/// wins over the path reading.
public protocol ModelPropertyKey {}

extension String: ModelPropertyKey {}
extension Array: ModelPropertyKey where Element == String {}

/// What `kj_JSONKey` returns: the key a property is written to.
public typealias JSONPropertyKey = String

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
