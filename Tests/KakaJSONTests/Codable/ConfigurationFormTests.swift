// `encode(_:configuration:)` and its provider form, against Foundation's
// `JSONEncoder` (the decoder's forms are in the decoder's tests).

import XCTest
import Foundation
import KakaJSON

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
private struct Scaled: EncodableWithConfiguration, DecodableWithConfiguration, Equatable {
    var value: Int
    typealias EncodingConfiguration = Int
    typealias DecodingConfiguration = Int
    private enum Keys: String, CodingKey { case value }

    init(value: Int) { self.value = value }

    func encode(to encoder: Encoder, configuration: Int) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(value * configuration, forKey: .value)
    }

    init(from decoder: Decoder, configuration: Int) throws {
        value = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .value) + configuration
    }
}

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
private struct Silent: EncodableWithConfiguration {
    typealias EncodingConfiguration = Void
    func encode(to encoder: Encoder, configuration: Void) throws {}
}

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
private enum Tenfold: EncodingConfigurationProviding, DecodingConfigurationProviding {
    static let encodingConfiguration = 10
    static let decodingConfiguration = 100
}

/// A property that carries its configuration, as Foundation's wrapper does.
@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
private struct Holder: Codable {
    @CodableConfiguration(from: Tenfold.self) var scaled = Scaled(value: 2)
}

final class ConfigurationFormTests: XCTestCase {
    func testEncodeWithAConfiguration() throws {
        guard #available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *) else { return }
        XCTAssertEqual(try KakaJSONEncoder().encode(Scaled(value: 2), configuration: 3),
                       try JSONEncoder().encode(Scaled(value: 2), configuration: 3))
        XCTAssertEqual(String(decoding: try KakaJSONEncoder().encode(Scaled(value: 2), configuration: 3), as: UTF8.self),
                       #"{"value":6}"#)
        XCTAssertEqual(try KakaJSONEncoder().encode(Scaled(value: 2), configuration: Tenfold.self),
                       try JSONEncoder().encode(Scaled(value: 2), configuration: Tenfold.self))
        XCTAssertEqual(String(decoding: try KakaJSONEncoder().encode(Holder()), as: UTF8.self),
                       String(decoding: try JSONEncoder().encode(Holder()), as: UTF8.self))
    }

    func testAConfiguredValueThatEncodesNothing() {
        guard #available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *) else { return }
        func describe(_ body: () throws -> Data) -> String {
            do {
                _ = try body()
                return "no error"
            } catch EncodingError.invalidValue(let value, let context) {
                return "\(type(of: value)): \(context.debugDescription)"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(describe { try KakaJSONEncoder().encode(Silent(), configuration: ()) },
                       describe { try JSONEncoder().encode(Silent(), configuration: ()) })
    }
}
