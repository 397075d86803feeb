import Foundation

// The containers of `StreamEncoder`: a frame id on its stack. Each use
// first begins a member or element in the text; when the stream cannot
// follow (or has been promoted), the use goes to the tree container its
// frame became (`StreamPromotion`). A frame of -1 means the text could not
// be read back: every use then sends the value to `TreeEncoder` whole.

/// A keyed container of `StreamEncoder`.
struct StreamKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamEncoder
    let frame: Int
    let base: ContainerPath

    var codingPath: [CodingKey] { base.path(in: encoder) }

    /// Begins the member `key` in the text; false when the tree container
    /// (`tree()`) takes it instead.
    @inline(__always)
    private func begin(_ key: Key) -> Bool {
        frame >= 0 && encoder.beginMember(of: frame, key: encoder.name(of: key, in: base))
    }

    /// The tree container of this frame (the stream promoted if it was not).
    private func tree() throws -> TreeKeyedContainer<Key> {
        guard let tree = try encoder.promoted().keyed(frame: frame, base: base, in: encoder, Key.self) else {
            throw encoder.fallBack()
        }
        return tree
    }

    private func put(_ value: EncodedValue, _ key: Key) throws {
        guard begin(key) else { return try putInTree(value, key) }
        encoder.write(value)
    }

    // Out of line: the tree's container types are met only here, and an
    // unspecialized caller would look their metadata up on every call.
    @inline(never)
    private func putInTree(_ value: EncodedValue, _ key: Key) throws {
        try tree().set(value, key)
    }

    @inline(never)
    private func encodeInTree<T: Encodable>(_ value: T, _ key: Key) throws {
        var tree = try tree()
        try tree.encode(value, forKey: key)
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
        try put(try encoder.rules.double(value, at: codingPath + [key]), key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try put(try encoder.rules.float(value, at: codingPath + [key]), key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard begin(key) else { return try encodeInTree(value, key) }
        try encoder.encodeValue(value, at: key, in: base)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = nestedFrame(key, isObject: true)
        guard nested >= 0 else { return nestedTreeContainer(keyedBy: keyType, forKey: key) }
        return KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, frame: nested,
                                                                      base: base.nested(key, in: encoder)))
    }

    @inline(never)
    private func nestedTreeContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                           forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        guard var tree = try? tree() else {
            return KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, frame: -1,
                                                                          base: base.nested(key, in: encoder)))
        }
        return tree.nestedContainer(keyedBy: keyType, forKey: key)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let nested = nestedFrame(key, isObject: false)
        guard nested >= 0 else { return nestedTreeUnkeyedContainer(forKey: key) }
        return StreamUnkeyedContainer(encoder: encoder, frame: nested, base: base.nested(key, in: encoder))
    }

    @inline(never)
    private func nestedTreeUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        guard var tree = try? tree() else {
            return StreamUnkeyedContainer(encoder: encoder, frame: -1, base: base.nested(key, in: encoder))
        }
        return tree.nestedUnkeyedContainer(forKey: key)
    }

    private func nestedFrame(_ key: Key, isObject: Bool) -> Int {
        guard frame >= 0 else { return -1 }
        return encoder.openNested(isObject: isObject) { encoder.beginMember(of: frame, key: encoder.name(of: key, in: base)) }
    }

    mutating func superEncoder() -> Encoder {
        guard var tree = try? tree() else { return encoder }
        return tree.superEncoder()
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        guard var tree = try? tree() else { return encoder }
        return tree.superEncoder(forKey: key)
    }
}

/// An unkeyed container of `StreamEncoder`.
struct StreamUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamEncoder
    let frame: Int
    let base: ContainerPath

    var codingPath: [CodingKey] { base.path(in: encoder) }

    var count: Int {
        guard encoder.promotion == nil else { return promotedCount }
        return frame >= 0 ? encoder.count(of: frame) : 0
    }

    @inline(never)
    private var promotedCount: Int { (try? tree())?.count ?? 0 }

    /// Begins an element in the text; false when the tree container
    /// (`tree()`) takes it instead.
    @inline(__always)
    private func begin() -> Bool {
        frame >= 0 && encoder.beginElement(of: frame)
    }

    /// The tree container of this frame (the stream promoted if it was not).
    private func tree() throws -> TreeUnkeyedContainer {
        guard let tree = try encoder.promoted().unkeyed(frame: frame, base: base, in: encoder) else {
            throw encoder.fallBack()
        }
        return tree
    }

    private func put(_ value: EncodedValue) throws {
        guard begin() else { return try putInTree(value) }
        encoder.write(value)
    }

    @inline(never)
    private func putInTree(_ value: EncodedValue) throws {
        try tree().array.append(value)
    }

    @inline(never)
    private func encodeInTree<T: Encodable>(_ value: T) throws {
        var tree = try tree()
        try tree.encode(value)
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
        try put(try encoder.rules.double(value, at: codingPath + [CodingPathKey(index: count)]))
    }

    mutating func encode(_ value: Float) throws {
        try put(try encoder.rules.float(value, at: codingPath + [CodingPathKey(index: count)]))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard frame >= 0, let index = encoder.beginIndexedElement(of: frame) else { return try encodeInTree(value) }
        try encoder.encodeElement(value, index: index, in: base)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey> {
        let key = CodingPathKey(index: count)
        let nested = nestedFrame(isObject: true)
        guard nested >= 0 else { return nestedTreeContainer(keyedBy: keyType, key) }
        return KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, frame: nested,
                                                                      base: base.nested(key, in: encoder)))
    }

    @inline(never)
    private func nestedTreeContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                           _ key: CodingPathKey) -> KeyedEncodingContainer<NestedKey> {
        guard var tree = try? tree() else {
            return KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, frame: -1,
                                                                          base: base.nested(key, in: encoder)))
        }
        return tree.nestedContainer(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let key = CodingPathKey(index: count)
        let nested = nestedFrame(isObject: false)
        guard nested >= 0 else { return nestedTreeUnkeyedContainer(key) }
        return StreamUnkeyedContainer(encoder: encoder, frame: nested, base: base.nested(key, in: encoder))
    }

    @inline(never)
    private func nestedTreeUnkeyedContainer(_ key: CodingPathKey) -> UnkeyedEncodingContainer {
        guard var tree = try? tree() else {
            return StreamUnkeyedContainer(encoder: encoder, frame: -1, base: base.nested(key, in: encoder))
        }
        return tree.nestedUnkeyedContainer()
    }

    private func nestedFrame(isObject: Bool) -> Int {
        guard frame >= 0 else { return -1 }
        return encoder.openNested(isObject: isObject) { encoder.beginElement(of: frame) }
    }

    mutating func superEncoder() -> Encoder {
        guard var tree = try? tree() else { return encoder }
        return tree.superEncoder()
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
