import KakaMetadata
import XCTest

// Types without stored properties of their own: enums, optionals, tuples,
// functions, existentials, metatypes, and input the conversion layer cannot model.

enum Direction: String, CaseIterable {
    case north, south = "S", east, west
}

enum Priority: Int {
    case low = 1, medium = 5, high = 10
}

enum Figure {
    case dot
    case circle(radius: Double)
    case rectangle(width: Int, height: Int)
    case named(String)
    case none
}

indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
    case empty
}

enum Either<Left, Right> {
    case left(Left)
    case right(Right)
    case neither
}

enum Uninhabited {}

protocol Drawable {}
protocol Resizable {}
protocol Owner: AnyObject {}

final class NonModelTypesTests: XCTestCase {
    /// Checks an enum's cases against Mirror (payload cases) and `String(describing:)` (empty cases).
    private func assertCases<T>(_ type: T.Type, payloadValues: [T], emptyValues: [T],
                                file: StaticString = #filePath, line: UInt = #line) -> EnumType? {
        guard let enumType = Metadata.type(T.self) as? EnumType else {
            XCTFail("\(T.self) is not an EnumType", file: file, line: line)
            return nil
        }
        XCTAssertEqual(enumType.kind, .enum, file: file, line: line)
        XCTAssertFalse((enumType as BaseType) is ModelType, file: file, line: line)
        XCTAssertEqual(enumType.module, "KakaMetadataTests", file: file, line: line)
        XCTAssertEqual(enumType.size, MemoryLayout<T>.size, file: file, line: line)
        XCTAssertEqual(enumType.alignment, MemoryLayout<T>.alignment, file: file, line: line)
        XCTAssertEqual(enumType.stride, MemoryLayout<T>.stride, file: file, line: line)
        // Oracle: Mirror names a payload case by its label and reflects its payload.
        let payloadCases = payloadValues.map { value -> (String, Any.Type) in
            let child = Mirror(reflecting: value).children.first
            return (child?.label ?? "?", child.map { Swift.type(of: $0.value) } ?? Never.self)
        }
        // Oracle: an empty case prints as its name.
        let emptyCases = emptyValues.map { String(describing: $0) }
        XCTAssertEqual(enumType.cases.map(\.name), payloadCases.map(\.0) + emptyCases, file: file, line: line)
        XCTAssertEqual(enumType.cases.map { $0.payloadType.map { String(reflecting: $0) } },
                       payloadCases.map { String(reflecting: $0.1) } + emptyCases.map { _ in nil }, file: file, line: line)
        return enumType
    }

    func testEnumsWithRawValues() throws {
        let direction = try XCTUnwrap(assertCases(Direction.self, payloadValues: [], emptyValues: Direction.allCases))
        XCTAssertEqual(direction.cases.map(\.name), ["north", "south", "east", "west"])
        XCTAssertNil(direction.genericTypes)
        XCTAssertEqual(direction.size, 1)
        let priority = try XCTUnwrap(assertCases(Priority.self, payloadValues: [], emptyValues: [.low, .medium, .high]))
        XCTAssertTrue(priority.cases.allSatisfy { $0.payloadType == nil && !$0.isIndirect })
    }

    func testEnumWithPayloads() throws {
        let figure = try XCTUnwrap(assertCases(
            Figure.self,
            payloadValues: [.circle(radius: 1), .rectangle(width: 1, height: 2), .named("n")],
            emptyValues: [.dot, .none]))
        // Payload cases first, then empty cases, each group in declaration order.
        XCTAssertEqual(figure.cases.map(\.name), ["circle", "rectangle", "named", "dot", "none"])
        // A single labelled payload is a one-element labelled tuple, as Mirror shows too.
        // (Swift source cannot spell that type, so compare its name.)
        XCTAssertEqual(figure.cases[0].payloadType.map { String(describing: $0) }, "(radius: Double)")
        XCTAssertEqual(figure.cases[0].payloadType.map { Kind($0) }, .tuple)
        XCTAssertTrue(figure.cases[1].payloadType == (width: Int, height: Int).self)
        XCTAssertTrue(figure.cases[2].payloadType == String.self)
        XCTAssertEqual(figure.cases.map(\.description), ["circle((radius: Double))", "rectangle((width: Int, height: Int))",
                                                         "named(String)", "dot", "none"])
    }

