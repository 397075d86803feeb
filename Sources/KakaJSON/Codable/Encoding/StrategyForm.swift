import Foundation

/// How a `Date` or `Data` is encoded under `KakaJSONEncoder`'s strategy:
/// decided once (`EncodingRules`), carried out by the tree and the stream
/// encoder alike.
enum StrategyForm<Value> {
    /// Written as this value.
    case value(EncodedValue)
    /// Encoded by the value's own `encode(to:)`.
    case ownEncoding
    /// Encoded by the strategy's closure, given the encoder.
    case custom((Value, any Encoder) throws -> Void)
}

extension EncodingRules {
    /// The form of `date` under the date strategy; `path` is where it sits
    /// (for the error of a non-finite number of seconds).
    func form(of date: Date, at path: @autoclosure () -> [CodingKey]) throws -> StrategyForm<Date> {
        switch settings.dates {
        case .deferredToDate: return .ownEncoding
        case .secondsSince1970: return .value(try double(date.timeIntervalSince1970, at: path()))
        case .millisecondsSince1970: return .value(try double(date.timeIntervalSince1970 * 1_000, at: path()))
        case .iso8601: return .value(.string(ISO8601Text.internetDateTime(from: date)))
        case .custom(let encode): return .custom(encode)
        #if canImport(Darwin)
        case .formatted(let formatter): return .value(.string(formatter.string(from: date)))
        #endif
        @unknown default: return .ownEncoding
        }
    }

    /// The form of `data` under the data strategy.
    func form(of data: Data) -> StrategyForm<Data> {
        switch settings.data {
        case .deferredToData: return .ownEncoding
        case .base64: return .value(.string(data.base64EncodedString()))
        case .custom(let encode): return .custom(encode)
        @unknown default: return .value(.string(data.base64EncodedString()))
        }
    }
}
