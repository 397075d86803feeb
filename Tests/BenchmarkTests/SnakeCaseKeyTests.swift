import XCTest
import Foundation
import KakaJSON
import BenchmarkModels

/// KakaJSON's key mapping of the twitter models (`underlineCased()`) and
/// Codable's (`convertToSnakeCase` / `convertFromSnakeCase`) agree on every
/// property and on every key of twitter.json.
final class SnakeCaseKeyTests: XCTestCase {
    private static let twitterModels: [any Sendable] = [
        TwitterFeed(), SearchMetadata(), Status(), StatusMetadata(), User(), UserEntities(), URLEntities(),
        Entities(), Hashtag(), URLEntity(), UserMention(), Media(), MediaSizes(), MediaSize(),
        Coordinates(), Place(), Contributor(),
    ]

    func testPropertyNamesMapToTheSameKeys() throws {
        let names = Set(Self.twitterModels.flatMap { Mirror(reflecting: $0).children.compactMap(\.label) })
        XCTAssertGreaterThan(names.count, 60)
        for name in names.sorted() {
            let key = name.kj.underlineCased()
            XCTAssertEqual(key, try Self.codableKey(forProperty: name), "property \(name)")
            XCTAssertEqual(try Self.codableProperty(forKey: key), name, "key \(key)")
        }
    }

    func testEveryKeyOfTheFileRoundTrips() throws {
        let json = try JSONSerialization.jsonObject(with: BenchmarkData.bytes(of: TwitterFeed.self))
        var keys = Set<String>()
        Self.collectKeys(json, into: &keys)
        XCTAssertGreaterThan(keys.count, 60)
        for key in keys.sorted() {
            let property = try Self.codableProperty(forKey: key)
            XCTAssertEqual(property.kj.underlineCased(), key, "key \(key) → property \(property)")
        }
    }

    private static func collectKeys(_ value: Any, into keys: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, member) in object {
                keys.insert(key)
                collectKeys(member, into: &keys)
            }
        } else if let array = value as? [Any] {
            for element in array { collectKeys(element, into: &keys) }
        }
    }

    /// The key `JSONEncoder` with `.convertToSnakeCase` writes for a property name.
    private static func codableKey(forProperty name: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let object = try JSONSerialization.jsonObject(with: encoder.encode(KeyWriter(name: name))) as? [String: Any]
        return try XCTUnwrap(object?.keys.first)
    }

    /// The property name `JSONDecoder` with `.convertFromSnakeCase` reads a key into.
    private static func codableProperty(forKey key: String) throws -> String {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = try JSONSerialization.data(withJSONObject: [key: 0])
        return try XCTUnwrap(decoder.decode(KeyReader.self, from: json).keys.first)
    }
}

/// Any key, so that the coders' key strategies can be observed directly.
private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Encodes one member named `name`.
private struct KeyWriter: Encodable {
    let name: String
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(0, forKey: AnyKey(stringValue: name))
    }
}

/// Decodes the member names of an object, as the decoder's key strategy gives them.
private struct KeyReader: Decodable {
    let keys: [String]
    init(from decoder: Decoder) throws {
        keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    }
}
