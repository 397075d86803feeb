import Foundation
import KakaJSON
import XCTest

final class JSONWriterLayoutTests: XCTestCase {
    /// `{"a":1,"b":[true,null,"x"],"c":{"d":-2.5},"e":[],"f":{}}` written in call order.
    private func writeSample(_ writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("a"); writer.int(1)
        writer.key("b")
        writer.beginArray(); writer.bool(true); writer.null(); writer.string("x"); writer.endArray()
        writer.key(JSONWriter.PreparedKey("c"))
        writer.beginObject(); writer.key("d"); writer.double(-2.5); writer.endObject()
        writer.key("e"); writer.beginArray(); writer.endArray()
        writer.key("f"); writer.beginObject(); writer.endObject()
        writer.endObject()
    }

    private func checkSampleParses(_ bytes: [UInt8]) {
        let object = parseWithFoundation(bytes) as? [String: Any]
        XCTAssertEqual((object?["a"] as? NSNumber)?.intValue, 1)
        let array = object?["b"] as? [Any]
        XCTAssertEqual((array?[0] as? NSNumber)?.boolValue, true)
        XCTAssertTrue(array?[1] is NSNull)
        XCTAssertEqual(array?[2] as? String, "x")
        XCTAssertEqual(((object?["c"] as? [String: Any])?["d"] as? NSNumber)?.doubleValue, -2.5)
        XCTAssertEqual((object?["e"] as? [Any])?.count, 0)
        XCTAssertEqual((object?["f"] as? [String: Any])?.count, 0)
    }

    func testCompactText() {
        let bytes = writeJSON(writeSample)
        XCTAssertEqual(jsonText(bytes), #"{"a":1,"b":[true,null,"x"],"c":{"d":-2.5},"e":[],"f":{}}"#)
        checkSampleParses(bytes)
    }

    func testPrettyText() {
        let bytes = writeJSON(options: .prettyPrinted, writeSample)
        XCTAssertEqual(jsonText(bytes), """
            {
              "a": 1,
              "b": [
                true,
                null,
                "x"
              ],
              "c": {
                "d": -2.5
              },
              "e": [],
              "f": {}
            }
            """)
        checkSampleParses(bytes)
    }

    func testEmptyAndScalarDocuments() {
        for options: JSONWriter.Options in [[], .prettyPrinted, .sortedKeys, [.prettyPrinted, .sortedKeys]] {
            XCTAssertEqual(jsonText(writeJSON(options: options) { $0.beginObject(); $0.endObject() }), "{}")
            XCTAssertEqual(jsonText(writeJSON(options: options) { $0.beginArray(); $0.endArray() }), "[]")
            XCTAssertEqual(jsonText(writeJSON(options: options) { $0.string("s") }), #""s""#)
            XCTAssertEqual(jsonText(writeJSON(options: options) { $0.bool(false) }), "false")
        }
    }

    func testPrettyNestedArrays() {
        let bytes = writeJSON(options: .prettyPrinted) {
            $0.beginArray()
            $0.beginArray(); $0.int(1); $0.int(2); $0.endArray()
            $0.beginObject(); $0.key("k"); $0.beginArray(); $0.endArray(); $0.endObject()
            $0.endArray()
        }
        XCTAssertEqual(jsonText(bytes), "[\n  [\n    1,\n    2\n  ],\n  {\n    \"k\": []\n  }\n]")
        XCTAssertEqual((parseWithFoundation(bytes) as? [Any])?.count, 2)
    }

    func testSortedKeysText() {
        let bytes = writeJSON(options: .sortedKeys) {
            $0.beginObject()
            $0.key("b"); $0.beginObject()
            $0.key("z"); $0.int(1)
            $0.key("y"); $0.beginArray(); $0.beginObject(); $0.key("q"); $0.int(2); $0.key("p"); $0.int(3); $0.endObject(); $0.endArray()
            $0.endObject()
            $0.key(JSONWriter.PreparedKey("é")); $0.int(4)
            $0.key("a\""); $0.int(5)
            $0.key("a"); $0.int(6)
            $0.key("Z"); $0.int(7)
            $0.key("\n"); $0.int(8)
            $0.key(""); $0.int(9)
            $0.key("a"); $0.int(10)
            $0.endObject()
        }
        XCTAssertEqual(
            jsonText(bytes),
            #"{"":9,"\n":8,"Z":7,"a":6,"a":10,"a\"":5,"b":{"y":[{"p":3,"q":2}],"z":1},"é":4}"#
        )
        XCTAssertNotNil(parseWithFoundation(bytes) as? [String: Any])
    }

    func testSortedKeysPrettyText() {
        let bytes = writeJSON(options: [.sortedKeys, .prettyPrinted]) {
            $0.beginObject()
            $0.key("list"); $0.beginArray(); $0.int(1); $0.beginObject(); $0.endObject(); $0.endArray()
            $0.key("inner"); $0.beginObject(); $0.key("y"); $0.null(); $0.key("x"); $0.bool(true); $0.endObject()
            $0.key("empty"); $0.beginObject(); $0.endObject()
            $0.endObject()
        }
        XCTAssertEqual(jsonText(bytes), """
            {
              "empty": {},
              "inner": {
                "x": true,
                "y": null
              },
              "list": [
                1,
                {}
              ]
            }
            """)
        XCTAssertNotNil(parseWithFoundation(bytes) as? [String: Any])
    }

    func testPreparedKeyForms() {
        let key = JSONWriter.PreparedKey("na\"me")
        XCTAssertEqual(jsonText(Array(key.compactBytes)), #""na\"me":"#)
        XCTAssertEqual(jsonText(Array(key.prettyBytes)), #""na\"me": "#)
        XCTAssertEqual(key.bytes(for: []), key.compactBytes)
        XCTAssertEqual(key.bytes(for: [.prettyPrinted, .sortedKeys]), key.prettyBytes)
        let compact = writeJSON { $0.beginObject(); $0.key(key); $0.int(1); $0.key(key); $0.int(2); $0.endObject() }
        XCTAssertEqual(jsonText(compact), #"{"na\"me":1,"na\"me":2}"#)
        let pretty = writeJSON(options: .prettyPrinted) { $0.beginObject(); $0.key(key); $0.int(1); $0.endObject() }
        XCTAssertEqual(jsonText(pretty), "{\n  \"na\\\"me\": 1\n}")
    }

    func testOutputAccessAndReuse() {
        var writer = JSONWriter(options: .prettyPrinted, capacity: 16)
        XCTAssertFalse(writer.isComplete)
        writer.beginArray()
        XCTAssertFalse(writer.isComplete)
        writer.string("é")
        writer.endArray()
        XCTAssertTrue(writer.isComplete)
        XCTAssertEqual(writer.makeString(), "[\n  \"é\"\n]")
        XCTAssertEqual(writer.options, .prettyPrinted)

        let taken = writer.takeBytes()
        XCTAssertEqual(jsonText(taken), "[\n  \"é\"\n]")
        XCTAssertTrue(writer.bytes.isEmpty)
        XCTAssertFalse(writer.isComplete)
        writer.int(3)
        XCTAssertEqual(writer.makeString(), "3")

        writer.reset()
        writer.beginObject(); writer.key("k"); writer.bool(true); writer.endObject()
        XCTAssertEqual(writer.makeString(), "{\n  \"k\": true\n}")
    }
}
