import KakaMetadata
import XCTest

// Field types are resolved once per mangled name (in a non-generic context).
// Names that differ only in where their symbolic references point must not
// share a cache entry.

private enum FirstContext {
    struct Inner: Equatable { var first: Int8 = 1 }
    struct Holder { var inner = Inner(); var list: [Inner] = []; var maybe: Inner? }
}

private enum SecondContext {
    struct Inner: Equatable { var second: String = "two" }
    struct Holder { var inner = Inner(); var list: [Inner] = []; var maybe: Inner? }
}

private struct SameStandardTypes {
    var number: Int = 0
    var numbers: [Int] = []
    var text: String? = nil
}

private struct SameStandardTypesAgain {
    var number: Int = 0
    var numbers: [Int] = []
    var text: String? = nil
}

final class ResolvedTypeNameTests: XCTestCase {
    private func fieldTypes(_ type: Any.Type) -> [String: Any.Type] {
        let properties = (Metadata.type(type) as? ModelType)?.properties ?? []
        return Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0.type) })
    }

    func testSameNamedNestedTypesResolveToTheirOwnType() {
        let first = fieldTypes(FirstContext.Holder.self)
        let second = fieldTypes(SecondContext.Holder.self)
        XCTAssertTrue(first["inner"] == FirstContext.Inner.self)
        XCTAssertTrue(first["list"] == [FirstContext.Inner].self)
        XCTAssertTrue(first["maybe"] == FirstContext.Inner?.self)
        XCTAssertTrue(second["inner"] == SecondContext.Inner.self)
        XCTAssertTrue(second["list"] == [SecondContext.Inner].self)
        XCTAssertTrue(second["maybe"] == SecondContext.Inner?.self)
    }

    func testStandardTypesResolveTheSameInEveryType() {
        for type in [SameStandardTypes.self, SameStandardTypesAgain.self] as [Any.Type] {
            let types = fieldTypes(type)
            XCTAssertEqual(types.count, 3)
            XCTAssertTrue(types["number"] == Int.self)
            XCTAssertTrue(types["numbers"] == [Int].self)
            XCTAssertTrue(types["text"] == String?.self)
        }
    }

    func testGenericContextsAreResolvedPerArguments() {
        struct Box<T> { var value: T; var values: [T] }
        XCTAssertTrue(fieldTypes(Box<Int>.self)["values"] == [Int].self)
        XCTAssertTrue(fieldTypes(Box<String>.self)["values"] == [String].self)
        XCTAssertTrue(fieldTypes(Box<FirstContext.Inner>.self)["value"] == FirstContext.Inner.self)
    }
}
