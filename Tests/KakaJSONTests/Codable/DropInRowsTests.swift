// Rows of the Codable drop-in issue (#32), each held against Foundation's
// JSONDecoder/JSONEncoder on this machine: a subclass metatype passed in a
// base-class variable decodes the subclass; a top-level value that encodes
// nothing is an `EncodingError.invalidValue`, not `{}`.

import XCTest
import Foundation
import KakaJSON

private class Person: Codable {
    var name = ""
    init() {}
    private enum Keys: String, CodingKey { case name }
    required init(from decoder: Decoder) throws {
        name = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .name)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
    }
}

private final class Employee: Person {
    var company = ""
    private enum Keys: String, CodingKey { case company }
    override init() { super.init() }
    required init(from decoder: Decoder) throws {
        company = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .company)
        try super.init(from: decoder)
    }
}

private struct Silent: Encodable {
    func encode(to encoder: Encoder) throws {}
}

private struct Holder: Encodable {
    let inner = Silent()
}

final class DropInRowsTests: XCTestCase {
    func testTheArgumentsDynamicTypeIsDecoded() throws {
        let data = Data(#"{"name": "Ann", "company": "Kaka"}"#.utf8)
        let type: Person.Type = Employee.self
        let foundation = try JSONDecoder().decode(type, from: data)
        let ours = try KakaJSONDecoder().decode(type, from: data)
        XCTAssertTrue(foundation is Employee)
        XCTAssertTrue(ours is Employee, "decoded \(Swift.type(of: ours))")
        XCTAssertEqual((ours as? Employee)?.company, "Kaka")
        XCTAssertEqual(ours.name, "Ann")
        // The same inside an array is the element type's business: `[Person]` decodes persons.
        let people = try KakaJSONDecoder().decode([Person].self, from: Data("[\(String(decoding: data, as: UTF8.self))]".utf8))
        XCTAssertTrue(Swift.type(of: people[0]) == Person.self)
    }

    func testATopLevelValueThatEncodesNothingIsAnError() throws {
        for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys], [.prettyPrinted]] {
            let foundationEncoder = JSONEncoder(), ourEncoder = KakaJSONEncoder()
            foundationEncoder.outputFormatting = formatting
            ourEncoder.outputFormatting = formatting
            XCTAssertThrowsError(try foundationEncoder.encode(Silent()))
            XCTAssertThrowsError(try ourEncoder.encode(Silent()), "\(formatting)") { error in
                guard case EncodingError.invalidValue(let value, let context) = error else {
                    return XCTFail("\(error)")
                }
                XCTAssertTrue(value is Silent)
                XCTAssertEqual(context.codingPath.count, 0)
                XCTAssertEqual(context.debugDescription, "Top-level Silent did not encode any values.")
            }
            // Nested, such a value is an empty object, as Foundation writes it.
            XCTAssertEqual(try ourEncoder.encode(Holder()), try foundationEncoder.encode(Holder()))
        }
    }
}

final class DropInEmptyTopLevelTests: XCTestCase {
    func testEmptyContainersAtTheTopAreStillWritten() throws {
        for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys], [.prettyPrinted]] {
            let foundationEncoder = JSONEncoder(), ourEncoder = KakaJSONEncoder()
            foundationEncoder.outputFormatting = formatting
            ourEncoder.outputFormatting = formatting
            XCTAssertEqual(try ourEncoder.encode([String: Int]()), try foundationEncoder.encode([String: Int]()))
            XCTAssertEqual(try ourEncoder.encode([Int]()), try foundationEncoder.encode([Int]()))
            XCTAssertEqual(try ourEncoder.encode([[Int]]()), try foundationEncoder.encode([[Int]]()))
        }
    }
}
