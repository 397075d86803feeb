import Foundation

/// An unkeyed container filling one `EncodedArray`.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: TreeEncoder
    let array: EncodedArray
    let base: ContainerPath

    init(encoder: TreeEncoder, array: EncodedArray, at base: ContainerPath) {
        self.encoder = encoder
        self.array = array
        self.base = base
    }

    var codingPath: [CodingKey] { base.path(in: encoder) }

    var count: Int { array.elements.count }

    private var nextKey: CodingKey { CodingPathKey(index: array.elements.count) }

    mutating func encodeNil() throws { array.append(.null) }
    mutating func encode(_ value: Bool) throws { array.append(.bool(value)) }
    mutating func encode(_ value: String) throws { array.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.append(try encoder.rules.double(value, at: codingPath + [nextKey])) }
    mutating func encode(_ value: Float) throws { array.append(try encoder.rules.float(value, at: codingPath + [nextKey])) }
    mutating func encode(_ value: Int) throws { array.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { array.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { array.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { array.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { array.append(.integer(value)) }
    mutating func encode(_ value: UInt) throws { array.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { array.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { array.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { array.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { array.append(.unsigned(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { array.append(.wideInteger(WideInteger(value))) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { array.append(.wideInteger(WideInteger(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.append(try encoder.encode(value, at: nextKey, in: base))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey> {
        let key = nextKey
        let nested = EncodedObject()
        array.append(.object(nested))
        return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(encoder: encoder, object: nested,
                                                                    at: base.nested(key, in: encoder)))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let key = nextKey
        let nested = EncodedArray()
        array.append(.array(nested))
        return TreeUnkeyedContainer(encoder: encoder, array: nested, at: base.nested(key, in: encoder))
    }

    mutating func superEncoder() -> Encoder {
        let deferred = TreeEncoder(settings: encoder.settings, path: codingPath + [nextKey], conflicts: encoder.conflicts)
        array.append(.deferred(deferred))
        return deferred
    }
}
