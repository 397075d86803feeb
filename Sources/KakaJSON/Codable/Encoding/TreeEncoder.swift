import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The `Encoder` of `KakaJSONEncoder`: builds an `EncodedValue` tree.
///
/// One encoder serves a whole value: a nested value is encoded by saving
/// the current result (`slot`) and the coding path, calling its
/// `encode(to:)` with this same encoder, and restoring both; no encoder is
/// made per value. Containers refer to the object or array they fill, so
/// one asked for twice, or kept and filled later, still lands in place.
final class TreeEncoder: Encoder {
    let rules: EncodingRules
    var settings: EncodingSettings { rules.settings }
    // exclusivity(unchecked): one encode owns the encoder on one thread (a
    // type's encode(to:) may keep it, as it may keep Foundation's, but not
    // use it on another thread while the encode runs).
    /// The coding path of the value being encoded.
    @exclusivity(unchecked) private(set) var path: [CodingKey]
    /// What the value being encoded has produced so far.
    @exclusivity(unchecked) var slot: EncodedValue?
    /// Made when first needed (a conflict, or an encoder handed out by
    /// `superEncoder()`, which shares it): a Codable member of a model gets
    /// an encoder of its own for each value.
    @exclusivity(unchecked) private var conflictRecord: ContainerConflicts?

    /// How many nested containers are refused (`EncodingDepth`).
    let refusedDepth = EncodingDepth.refused

    init(settings: EncodingSettings, path: [CodingKey] = [], conflicts: ContainerConflicts? = nil) {
        rules = EncodingRules(settings: settings)
        self.path = path
        conflictRecord = conflicts
    }

    /// Where this encoder and those it handed out note conflicts.
    var conflicts: ContainerConflicts {
        if let conflictRecord { return conflictRecord }
        let made = ContainerConflicts()
        conflictRecord = made
        return made
    }

    /// The first conflict noted, if any.
    var firstConflict: EncodingError? { conflictRecord?.first }

