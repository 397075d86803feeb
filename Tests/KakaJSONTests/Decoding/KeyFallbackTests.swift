// After its configured keys, a property is read from its own name, as
// upstream does: a JSON key already spelled like the property is not lost.

import XCTest
import Foundation
import KakaJSON

private struct Room: Convertible {
    var chatRoom = ""
    var roomSize = 0
    var tags: [String] = []
}

private struct Marked: Convertible {
    var chatRoom = "default"
    var nullMarker: NSNull?
    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        property.name.kj.underlineCased()
    }
}

private struct Hooked: Convertible {
    var chatRoom = ""
    var nested = ""
    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        property.name == "nested" ? "a.b" : property.name.kj.underlineCased()
    }
}

final class KeyFallbackTests: XCTestCase {
    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    func testAConfiguredKeyFallsBackToThePropertyName() throws {
        ConvertibleConfig.setModelKey(for: Room.self) { $0.name.kj.underlineCased() }
        let room = try XCTUnwrap(#"{"chatRoom": "lobby", "room_size": 4, "tags": ["x"]}"#.kj.model(Room.self))
        XCTAssertEqual(room.chatRoom, "lobby")
        XCTAssertEqual(room.roomSize, 4)
        XCTAssertEqual(room.tags, ["x"])
        let dictionary: [String: Any] = ["chatRoom": "hall", "room_size": 5]
        XCTAssertEqual(dictionary.kj.model(Room.self).chatRoom, "hall")
    }

    func testTheConfiguredKeyWinsInAnyOrder() throws {
        ConvertibleConfig.setModelKey { $0.name.kj.underlineCased() }
        for text in [#"{"chatRoom": "name", "chat_room": "key"}"#, #"{"chat_room": "key", "chatRoom": "name"}"#] {
            XCTAssertEqual(text.kj.model(Room.self)?.chatRoom, "key", text)
        }
        XCTAssertEqual(#"{"chat_room": null, "chatRoom": "name"}"#.kj.model(Room.self)?.chatRoom, "name",
                       "a null key counts as missing")
        XCTAssertEqual(#"{"chat_room": "key", "chatRoom": null}"#.kj.model(Room.self)?.chatRoom, "key")
        let dictionary: [String: Any] = ["chat_room": "key", "chatRoom": "name"]
        XCTAssertEqual(dictionary.kj.model(Room.self).chatRoom, "key")
    }

    /// Every combination of the key and the name being missing, null or
    /// set: a `[String: Any]` reads like the same JSON text, issues included
    /// (see below for a null key).
    func testDictionariesFallBackLikeText() throws {
        let states: [Any?] = [nil, NSNull(), "value"]
        func text(_ state: Any?) -> String? {
            switch state {
            case nil: return nil
            case is NSNull: return "null"
            default: return "\"\(state!)\""
            }
        }
        for keyState in states {
            for nameState in states {
                var dictionary: [String: Any] = [:]
                var members: [String] = []
                for (key, state) in [("chat_room", keyState), ("chatRoom", nameState.map { "\($0)" == "value" ? "name" : $0 }),
                                     ("null_marker", keyState), ("nullMarker", nameState)] {
                    guard let state else { continue }
                    dictionary[key] = state
                    members.append("\"\(key)\": \(text(state)!)")
                }
                let json = "{" + members.joined(separator: ", ") + "}"
                let fromText = try XCTUnwrap(json.kj.model(Marked.self), json)
                let fromDictionary = dictionary.kj.model(Marked.self)
                XCTAssertEqual(fromDictionary.chatRoom, fromText.chatRoom, json)
                // Text walks its members in order and writes a null key and then
                // the name; a dictionary takes one of the two. They differ (in
                // the issues, and for a type that takes null) only when the
                // key holds null.
                if keyState is NSNull { continue }
                XCTAssertEqual(fromDictionary.nullMarker == nil, fromText.nullMarker == nil, json)
                var textIssues: [ConversionIssue] = [], dictionaryIssues: [ConversionIssue] = []
                _ = json.kj.model(Marked.self, issues: &textIssues)
                _ = dictionary.kj.model(Marked.self, issues: &dictionaryIssues)
                XCTAssertEqual(dictionaryIssues.map(\.path), textIssues.map(\.path), json)
                XCTAssertEqual(dictionaryIssues.map(\.kind), textIssues.map(\.kind), json)
            }
        }
        // The expected values themselves, for the cases that decide.
        XCTAssertEqual((["chat_room": "key", "chatRoom": "name"] as [String: Any]).kj.model(Marked.self).chatRoom, "key")
        XCTAssertEqual((["chatRoom": "name"] as [String: Any]).kj.model(Marked.self).chatRoom, "name")
        XCTAssertEqual((["chat_room": NSNull(), "chatRoom": "name"] as [String: Any]).kj.model(Marked.self).chatRoom, "name")
        XCTAssertEqual((["chat_room": NSNull(), "chatRoom": NSNull()] as [String: Any]).kj.model(Marked.self).chatRoom, "default")
        XCTAssertNotNil((["null_marker": NSNull()] as [String: Any]).kj.model(Marked.self).nullMarker)
        XCTAssertNotNil((["nullMarker": NSNull()] as [String: Any]).kj.model(Marked.self).nullMarker)
        XCTAssertNil(([:] as [String: Any]).kj.model(Marked.self).nullMarker)
    }

    /// Every form of null a `[String: Any]` can hold sends the key to the
    /// name: NSNull (and a subclass), nil at any Optional depth, NSNull
    /// inside an Optional; other values, optional ones included, do not.
    func testEveryFormOfNullFallsBackToTheName() {
        final class SpecialNull: NSNull, @unchecked Sendable {}
        let nulls: [Any] = [NSNull(), SpecialNull(), Optional<String>.none as Any, Optional<Int?>.some(nil) as Any,
                            Optional(NSNull()) as Any, Optional<Optional<NSNull>>.some(NSNull()) as Any]
        for null in nulls {
            let dictionary: [String: Any] = ["chat_room": null, "chatRoom": "name"]
            XCTAssertEqual(dictionary.kj.model(Marked.self).chatRoom, "name", "\(type(of: null))")
        }
        let values: [Any] = ["key", Optional("key") as Any, Optional<String?>.some("key") as Any, NSString(string: "key")]
        for value in values {
            let dictionary: [String: Any] = ["chat_room": value, "chatRoom": "name"]
            XCTAssertEqual(dictionary.kj.model(Marked.self).chatRoom, "key", "\(type(of: value))")
        }
    }

    func testTheModelsOwnHookAndKeyPathsFallBackToo() {
        let hooked = #"{"chatRoom": "lobby", "nested": "flat"}"#.kj.model(Hooked.self)
        XCTAssertEqual(hooked?.chatRoom, "lobby")
        XCTAssertEqual(hooked?.nested, "flat")
        let pathFirst = #"{"a": {"b": "deep"}, "nested": "flat"}"#.kj.model(Hooked.self)
        XCTAssertEqual(pathFirst?.nested, "deep")
    }

    func testUnconfiguredModelsAreUnchanged() {
        XCTAssertEqual(#"{"chat_room": "key"}"#.kj.model(Room.self)?.chatRoom, "")
        XCTAssertEqual(#"{"chatRoom": "name"}"#.kj.model(Room.self)?.chatRoom, "name")
    }
}
