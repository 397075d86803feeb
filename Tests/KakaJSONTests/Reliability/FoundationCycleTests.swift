// An NSMutableArray or NSMutableDictionary may contain itself, directly or
// through another container. Every walk of values cuts such a cycle as it
// cuts one of class models: `null` in JSON (NSNull in JSONObject()),
// `<cycle NSArray>` in a description; equality, hashing and copying end.

import Foundation
import KakaJSON
import XCTest

private final class Holder: Convertible, KJHashable, KJDescribable {
    var any: Any?
    var list: [Any] = []
    var table: [String: Any] = [:]
    var array: NSArray = []
    required init() {}
}

final class FoundationCycleTests: XCTestCase {
    /// The containers each test made, emptied afterwards so that their
    /// cycles do not leak (the address sanitizer's leak checker reports them).
    private var made: [AnyObject] = []

    override func tearDown() {
        for container in made {
            (container as? NSMutableArray)?.removeAllObjects()
            (container as? NSMutableDictionary)?.removeAllObjects()
        }
        made = []
        super.tearDown()
    }

    /// `[1, <itself>]`.
    private func selfArray() -> NSMutableArray {
        let array = NSMutableArray()
        array.add(1)
        array.add(array)
        made.append(array)
        return array
    }

    /// `{"a": 1, "self": <itself>}`.
    private func selfDictionary() -> NSMutableDictionary {
        let dictionary = NSMutableDictionary()
        dictionary["a"] = 1
        dictionary["self"] = dictionary
        made.append(dictionary)
        return dictionary
    }

    /// An array holding a dictionary that holds the array: `[{"back": <array>}]`.
    private func indirectArray() -> NSMutableArray {
        let array = NSMutableArray(), dictionary = NSMutableDictionary()
        dictionary["back"] = array
        array.add(dictionary)
        made.append(array)
        made.append(dictionary)
        return array
    }

    private func parsed(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    // MARK: JSON text

    func testTopLevelContainersCutTheirCycles() {
        XCTAssertEqual(JSONString(from: selfArray()), "[1,null]")
        XCTAssertEqual(JSONString(from: indirectArray()), #"[{"back":null}]"#)
        XCTAssertEqual(JSONString(from: [selfArray()] as [Any]), "[[1,null]]")
    }

    func testDictionaryCycleIsNull() throws {
        let object = try XCTUnwrap(parsed(JSONString(from: selfDictionary())) as? [String: Any])
        XCTAssertEqual(object["a"] as? Int, 1)
        XCTAssertTrue(object["self"] is NSNull)
        XCTAssertEqual(object.count, 2)
    }

    func testModelPropertiesCutTheirCycles() throws {
        let holder = Holder()
        holder.any = selfArray()
        holder.list = [selfArray(), 2]
        holder.table = ["d": selfDictionary()]
        holder.array = indirectArray()
        let object = try XCTUnwrap(parsed(holder.kj.JSONString()) as? [String: Any])
        XCTAssertEqual(object["any"] as? NSArray, [1, NSNull()])
        XCTAssertEqual(object["list"] as? NSArray, [[1, NSNull()], 2])
        XCTAssertEqual(object["table"] as? NSDictionary, ["d": ["a": 1, "self": NSNull()]])
        XCTAssertEqual(object["array"] as? NSArray, [["back": NSNull()]])
    }

    func testJSONObjectHasNSNullWhereTheCycleCloses() throws {
        let holder = Holder()
        holder.any = selfArray()
        holder.table = ["d": selfDictionary()]
        let object = holder.kj.JSONObject()
        let any = try XCTUnwrap(object["any"] as? [Any])
        XCTAssertEqual(any.count, 2)
        XCTAssertEqual(any[0] as? Int, 1)
        XCTAssertTrue(any[1] is NSNull)
        let table = try XCTUnwrap(object["table"] as? [String: Any])
        let inner = try XCTUnwrap(table["d"] as? [String: Any])
        XCTAssertEqual(inner["a"] as? Int, 1)
        XCTAssertTrue(inner["self"] is NSNull)
        // The object is plain JSON now: Foundation can serialize it.
        XCTAssertTrue(JSONSerialization.isValidJSONObject(object))
    }

    func testSharedContainerIsWrittenEachTime() {
        let shared = NSMutableArray(array: [1, 2])
        XCTAssertEqual(JSONString(from: [shared, shared] as [Any]), "[[1,2],[1,2]]")
        let outer = NSMutableArray(array: [shared, shared])
        XCTAssertEqual(JSONString(from: outer), "[[1,2],[1,2]]")
    }

    func testWriteToFileCutsTheCycle() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kakajson-foundation-cycle-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(write(selfArray(), to: url), "[1,null]")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "[1,null]")
    }

    func testPropertyListOfACycleEnds() throws {
        let holder = Holder()
        holder.any = selfArray()
        let data = try XCTUnwrap(holder.kj.plistData(format: .xml))
        let plist = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        // A property list has no null: the reference back is left out.
        XCTAssertEqual(plist["any"] as? [Int], [1])
    }

    // MARK: Objects

    func testDescriptionCutsTheCycle() {
        let holder = Holder()
        holder.any = selfArray()
        holder.table = ["d": selfDictionary()]
        let description = holder.kj.description
        XCTAssertTrue(description.contains("any: [1, <cycle NSArray>]"), description)
        XCTAssertTrue(description.contains(#"table: ["d": ["a": 1, "self": <cycle NSDictionary>]]"#), description)
        XCTAssertEqual(holder.description, description)
    }

    func testEqualityOfCyclicContainersEnds() {
        let left = Holder(), right = Holder()
        left.any = selfArray()
        right.any = selfArray()
        XCTAssertTrue(left.kj.isEqual(to: left))
        XCTAssertTrue(left.kj.isEqual(to: right))
        XCTAssertEqual(left, right)
        // A cycle closing at another depth is another graph.
        let deeper = NSMutableArray(), middle = NSMutableArray()
        deeper.add(1)
        deeper.add(middle)
        middle.add(deeper)
        made.append(deeper)
        made.append(middle)
        right.any = deeper
        XCTAssertFalse(left.kj.isEqual(to: right))
        right.any = NSMutableArray(array: [1, 2])
        XCTAssertFalse(left.kj.isEqual(to: right))
        left.any = NSMutableDictionary(dictionary: ["a": 1])
        right.any = NSMutableDictionary(dictionary: ["a": 1])
        XCTAssertTrue(left.kj.isEqual(to: right))
    }

    func testHashingOfCyclicContainersEnds() {
        let left = Holder(), right = Holder()
        left.any = selfDictionary()
        right.any = selfDictionary()
        left.list = [indirectArray()]
        right.list = [indirectArray()]
        XCTAssertEqual(left, right)
        XCTAssertEqual(left.hashValue, right.hashValue)
        XCTAssertEqual(Set([left, right]).count, 1)
    }

    func testCopyKeepsTheContainer() throws {
        let holder = Holder()
        let array = selfArray()
        holder.any = array
        holder.list = [array]
        let copy = holder.kj.copy()
        XCTAssertTrue((copy.any as AnyObject) === array)
        XCTAssertTrue((copy.list.first as AnyObject) === array)
        XCTAssertEqual(copy.kj.JSONString(), holder.kj.JSONString())
    }
}
