import Foundation

/// The `Decoder` that `KakaJSONDecoder` hands to `init(from:)`: one object
/// per decode, reading a `JSONDocument`'s tape.
///
/// A nested value is decoded by moving `current` and pushing a step on
/// `path`, then restoring both: no decoder, path node or boxed key is made
/// per value. Containers remember how deep the path was when they were made
/// (and any keys of nested containers), so their coding paths are the
/// decoder's path up to that depth.
final class TapeDecoder: Decoder {
    let document: JSONDocument
    let settings: DecodingSettings
    /// How member keys meet coding keys, read once from `settings`: the
    /// strategy enum holds a closure, and copying it per lookup showed.
    let keyMatching: KeyMatching
    // exclusivity(unchecked): a decoder belongs to one decode on one thread,
    // and no access to these overlaps another (none is passed inout across
    // a call that reaches the decoder); the runtime's dynamic checks were a
    // noticeable part of decoding.
    /// The tape index of the value being decoded, or `TapeDecoder.missing`.
    @exclusivity(unchecked) var current: Int
    /// The coding path of `current`, innermost key last.
    @exclusivity(unchecked) var path: DecodingPath
    /// How many `decode` calls are open, for the stack check.
    @exclusivity(unchecked) private var nesting = 0
    /// Per container depth, where the last key lookup in an object ended.
    @exclusivity(unchecked) var cursors = KeyCursors()
    /// Per container depth, the object's keys as `String`s, for names that
    /// are not ASCII.
    @exclusivity(unchecked) var stringKeyTables = StringKeyTables()

    /// Stands for an absent value read as null: what `superDecoder(forKey:)`
    /// gives for a key the object lacks.
    static let missing = -1

    init(document: JSONDocument, settings: DecodingSettings, current: Int = 0, path: [any CodingKey] = []) {
        self.document = document
        self.settings = settings
        keyMatching = settings.keys.isSnakeCase ? .snakeCase : settings.keys.isCustom ? .custom : .exact
        self.current = current
        self.path = DecodingPath(keys: path)
    }

    var codingPath: [any CodingKey] { path.keys(upTo: path.count, in: self) }
    var userInfo: [CodingUserInfoKey: Any] { settings.userInfo }