    func testIndirectEnum() throws {
        let tree = try XCTUnwrap(assertCases(
            Tree.self, payloadValues: [.leaf(1), .node(.empty, .empty)], emptyValues: [.empty]))
        XCTAssertEqual(tree.cases.map(\.isIndirect), [true, true, false])
        XCTAssertTrue(tree.cases[1].payloadType == (Tree, Tree).self)
    }

    func testGenericEnum() throws {
        typealias E = Either<Int, [String]>
        let either = try XCTUnwrap(assertCases(E.self, payloadValues: [.left(1), .right([])], emptyValues: [.neither]))
        XCTAssertEqual(typeNames(either.genericTypes), typeNames([Int.self, [String].self]))
        XCTAssertTrue(either.cases[1].payloadType == [String].self)
        XCTAssertEqual(either.name, "Either<Int, Array<String>>")
    }

    func testUninhabitedEnum() throws {
        let never = try XCTUnwrap(Metadata.type(Uninhabited.self) as? EnumType)
        XCTAssertEqual(never.cases.count, 0)
        XCTAssertEqual(never.size, 0)
        let swiftNever = try XCTUnwrap(Metadata.type(Never.self) as? EnumType)
        XCTAssertEqual(swiftNever.module, "Swift")
        XCTAssertTrue(swiftNever.isSystemModule)
    }

    func testTupleTypes() throws {
        typealias Plain = (Int8, Int64, Bool)
        let plain = try XCTUnwrap(assertTupleMatchesOracles(
            Plain.self, instance: (1, 2, true), keyPaths: [\Plain.0, \Plain.1, \Plain.2]))
        XCTAssertEqual(plain.properties.map(\.name), ["0", "1", "2"])
        XCTAssertEqual(plain.properties.map(\.offset), [0, 8, 16])

        typealias Labelled = (x: Int8, name: String, z: Double)
        let labelled = try XCTUnwrap(assertTupleMatchesOracles(
            Labelled.self, instance: (x: 1, name: "n", z: 2), keyPaths: [\Labelled.x, \Labelled.name, \Labelled.z]))
        XCTAssertEqual(labelled.properties.map(\.name), ["x", "name", "z"])
        XCTAssertEqual(labelled.name, "(x: Int8, name: String, z: Double)")

        typealias Partial = (Int16, label: [Int], Int8?)
        let partial = try XCTUnwrap(assertTupleMatchesOracles(
            Partial.self, instance: (1, label: [], nil), keyPaths: [\Partial.0, \Partial.label, \Partial.2]))
        XCTAssertEqual(partial.properties.map(\.name), ["0", "label", "2"])
        XCTAssertTrue(partial.properties[2].dataType == Int8.self)

        // Element offsets are 32-bit fields off Apple platforms: many shapes, against the oracles.
        typealias Wide = (Bool, Int64, Int8, label: String, Int16, [Int], Double?, Int32)
        let wide = try XCTUnwrap(assertTupleMatchesOracles(
            Wide.self, instance: (true, 1, 2, label: "l", 3, [4], 5.5, 6),
            keyPaths: [\Wide.0, \Wide.1, \Wide.2, \Wide.label, \Wide.4, \Wide.5, \Wide.6, \Wide.7]))
        XCTAssertEqual(wide.properties.map(\.offset), [0, 8, 16, 24, 40, 48, 56, 68])
        typealias Nested = ((Int8, Int8), (x: Int64, y: Bool))
        assertTupleMatchesOracles(Nested.self, instance: ((1, 2), (x: 3, y: true)), keyPaths: [\Nested.0, \Nested.1])

        let void = try XCTUnwrap(Metadata.type(Void.self) as? TupleType)
        XCTAssertEqual(void.properties.count, 0)
        XCTAssertEqual(void.size, 0)
    }

