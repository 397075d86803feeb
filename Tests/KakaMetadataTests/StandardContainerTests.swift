import KakaMetadata
import XCTest

// Optional and Array are recognized from their metadata alone; anything else,
// including a user's own generic struct named `Array`, is not.

private enum Shadow {
    struct Array<Element> { var elements: [Element] = [] }
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
}
