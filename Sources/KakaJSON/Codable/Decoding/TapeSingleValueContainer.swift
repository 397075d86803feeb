import Foundation

/// A single-value container: the decoder's current value.
///
/// Three words, so that it fits an existential's inline buffer: returned as
/// `any SingleValueDecodingContainer`, a larger one is boxed on the heap.
/// A decoder's own container has no keys of nested containers to add.
struct TapeSingleValueContainer: SingleValueDecodingContainer {
    private let decoder: TapeDecoder
    private let value: Int
    private let depth: Int

    init(decoder: TapeDecoder, value: Int, depth: Int) {
        self.decoder = decoder
        self.value = value
        self.depth = depth
    }

    var codingPath: [any CodingKey] {
        decoder.containerPath(depth: depth, extra: [], key: nil)
    }

    func decodeNil() -> Bool {
        decoder.kind(at: value) == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(at: value) { codingPath } }
    func decode(_ type: String.Type) throws -> String { try decoder.string(at: value) { codingPath } }
    func decode(_ type: Double.Type) throws -> Double { try decoder.double(at: value) { codingPath } }
    func decode(_ type: Float.Type) throws -> Float { try decoder.float(at: value) { codingPath } }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type, at: value) { codingPath } }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type, at: value) { codingPath } }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type, at: value) { codingPath } }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type, at: value) { codingPath } }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type, at: value) { codingPath } }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type, at: value) { codingPath } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type, at: value) { codingPath } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type, at: value) { codingPath } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type, at: value) { codingPath } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type, at: value) { codingPath } }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try decoder.integer(type, at: value) { codingPath } }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try decoder.integer(type, at: value) { codingPath } }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // The same value again, with no key added to the path.
        try decoder.decode(T.self, at: value, depth: depth, extra: [], step: nil)
    }
}