    func testFunctionTypes() throws {
        let throwing = try XCTUnwrap(Metadata.type(((Int, String) throws -> Bool).self) as? FunctionType)
        XCTAssertEqual(throwing.kind, .function)
        XCTAssertTrue(throwing.isThrowable)
        XCTAssertFalse(throwing.isAsync)
        XCTAssertEqual(typeIDs(throwing.argumentTypes), typeIDs([Int.self, String.self]))
        XCTAssertTrue(throwing.returnType == Bool.self)
        XCTAssertEqual(throwing.size, MemoryLayout<(Int, String) throws -> Bool>.size)
        XCTAssertEqual(throwing.module, "")

        let async = try XCTUnwrap(Metadata.type((() async -> [Int]).self) as? FunctionType)
        XCTAssertTrue(async.isAsync)
        XCTAssertFalse(async.isThrowable)
        XCTAssertEqual(async.argumentTypes.count, 0)
        XCTAssertTrue(async.returnType == [Int].self)

        let both = try XCTUnwrap(Metadata.type(((Double?) async throws -> Void).self) as? FunctionType)
        XCTAssertTrue(both.isAsync)
        XCTAssertTrue(both.isThrowable)
        XCTAssertEqual(typeIDs(both.argumentTypes), typeIDs([Double?.self]))
        XCTAssertTrue(both.returnType == Void.self)
    }

    func testProtocolTypes() throws {
        func check(_ type: Any.Type, size: Int, classConstrained: Bool, protocols: Int, witnessTables: Int,
                   line: UInt = #line) {
            guard let existential = Metadata.type(type) as? ProtocolType else {
                return XCTFail("\(type) is not a ProtocolType", line: line)
            }
            XCTAssertEqual(existential.kind, .existential, line: line)
            XCTAssertEqual(existential.size, size, line: line)
            XCTAssertEqual(existential.isClassConstrained, classConstrained, line: line)
            XCTAssertEqual(existential.protocolCount, protocols, line: line)
            XCTAssertEqual(existential.witnessTableCount, witnessTables, line: line)
        }
        check(Any.self, size: MemoryLayout<Any>.size, classConstrained: false, protocols: 0, witnessTables: 0)
        check(AnyObject.self, size: MemoryLayout<AnyObject>.size, classConstrained: true, protocols: 0, witnessTables: 0)
        check((any Drawable).self, size: MemoryLayout<any Drawable>.size, classConstrained: false, protocols: 1,
              witnessTables: 1)
        check((any Owner).self, size: MemoryLayout<any Owner>.size, classConstrained: true, protocols: 1, witnessTables: 1)
        check((any Drawable & Resizable).self, size: MemoryLayout<any Drawable & Resizable>.size,
              classConstrained: false, protocols: 2, witnessTables: 2)
        check((any Drawable & AnyObject).self, size: MemoryLayout<any Drawable & AnyObject>.size,
              classConstrained: true, protocols: 1, witnessTables: 1)
        check((any Drawable & Owner).self, size: MemoryLayout<any Drawable & Owner>.size,
              classConstrained: true, protocols: 2, witnessTables: 2)
        XCTAssertEqual(MemoryLayout<any Drawable & Resizable>.size, 48)
        XCTAssertEqual(MemoryLayout<any Owner>.size, 16)
    }

    func testMetaTypes() throws {
        let int = try XCTUnwrap(Metadata.type(Int.Type.self) as? MetaType)
        XCTAssertEqual(int.kind, .metatype)
        XCTAssertTrue(int.instanceType == Int.self)
        XCTAssertEqual(int.size, MemoryLayout<Int.Type>.size)

        let existential = try XCTUnwrap(Metadata.type((any Drawable.Type).self) as? MetaType)
        XCTAssertEqual(existential.kind, .existentialMetatype)
        XCTAssertTrue(existential.instanceType == (any Drawable).self)
        XCTAssertEqual(existential.size, MemoryLayout<any Drawable.Type>.size)

        // The metatype of the existential type itself is a plain metatype.
        let protocolMeta = try XCTUnwrap(Metadata.type((any Drawable).Type.self) as? MetaType)
        XCTAssertEqual(protocolMeta.kind, .metatype)
        XCTAssertTrue(protocolMeta.instanceType == (any Drawable).self)

        let anyType = try XCTUnwrap(Metadata.type(Any.Type.self) as? MetaType)
        XCTAssertEqual(anyType.kind, .existentialMetatype)
        XCTAssertTrue(anyType.instanceType == Any.self)

        let nested = try XCTUnwrap(Metadata.type(Int.Type.Type.self) as? MetaType)
        XCTAssertTrue(nested.instanceType == Int.Type.self)
        let classMeta = try XCTUnwrap(Metadata.type(Animal.Type.self) as? MetaType)
        XCTAssertTrue(classMeta.instanceType == Animal.self)
    }

