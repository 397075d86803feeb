import Foundation

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
extension KakaJSONEncoder {
    /// The JSON text of `value`, whose `encode(to:configuration:)` is given
    /// `configuration`, as Foundation's `JSONEncoder.encode(_:configuration:)`.
    public func encode<T: EncodableWithConfiguration>(_ value: T, configuration: T.EncodingConfiguration) throws -> Data {
        do {
            return try encode(ConfiguredEncoding(value: value, configuration: configuration))
        } catch EncodingError.invalidValue(let thrown, let context) where thrown is ConfiguredEncoding<T> {
            // The wrapper is ours: the error names the caller's value and type.
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: context.codingPath, debugDescription: "Top-level \(T.self) did not encode any values.",
                underlyingError: context.underlyingError))
        }
    }

    /// The JSON text of `value`, with the configuration `provider` supplies.
    public func encode<T, Provider: EncodingConfigurationProviding>(_ value: T, configuration provider: Provider.Type) throws
        -> Data where T: EncodableWithConfiguration, T.EncodingConfiguration == Provider.EncodingConfiguration {
        try encode(value, configuration: Provider.encodingConfiguration)
    }
}

/// A value and its configuration, encoded as the value encodes itself with it.
@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
private struct ConfiguredEncoding<Value: EncodableWithConfiguration>: Encodable {
    let value: Value
    let configuration: Value.EncodingConfiguration

    func encode(to encoder: Encoder) throws {
        try value.encode(to: encoder, configuration: configuration)
    }
}
