import Foundation
import KakaMetadata
import XCTest

// Optional and Array are recognized from their metadata alone; anything else,
// including a user's own generic struct named `Array`, is not.

private enum Shadow {
    struct Array<Element> { var elements: [Element] = [] }
    struct Dictionary<Key: Hashable, Value> { var storage: [Key: Value] = [:] }
    struct Set<Element: Hashable> { var storage: Swift.Set<Element> = [] }
}

final class StandardContainerTests: XCTestCase {
    private func wrapped(_ type: Any.Type) -> Any.Type? {
        if case .optional(let wrapped)? = StandardContainer(type) { return wrapped }
        return nil
    }

    private func element(_ type: Any.Type) -> Any.Type? {
        if case .array(let element)? = StandardContainer(type) { return element }
        return nil
    }

    func testOptionals() {
        XCTAssertTrue(wrapped(Int?.self) == Int.self)
        XCTAssertTrue(wrapped(String??.self) == String?.self)
        XCTAssertTrue(wrapped([Double]?.self) == [Double].self)
        XCTAssertNil(element(Int?.self))
    }

    func testArrays() {
        XCTAssertTrue(element([Int].self) == Int.self)
        XCTAssertTrue(element([String].self) == String.self)
        XCTAssertTrue(element([[Int8]].self) == [Int8].self)
        XCTAssertTrue(element([Int?].self) == Int?.self)
        XCTAssertTrue(element([Shadow.Array<Int>].self) == Shadow.Array<Int>.self)
        XCTAssertNil(wrapped([Int].self))
    }

    func testEverythingElseIsNotAStandardContainer() {
        for type: Any.Type in [Int.self, String.self, Set<Int>.self, [String: Int].self, ContiguousArray<Int>.self,
                               ArraySlice<Int>.self, Shadow.Array<Int>.self, (Int, Int).self, Any.self] {
            XCTAssertNil(StandardContainer(type), "\(type)")
        }
    }

    /// Dictionary and Set are told by the standard library's exported
    /// descriptors; a user's own generic `Dictionary` or `Set` is neither.
    func testDictionariesAndSets() {
        let dictionaries: [Any.Type] = [[String: Int].self, [Int: String].self, [String: Any].self,
                                        [String: [String: Int?]].self, [AnyHashable: Any].self]
        for type in dictionaries {
            XCTAssertTrue(StandardContainer.isDictionary(type), "\(type)")
            XCTAssertTrue(StandardContainer.isDictionaryOrSet(type), "\(type)")
        }
        for type: Any.Type in [Set<Int>.self, Set<String>.self] {
            XCTAssertFalse(StandardContainer.isDictionary(type), "\(type)")
            XCTAssertTrue(StandardContainer.isDictionaryOrSet(type), "\(type)")
        }
        for type: Any.Type in [Int.self, [Int].self, [String: Int]?.self, Shadow.Dictionary<String, Int>.self,
                               Shadow.Set<Int>.self, NSObject.self, Any.self, (String, Int).self] {
            XCTAssertFalse(StandardContainer.isDictionaryOrSet(type), "\(type)")
        }
    }

    func testStringToAnyDictionary() {
        XCTAssertTrue(StandardContainer.isStringToAnyDictionary([String: Any].self))
        for type: Any.Type in [[String: Any?].self, [String: Int].self, [AnyHashable: Any].self, [Int: Any].self,
                               [String: AnyObject].self, [String: Any]?.self, [Any].self,
                               Shadow.Dictionary<String, Any>.self, Set<String>.self] {
            XCTAssertFalse(StandardContainer.isStringToAnyDictionary(type), "\(type)")
        }
    }
}
