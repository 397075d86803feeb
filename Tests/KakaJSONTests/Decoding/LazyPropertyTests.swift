// `lazy var x`: the compiler stores it as `$__lazy_storage_$_x: T?`, nil
// until first read. It converts under the key `x` both ways; one never
// touched (nil storage) is left out of JSON, and reads its initial value.

import XCTest
import Foundation
import KakaJSON

private struct Profile: Convertible {
    var name = ""
    lazy var score: Int = 7
    lazy var tags: [String] = ["new"]
}

private final class Account: Convertible {
    var id = 0
    lazy var label: String = "account \(id)"
    required init() {}
}

final class LazyPropertyTests: XCTestCase {
    func testALazyPropertyIsReadFromItsOwnKey() throws {
        var profile = try XCTUnwrap(#"{"name": "a", "score": "42", "tags": ["x", "y"]}"#.kj.model(Profile.self))
        XCTAssertEqual(profile.score, 42)
        XCTAssertEqual(profile.tags, ["x", "y"])
        let fromDictionary = (["score": 5, "$__lazy_storage_$_tags": ["no"]] as [String: Any]).kj.model(Profile.self)
        var dictionary = try XCTUnwrap(fromDictionary)
        XCTAssertEqual(dictionary.score, 5)
        // The storage's own name is no key of the model.
        XCTAssertEqual(dictionary.tags, ["new"])
    }

    func testAnUntouchedLazyPropertyIsLeftOutAndATouchedOneWritten() throws {
        var profile = Profile()
        profile.name = "b"
        XCTAssertEqual(profile.kj.JSONString(), #"{"name":"b"}"#)
        XCTAssertEqual(profile.score, 7)   // touched: now stored
        XCTAssertEqual(profile.kj.JSONString(), #"{"name":"b","score":7}"#)
        XCTAssertEqual(profile.kj.JSONObject()["score"] as? Int, 7)
        XCTAssertNil(profile.kj.JSONObject()["$__lazy_storage_$_score"])
    }

    func testAMissingKeyLeavesTheLazyInitialValue() throws {
        var profile = try XCTUnwrap(#"{"name": "c"}"#.kj.model(Profile.self))
        XCTAssertEqual(profile.score, 7)
        XCTAssertEqual(profile.tags, ["new"])
    }

    func testClassesAndThePropertyDescription() throws {
        let account = try XCTUnwrap(#"{"id": 3, "label": "main"}"#.kj.model(Account.self))
        XCTAssertEqual(account.label, "main")
        XCTAssertEqual(account.kj.JSONString(), #"{"id":3,"label":"main"}"#)
        let untouched = try XCTUnwrap(#"{"id": 4}"#.kj.model(Account.self))
        XCTAssertEqual(untouched.kj.JSONString(), #"{"id":4}"#)
        XCTAssertEqual(untouched.label, "account 4")

        let properties = try XCTUnwrap((Metadata.type(Profile.self) as? ModelType)?.propertiesThroughWrappers { _ in .convertsAsIs })
        XCTAssertEqual(properties.map(\.name), ["name", "score", "tags"])
        XCTAssertEqual(properties.map(\.isLazy), [false, true, true])
        XCTAssertTrue(properties[1].type == Int?.self)
        XCTAssertTrue(properties[1].description.hasSuffix("lazy)"), properties[1].description)
    }
}
