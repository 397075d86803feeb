import Foundation

/// A keyed container of `StreamEncoder`: a frame id on its stack. A frame
/// of -1 means the value already wrote something else; every use of it
/// then sends the value to the tree.
struct StreamKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamEncoder
    let frame: Int
    let base: ContainerPath

    var codingPath: [CodingKey] { base.path(in: encoder) }

    private func begin(_ key: Key) throws {
        guard frame >= 0 else { throw encoder.fallBack() }
        try encoder.beginMember(of: frame, key: encoder.name(of: key, in: base))
    }

    private func put(_ value: EncodedValue, _ key: Key) throws {
        try begin(key)
        encoder.write(value)
    }

    mutating func encodeNil(forKey key: Key) throws { try put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try put(.string(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try put(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try put(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(.unsigned(value), key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { try put(.wideInteger(WideInteger(value)), key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { try put(.wideInteger(WideInteger(value)), key) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try begin(key)
        encoder.write(try encoder.rules.double(value, at: codingPath + [key]))
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try begin(key)
        encoder.write(try encoder.rules.float(value, at: codingPath + [key]))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try begin(key)
        try encoder.encodeValue(value, at: key, in: base)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, frame: nestedFrame(key, isObject: true),
                                                               base: base.nested(key, in: encoder)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        StreamUnkeyedContainer(encoder: encoder, frame: nestedFrame(key, isObject: false),
                               base: base.nested(key, in: encoder))
    }

    private func nestedFrame(_ key: Key, isObject: Bool) -> Int {
        encoder.openNested(isObject: isObject) { try begin(key) }
    }

    mutating func superEncoder() -> Encoder {
        _ = encoder.fallBack()
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        _ = encoder.fallBack()
        return encoder
    }
}

/// An unkeyed container of `StreamEncoder`.
struct StreamUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamEncoder
    let frame: Int
    let base: ContainerPath

    var codingPath: [CodingKey] { base.path(in: encoder) }
    var count: Int { frame >= 0 ? encoder.count(of: frame) : 0 }

    private func begin() throws {
        guard frame >= 0 else { throw encoder.fallBack() }
        try encoder.beginElement(of: frame)
    }

    private func put(_ value: EncodedValue) throws {
        try begin()
        encoder.write(value)
    }

    mutating func encodeNil() throws { try put(.null) }
    mutating func encode(_ value: Bool) throws { try put(.bool(value)) }
    mutating func encode(_ value: String) throws { try put(.string(value)) }
    mutating func encode(_ value: Int) throws { try put(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { try put(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { try put(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { try put(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { try put(.integer(value)) }
    mutating func encode(_ value: UInt) throws { try put(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { try put(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { try put(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { try put(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { try put(.unsigned(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try put(.wideInteger(WideInteger(value))) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { try put(.wideInteger(WideInteger(value))) }

    mutating func encode(_ value: Double) throws {
        let key = CodingPathKey(index: count)
        try begin()
        encoder.write(try encoder.rules.double(value, at: codingPath + [key]))
    }

    mutating func encode(_ value: Float) throws {
        let key = CodingPathKey(index: count)
        try begin()
        encoder.write(try encoder.rules.float(value, at: codingPath + [key]))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let key = CodingPathKey(index: count)
        try begin()
        try encoder.encodeValue(value, at: key, in: base)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey> {
        let key = CodingPathKey(index: count)
        return KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, frame: nestedFrame(isObject: true),
                                                                      base: base.nested(key, in: encoder)))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let key = CodingPathKey(index: count)
        return StreamUnkeyedContainer(encoder: encoder, frame: nestedFrame(isObject: false),
                                      base: base.nested(key, in: encoder))
    }

    private func nestedFrame(isObject: Bool) -> Int {
        encoder.openNested(isObject: isObject, after: begin)
    }

    mutating func superEncoder() -> Encoder {
        _ = encoder.fallBack()
        return encoder
    }
}

/// The single-value container of `StreamEncoder`.
struct StreamSingleValueContainer: SingleValueEncodingContainer {
    let encoder: StreamEncoder

    var codingPath: [CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { try encoder.writeSingle(.null) }
    mutating func encode(_ value: Bool) throws { try encoder.writeSingle(.bool(value)) }
    mutating func encode(_ value: String) throws { try encoder.writeSingle(.string(value)) }
    mutating func encode(_ value: Double) throws { try encoder.writeSingle(try encoder.boxDouble(value)) }
    mutating func encode(_ value: Float) throws { try encoder.writeSingle(try encoder.boxFloat(value)) }
    mutating func encode(_ value: Int) throws { try encoder.writeSingle(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { try encoder.writeSingle(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { try encoder.writeSingle(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { try encoder.writeSingle(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { try encoder.writeSingle(.integer(value)) }
    mutating func encode(_ value: UInt) throws { try encoder.writeSingle(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { try encoder.writeSingle(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { try encoder.writeSingle(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { try encoder.writeSingle(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { try encoder.writeSingle(.unsigned(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try encoder.writeSingle(.wideInteger(WideInteger(value))) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { try encoder.writeSingle(.wideInteger(WideInteger(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encoder.writeSingle(value)
    }
}