    var codingPath: [CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { settings.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(TreeKeyedContainer<Key>(encoder: self, object: currentObject(), at: here))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        TreeUnkeyedContainer(encoder: self, array: currentArray(), at: here)
    }

    /// Where a container made now sits: at the current path.
    private var here: ContainerPath { ContainerPath(depth: path.count, explicit: nil) }

    func singleValueContainer() -> SingleValueEncodingContainer {
        TreeSingleValueContainer(encoder: self)
    }

    /// The object this value encodes into: the one made by an earlier
    /// `container(keyedBy:)` of the same value, or a new one.
    func currentObject() -> EncodedObject {
        if case .object(let object)? = slot { return object }
        let object = EncodedObject()
        if slot != nil {
            conflicts.note(at: path, "A keyed container was asked for where a value of another kind is encoded already")
            return object
        }
        slot = .object(object)
        return object
    }

    func currentArray() -> EncodedArray {
        if case .array(let array)? = slot { return array }
        let array = EncodedArray()
        if slot != nil {
            conflicts.note(at: path, "An unkeyed container was asked for where a value of another kind is encoded already")
            return array
        }
        slot = .array(array)
        return array
    }

    // MARK: Values

    /// `value` encoded one level down, under `key` of a container at `base`.
    func encode<T: Encodable>(_ value: T, at key: CodingKey, in base: ContainerPath) throws -> EncodedValue {
        // Scalars cannot fail or look at the path.
        if let scalar = Self.scalar(value) { return scalar }
        if base.explicit == nil && base.depth == path.count {
            // The usual case: the container of the value being encoded.
            path.append(key)
            defer { path.removeLast() }
            return try box(value)
        }
        let saved = path
        path = base.path(in: self) + [key]
        defer { path = saved }
        return try box(value)
    }

    /// `value` encoded at `path` (a promoted stream's value, whose path is
    /// the stream's).
    func box<T: Encodable>(_ value: T, at path: [CodingKey]) throws -> EncodedValue {
        let saved = self.path
        self.path = path
        defer { self.path = saved }
        return try box(value)
    }

    /// `value` encoded at the current path.
    func box<T: Encodable>(_ value: T) throws -> EncodedValue {
        if let special = try boxSpecial(value) { return special }
        return try boxThroughEncode(value)
    }

    /// What `value.encode(to:)` produces; an empty object when it encodes
    /// nothing, as Foundation does below the top level.
    private func boxThroughEncode<T: Encodable>(_ value: T) throws -> EncodedValue {
        try produced { try value.encode(to: self) } ?? .object(EncodedObject())
    }

    /// Runs `body` as the encoding of a new value; what it encoded, or nil.
    func produced(_ body: () throws -> Void) throws -> EncodedValue? {
        // Inside as many containers as are refused: no need to go deeper.
        if path.count >= refusedDepth { throw EncodingDepth.TooDeep() }
        let saved = slot
        slot = nil
        defer { slot = saved }
        // Nested values recurse: deep ones go on with a larger stack. The
        // stack is looked at every 16 levels, far less than its reserve.
        if path.count & 15 == 15 {
            try StackGuard.nestedThrowing(body)
        } else {
            try body()
        }
        return slot
    }

    /// The top-level value; an error when it encodes nothing.
    func boxTop<T: Encodable>(_ value: T) throws -> EncodedValue {
        if let special = try boxSpecial(value) { return special }
        let produced = try produced({ try value.encode(to: self) })
        if let conflict = firstConflict { throw conflict }
        guard let produced else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return produced
    }

    /// The types the encoder writes itself, as Foundation's does, and the
    /// common scalars without their `encode(to:)` and its container. Types
    /// compared by identity: a metatype cast per value cost more.
    private func boxSpecial<T: Encodable>(_ value: T) throws -> EncodedValue? {
        if let scalar = ScalarType(valueType: T.self) {
            switch try rules.encoding(value, as: scalar, at: path) {
            case .value(let boxed): return boxed
            case .date(let date): return try box(date, as: rules.form(of: date, at: path))
            case .data(let data): return try box(data, as: rules.form(of: data))
            case .ownEncoding: return nil
            }
        }
        guard StandardContainer.isDictionary(T.self), let members = value as? StringKeyedEncodable else { return nil }
        return try members.encodeMembers(with: self)
    }

    /// A string, bool or integer as it is encoded; nil for other types.
    @inline(__always)
    static func scalar<T>(_ value: T) -> EncodedValue? {
        guard let scalar = ScalarType(valueType: T.self) else { return nil }
        return Self.scalar(value, as: scalar)
    }

    /// `value`, whose type is `scalar`, as it is encoded when it is a
    /// string, bool or integer; nil for the scalars that need the encoder.
    @inline(__always)
    static func scalar<T>(_ value: T, as scalar: ScalarType) -> EncodedValue? {
        switch scalar {
        case .string: return .string(_identityCast(value, to: String.self))
        case .int: return .integer(Int64(_identityCast(value, to: Int.self)))
        case .bool: return .bool(_identityCast(value, to: Bool.self))
        case .int64: return .integer(_identityCast(value, to: Int64.self))
        case .int32: return .integer(Int64(_identityCast(value, to: Int32.self)))
        case .uint64: return .unsigned(_identityCast(value, to: UInt64.self))
        case .uint: return .unsigned(UInt64(_identityCast(value, to: UInt.self)))
        case .uint32: return .unsigned(UInt64(_identityCast(value, to: UInt32.self)))
        case .int16: return .integer(Int64(_identityCast(value, to: Int16.self)))
        case .int8: return .integer(Int64(_identityCast(value, to: Int8.self)))
        case .uint16: return .unsigned(UInt64(_identityCast(value, to: UInt16.self)))
        case .uint8: return .unsigned(UInt64(_identityCast(value, to: UInt8.self)))
        // Not met (see `boxSpecial`).
        case .int128, .uint128: return nil
        // Follow the encoder's settings or their own `encode(to:)`: `boxSpecial`.
        case .double, .float, .cgFloat, .decimal, .date, .data, .url, .substring: return nil
        // Not Encodable: no Codable value is one.
        case .character: return nil
        // Not met: `ScalarType(valueType:)` names no Foundation class.
        case .nsString, .nsMutableString, .nsNumber, .nsDecimalNumber, .nsDate, .nsURL, .nsData, .nsMutableData, .nsNull:
            return nil
        }
    }

    func boxDouble(_ value: Double) throws -> EncodedValue {
        try rules.double(value, at: path)
    }

    func boxFloat(_ value: Float) throws -> EncodedValue {
        try rules.float(value, at: path)
    }

    /// `value` in the form its strategy gave it (a `Date` or `Data`).
    private func box<Value: Encodable>(_ value: Value, as form: StrategyForm<Value>) throws -> EncodedValue {
        switch form {
        case .value(let encoded): return encoded
        case .ownEncoding: return try boxThroughEncode(value)
        case .custom(let encode): return try produced { try encode(value, self) } ?? .object(EncodedObject())
        }
    }

    // MARK: Keys

    /// `key` of a container at `base` as written, after the key strategy.
    func name(of key: CodingKey, in base: ContainerPath) -> String {
        rules.name(of: key) { base.path(in: self) }
    }
}

/// Where a container sits on the coding path. A container made by the
/// encoder for the value being encoded is at `depth` of the encoder's own
/// path (and keeps no copy of it: a copy would make every later push copy
/// the array); a nested container keeps its path.
struct ContainerPath {
    let depth: Int
    let explicit: [CodingKey]?

