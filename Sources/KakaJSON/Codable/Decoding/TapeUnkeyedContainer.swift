import Foundation

/// An unkeyed container over one JSON array of the tape. A failed decode
/// does not move past the element, as in Foundation.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    private let decoder: TapeDecoder
    /// The container's coding path: `depth` keys of the decoder's path, then `extra`.
    private let depth: Int
    private let extra: [any CodingKey]
    /// The tape index of the next element.
    private var position: Int
    let count: Int?
    private(set) var currentIndex = 0

    init(decoder: TapeDecoder, array: Int, depth: Int, extra: [any CodingKey]) throws {
        self.decoder = decoder
        self.depth = depth
        self.extra = extra
        switch decoder.kind(at: array) {
        case .array:
            break
        case .null:
            throw DecodingError.valueNotFound([Any].self, DecodingError.Context(
                codingPath: decoder.containerPath(depth: depth, extra: extra, key: nil),
                debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw decoder.mismatch([Any].self, at: array,
                                   path: decoder.containerPath(depth: depth, extra: extra, key: nil))
        }
        position = array &+ 1
        count = Int(decoder.document.tape[array].count)
    }

    var codingPath: [any CodingKey] {
        decoder.containerPath(depth: depth, extra: extra, key: nil)
    }

    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    private var indexKey: CodingPathKey { CodingPathKey(index: currentIndex) }

    private func path() -> [any CodingKey] {
        decoder.containerPath(depth: depth, extra: extra, key: indexKey)
    }

    /// The tape index of the next element, or the error for reading past the end.
    @inline(__always)
    private func element(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: path(), debugDescription: "Unkeyed container is at end."))
        }
        return position
    }

    @inline(__always)
    private mutating func advance() {
        position = decoder.next(after: position)
        currentIndex &+= 1
    }

    mutating func decodeNil() throws -> Bool {
        // Foundation names `Never` for a nil looked for past the end.
        guard decoder.kind(at: try element(Never.self)) == .null else { return false }
        advance()
        return true
    }

    /// `decodeIfPresent` as Foundation's container does it: nil for null,
    /// and nil past the end, where the index still moves on (so later errors
    /// name the index after it); otherwise `read`.
    @inline(__always)
    private mutating func ifPresent<Value>(_ read: (inout Self) throws -> Value) throws -> Value? {
        if isAtEnd {
            currentIndex &+= 1
            return nil
        }
        if decoder.kind(at: position) == .null {
            advance()
            return nil
        }
        return try read(&self)
    }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try ifPresent { try $0.decode(type) } }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? { try ifPresent { try $0.decode(type) } }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { try ifPresent { try $0.decode(type) } }

    /// Reads the next element with `read` (given the decoder, the element's
    /// tape index and its coding path, made only for an error), and moves
    /// past it only if that succeeds.
    @inline(__always)
    private mutating func next<Value>(
        _ type: Value.Type, _ read: (TapeDecoder, Int, () -> [any CodingKey]) throws -> Value
    ) throws -> Value {
        let (decoder, depth, extra, index) = (self.decoder, self.depth, self.extra, currentIndex)
        let value = try read(decoder, element(type)) {
            decoder.containerPath(depth: depth, extra: extra, key: CodingPathKey.index(index))
        }
        advance()
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { try $0.bool(at: $1, path: $2) } }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) { try $0.string(at: $1, path: $2) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) { try $0.double(at: $1, path: $2) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) { try $0.float(at: $1, path: $2) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer() }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer() }

    @inline(__always)
    private mutating func integer<Value: FixedWidthInteger>() throws -> Value {
        try next(Value.self) { try $0.integer(Value.self, at: $1, path: $2) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try decoder.decode(T.self, at: element(type), depth: depth, extra: extra, step: .element(currentIndex))
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey> {
        let nested = try TapeKeyedContainer<NestedKey>(decoder: decoder, object: element(KeyedDecodingContainer<NestedKey>.self),
                                                       depth: depth, extra: extra + [indexKey])
        advance()
        return KeyedDecodingContainer(nested)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let nested = try TapeUnkeyedContainer(decoder: decoder, array: element((any UnkeyedDecodingContainer).self),
                                              depth: depth, extra: extra + [indexKey])
        advance()
        return nested
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try element((any Decoder).self)
        let superDecoder = TapeDecoder(document: decoder.document, settings: decoder.settings, current: index,
                                       path: path())
        advance()
        return superDecoder
    }
}
