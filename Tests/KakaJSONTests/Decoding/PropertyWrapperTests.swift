// Property wrappers: `@Trimmed var name` is stored as `_name: Trimmed`; it
// converts under the key `name`, through its wrapped value, both ways.

import XCTest
import Foundation
import KakaJSON

// MARK: - Wrappers

/// Keeps its value in one private stored property under another name.
@propertyWrapper
private struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

/// Keeps an Optional in a stored `wrappedValue`.
@propertyWrapper
private struct Logged<Value> {
    var wrappedValue: Value
}

/// Generic, with two stored properties: the value and its range.
@propertyWrapper
private struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

/// Two stored properties, one of them `wrappedValue`.
@propertyWrapper
private struct Counted {
    var wrappedValue: Int
    var writes = 0
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}

/// A model that is also a wrapper, with two stored properties and no
/// stored `wrappedValue`: it converts as a model under its own name `_note`.
@propertyWrapper
private struct Versioned: Convertible {
    var text = ""
    var version = 0
    var wrappedValue: String {
        get { text }
        set { text = newValue; version += 1 }
    }
    init() {}
    init(wrappedValue: String) { text = wrappedValue }
}

/// A Codable wrapper: converted as a whole through its own Codable
/// conformance, as Swift's Codable synthesis does, so its rule runs.
@propertyWrapper
private struct Lowercased: Codable {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.lowercased() }
    }
    init(wrappedValue: String) { value = wrappedValue.lowercased() }
    init(from decoder: Decoder) throws {
        value = try decoder.singleValueContainer().decode(String.self).lowercased()
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

// MARK: - Models

private struct Profile: Convertible {
    @Trimmed var name = ""
    @Logged var count: Int? = nil
    @Clamped(0...100) var volume = 50
    @Counted var score = 0
    var plain = 0
}

private final class Account: Convertible {
    @Trimmed var owner = ""
    @Clamped(0.0...1.0) var ratio = 0.5
    var id = 0
    required init() {}
}

private class Animal: Convertible {
    @Trimmed var name = ""
    required init() {}
}

private final class Cat: Animal {
    @Logged var lives: Int? = 9
    required init() {}
}

private struct Nested: Convertible {
    @Logged @Trimmed var title = ""
}

private struct VersionedNote: Convertible {
    @Versioned var note = ""
}

private struct Tagged: Convertible {
    @Lowercased var tag = ""
}

/// `_links` is a model named with an underscore, not a wrapper's storage.
private struct HALResource: Convertible {
    struct Links: Convertible {
        var href = ""
    }
    var _links = Links()
    var _id = ""
}

private struct RenamedWrapper: Convertible {
    @Trimmed var userName = ""

    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        // The hook sees the wrapped property's name, and the wrapper's storage.
        property.wrapperStorage?.name == "_userName" ? property.name.kj.underlineCased() : property.name
    }

    func kj_JSONKey(from property: Property) -> JSONPropertyKey {
        property.name == "userName" ? "user" : property.name
    }
}

