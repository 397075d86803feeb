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