    func testKinds() {
        XCTAssertEqual(Metadata.type(Int.self)?.kind, .struct)
        XCTAssertEqual(Metadata.type(String.self)?.kind, .struct)
        XCTAssertEqual(Metadata.type(String?.self)?.kind, .optional)
        XCTAssertEqual(Metadata.type((Int, String).self)?.kind, .tuple)
        XCTAssertEqual(Metadata.type(((Int) -> Void).self)?.kind, .function)
        XCTAssertEqual(Metadata.type(Any.self)?.kind, .existential)
        XCTAssertEqual(Metadata.type(AnyObject.self)?.kind, .existential)
        XCTAssertEqual(Metadata.type(Int.Type.self)?.kind, .metatype)
        XCTAssertEqual(Metadata.type((any Drawable).Type.self)?.kind, .metatype)
        XCTAssertEqual(Metadata.type((any Drawable.Type).self)?.kind, .existentialMetatype)
        XCTAssertEqual(Metadata.type(Animal.self)?.kind, .class)
        XCTAssertEqual(Metadata.type(Direction.self)?.kind, .enum)
        XCTAssertEqual(Metadata.type([Int].self)?.kind, .struct)
        XCTAssertEqual(Kind(Int.self), .struct)
        XCTAssertEqual(Kind(Puppy.self), .class)
        XCTAssertEqual(Kind(Int??.self), .optional)
    }

    func testInstanceLookupUsesTheDynamicType() throws {
        XCTAssertTrue(Metadata.type(5 as Any) === Metadata.type(Int.self))
        XCTAssertTrue(Metadata.type("s" as Any) === Metadata.type(String.self))
        let boxed: Any = Box(value: 1.5)
        XCTAssertTrue(Metadata.type(boxed) === Metadata.type(Box<Double>.self))
        let optional: Int? = 3
        XCTAssertTrue(Metadata.type(optional as Any) === Metadata.type(Int?.self))
    }

    func testUnsupportedInputGivesTheRightKindAndNoProperties() throws {
        let inputs: [(Any.Type, Kind)] = [
            (((Int) -> Int).self, .function),
            (Int.Type.self, .metatype),
            ((any Drawable.Type).self, .existentialMetatype),
            (Any.self, .existential),
            ((any Drawable & Resizable).self, .existential),
            (Direction.self, .enum),
            (Figure.self, .enum),
            (Never.self, .enum),
            (Uninhabited.self, .enum),
            (Int???.self, .optional),
            (Void.self, .tuple),
            ((Int, x: String).self, .tuple),
            (((Int, String) async throws -> Void).self, .function),
        ]
        for (type, kind) in inputs {
            let base = try XCTUnwrap(Metadata.type(type), "\(type)")
            XCTAssertEqual(base.kind, kind, "\(type)")
            XCTAssertFalse(base is ModelType, "\(type) must not look like a model")
            XCTAssertTrue(base.type == type)
            XCTAssertTrue(Metadata.type(type) === base, "\(type) is cached")
        }
    }

    func testStandardLibraryStructsDoNotCrash() throws {
        // Structs from the standard library: readable, marked as system types.
        for type: Any.Type in [Int.self, String.self, [Int].self, [String: Int].self, Set<Int>.self, Double.self,
                               Character.self, Substring.self, ClosedRange<Int>.self, Bool.self] {
            let model = try XCTUnwrap(Metadata.type(type) as? StructType, "\(type)")
            XCTAssertEqual(model.module, "Swift", "\(type)")
            XCTAssertTrue(model.isSystemModule, "\(type)")
            XCTAssertNotNil(model.properties, "\(type)")
            let oracle = forEachFieldOracle(type)?.map(\.offset)
            if let oracle {
                XCTAssertEqual(model.properties?.map(\.offset), oracle, "\(type)")
            }
        }
        let int = try XCTUnwrap(Metadata.type(Int.self) as? StructType)
        XCTAssertEqual(int.properties?.map(\.name), ["_value"])
        XCTAssertEqual(int.size, 8)
        let range = try XCTUnwrap(Metadata.type(ClosedRange<Int>.self) as? StructType)
        XCTAssertEqual(range.properties?.map(\.name), ["lowerBound", "upperBound"])
        XCTAssertEqual(typeNames(range.genericTypes), typeNames([Int.self]))
    }
}
