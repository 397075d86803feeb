import Foundation

/// Encodes `Encodable` values as JSON with KakaJSON's own writer: a
/// drop-in replacement for Foundation's `JSONEncoder`.
///
/// The configuration is Foundation's, with the same strategy types, and the
/// text is Foundation's byte for byte with `.sortedKeys` (Foundation's own
/// key order is its dictionaries' hash order; this encoder keeps the order
/// the members were encoded in):
///
///     let encoder = KakaJSONEncoder()
///     encoder.keyEncodingStrategy = .convertToSnakeCase
///     encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
///     let data = try encoder.encode(feed)
///
/// Errors are `EncodingError`s with the full coding path. Thread-safe: the
/// settings are read once at the start of each `encode`.
public final class KakaJSONEncoder: @unchecked Sendable {
    // @unchecked: `settings` is only touched under `lock`.

    /// How the text is laid out (Foundation's type).
    public typealias OutputFormatting = JSONEncoder.OutputFormatting
    /// How coding keys become object keys (Foundation's type).
    public typealias KeyEncodingStrategy = JSONEncoder.KeyEncodingStrategy
    /// How dates are written (Foundation's type).
    public typealias DateEncodingStrategy = JSONEncoder.DateEncodingStrategy
    /// How `Data` is written (Foundation's type).
    public typealias DataEncodingStrategy = JSONEncoder.DataEncodingStrategy
    /// How infinities and NaN are written (Foundation's type).
    public typealias NonConformingFloatEncodingStrategy = JSONEncoder.NonConformingFloatEncodingStrategy

    private let lock = ReadWriteLock()
    private var settings = EncodingSettings()
    /// About the length of this encoder's last text, so the next one is
    /// written into one allocation.
    private let outputSize = SizeHint(16_384)

    /// Creates an encoder with Foundation's defaults: compact text, keys as
    /// they are, dates as `Date`'s own Codable form, data as Base64, and an
    /// error for infinities and NaN.
    public init() {}

    /// How the text is laid out. Default: compact, members in the order encoded.
    public var outputFormatting: OutputFormatting {
        get { lock.withReadLock { settings.formatting } }
        set { lock.withWriteLock { settings.formatting = newValue } }
    }

    /// How coding keys become object keys. Default: `.useDefaultKeys`.
    public var keyEncodingStrategy: KeyEncodingStrategy {
        get { lock.withReadLock { settings.keys } }
        set { lock.withWriteLock { settings.keys = newValue } }
    }

    /// How `Date` values are written. Default: `.deferredToDate`.
    public var dateEncodingStrategy: DateEncodingStrategy {
        get { lock.withReadLock { settings.dates } }
        set { lock.withWriteLock { settings.dates = newValue } }
    }

    /// How `Data` values are written. Default: `.base64`.
    public var dataEncodingStrategy: DataEncodingStrategy {
        get { lock.withReadLock { settings.data } }
        set { lock.withWriteLock { settings.data = newValue } }
    }

    /// How infinities and NaN are written. Default: `.throw`.
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
        get { lock.withReadLock { settings.nonConformingFloats } }
        set { lock.withWriteLock { settings.nonConformingFloats = newValue } }
    }

    /// Values the types being encoded can read from `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: Any] {
        get { lock.withReadLock { settings.userInfo } }
        set { lock.withWriteLock { settings.userInfo = newValue } }
    }

    /// The JSON text of `value`, as UTF-8.
    ///
    /// - Throws: `EncodingError.invalidValue` for a top-level value that
    ///   encodes nothing, for infinities and NaN under `.throw`, and the
    ///   errors of the type's `encode(to:)`.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        do {
            return try encodeRefusingDepth(value)
        } catch is EncodingDepth.TooDeep {
            throw EncodingDepth.error(for: value)
        }
    }

    /// `encode(_:)`, throwing `EncodingDepth.TooDeep` for a value nested as
    /// deep as Foundation's encoder refuses.
    private func encodeRefusingDepth<T: Encodable>(_ value: T) throws -> Data {
        let settings = lock.withReadLock { self.settings }
        if !settings.formatting.contains(.sortedKeys) {
            // Written as the values come; a type that uses its containers
            // out of order is encoded again through the tree.
            let stream = StreamEncoder(settings: settings, capacity: outputSize.capacity)
            do {
                try stream.encodeTop(value)
                if !stream.needsTree {
                    let data = try stream.takeData()
                    outputSize.record(data.count)
                    return data
                }
            } catch {
                // The type's own error, unless the stream had given up (the
                // type may have caught NeedsTree and thrown another).
                if !stream.needsTree { throw error }
            }
        }
        let encoder = TreeEncoder(settings: settings)
        let tree = try encoder.boxTop(value)
        var writer = JSONWriter(formatting: settings.formatting, capacity: outputSize.capacity)
        writer.write(tree, uncheckedNumbers: true)
        return try EncodingDepth.checked(&writer, refused: encoder.refusedDepth)
    }
}
