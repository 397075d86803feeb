#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// `[Element]`, read element by element into storage allocated once.
///
/// The standard library's `Array.init(from:)` runs unspecialized for the
/// element type and asks the runtime for generic metadata on every append
/// (about a tenth of decoding citm_catalog.json); arrays of the common
/// scalars are read by concrete loops.
protocol DecodableArray {
    static func decodeElements(from decoder: TapeDecoder) throws -> Self
}

extension Array: DecodableArray where Element: Decodable {
    static func decodeElements(from decoder: TapeDecoder) throws -> [Element] {
        let array = decoder.current
        let depth = decoder.path.count
        switch decoder.kind(at: array) {
        case .array:
            break
        case .null:
            throw DecodingError.valueNotFound([Any].self, DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw decoder.mismatch([Any].self, at: array, path: decoder.codingPath)
        }
        if Element.self == Int.self { return _identityCast(try decoder.scalars(Int.self, in: array) { try decoder.integer(Int.self, at: $0, path: $1) }, to: [Element].self) }
        if Element.self == String.self { return _identityCast(try decoder.scalars(String.self, in: array) { try decoder.string(at: $0, path: $1) }, to: [Element].self) }
        if Element.self == Double.self { return _identityCast(try decoder.scalars(Double.self, in: array) { try decoder.double(at: $0, path: $1) }, to: [Element].self) }
        if Element.self == Int64.self { return _identityCast(try decoder.scalars(Int64.self, in: array) { try decoder.integer(Int64.self, at: $0, path: $1) }, to: [Element].self) }
        if Element.self == Bool.self { return _identityCast(try decoder.scalars(Bool.self, in: array) { try decoder.bool(at: $0, path: $1) }, to: [Element].self) }
        let count = Int(decoder.document.tape[array].count)
        // Never `Array(unsafeUninitializedCapacity: 0)`: it stores its count
        // into the one shared empty array, from every thread that does so.
        guard count > 0 else { return [] }
        var position = array &+ 1
        return try [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                let element = try decoder.decode(Element.self, at: position, depth: depth, extra: [],
                                                 step: .element(index))
                buffer.baseAddress.unsafelyUnwrapped.advanced(by: index).initialize(to: element)
                initialized = index &+ 1
                position = decoder.next(after: position)
            }
        }
    }
}

extension TapeDecoder {
    /// The elements of the array at `array`, each read by `read`.
    func scalars<Value>(_: Value.Type, in array: Int,
                        _ read: (Int, () -> [any CodingKey]) throws -> Value) throws -> [Value] {
        let count = Int(document.tape[array].count)
        var values: [Value] = []
        values.reserveCapacity(count)
        var position = array &+ 1
        for index in 0..<count {
            values.append(try read(position) { self.codingPath + [CodingPathKey.index(index)] })
            position = next(after: position)
        }
        return values
    }
}