final class PropertyWrapperTests: XCTestCase {
    func testStringWrapperDecodesAndEncodesUnderItsName() throws {
        let profile = try XCTUnwrap(#"{"name": "Kaka", "plain": 3}"#.kj.model(Profile.self))
        XCTAssertEqual(profile.name, "Kaka")
        XCTAssertEqual(profile.plain, 3)
        let json = profile.kj.JSONObject()
        XCTAssertEqual(json["name"] as? String, "Kaka")
        XCTAssertNil(json["_name"])
    }

    func testCoercionsApplyThroughTheWrapper() throws {
        let profile = try XCTUnwrap(#"{"name": 42, "count": "7", "volume": "80", "score": 3.0}"#.kj.model(Profile.self))
        XCTAssertEqual(profile.name, "42")
        XCTAssertEqual(profile.count, 7)
        XCTAssertEqual(profile.volume, 80)
        XCTAssertEqual(profile.score, 3)
    }

    func testOptionalWrapperKeepsNilAndReadsValues() throws {
        XCTAssertNil(try XCTUnwrap(#"{"count": null}"#.kj.model(Profile.self)).count)
        XCTAssertEqual(try XCTUnwrap(#"{"count": 12}"#.kj.model(Profile.self)).count, 12)
        var profile = Profile()
        profile.count = nil
        XCTAssertNil(profile.kj.JSONObject()["count"])
        profile.count = 5
        XCTAssertEqual(profile.kj.JSONObject()["count"] as? Int, 5)
    }

    func testGenericWrapperWithTwoStoredPropertiesWritesOnlyTheValue() throws {
        let profile = try XCTUnwrap(#"{"volume": 70}"#.kj.model(Profile.self))
        XCTAssertEqual(profile.volume, 70)
        // The range is left alone: the wrapper still clamps later writes.
        var changed = profile
        changed.volume = 500
        XCTAssertEqual(changed.volume, 100)
        // Written straight into memory: the wrapper's setter does not run.
        XCTAssertEqual(try XCTUnwrap(#"{"volume": 150}"#.kj.model(Profile.self)).volume, 150)
    }

    func testWrapperWithStoredWrappedValueAndAnotherProperty() throws {
        let profile = try XCTUnwrap(#"{"score": 9, "writes": 4}"#.kj.model(Profile.self))
        XCTAssertEqual(profile.score, 9)
        XCTAssertEqual(profile.kj.JSONObject()["score"] as? Int, 9)
        XCTAssertNil(profile.kj.JSONObject()["writes"])
    }

    func testRoundTripOfEveryWrapper() throws {
        var profile = Profile()
        profile.name = "Round"
        profile.count = 3
        profile.volume = 20
        profile.score = 11
        profile.plain = 1
        let text = profile.kj.JSONString()
        XCTAssertEqual(text, #"{"name":"Round","count":3,"volume":20,"score":11,"plain":1}"#)
        let back = try XCTUnwrap(text.kj.model(Profile.self))
        XCTAssertEqual(back.name, "Round")
        XCTAssertEqual(back.count, 3)
        XCTAssertEqual(back.volume, 20)
        XCTAssertEqual(back.score, 11)
        XCTAssertEqual(back.plain, 1)
    }

    func testDictionaryInputThroughWrappers() {
        let profile = ["name": "Dict", "count": 4, "volume": NSNumber(value: 33)].kj.model(Profile.self)
        XCTAssertEqual(profile.name, "Dict")
        XCTAssertEqual(profile.count, 4)
        XCTAssertEqual(profile.volume, 33)
    }

    func testClassModelUsingWrappers() throws {
        let account = try XCTUnwrap(#"{"owner": "Ann", "ratio": 0.25, "id": 8}"#.kj.model(Account.self))
        XCTAssertEqual(account.owner, "Ann")
        XCTAssertEqual(account.ratio, 0.25)
        XCTAssertEqual(account.id, 8)
        XCTAssertEqual(account.kj.JSONString(), #"{"owner":"Ann","ratio":0.25,"id":8}"#)
    }

    func testInheritedWrappers() throws {
        let cat = try XCTUnwrap(#"{"name": "Tom", "lives": 7}"#.kj.model(Cat.self))
        XCTAssertEqual(cat.name, "Tom")
        XCTAssertEqual(cat.lives, 7)
        XCTAssertEqual(cat.kj.JSONString(), #"{"name":"Tom","lives":7}"#)
    }

    func testWrapperOfAWrapper() throws {
        let nested = try XCTUnwrap(#"{"title": "Deep"}"#.kj.model(Nested.self))
        XCTAssertEqual(nested.title, "Deep")
        XCTAssertEqual(nested.kj.JSONString(), #"{"title":"Deep"}"#)
    }

    func testModelWrapperWithoutStoredWrappedValueConvertsAsAModel() throws {
        let note = try XCTUnwrap(#"{"_note": {"text": "hi", "version": 2}}"#.kj.model(VersionedNote.self))
        XCTAssertEqual(note.note, "hi")
        XCTAssertEqual(note.kj.JSONString(), #"{"_note":{"text":"hi","version":2}}"#)
    }

    func testCodableWrapperDecodesThroughItsOwnConformance() throws {
        let tagged = try XCTUnwrap(#"{"tag": "HeLLo"}"#.kj.model(Tagged.self))
        XCTAssertEqual(tagged.tag, "hello")
        XCTAssertNil(try XCTUnwrap(Metadata.type(Tagged.self) as? StructType).properties?.first { $0.name == "tag" })
    }

    func testUnderscoredModelAndScalarPropertiesKeepTheirNames() throws {
        let resource = try XCTUnwrap(#"{"_links": {"href": "/a"}, "_id": "x1"}"#.kj.model(HALResource.self))
        XCTAssertEqual(resource._links.href, "/a")
        XCTAssertEqual(resource._id, "x1")
        XCTAssertEqual(resource.kj.JSONString(), #"{"_links":{"href":"/a"},"_id":"x1"}"#)
    }

    func testKeyHooksSeeTheWrappedName() throws {
        let model = try XCTUnwrap(#"{"user_name": "Bo"}"#.kj.model(RenamedWrapper.self))
        XCTAssertEqual(model.userName, "Bo")
        XCTAssertEqual(model.kj.JSONString(), #"{"user":"Bo"}"#)
    }

    func testPropertyDescribesItsWrapper() throws {
        let type = try XCTUnwrap(Metadata.type(Profile.self) as? StructType)
        let raw = try XCTUnwrap(type.properties).map(\.name)
        XCTAssertEqual(raw, ["_name", "_count", "_volume", "_score", "plain"])
        let seen = try XCTUnwrap(type.propertiesThroughWrappers { $0 is Convertible.Type ? .convertsAsIs : .hasNoConversion })
        XCTAssertEqual(seen.map(\.name), ["name", "count", "volume", "score", "plain"])
        XCTAssertTrue(seen[0].type == String.self)
        XCTAssertTrue(seen[1].type == Int?.self)
        XCTAssertTrue(seen[2].type == Int.self)
        XCTAssertTrue(seen[3].type == Int.self)
        XCTAssertEqual(seen[0].wrapperStorage?.name, "_name")
        XCTAssertTrue(seen[0].wrapperStorage?.type == Trimmed.self)
        XCTAssertTrue(seen[2].wrapperStorage?.type == Clamped<Int>.self)
        XCTAssertNil(seen[4].wrapperStorage)
        XCTAssertTrue(seen[4] === type.properties?[4])
    }

    /// The offsets found through the wrappers, checked by writing through
    /// them and reading back through the wrapped properties.
    func testOffsetsThroughWrappersMatchTheWrappedValues() throws {
        let type = try XCTUnwrap(Metadata.type(Profile.self) as? StructType)
        let seen = try XCTUnwrap(type.propertiesThroughWrappers { $0 is Convertible.Type ? .convertsAsIs : .hasNoConversion })
        var profile = Profile()
        withUnsafeMutableBytes(of: &profile) { bytes in
            bytes.storeBytes(of: 77, toByteOffset: seen[2].offset, as: Int.self)
            bytes.storeBytes(of: 13, toByteOffset: seen[3].offset, as: Int.self)
        }
        XCTAssertEqual(profile.volume, 77)
        XCTAssertEqual(profile.score, 13)
    }
}
