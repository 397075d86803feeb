// A `[String: Any]` given to a model may hold Foundation containers that
// contain themselves. Reading them never follows the cycle: Foundation's
// own bridging of such a container (on Linux) never ends, so the library
// reads them one level at a time, and keeps an `Any` value as it is.

import XCTest
import Foundation
import KakaJSON

private struct Holder: Convertible {
    var any: Any?
    var list: [Any] = []
    var table: [String: Any] = [:]
    var name = ""
}

final class SelfContainingInputTests: XCTestCase {
    func testSelfContainingContainersAreReadWithoutFollowingTheCycle() throws {
        let dictionary = NSMutableDictionary()
        dictionary["self"] = dictionary
        dictionary["n"] = 1
        let array = NSMutableArray()
        array.add(array)
        array.add("x")
        let json: [String: Any] = ["any": dictionary, "list": array, "table": dictionary, "name": "n"]
        let model = json.kj.model(Holder.self)
        XCTAssertEqual(model.name, "n")
        XCTAssertTrue((model.any as AnyObject) === dictionary)
        XCTAssertEqual(model.list.count, 2)
        XCTAssertTrue((model.list.first as AnyObject) === array)
        XCTAssertEqual(model.list.last as? String, "x")
        XCTAssertEqual(model.table.count, 2)
        XCTAssertTrue((model.table["self"] as AnyObject) === dictionary)
        XCTAssertEqual(model.table["n"] as? Int, 1)
        // Written back, each cycle is cut once.
        XCTAssertEqual(model.kj.JSONObject()["name"] as? String, "n")
        XCTAssertFalse(model.kj.JSONString().isEmpty)
    }
}