    func path(in encoder: some CodingPathStack) -> [CodingKey] {
        explicit ?? Array(encoder.path.prefix(depth))
    }

    /// The path of a container nested under `key`.
    func nested(_ key: CodingKey, in encoder: some CodingPathStack) -> ContainerPath {
        let path = path(in: encoder) + [key]
        return ContainerPath(depth: path.count, explicit: path)
    }
}

/// An encoder keeping the coding path of the value being encoded as one stack.
protocol CodingPathStack: AnyObject {
    var path: [CodingKey] { get }
}

extension TreeEncoder: CodingPathStack {}
extension StreamEncoder: CodingPathStack {}

extension TreeEncoder {
    /// The current path, as a container's.
    var currentPath: ContainerPath { ContainerPath(depth: path.count, explicit: nil) }
}

/// `[String: V]`, whose keys Foundation writes as they are, whatever the
/// key strategy.
protocol StringKeyedEncodable {
    func encodeMembers(with encoder: TreeEncoder) throws -> EncodedValue
}

extension Dictionary: StringKeyedEncodable where Key == String, Value: Encodable {
    func encodeMembers(with encoder: TreeEncoder) throws -> EncodedValue {
        let object = EncodedObject()
        for (key, value) in self {
            object.set(try encoder.encode(value, at: CodingPathKey.name(key), in: encoder.currentPath), for: key)
        }
        return .object(object)
    }
}

/// The first container asked for where another value is encoded already
/// (a nested container under a key that holds a number, a keyed container
/// for a value that made an unkeyed one). Foundation's encoder stops the
/// process there; keeping either value would lose the other in silence, so
/// the encode throws this instead, once the type's `encode(to:)` returns
/// (container methods cannot throw).
final class ContainerConflicts {
    // exclusivity(unchecked): one encode owns its encoders on one thread.
    @exclusivity(unchecked) private(set) var first: EncodingError?

    /// Notes a conflict at `path` (the key's path), unless one came first.
    func note(at path: [CodingKey], _ what: String) {
        guard first == nil else { return }
        let place = path.last.map { "under the key \"\($0.stringValue)\"" } ?? "at the top level"
        first = EncodingError.invalidValue(path.last?.stringValue ?? "", EncodingError.Context(
            codingPath: path, debugDescription: "\(what) \(place): one of the two would be lost."))
    }
}
