// Issues reported by lenient conversions and thrown by `decode`: each kind,
// the paths through nested models and collections, and what is not an issue.

import XCTest
import Foundation
import KakaJSON

private struct Person: Convertible, Equatable {
    var id = 0
    var name = ""
    var age: Int8 = 0
    var score = 0.0
    var active = false
    var nick: String?
}

private struct Team: Convertible {
    var leader = Person()
    var members: [Person] = []
    var grid: [[Person]] = []
    var byName: [String: Person] = [:]
    var ids: [Int] = []
    var optionalIds: [Int?] = []
}

private struct Mapped: Convertible {
    var first = 0
    var nick = ""
    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        switch property.name {
        case "first": return "data.0.value"
        case "nick": return ["nick_name", "nickName"]
        default: return property.name
        }
    }
}

private class Animal: Convertible {
    var legs = 0
    required init() {}
}

private final class Dog: Animal {
    var name = ""
}

private struct Box<Value>: Convertible {
    var value: Value?
    var count = 0
}

private struct Validated: Convertible {
    var min = 0
    var max = 0
    func kj_validate() -> [String] {
        min <= max ? [] : ["min \(min) is greater than max \(max)"]
    }
}

private struct Required: Convertible {
    var id = 0
    var note = ""
    func kj_isRequired(_ property: Property) -> Bool { property.name == "id" }
}

private struct Skipping: Convertible {
    var secret = "kept"
    var doubled = 0
    func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
        switch property.name {
        case "secret": return nil
        case "doubled": return (jsonValue as? Int).map { $0 * 2 } ?? "not a number"
        default: return jsonValue
        }
    }
}

/// Reads `owner` from the key "boss", else from its own name.
private struct Office: Convertible {
    var owner = Person()
    var staff: [String: Person] = [:]
    var site = Mapped()
    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        property.name == "owner" ? "boss" : property.name
    }
}

private enum Color: String, ConvertibleEnum {
    case red, green
}

private struct Painted: Convertible {
    var color = Color.red
}

private enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case square(side: Double)
}

private struct Drawing: Convertible {
    var shape = Shape.circle(radius: 1)
}

private struct Untyped: Convertible {
    var anything: Any = 0
    var maybe: Any?
}

final class DiagnosticsTests: XCTestCase {
    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    private func issues<M: Convertible>(_ json: String, _ type: M.Type) -> (M?, [ConversionIssue]) {
        var issues: [ConversionIssue] = []
        let model = json.kj.model(type, issues: &issues)
        return (model, issues)
    }

    private func only<M: Convertible>(_ json: String, _ type: M.Type, file: StaticString = #filePath,
                                      line: UInt = #line) -> ConversionIssue? {
        let found = issues(json, type).1.filter { $0.kind != .missingKey }
        XCTAssertEqual(found.count, 1, "\(found)", file: file, line: line)
        return found.first
    }

    private let complete = #"{"id": 1, "name": "Kaka", "age": 30, "score": 1.5, "active": true, "nick": "k"}"#

    // MARK: Kinds

    func testACompleteModelHasNoIssues() {
        let (model, found) = issues(complete, Person.self)
        XCTAssertEqual(found, [])
        XCTAssertEqual(model?.name, "Kaka")
    }

