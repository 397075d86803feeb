// Inputs the fuzzer (Fuzz/run.sh) found, kept as tests once fixed: each
// must read, write, read back and write the same text again.

import XCTest
import Foundation
import KakaJSON

private struct Untyped: Convertible {
    var list: [Any] = []
    var any: Any?
    var map: [String: Any] = [:]
}

final class FuzzRegressionTests: XCTestCase {
    private func assertStableRoundTrip(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let model = text.kj.model(Untyped.self) else {
            XCTFail("does not read: \(text)", file: file, line: line)
            return nil
        }
        let first = model.kj.JSONString()
        let second = first.kj.model(Untyped.self)?.kj.JSONString()
        XCTAssertEqual(second, first, "text changed on a round trip of \(text)", file: file, line: line)
        return first
    }

    /// crash-609c8ef3…: a number beyond Double's range inside `[Any]` became
    /// infinity, was written as null, and the null was then dropped.
    func testNumbersBeyondDoubleInUntypedArrays() {
        let first = assertStableRoundTrip(#"{"list":[0,-0,1e-400,1.7976931348623157e309,4.9e-324,123456789012345678000000000000008767989252671799296]}"#)
        XCTAssertEqual(first, #"{"list":[0,0,0,null,5e-324,1.2345678901234569e+50],"map":{}}"#)
    }

    /// crash-b2622f9b…: the same through a number written as `3156e308`.
    func testOverflowingExponentInUntypedArrays() {
        let first = assertStableRoundTrip(#"{"list":[0,-0,1e-400,3156e308,4.9e-324,12345000000179223372036854775809]}"#)
        XCTAssertEqual(first, #"{"list":[0,0,0,null,5e-324,1.2345000000179223e+31],"map":{}}"#)
    }

    func testNullElementsOfAnyArraysKeepTheirPlace() {
        let model = #"{"list":[1,null,"x"],"map":{"a":null},"any":[null]}"#.kj.model(Untyped.self)
        XCTAssertEqual(model?.list.count, 3)
        XCTAssertTrue(model?.list[1] is NSNull)
        XCTAssertTrue(model?.map["a"] is NSNull)
        XCTAssertEqual(model?.kj.JSONString(), #"{"list":[1,null,"x"],"any":[null],"map":{"a":null}}"#)
    }

    func testAnOutOfRangeNumberKeepsAnUntypedPropertysDefault() {
        let model = #"{"any": 1e400}"#.kj.model(Untyped.self)
        XCTAssertNil(model?.any)
    }
}
