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

private final class SharedNameNode: Sendable {
    static let anchor = SharedNameNode()
}

// Fields of one type share one mangled name in the binary (found by its
// address after the first); ownership is still read from each field's own name.
private struct RepeatedFieldTypes {
    var a: Int = 0, b: Int = 0, c: Int = 0
    var first: SharedNameNode = SharedNameNode()
    weak var second: SharedNameNode?
    unowned var third: SharedNameNode = .anchor
    var fourth: SharedNameNode?
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

    func testFieldsSharingANameResolveWithTheirOwnOwnership() {
        for _ in 0..<2 {
            let properties = (Metadata.type(RepeatedFieldTypes.self) as? ModelType)?.properties ?? []
            XCTAssertEqual(properties.map(\.name), ["a", "b", "c", "first", "second", "third", "fourth"])
            // The layout oracle has no offset for weak and unowned fields: they are not addressable.
            let oracle: [Int?] = [
                MemoryLayout<RepeatedFieldTypes>.offset(of: \.a), MemoryLayout<RepeatedFieldTypes>.offset(of: \.b),
                MemoryLayout<RepeatedFieldTypes>.offset(of: \.c), MemoryLayout<RepeatedFieldTypes>.offset(of: \.first),
                nil, nil, MemoryLayout<RepeatedFieldTypes>.offset(of: \.fourth),
            ]
            for (property, expected) in zip(properties, oracle) where expected != nil {
                XCTAssertEqual(property.offset, expected, property.name)
            }
            XCTAssertEqual(properties[4].offset, properties[3].offset + MemoryLayout<Int>.size)
            XCTAssertEqual(properties[5].offset, properties[4].offset + MemoryLayout<Int>.size)
            XCTAssertTrue(properties[0].type == Int.self && properties[1].type == Int.self && properties[2].type == Int.self)
            XCTAssertTrue(properties[3].type == SharedNameNode.self)
            XCTAssertTrue(properties[4].type == SharedNameNode?.self)
            XCTAssertTrue(properties[5].type == SharedNameNode.self)
            XCTAssertTrue(properties[6].type == SharedNameNode?.self)
            XCTAssertEqual(properties.map(\.referenceOwnership), [.strong, .strong, .strong, .strong, .weak, .unowned, .strong])
        }
    }
}