    func testMissingKeysAreReportedButNotErrors() throws {
        let (model, found) = issues(#"{"id": 1, "name": "Kaka", "age": 30, "score": 1, "active": true}"#, Person.self)
        XCTAssertEqual(model?.id, 1)
        XCTAssertEqual(found.map(\.kind), [.missingKey])
        XCTAssertEqual(found.first?.path, "nick")
        XCTAssertEqual(found.first?.message,
                       "Person.nick (String?) is not required; the JSON object has no key \"nick\".")
        XCTAssertEqual(try #"{"id": 1}"#.kj.decode(Person.self).id, 1)
    }

    func testAStringThatIsNotANumberIsATypeMismatch() throws {
        let issue = try XCTUnwrap(only(#"{"id": "abc"}"#, Person.self))
        XCTAssertEqual(issue.kind, .typeMismatch)
        XCTAssertEqual(issue.path, "id")
        XCTAssertEqual(issue.message, "Person.id (Int): found the string \"abc\", which Int cannot hold; the default was kept.")
    }

    func testNullIntoANonOptionalIsATypeMismatchAndIntoAnOptionalIsNothing() throws {
        let issue = try XCTUnwrap(only(#"{"name": null, "nick": null}"#, Person.self))
        XCTAssertEqual(issue.kind, .typeMismatch)
        XCTAssertEqual(issue.path, "name")
        XCTAssertTrue(issue.message.contains("found null"), issue.message)
    }

    func testWrongContainerKindsAreTypeMismatches() throws {
        let found = issues(#"{"leader": [1], "members": {"a": 1}, "ids": 5}"#, Team.self).1.filter { $0.kind != .missingKey }
        XCTAssertEqual(found.map(\.path), ["leader", "members", "ids"])
        XCTAssertEqual(Set(found.map(\.kind)), [.typeMismatch])
        XCTAssertEqual(found[0].message,
                       "Team.leader (Person): found an array of 1 elements, which Person cannot hold; the default was kept.")
    }

    func testNumbersThatDoNotFitAreOutOfRange() throws {
        let found = issues(#"{"age": 300, "score": 1e400, "id": 1e30}"#, Person.self).1.filter { $0.kind != .missingKey }
        XCTAssertEqual(found.map(\.kind), [.outOfRange, .outOfRange, .outOfRange])
        XCTAssertEqual(found.map(\.path), ["age", "score", "id"])
        XCTAssertEqual(found[0].message,
                       "Person.age (Int8): found the number 300, which is out of range for Int8; the default was kept.")
        XCTAssertNotNil(only(#"{"score": "1e999"}"#, Person.self).map { XCTAssertEqual($0.kind, .outOfRange) })
    }

    func testConversionsThatDropInformationAreLossy() throws {
        let trailing = try XCTUnwrap(only(#"{"id": "-45xyz"}"#, Person.self))
        XCTAssertEqual(trailing.kind, .lossyConversion)
        XCTAssertEqual(trailing.message,
                       "Person.id (Int): found the string \"-45xyz\", read as -45; the text after the number was dropped.")
        let fraction = try XCTUnwrap(only(#"{"id": 1.5}"#, Person.self))
        XCTAssertEqual(fraction.kind, .lossyConversion)
        XCTAssertEqual(fraction.message, "Person.id (Int): found the number 1.5, read as 1; the fraction was dropped.")
        XCTAssertEqual(only(#"{"active": 5}"#, Person.self)?.kind, .lossyConversion)
        XCTAssertEqual(only(#"{"name": [1, 2]}"#, Person.self)?.kind, .lossyConversion)
        XCTAssertEqual(only(#"{"score": "2.5kg"}"#, Person.self)?.kind, .lossyConversion)
        // The lenient result is still the converted value.
        XCTAssertEqual(issues(#"{"id": "-45xyz"}"#, Person.self).0?.id, -45)
    }

    func testExactConversionsAreNotIssues() {
        let json = #"{"id": "42", "name": 7, "age": "30", "score": "2.5", "active": "true", "nick": true}"#
        let (model, found) = issues(json, Person.self)
        XCTAssertEqual(found, [])
        XCTAssertEqual(model?.id, 42)
        XCTAssertEqual(model?.name, "7")
        XCTAssertEqual(issues(#"{"id": 2.0, "active": 1}"#, Person.self).1.filter { $0.kind != .missingKey }, [])
    }

    func testValidationMessagesBecomeIssuesAtTheModelsPath() throws {
        let issue = try XCTUnwrap(only(#"{"min": 5, "max": 1}"#, Validated.self))
        XCTAssertEqual(issue.kind, .validationFailed)
        XCTAssertEqual(issue.path, "")
        XCTAssertEqual(issue.message, "Validated failed validation: min 5 is greater than max 1")
        XCTAssertThrowsError(try #"{"min": 5, "max": 1}"#.kj.decode(Validated.self))
        XCTAssertEqual(try #"{"min": 1, "max": 5}"#.kj.decode(Validated.self).max, 5)
    }

    func testEnumsCodableMembersAndAnyReportWhatTheyCannotHold() throws {
        let color = try XCTUnwrap(only(#"{"color": "blue"}"#, Painted.self))
        XCTAssertEqual(color.kind, .typeMismatch)
        XCTAssertTrue(color.message.contains("raw value of no case of Color"), color.message)
        let shape = try XCTUnwrap(only(#"{"shape": {"triangle": {}}}"#, Drawing.self))
        XCTAssertEqual(shape.kind, .typeMismatch)
        XCTAssertEqual(shape.path, "shape")
        XCTAssertTrue(shape.message.hasPrefix("Drawing.shape (Shape): found an object, which Shape could not decode"),
                      shape.message)
        XCTAssertEqual(only(#"{"anything": null, "maybe": null}"#, Untyped.self)?.path, "anything")
    }

    // MARK: Paths

    func testPathsThroughNestedModelsArraysAndDictionaries() {
        let json = #"""
        {"leader": {"id": "x"},
         "members": [{"id": 1}, {"id": 2}, {"id": 3}, {"id": "bad"}],
         "grid": [[], [{"age": 999}]],
         "byName": {"bob": {"score": "heavy"}},
         "ids": [1, "two", 3],
         "optionalIds": [1, null, "three"]}
        """#
        let found = issues(json, Team.self).1.filter { $0.kind != .missingKey }
        XCTAssertEqual(found.map(\.path), ["leader.id", "members[3].id", "grid[1][0].age", "byName.bob.score",
                                           "ids[1]", "optionalIds[2]"])
        XCTAssertEqual(found.map(\.kind), [.typeMismatch, .typeMismatch, .outOfRange, .typeMismatch,
                                           .typeMismatch, .typeMismatch])
        XCTAssertEqual(found[4].message,
                       "Team.ids ([Int]) at [1]: found the string \"two\", which Int cannot hold; the element was not converted.")
        let missing = issues(json, Team.self).1.filter { $0.kind == .missingKey }.map(\.path)
        XCTAssertTrue(missing.contains("members[0].name"), "\(missing)")
        XCTAssertTrue(missing.contains("grid[1][0].id"), "\(missing)")
    }

    func testMissingKeysHaveTheFullPathThroughEveryKindOfStep() throws {
        // Mapped keys, a fallback to the property's name, arrays, nested
        // arrays, dictionaries of models and key paths, from text and from
        // a dictionary: each missing key's path is its model's path and key.
        let text = #"""
        {"boss": {"id": 1, "name": "a", "age": 1, "score": 1, "active": true},
         "staff": {"kim": {"id": 2, "name": "k", "age": 2, "score": 2, "active": false}},
         "site": {"data": [{"value": 3}], "nickName": "s"}}
        """#
        XCTAssertEqual(issues(text, Office.self).1.map(\.path), ["boss.nick", "staff.kim.nick"])
        let expected = ["owner.nick", "staff.kim.nick"]
        let byName = text.replacingOccurrences(of: "\"boss\"", with: "\"owner\"")
        XCTAssertEqual(issues(byName, Office.self).1.map(\.path), expected)
        let dictionary = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(byName.utf8)) as? [String: Any])
        var fromDictionary: [ConversionIssue] = []
        _ = dictionary.kj.model(Office.self, issues: &fromDictionary)
        XCTAssertEqual(fromDictionary.map(\.path), expected)

        let team = #"{"leader": {}, "members": [{}, {"id": 1}], "grid": [[], [{}]], "byName": {"x y": {}}}"#
        let paths = issues(team, Team.self).1.filter { $0.kind == .missingKey }.map(\.path)
        for path in ["leader.id", "members[0].nick", "members[1].name", "grid[1][0].active", "byName.x y.score",
                     "ids", "optionalIds"] {
            XCTAssertTrue(paths.contains(path), "\(path) not in \(paths)")
        }
        XCTAssertEqual(issues(#"{"site": {}}"#, Office.self).1.filter { $0.path.hasPrefix("site") }.map(\.path),
                       ["site.data[0].value", "site.nick_name"])
    }

    func testKeyPathsAndCandidateKeysReportTheValueRead() throws {
        let found = issues(#"{"data": [{"value": "x"}], "nickName": [1]}"#, Mapped.self).1
        XCTAssertEqual(found.map(\.path), ["data[0].value", "nickName"])
        let missing = issues(#"{}"#, Mapped.self).1
        XCTAssertEqual(missing.map(\.path), ["data[0].value", "nick_name"])
        XCTAssertEqual(missing.last?.message,
                       "Mapped.nick (String) is not required; the JSON object has no key among \"nick_name\", \"nickName\".")
    }

    func testInheritedPropertiesAndGenericModels() throws {
        let dog = try XCTUnwrap(only(#"{"legs": "four", "name": "Rex"}"#, Dog.self))
        XCTAssertEqual(dog.path, "legs")
        XCTAssertTrue(dog.message.hasPrefix("Dog.legs (Int)"), dog.message)
        let box = try XCTUnwrap(only(#"{"value": "seven", "count": 1}"#, Box<Int>.self))
        XCTAssertEqual(box.path, "value")
        XCTAssertTrue(box.message.hasPrefix("Box<Int>.value (Int?)"), box.message)
    }

    func testDictionaryInputHasTheSamePaths() {
        let json: [String: Any] = ["leader": ["id": "x"], "members": [["id": 1], ["age": 1000]], "ids": [1, "a"]]
        var found: [ConversionIssue] = []
        _ = json.kj.model(Team.self, issues: &found)
        XCTAssertEqual(found.filter { $0.kind != .missingKey }.map(\.path), ["leader.id", "members[1].age", "ids[1]"])
        XCTAssertThrowsError(try json.kj.decode(Team.self))
    }

    // MARK: Hooks and configuration

    func testSkippedValuesAreNotReportedAndReplacedValuesAreJudgedAsReplaced() throws {
        let (model, found) = issues(#"{"secret": "x", "doubled": "21"}"#, Skipping.self)
        XCTAssertEqual(model?.secret, "kept")
        XCTAssertEqual(found.map(\.path), ["doubled"])
        XCTAssertTrue(found.first?.message.contains("the string \"not a number\"") ?? false, "\(found)")
        XCTAssertEqual(issues(#"{"secret": "x", "doubled": 21}"#, Skipping.self).1, [])
    }

    func testConfiguredKeysApplyBeforeTheReport() throws {
        ConvertibleConfig.setModelKey(for: Person.self) { $0.name.kj.underlineCased() }
        XCTAssertEqual(only(#"{"id": "x"}"#, Person.self)?.path, "id")
        ConvertibleConfig.setModelKey(for: Person.self) { $0.name == "id" ? "person_id" : $0.name }
        let found = issues(#"{"person_id": "x"}"#, Person.self).1.filter { $0.kind != .missingKey }
        XCTAssertEqual(found.map(\.path), ["person_id"])
    }

    func testRequiredPropertiesMakeMissingKeysErrors() throws {
        XCTAssertEqual(try #"{"id": 3}"#.kj.decode(Required.self).id, 3)
        XCTAssertThrowsError(try #"{"note": "n"}"#.kj.decode(Required.self)) { error in
            let conversion = error as? ConversionError
            XCTAssertEqual(conversion?.issues.map(\.path), ["id"])
            XCTAssertEqual(conversion?.issues.first?.message,
                           "Required.id (Int) is required, but the JSON object has no key \"id\".")
            XCTAssertNil(conversion?.syntaxError)
        }
    }

    // MARK: decode

    func testDecodeThrowsEveryIssueAndReturnsTheModelOtherwise() throws {
        XCTAssertEqual(try complete.kj.decode(Person.self), complete.kj.model(Person.self))
        XCTAssertThrowsError(try #"{"id": "x", "age": 1000}"#.kj.decode(Person.self)) { error in
            let issues = (error as? ConversionError)?.issues ?? []
            XCTAssertEqual(issues.filter { $0.kind != .missingKey }.map(\.kind), [.typeMismatch, .outOfRange])
        }
        XCTAssertThrowsError(try "[1, 2]".kj.decode(Person.self)) { error in
            let conversion = error as? ConversionError
            XCTAssertEqual(conversion?.issues.map(\.message), ["Expected a JSON object for Person, found an array of 2 elements."])
        }
        XCTAssertThrowsError(try Data(#"{"id": 1,}"#.utf8).kj.decode(Person.self)) { error in
            let conversion = error as? ConversionError
            XCTAssertEqual(conversion?.issues, [])
            XCTAssertEqual(conversion?.syntaxError, "expected a string key, found '}' at line 1, column 10 (byte 9)")
        }
    }

    func testDecodeArrayRequiresAnArrayOfObjects() throws {
        let people = try #"[{"id": 1}, {"id": 2}]"#.kj.decodeArray(Person.self)
        XCTAssertEqual(people.map(\.id), [1, 2])
        XCTAssertThrowsError(try #"[{"id": 1}, 7]"#.kj.decodeArray(Person.self)) { error in
            XCTAssertEqual((error as? ConversionError)?.issues.filter { $0.kind != .missingKey }.map(\.path), ["[1]"])
        }
        XCTAssertThrowsError(try #"[{"id": 1}, {"id": "x"}]"#.kj.decodeArray(Person.self)) { error in
            XCTAssertEqual((error as? ConversionError)?.issues.filter { $0.kind != .missingKey }.map(\.path), ["[1].id"])
        }
        XCTAssertEqual(try ([["id": 4]] as [Any]).kj.decodeArray(Person.self).map(\.id), [4])
        XCTAssertThrowsError(try #"{"id": 1}"#.kj.decodeArray(Person.self))
    }

    func testGlobalForms() throws {
        var found: [ConversionIssue] = []
        let person = model(from: #"{"id": "5x"}"#, Person.self, issues: &found)
        XCTAssertEqual(person?.id, 5)
        XCTAssertEqual(found.filter { $0.kind != .missingKey }.map(\.kind), [.lossyConversion])
        XCTAssertEqual(try decode(from: complete, Person.self).id, 1)
        XCTAssertEqual(try decodeArray(from: Data("[\(complete)]".utf8), Person.self).count, 1)
        XCTAssertThrowsError(try decode(from: ["id": "x"] as [String: Any], Person.self))
        XCTAssertThrowsError(try decode(from: NSDictionary(dictionary: ["age": 999]), Person.self))
    }

    func testTooDeepTextSaysSoInTheSyntaxError() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        XCTAssertThrowsError(try "{\"ids\": \(deep)}".kj.decode(Team.self)) { error in
            XCTAssertEqual((error as? ConversionError)?.syntaxError,
                           "arrays and objects nested deeper than 512, found '[' at line 1, column 520 (byte 519)")
        }
    }
}
