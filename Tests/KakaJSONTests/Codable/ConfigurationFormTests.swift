// `encode(_:configuration:)`, `decode(_:from:configuration:)` and their
// provider forms, against Foundation's coders.

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

    func testDecodeWithAConfiguration() throws {
        guard #available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *) else { return }
        let data = Data(#"{"value": 6}"#.utf8)
        XCTAssertEqual(try KakaJSONDecoder().decode(Scaled.self, from: data, configuration: 5),
                       try JSONDecoder().decode(Scaled.self, from: data, configuration: 5))
        XCTAssertEqual(try KakaJSONDecoder().decode(Scaled.self, from: data, configuration: 5).value, 11)
        XCTAssertEqual(try KakaJSONDecoder().decode(Scaled.self, from: data, configuration: Tenfold.self).value, 106)
        let holder = Data(#"{"scaled": {"value": 1}}"#.utf8)
        XCTAssertEqual(try KakaJSONDecoder().decode(Holder.self, from: holder).scaled,
                       try JSONDecoder().decode(Holder.self, from: holder).scaled)
        // Errors keep their coding path.
        XCTAssertThrowsError(try KakaJSONDecoder().decode(Scaled.self, from: Data(#"{"value": "x"}"#.utf8), configuration: 1)) {
            guard case DecodingError.typeMismatch(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["value"])
        }
    }
}
