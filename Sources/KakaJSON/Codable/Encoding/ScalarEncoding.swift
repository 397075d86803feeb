import Foundation

/// How the Codable encoders take a scalar themselves, as Foundation's do,
/// rather than through its `encode(to:)`: decided here once for the stream
/// and the tree encoder, which differ only in where the result goes.
enum ScalarEncoding {
    /// The value as it is written.
    case value(EncodedValue)
    /// A date, written in the form the date strategy gives it.
    case date(Date)
    /// Data, written in the form the data strategy gives it.
    case data(Data)
    /// Through the type's own `encode(to:)`.
    case ownEncoding
}

extension EncodingRules {
    /// How `value`, whose type is `scalar`, is encoded.
    @inline(__always)
    func encoding<T>(_ value: T, as scalar: ScalarType,
                     at path: @autoclosure () -> [CodingKey]) throws -> ScalarEncoding {
        switch scalar {
        case .double: return .value(try double(_identityCast(value, to: Double.self), at: path()))
        case .float: return .value(try float(_identityCast(value, to: Float.self), at: path()))
        case .date: return .date(_identityCast(value, to: Date.self))
        case .data: return .data(_identityCast(value, to: Data.self))
        case .url: return .value(.string(_identityCast(value, to: URL.self).absoluteString))
        case .decimal: return .value(.number(_identityCast(value, to: Decimal.self).description))
        case .string, .bool, .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64:
            return TreeEncoder.scalar(value, as: scalar).map { .value($0) } ?? .ownEncoding
        // Not met: `ScalarType(valueType:)` does not name them. Their
        // encode(to:) writes every digit through a single-value container.
        case .int128, .uint128: return .ownEncoding
        // Through their own `encode(to:)`, as Foundation's encoder takes them.
        case .cgFloat, .substring: return .ownEncoding
        // Not Encodable: no Codable value is one.
        case .character: return .ownEncoding
        // Not met: `ScalarType(valueType:)` names no Foundation class.
        case .nsString, .nsMutableString, .nsNumber, .nsDecimalNumber, .nsDate, .nsURL, .nsData, .nsMutableData, .nsNull:
            return .ownEncoding
        }
    }
}