    // MARK: - Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let container = try TapeKeyedContainer<Key>(decoder: self, object: current, depth: path.count, extra: [])
        return KeyedDecodingContainer(container)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try TapeUnkeyedContainer(decoder: self, array: current, depth: path.count, extra: [])
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TapeSingleValueContainer(decoder: self, value: current, depth: path.count)
    }

    // MARK: - Values

    /// Decodes the top-level value as `type`, which may be a subclass of `T`
    /// passed in a variable of `T.Type`: Foundation decodes the argument's
    /// dynamic type.
    func decodeRoot<T: Decodable>(_ type: T.Type) throws -> T {
        if type == T.self { return try unwrap(T.self) }
        return try type.init(from: self)
    }

    /// Decodes the value at `index`, whose coding path is a container's
    /// path (`depth` keys of `path`, then `extra`) and `step` (none: the
    /// container's own value again).
    @inline(__always)
    func decode<T: Decodable>(_: T.Type, at index: Int, depth: Int, extra: [any CodingKey],
                              step: DecodingPath.Step?) throws -> T {
        guard path.count == depth, extra.isEmpty else {
            return try decodeOffPath(T.self, at: index, depth: depth, extra: extra, step: step)
        }
        let saved = current
        current = index
        if let step { path.push(step) }
        defer {
            current = saved
            if step != nil { path.pop() }
        }
        return try decodeNested(T.self)
    }

    /// The value of a keyed container's member as `T`, with `key` itself
    /// last on the coding path, as Foundation keeps it: as a plain step
    /// when the key is plain data, boxed otherwise.
    @inline(__always)
    func decode<T: Decodable, Key: CodingKey>(_: T.Type, at index: Int, depth: Int, extra: [any CodingKey],
                                              key: Key) throws -> T {
        if let step = DecodingPath.Step.member(key) {
            return try decode(T.self, at: index, depth: depth, extra: extra, step: step)
        }
        guard path.count == depth, extra.isEmpty else {
            return try decodeOffPath(T.self, at: index, depth: depth, extra: extra + [key], step: nil)
        }
        let saved = current
        current = index
        path.push(key)
        defer {
            current = saved
            path.pop()
        }
        return try decodeNested(T.self)
    }

    /// `unwrap(_:)` one level deeper, checking the stack now and then.
    @inline(__always)
    private func decodeNested<T: Decodable>(_: T.Type) throws -> T {
        // Nested values recurse: deep documents go on with a larger stack.
        // The stack is looked at every 16 levels, far less than its reserve.
        nesting &+= 1
        defer { nesting &-= 1 }
        if nesting & 15 == 0 { return try StackGuard.nestedThrowing { try unwrap(T.self) } }
        return try unwrap(T.self)
    }

    /// `decode(_:at:depth:extra:step:)` for a nested container, or a
    /// container used while its decoder is deeper than it: the path is set
    /// for the call and restored after it.
    private func decodeOffPath<T: Decodable>(_: T.Type, at index: Int, depth: Int, extra: [any CodingKey],
                                            step: DecodingPath.Step?) throws -> T {
        let savedPath = path
        let savedCurrent = current
        var keys = containerPath(depth: depth, extra: extra, key: nil)
        if let step { keys.append(DecodingPath.key(of: step, in: self)) }
        path = DecodingPath(keys: keys)
        current = index
        defer {
            path = savedPath
            current = savedCurrent
        }
        return try unwrap(T.self)
    }

    /// The coding path of a container's value: `depth` keys of the
    /// decoder's path, the container's extra keys, and `key`. (A container
    /// used after the call that made it returned has lost its prefix; its
    /// errors then name the keys that are left.)
    func containerPath(depth: Int, extra: [any CodingKey], key: (any CodingKey)?) -> [any CodingKey] {
        var result = path.keys(upTo: min(depth, path.count), in: self)
        result.append(contentsOf: extra)
        if let key { result.append(key) }
        return result
    }

    /// The value at `current` as `T`. Foundation reads a few types itself
    /// rather than through their `init(from:)`, and so do we.
    private func unwrap<T: Decodable>(_: T.Type) throws -> T {
        // The scalars straight from the tape: through their init(from:),
        // each would box a single-value container. T is the type compared,
        // so an identity cast stands for `as! T`.
        if let scalar = ScalarType(valueType: T.self) {
            switch scalar {
            case .string: return _identityCast(try string(at: current) { codingPath }, to: T.self)
            case .int: return _identityCast(try integer(Int.self, at: current) { codingPath }, to: T.self)
            case .double: return _identityCast(try double(at: current) { codingPath }, to: T.self)
            case .bool: return _identityCast(try bool(at: current) { codingPath }, to: T.self)
            case .int64: return _identityCast(try integer(Int64.self, at: current) { codingPath }, to: T.self)
            case .int8: return _identityCast(try integer(Int8.self, at: current) { codingPath }, to: T.self)
            case .int16: return _identityCast(try integer(Int16.self, at: current) { codingPath }, to: T.self)
            case .int32: return _identityCast(try integer(Int32.self, at: current) { codingPath }, to: T.self)
            case .uint: return _identityCast(try integer(UInt.self, at: current) { codingPath }, to: T.self)
            case .uint8: return _identityCast(try integer(UInt8.self, at: current) { codingPath }, to: T.self)
            case .uint16: return _identityCast(try integer(UInt16.self, at: current) { codingPath }, to: T.self)
            case .uint32: return _identityCast(try integer(UInt32.self, at: current) { codingPath }, to: T.self)
            case .uint64: return _identityCast(try integer(UInt64.self, at: current) { codingPath }, to: T.self)
            case .float: return _identityCast(try float(at: current) { codingPath }, to: T.self)
            case .date: return _identityCast(try decodeDate(), to: T.self)
            case .data: return _identityCast(try decodeData(), to: T.self)
            case .url: return _identityCast(try decodeURL(), to: T.self)
            case .decimal: return _identityCast(try decodeDecimal(), to: T.self)
            // Their init(from:) reads a Double or a String from a single-value container.
            case .cgFloat, .substring: break
            // Not Decodable: no Codable value is one.
            case .character: break
            // Not met: `ScalarType(valueType:)` does not name them. Their
            // init(from:) reads them from a single-value container, exactly.
            case .int128, .uint128: break
            // Not met: `ScalarType(valueType:)` names no Foundation class.
            case .nsString, .nsMutableString, .nsNumber, .nsDecimalNumber, .nsDate, .nsURL, .nsData, .nsMutableData, .nsNull:
                break
            }
        }
        if case .array = StandardContainer(T.self), let array = T.self as? DecodableArray.Type {
            return try array.decodeElements(from: self) as! T
        }
        if StandardContainer.isDictionary(T.self), let dictionary = T.self as? StringKeyedDictionary.Type {
            // Read member by member: no coding key per member, and under a
            // key strategy the keys stay as they are (they are data).
            return try dictionary.decodeMembers(from: self) as! T
        }
        return try T(from: self)
    }

    // MARK: - Tape access

    /// The kind of the value at `index` (`missing` reads as null).
    @inline(__always)
    func kind(at index: Int) -> JSONTapeEntry.Kind {
        index < 0 ? .null : document.tape[index].kind
    }

    @inline(__always)
    func node(at index: Int) -> JSONNode {
        JSONNode(document: document, tapeIndex: index)
    }

    /// The tape index after the value at `index` and its descendants.
    @inline(__always)
    func next(after index: Int) -> Int {
        document.tapeIndex(after: index)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Whether keys are used as they are.
    var isDefault: Bool {
        if case .useDefaultKeys = self { return true }
        return false
    }

    var isSnakeCase: Bool {
        if case .convertFromSnakeCase = self { return true }
        return false
    }

    var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }
}
