import Foundation

/// Decodes `Decodable` values from JSON with KakaJSON's own reader: a drop-in
/// replacement for Foundation's `JSONDecoder`.
///
/// The configuration is Foundation's, with the same strategy types, so code
/// written for `JSONDecoder` only changes the class name:
///
///     let decoder = KakaJSONDecoder()
///     decoder.keyDecodingStrategy = .convertFromSnakeCase
///     decoder.dateDecodingStrategy = .iso8601
///     let feed = try decoder.decode(Feed.self, from: data)
///
/// Errors are `DecodingError`s with the full coding path. The differences
/// from Foundation are listed in `Docs/Differences.md` ("Codable").
///
/// Thread-safe: the settings are read once at the start of each `decode`,
/// and one decoder may decode on many threads at once.
public final class KakaJSONDecoder: @unchecked Sendable {
    // @unchecked: `settings` is only touched under `lock`.

    /// How object keys are matched to coding keys (Foundation's type).
    public typealias KeyDecodingStrategy = JSONDecoder.KeyDecodingStrategy
    /// How dates are read (Foundation's type).
    public typealias DateDecodingStrategy = JSONDecoder.DateDecodingStrategy
    /// How `Data` is read (Foundation's type).
    public typealias DataDecodingStrategy = JSONDecoder.DataDecodingStrategy
    /// How strings stand for infinities and NaN (Foundation's type).
    public typealias NonConformingFloatDecodingStrategy = JSONDecoder.NonConformingFloatDecodingStrategy

    private let lock = ReadWriteLock()
    private var settings = DecodingSettings()

    /// Creates a decoder with Foundation's defaults: keys as they are,
    /// dates as `Date`'s own Codable form, data as Base64, no non-conforming floats.
    public init() {}

    /// How object keys are matched to coding keys. Default: `.useDefaultKeys`.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { lock.withReadLock { settings.keys } }
        set { lock.withWriteLock { settings.keys = newValue } }
    }

    /// How `Date` values are read. Default: `.deferredToDate`.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { lock.withReadLock { settings.dates } }
        set { lock.withWriteLock { settings.dates = newValue } }
    }

    /// How `Data` values are read. Default: `.base64`.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { lock.withReadLock { settings.data } }
        set { lock.withWriteLock { settings.data = newValue } }
    }

    /// How strings stand for infinities and NaN. Default: `.throw`.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { lock.withReadLock { settings.nonConformingFloats } }
        set { lock.withWriteLock { settings.nonConformingFloats = newValue } }
    }

    /// Values the types being decoded can read from `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: Any] {
        get { lock.withReadLock { settings.userInfo } }
        set { lock.withWriteLock { settings.userInfo = newValue } }
    }

    /// Decodes a value of `type` from the JSON text in `data`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when `data` is not valid JSON
    ///   or nests deeper than `ConvertibleConfig.maxDepth` (the underlying
    ///   error names the byte offset), and the errors of the type's `init(from:)`.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let settings = lock.withReadLock { self.settings }
        let result: Result<T, any Error>
        do throws(JSONReadError) {
            // Read in place: a type's init(from:) that keeps the decoder
            // leaves the document with a copy of the bytes (see `withDocument`).
            result = try JSONDocument.withDocument(reading: data, options: ConfigStore.current.readOptions) { document in
                let decoder = TapeDecoder(document: document, settings: settings)
                return StackGuard.forDocument(document) { _ in Result { try decoder.decodeRoot(type) } }
            }
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON.",
                underlyingError: JSONSyntaxError(error)))
        }
        return try result.get()
    }
}

/// A snapshot of a `KakaJSONDecoder`'s configuration, taken per decode.
struct DecodingSettings: @unchecked Sendable {
    // @unchecked: Foundation's strategy enums hold closures and formatters
    // that it treats as safe to share; so do we.
    var keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var dates: JSONDecoder.DateDecodingStrategy = .deferredToDate
    var data: JSONDecoder.DataDecodingStrategy = .base64
    var nonConformingFloats: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: Any] = [:]
}

/// Why a text is not valid JSON: the `underlyingError` of a decoder's
/// `dataCorrupted` error.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    /// The zero-based byte offset of the problem in the input.
    public let offset: Int
    /// A readable sentence naming the byte offset and what was wrong.
    public let description: String

    init(_ error: JSONReadError) {
        offset = error.offset
        description = error.description
    }
}
