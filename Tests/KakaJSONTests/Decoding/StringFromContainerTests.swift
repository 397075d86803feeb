// A String property given an array or object keeps its JSON text: from text
// exactly as written, from a [String: Any] with sorted keys; the same on
// every run, reported as a lossy conversion.

import XCTest
import Foundation
import KakaJSON

private struct Texts: Convertible {
    var text = ""
    var maybe: String?
    var list: [String] = []
    var ns: NSString = ""
}

final class StringFromContainerTests: XCTestCase {
    func testTextInputKeepsTheBytesAsWritten() throws {
        let text = #"{"text": {"b": 1, "a": [true, null, "x\"y"] }, "maybe": [ 1 , {"z": {}} ], "list": [{"k": []}, "s"]}"#
        var issues: [ConversionIssue] = []
        let model = try XCTUnwrap(text.kj.model(Texts.self, issues: &issues))
        XCTAssertEqual(model.text, #"{"b": 1, "a": [true, null, "x\"y"] }"#)
        XCTAssertEqual(model.maybe, #"[ 1 , {"z": {}} ]"#)
        XCTAssertEqual(model.list, [#"{"k": []}"#, "s"])
        let lossy = issues.filter { $0.kind == .lossyConversion }
        XCTAssertEqual(lossy.map(\.path), ["text", "maybe", "list[0]"])
        XCTAssertTrue(lossy[0].message.contains("as its JSON text"), lossy[0].message)
        XCTAssertEqual(#"{"text": []}"#.kj.model(Texts.self)?.text, "[]")
    }

    func testDictionaryInputIsWrittenWithSortedKeys() throws {
        let json: [String: Any] = ["text": ["b": 1, "a": ["z": 2, "y": [1, "s"]]], "maybe": [3, ["d": 1, "c": 2]],
                                   "ns": ["q": 1, "p": 2]]
        var issues: [ConversionIssue] = []
        let model = try XCTUnwrap(json.kj.model(Texts.self, issues: &issues))
        XCTAssertEqual(model.text, #"{"a":{"y":[1,"s"],"z":2},"b":1}"#)
        XCTAssertEqual(model.maybe, #"[3,{"c":2,"d":1}]"#)
        XCTAssertEqual(model.ns, #"{"p":2,"q":1}"#)
        XCTAssertEqual(issues.filter { $0.kind == .lossyConversion }.count, 3)
    }

    func testNSStringFromTextIsDeterministic() throws {
        XCTAssertEqual(#"{"ns": {"q": 1, "p": 2}}"#.kj.model(Texts.self)?.ns, #"{"p":2,"q":1}"#)
    }
}
