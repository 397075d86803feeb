import Foundation

/// A keyed container filling one `EncodedObject`.
struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder
    let object: EncodedObject
    let base: ContainerPath

    init(encoder: TreeEncoder, object: EncodedObject, at base: ContainerPath) {
        self.encoder = encoder
        self.object = object
        self.base = base
    }

    var codingPath: [CodingKey] { base.path(in: encoder) }

    /// Sets `key`'s value (a promoted stream container's scalars come here).
    func set(_ value: EncodedValue, _ key: Key) {
        object.set(value, for: encoder.name(of: key, in: base))
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try encoder.rules.double(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try encoder.rules.float(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.unsigned(value), key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { set(.wideInteger(WideInteger(value)), key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { set(.wideInteger(WideInteger(value)), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try encoder.encode(value, at: key, in: base), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let name = encoder.name(of: key, in: base)
        let nested: EncodedObject
        switch object.value(for: name) {
        case .object(let existing)?:
            nested = existing
        case nil:
            nested = EncodedObject()
            object.set(.object(nested), for: name)
        case _?:
            nested = EncodedObject()
            encoder.conflicts.note(at: codingPath + [key], "A nested keyed container was asked for")
        }
        return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(encoder: encoder, object: nested,
                                                                    at: base.nested(key, in: encoder)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let name = encoder.name(of: key, in: base)
        let nested: EncodedArray
        switch object.value(for: name) {
        case .array(let existing)?:
            nested = existing
        case nil:
            nested = EncodedArray()
            object.set(.array(nested), for: name)
        case _?:
            nested = EncodedArray()
            encoder.conflicts.note(at: codingPath + [key], "A nested unkeyed container was asked for")
        }
        return TreeUnkeyedContainer(encoder: encoder, array: nested, at: base.nested(key, in: encoder))
    }

    mutating func superEncoder() -> Encoder {
        deferredEncoder(named: encoder.name(of: CodingPathKey.super, in: base), key: CodingPathKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        deferredEncoder(named: encoder.name(of: key, in: base), key: key)
    }

    /// An encoder whose value is written under `name` once it is done.
    private func deferredEncoder(named name: String, key: CodingKey) -> Encoder {
        let deferred = TreeEncoder(settings: encoder.settings, path: codingPath + [key], conflicts: encoder.conflicts)
        object.set(.deferred(deferred), for: name)
        return deferred
    }
}
