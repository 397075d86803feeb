import Foundation

/// A keyed container over one JSON object of the tape.
///
/// The standard library's box copies the container for every call made
/// through it, so it holds one reference that is nearly always there (the
/// decoder) and keeps the rare parts behind an optional one.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    private let decoder: TapeDecoder
    private let object: Int
    /// The container's coding path: `depth` keys of the decoder's path, then `extra`.
    private let depth: Int
    /// The keys of nested containers, and a custom key strategy's keys; nil when there are neither.
    private let rareParts: RareParts?

    private final class RareParts {
        let extra: [any CodingKey]
        let convertedKeys: ConvertedKeys?

        init(extra: [any CodingKey], convertedKeys: ConvertedKeys?) {
            self.extra = extra
            self.convertedKeys = convertedKeys
        }
    }

    private var extra: [any CodingKey] { rareParts?.extra ?? [] }
    /// The members' keys after a custom key decoding strategy.
    private var convertedKeys: ConvertedKeys? { rareParts?.convertedKeys }

    init(decoder: TapeDecoder, object: Int, depth: Int, extra: [any CodingKey]) throws {
        self.decoder = decoder
        self.object = object
        self.depth = depth
        switch decoder.kind(at: object) {
        case .object:
            break
        case .null:
            throw DecodingError.valueNotFound([String: Any].self, DecodingError.Context(
                codingPath: decoder.containerPath(depth: depth, extra: extra, key: nil),
                debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw decoder.mismatch([String: Any].self, at: object,
                                   path: decoder.containerPath(depth: depth, extra: extra, key: nil))
        }
        // Snake case is matched key by key as keys are looked up; only a
        // custom strategy's closure is run on every key up front.
        let convertedKeys = decoder.keyMatching == .custom
            ? ConvertedKeys(object: object, decoder: decoder,
                            codingPath: decoder.containerPath(depth: depth, extra: extra, key: nil))
            : nil
        rareParts = extra.isEmpty && convertedKeys == nil
            ? nil : RareParts(extra: extra, convertedKeys: convertedKeys)
    }

    var codingPath: [any CodingKey] {
        decoder.containerPath(depth: depth, extra: extra, key: nil)
    }

    var allKeys: [Key] {
        if let convertedKeys { return convertedKeys.keys.compactMap { Key(stringValue: $0) } }
        let snakeCase = decoder.keyMatching == .snakeCase
        var seen = Set<String>()
        var keys: [Key] = []
        var position = object &+ 1
        let end = decoder.next(after: object)
        while position &+ 1 < end {
            let raw = decoder.node(at: position).string ?? ""
            let name = snakeCase ? KeyConversion.fromSnakeCase(raw) : raw
            if seen.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
            position = decoder.next(after: position &+ 1)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        valueIndex(for: key) != nil
    }

    // MARK: - Lookup

    @inline(__always)
    private func valueIndex(for key: Key) -> Int? {
        if let convertedKeys { return convertedKeys.valueIndex(for: key.stringValue) }
        var name = key.stringValue
        return name.withUTF8 { decoder.member(named: $0, in: object, depth: depth) }
    }

    @inline(__always)
    private func value(for key: Key) throws -> Int {
        guard let index = valueIndex(for: key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return index
    }

    /// The value's index when present and not null.
    @inline(__always)
    private func presentValue(for key: Key) -> Int? {
        guard let index = valueIndex(for: key), decoder.kind(at: index) != .null else { return nil }
        return index
    }

    private func path(_ key: Key) -> [any CodingKey] {
        decoder.containerPath(depth: depth, extra: extra, key: key)
    }

    // MARK: - Decoding

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.kind(at: try value(for: key)) == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.bool(at: value(for: key)) { path(key) }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.string(at: value(for: key)) { path(key) }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder.double(at: value(for: key)) { path(key) }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder.float(at: value(for: key)) { path(key) }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try integer(key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(key) }

    @inline(__always)
    private func integer<Value: FixedWidthInteger>(_ key: Key) throws -> Value {
        try decoder.integer(Value.self, at: value(for: key)) { path(key) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let index = try value(for: key)
        return try decoder.decode(T.self, at: index, depth: depth, extra: extra, key: key)
    }

    // One lookup each, where the standard library's defaults make three.

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.bool(at: index) { path(key) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.string(at: index) { path(key) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.double(at: index) { path(key) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.float(at: index) { path(key) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optionalInteger(key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try optionalInteger(key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try optionalInteger(key) }

    @inline(__always)
    private func optionalInteger<Value: FixedWidthInteger>(_ key: Key) throws -> Value? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.integer(Value.self, at: index) { path(key) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.decode(T.self, at: index, depth: depth, extra: extra, key: key)
    }

    // MARK: - Nested containers

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type,
                                               forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let nested = try TapeKeyedContainer<NestedKey>(decoder: decoder, object: value(for: key),
                                                       depth: depth, extra: extra + [key])
        return KeyedDecodingContainer(nested)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TapeUnkeyedContainer(decoder: decoder, array: value(for: key), depth: depth, extra: extra + [key])
    }

    func superDecoder() throws -> any Decoder {
        superDecoder(key: CodingPathKey.super, index: valueIndex(forName: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(key: key, index: valueIndex(for: key))
    }

    /// A decoder for the value of `key`, or for null when the object lacks it.
    private func superDecoder(key: any CodingKey, index: Int?) -> any Decoder {
        TapeDecoder(document: decoder.document, settings: decoder.settings, current: index ?? TapeDecoder.missing,
                    path: decoder.containerPath(depth: depth, extra: extra, key: key))
    }

    private func valueIndex(forName name: String) -> Int? {
        if let convertedKeys { return convertedKeys.valueIndex(for: name) }
        var name = name
        return name.withUTF8 { decoder.member(named: $0, in: object, depth: depth) }
    }
}
