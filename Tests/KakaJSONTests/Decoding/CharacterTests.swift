// `Character` properties: read from a string of exactly one character,
// written as that string, in models, collections and enum raw values.

import XCTest
import Foundation
import KakaJSON

private enum Grade: Character, ConvertibleEnum {
    case top = "A"
    case pass = "C"
}

private struct Initials: Convertible, Equatable {
    var first: Character = "?"
    var family: Character? = nil
    var all: [Character] = []
    var grade: Grade = .pass
}

final class CharacterTests: XCTestCase {
    func testACharacterIsReadFromAStringOfOneCharacter() throws {
        let text = #"{"first": "é", "family": "👨‍👩‍👧", "all": ["a", "e\u0301", 7], "grade": "A"}"#
        var issues: [ConversionIssue] = []
        let initials = try XCTUnwrap(text.kj.model(Initials.self, issues: &issues))
        XCTAssertEqual(initials.first, "é")
        XCTAssertEqual(initials.family, "👨‍👩‍👧", "one grapheme cluster, many scalars")
        XCTAssertEqual(initials.all, ["a", "e\u{301}", "7"])
        XCTAssertEqual(initials.grade, .top)
        XCTAssertEqual(issues.map(\.kind), [], "\(issues)")
        XCTAssertEqual(["first": "x", "all": ["y"]].kj.model(Initials.self).all, ["y"])
    }

    func testAnyOtherStringKeepsTheDefaultWithAnIssue() throws {
        var issues: [ConversionIssue] = []
        let initials = try XCTUnwrap(#"{"first": "ab", "family": "", "all": ["a", "bc", 1.5], "grade": "B"}"#
            .kj.model(Initials.self, issues: &issues))
        XCTAssertEqual(initials, Initials(all: ["a"]))
        XCTAssertEqual(issues.map(\.path), ["first", "family", "all[1]", "all[2]", "grade"], "\(issues)")
        XCTAssertTrue(issues[0].message.contains("Character cannot hold"), issues[0].message)
    }

    func testACharacterIsWrittenAsAStringAndReadsBack() throws {
        let initials = Initials(first: "é", family: "👨‍👩‍👧", all: ["a", "\""], grade: .top)
        let text = initials.kj.JSONString()
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(parsed["first"] as? String, "é")
        XCTAssertEqual(parsed["family"] as? String, "👨‍👩‍👧")
        XCTAssertEqual(parsed["all"] as? [String], ["a", "\""])
        XCTAssertEqual(parsed["grade"] as? String, "A")
        XCTAssertEqual(initials.kj.JSONObject()["first"] as? String, "é")
        XCTAssertEqual(text.kj.model(Initials.self), initials)
        XCTAssertEqual(initials.kj.JSONObject().kj.model(Initials.self), initials)
    }
}
