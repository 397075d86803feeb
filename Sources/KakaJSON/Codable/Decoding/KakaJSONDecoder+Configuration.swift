import Foundation

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
extension KakaJSONDecoder {
    /// Decodes a value of `type`, whose `init(from:configuration:)` is given
    /// `configuration`, as Foundation's `JSONDecoder.decode(_:from:configuration:)`.
    public func decode<T: DecodableWithConfiguration>(_ type: T.Type, from data: Data,
                                                      configuration: T.DecodingConfiguration) throws -> T {
        try decodeDocument(data) { try type.init(from: $0, configuration: configuration) }
    }

    /// Decodes a value of `type` with the configuration `provider` supplies.
    public func decode<T, Provider: DecodingConfigurationProviding>(_ type: T.Type, from data: Data,
                                                                    configuration provider: Provider.Type) throws -> T
        where T: DecodableWithConfiguration, T.DecodingConfiguration == Provider.DecodingConfiguration {
        try decode(type, from: data, configuration: Provider.decodingConfiguration)
    }
}
