// JSON null into Optional properties: the converters that never convert null
// let the Optional skip it at once (`rejectsNull`); the result must be the
// same as converting it: the property keeps its default, and no issue is
// reported. Types that do convert null still receive their value.

import XCTest
import Foundation
import KakaJSON

private struct Inner: Convertible, Equatable {
    var id = 7
}

private struct NullableDefaults: Convertible {
    var int: Int? = 5
    var small: Int8? = 3
    var double: Double? = 1.5
    var float: Float? = 2.5
    var bool: Bool? = true
    var string: String? = "keep"
    var list: [Int]? = [1, 2]
    var inner: Inner? = Inner()
    var nothing: Int?
    var null: NSNull?
    var any: Any?
}

final class OptionalNullTests: XCTestCase {
    private func assertDefaultsKept(_ model: NullableDefaults?, _ source: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        guard let model else { return XCTFail("no model from \(source)", file: file, line: line) }
        XCTAssertEqual(model.int, 5, source, file: file, line: line)
        XCTAssertEqual(model.small, 3, source, file: file, line: line)
        XCTAssertEqual(model.double, 1.5, source, file: file, line: line)
        XCTAssertEqual(model.float, 2.5, source, file: file, line: line)
        XCTAssertEqual(model.bool, true, source, file: file, line: line)
        XCTAssertEqual(model.string, "keep", source, file: file, line: line)
        XCTAssertEqual(model.list, [1, 2], source, file: file, line: line)
        XCTAssertEqual(model.inner, Inner(), source, file: file, line: line)
        XCTAssertNil(model.nothing, source, file: file, line: line)
    }

    private let keys = ["int", "small", "double", "float", "bool", "string", "list", "inner", "nothing", "null", "any"]

    func testNullKeepsTheDefaultOfEveryOptionalAndConvertsWhereTheTypeTakesIt() {
        let text = "{" + keys.map { "\"\($0)\": null" }.joined(separator: ", ") + "}"
        let fromText = text.kj.model(NullableDefaults.self)
        assertDefaultsKept(fromText, "text")
        XCTAssertNotNil(fromText?.null, "NSNull? takes null")

        var dictionary: [String: Any] = [:]
        for key in keys { dictionary[key] = NSNull() }
        let fromDictionary = dictionary.kj.model(NullableDefaults.self)
        assertDefaultsKept(fromDictionary, "dictionary")
        XCTAssertNotNil(fromDictionary.null, "NSNull? takes NSNull")

        // The second conversion of the type takes the plan's usual path.
        assertDefaultsKept(text.kj.model(NullableDefaults.self), "text, again")
        assertDefaultsKept(dictionary.kj.model(NullableDefaults.self), "dictionary, again")
    }

    func testNullIntoAnOptionalIsNoIssue() {
        let text = "{" + keys.map { "\"\($0)\": null" }.joined(separator: ", ") + "}"
        var issues: [ConversionIssue] = []
        assertDefaultsKept(text.kj.model(NullableDefaults.self, issues: &issues), "text with issues")
        XCTAssertEqual(issues.map(\.path), [], "\(issues)")
        // A wrong value in the same places is still an issue.
        var wrong: [ConversionIssue] = []
        _ = #"{"int": "x", "inner": 3, "list": true}"#.kj.model(NullableDefaults.self, issues: &wrong)
        XCTAssertEqual(Set(wrong.filter { $0.kind != .missingKey }.map(\.path)), ["int", "inner", "list"], "\(wrong)")
    }
}
