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

    /// Whether the text may be JSON5 (comments, unquoted and single-quoted
    /// keys, single-quoted strings, hex numbers, `Infinity` and `NaN`, bare
    /// decimal points, `+`, escaped line breaks, trailing commas), as
    /// Foundation's `JSONDecoder` reads it. Default: `false`.
    public var allowsJSON5: Bool {
        get { lock.withReadLock { settings.allowsJSON5 } }
        set { lock.withWriteLock { settings.allowsJSON5 = newValue } }
    }

    /// Whether a document may be the members of an object without its
    /// outer braces (`"a": 1, "b": 2`); with JSON5 or without. A document
    /// that starts with `{` is read as usual. Default: `false`.
    public var assumesTopLevelDictionary: Bool {
        get { lock.withReadLock { settings.assumesTopLevelDictionary } }
        set { lock.withWriteLock { settings.assumesTopLevelDictionary = newValue } }
    }

    /// Values the types being decoded can read from `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: Any] {
        get { lock.withReadLock { settings.userInfo } }
        set { lock.withWriteLock { settings.userInfo = newValue } }
    }

    /// Decodes a value of `type` from the JSON text in `data`.
    ///
    /// The text may be UTF-8, UTF-16 or UTF-32 (either byte order), with or
    /// without a byte-order mark, told apart as Foundation tells them.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when `data` is not valid JSON
    ///   (or JSON5, with `allowsJSON5`) or nests deeper than
    ///   `ConvertibleConfig.maxDepth` (the underlying `JSONSyntaxError`
    ///   names the line, column and byte offset), and the errors of the
    ///   type's `init(from:)`.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decodeDocument(data) { try $0.decodeRoot(type) }
    }

    /// The value `root` makes with the decoder of the document in `data`.
    func decodeDocument<T>(_ data: Data, _ root: (TapeDecoder) throws -> T) throws -> T {
        let settings = lock.withReadLock { self.settings }
        guard let text = JSONTextEncoding.utf8(data) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON.",
                underlyingError: JSONSyntaxError.undecodableText))
        }
        var options = ConfigStore.current.readOptions
        options.syntax = settings.allowsJSON5 ? .json5 : .trailingCommas
        options.assumesTopLevelDictionary = settings.assumesTopLevelDictionary
        let result: Result<T, any Error>
        do throws(JSONReadError) {
            // Read in place: a type's init(from:) that keeps the decoder
            // leaves the document with a copy of the bytes (see `withDocument`).
            result = try JSONDocument.withDocument(reading: text, options: options) { document in
                let decoder = TapeDecoder(document: document, settings: settings)
                return StackGuard.forDocument(document) { _ in Result { try root(decoder) } }
            }
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON.",
                underlyingError: JSONSyntaxError(error, in: text)))
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
    var allowsJSON5 = false
    var assumesTopLevelDictionary = false
}

/// Why a text is not valid JSON: the `underlyingError` of a decoder's
/// `dataCorrupted` error.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    /// The zero-based byte offset of the problem in the input (in its UTF-8
    /// form, when the input was UTF-16 or UTF-32).
    public let offset: Int
    /// The line of the problem, from 1 (lines end with a line feed); 0 when
    /// the text as a whole could not be decoded.
    public let line: Int
    /// The column of the problem, from 1, in characters (Unicode scalars);
    /// 0 when the text as a whole could not be decoded.
    public let column: Int
    /// A readable sentence naming what was wrong, the line, the column and
    /// the byte offset.
    public let description: String

    init(_ error: JSONReadError, in text: Data) {
        offset = error.offset
        (line, column, description) = JSONByteView.withView(of: text) {
            let place = error.place(in: $0)
            return (place.line, place.column, "invalid JSON: " + error.located(in: $0))
        }
    }

    private init(offset: Int, description: String) {
        self.offset = offset
        line = 0
        column = 0
        self.description = description
    }

    /// Text that is not valid in the Unicode encoding its first bytes show.
    static let undecodableText = JSONSyntaxError(
        offset: 0, description: "invalid JSON: the text is not valid UTF-8, UTF-16 or UTF-32")
}
