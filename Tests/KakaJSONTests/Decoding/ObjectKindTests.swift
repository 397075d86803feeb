// Which kinds of metadata count as class instances when a value's shape is
// decided. On Apple platforms JSONSerialization's NSNumber, __NSCFBoolean,
// NSString, NSNull, NSArray and NSDictionary have Objective-C class wrapper
// metadata (kind 0x305), not class metadata; on Linux they are Swift
// classes. Both must be asked the class questions, or a dictionary from
// JSONSerialization would lose its values on one platform.

import Foundation
import KakaJSON
import XCTest

/// A metadata record made in memory, with only its kind word filled in.
private final class FakeMetadataRecord {
    private let words: UnsafeMutablePointer<UInt>

    init(kind: UInt) {
        // Word -1 (the value witness table) and word 1 (a wrapper's class) stay
        // zero: `Kind(_:)` reads word 0 only (ABI: every metadata's kind).
        words = .allocate(capacity: 3)
        words.initialize(repeating: 0, count: 3)
        words[1] = kind
    }

    deinit { words.deallocate() }

    /// The record as a metatype, for APIs that take one; never used as a type.
    /// ABI: a metatype value is a pointer to the metadata's address point, the kind word.
    var type: Any.Type { unsafeBitCast(UnsafeRawPointer(words + 1), to: Any.Type.self) }
}

private struct Numbers: Convertible {
    var count = 0
    var ratio = 0.0
    var flag = false
    var name = ""
    var list: [Int] = []
    var nested: [String: Int] = [:]
    var missing = "default"
}

final class ObjectKindTests: XCTestCase {
    func testAnObjectiveCClassWrapperIsAClassInstance() {
        let wrapper = FakeMetadataRecord(kind: 0x305)
        XCTAssertEqual(Kind(wrapper.type), .objCClassWrapper)
        XCTAssertTrue(Kind(wrapper.type).isClassInstance)
    }

    func testOnlyClassKindsAreClassInstances() {
        let expectations: [(UInt, Bool)] = [
            (0x0, true),      // Swift class without Objective-C interop
            (0x203, true),    // foreign (Core Foundation) class
            (0x305, true),    // Objective-C class wrapper
            (0x200, false), (0x201, false), (0x202, false), (0x300, false), (0x301, false),
            (0x302, false), (0x303, false), (0x304, false), (0x306, false),
        ]
        for (raw, isInstance) in expectations {
            let record = FakeMetadataRecord(kind: raw)
            XCTAssertEqual(Kind(record.type).isClassInstance, isInstance, String(raw, radix: 16))
        }
        // With Objective-C interop a Swift class's word 0 is its isa pointer;
        // without it, such a word is no kind at all.
        let isa = FakeMetadataRecord(kind: 0x7F00_1234_5000)
        #if canImport(ObjectiveC)
        XCTAssertTrue(Kind(isa.type).isClassInstance)
        #else
        XCTAssertEqual(Kind(isa.type), .unknown)
        XCTAssertFalse(Kind(isa.type).isClassInstance)
        #endif
    }

    func testFoundationObjectsAreClassInstancesOnThisPlatform() {
        let values: [Any] = [NSNumber(value: 3), NSNumber(value: true), NSString(string: "s"), NSNull(),
                             NSArray(array: [1]), NSDictionary(dictionary: ["a": 1]), NSDecimalNumber(value: 2)]
        for value in values {
            XCTAssertTrue(Kind(type(of: value)).isClassInstance, "\(type(of: value))")
        }
        XCTAssertFalse(Kind(type(of: 3 as Any)).isClassInstance)
        XCTAssertFalse(Kind(type(of: "s" as Any)).isClassInstance)
        XCTAssertFalse(Kind(type(of: [1] as Any)).isClassInstance)
    }

    /// Upstream's most common call: a dictionary from JSONSerialization.
    func testADictionaryFromJSONSerializationConverts() throws {
        let text = #"{"count": 7, "ratio": 0.25, "flag": true, "name": "n", "list": [1, 2], "nested": {"k": 3}, "missing": null}"#
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let model = try XCTUnwrap(object.kj.model(Numbers.self))
        XCTAssertEqual(model.count, 7)
        XCTAssertEqual(model.ratio, 0.25)
        XCTAssertTrue(model.flag)
        XCTAssertEqual(model.name, "n")
        XCTAssertEqual(model.list, [1, 2])
        XCTAssertEqual(model.nested, ["k": 3])
        XCTAssertEqual(model.missing, "default")
        // And back: Foundation's objects inside an [String: Any] are written as their values.
        let written = JSONString(from: object)
        let reread = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary)
        XCTAssertEqual(reread, object as NSDictionary)
    }
}
