import KakaMetadata
import XCTest

// Generic struct shapes: one parameter with many arguments, generics nested in
// generics, several parameters, constrained parameters.

struct Box<T> {
    var tag: Int8 = 1
    var value: T
    var values: [T] = []
    var maybe: T? = nil
}

final class BoxedObject { var id = 9 }

struct Outer<A> {
    var a: A
    struct Inner<B> {
        var flag: Bool = true
        var a: A
        var b: B
        var pair: (A, B)
    }
    struct Plain {
        var count: Int8 = 0
        var a: A
    }
}

struct Triple<A, B, C> {
    var a: A
    var b: B
    var c: C
    var tuple: (C, B, A)
}

struct Constrained<Key: Hashable, Value: Equatable> {
    var key: Key
    var table: [Key: Value] = [:]
    var first: Value
}

final class GenericShapesTests: XCTestCase {
    /// Checks `Box<T>` against the oracles, and that its generic field types are `T`, `[T]`, `T?`.
    private func checkBox<T>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Box<T>.self, instance: Box(value: value, values: [value], maybe: value),
            keyPaths: ["tag": \.tag, "value": \.value, "values": \.values, "maybe": \.maybe],
            genericTypes: [T.self], file: file, line: line), file: file, line: line)
        XCTAssertEqual(model.name, "Box<\(T.self)>", file: file, line: line)
        XCTAssertTrue(model.property(named: "value")?.type == T.self, file: file, line: line)
        XCTAssertTrue(model.property(named: "values")?.type == [T].self, file: file, line: line)
        XCTAssertTrue(model.property(named: "maybe")?.type == T?.self, file: file, line: line)
        XCTAssertTrue(model.property(named: "maybe")?.dataType == unwrapOptionalOracle(T.self).type, file: file, line: line)
    }

    func testBoxOfManyArguments() throws {
        try checkBox(42)
        try checkBox("text")
        try checkBox([1, 2])
        try checkBox(Box(value: 3))
        try checkBox(Suit.hearts)
        try checkBox(BoxedObject())
        try checkBox(Int8(3))
        try checkBox((1, "tuple"))
        try checkBox(Optional(2.5))
        try checkBox(Point())
    }

    func testBoxesAreDistinctTypes() throws {
        let ints = try XCTUnwrap(Metadata.type(Box<Int>.self))
        let strings = try XCTUnwrap(Metadata.type(Box<String>.self))
        XCTAssertFalse(ints === strings)
        XCTAssertNotEqual(ints.size, strings.size)
        XCTAssertEqual((ints as? StructType)?.property(named: "maybe")?.offset, 24)
        XCTAssertEqual((strings as? StructType)?.property(named: "maybe")?.offset, 32)
    }

    func testGenericNestedInGeneric() throws {
        typealias Nested = Outer<Int8>.Inner<String>
        let model = try XCTUnwrap(assertMatchesOracles(
            Nested.self, instance: Nested(a: 1, b: "b", pair: (2, "c")),
            keyPaths: ["flag": \.flag, "a": \.a, "b": \.b, "pair": \.pair],
            genericTypes: [Int8.self, String.self]))
        XCTAssertTrue(model.property(named: "a")?.type == Int8.self)
        XCTAssertTrue(model.property(named: "b")?.type == String.self)
        XCTAssertTrue(model.property(named: "pair")?.type == (Int8, String).self)
        XCTAssertEqual(model.properties?.map(\.offset), [0, 1, 8, 24])

        typealias Other = Outer<[Double]>.Inner<Bool?>
        assertMatchesOracles(
            Other.self, instance: Other(a: [1], b: nil, pair: ([], true)),
            keyPaths: ["flag": \.flag, "a": \.a, "b": \.b, "pair": \.pair],
            genericTypes: [[Double].self, Bool?.self])

        assertMatchesOracles(Outer<String>.self, instance: Outer(a: "outer"), keyPaths: ["a": \.a],
                             genericTypes: [String.self])
    }

    func testNonGenericTypeNestedInGeneric() throws {
        // `Plain` declares no parameter of its own but inherits `A` from its parent.
        let model = try XCTUnwrap(assertMatchesOracles(
            Outer<Int64>.Plain.self, instance: Outer<Int64>.Plain(a: 5),
            keyPaths: ["count": \.count, "a": \.a], genericTypes: [Int64.self]))
        XCTAssertEqual(model.property(named: "a")?.offset, 8)
    }

    func testThreeParameters() throws {
        typealias T3 = Triple<Int8, String, [Int: Bool]>
        let model = try XCTUnwrap(assertMatchesOracles(
            T3.self, instance: T3(a: 1, b: "b", c: [1: true], tuple: ([:], "x", 2)),
            keyPaths: ["a": \.a, "b": \.b, "c": \.c, "tuple": \.tuple],
            genericTypes: [Int8.self, String.self, [Int: Bool].self]))
        XCTAssertTrue(model.property(named: "tuple")?.type == ([Int: Bool], String, Int8).self)
    }

    func testConstrainedParameters() throws {
        // Conformance requirements add witness tables after the type arguments.
        typealias C = Constrained<String, Double>
        let model = try XCTUnwrap(assertMatchesOracles(
            C.self, instance: C(key: "k", table: ["k": 1], first: 2),
            keyPaths: ["key": \.key, "table": \.table, "first": \.first],
            genericTypes: [String.self, Double.self]))
        XCTAssertTrue(model.property(named: "table")?.type == [String: Double].self)
    }
}
