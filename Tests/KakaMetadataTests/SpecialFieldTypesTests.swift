import KakaMetadata
import XCTest

// Fields of special types: optionals of any depth, tuples, closures, existentials,
// metatypes, weak and unowned references, property wrappers, inline arrays.

protocol Shape { var area: Double { get } }
protocol Named { var label: String { get } }
protocol ClassBound: AnyObject { var id: Int { get } }

struct Square: Shape, Named {
    var side: Double = 2
    var area: Double { side * side }
    var label: String { "square" }
}

final class Widget: ClassBound, Shape {
    var id = 3
    var area: Double { 1 }
}

struct Optionals {
    var one: Int? = 1
    var two: Int?? = .some(nil)
    var three: Int??? = .some(.some(3))
    var strings: String?? = "s"
    var array: [Int?]? = [nil, 2]
    var plain: Int = 0
}

struct Tuples {
    var unlabelled: (Int8, Int64, Bool) = (1, 2, true)
    var labelled: (x: Double, y: Double) = (x: 1, y: 2)
    var mixed: (Int16, name: String) = (3, name: "m")
    var single: Int8 = 4
    var empty: () = ()
    var nested: ((Int8, Int8), Int32) = ((1, 2), 3)
}

struct Closures {
    var transform: (Int) -> String = { String($0) }
    var action: () -> Void = {}
    var maybe: ((Double) -> Double)? = nil
    var thrower: (Int, String) throws -> Bool = { _, _ in true }
    var count: Int = 2
}

struct Existentials {
    var any: Any = 1
    var object: AnyObject = Widget()
    var shape: any Shape = Square()
    var classBound: any ClassBound = Widget()
    var composed: any Shape & Named = Square()
    var maybeAny: Any? = nil
    var error: any Error = TestError()
    var shapes: [any Shape] = [Square()]
}

struct Metatypes {
    var int: Int.Type = Int.self
    var shapeType: any Shape.Type = Square.self
    var anyType: Any.Type = String.self
    var anyClass: AnyClass = Widget.self
    var shapeProtocol: (any Shape).Type = (any Shape).self
    var optionalType: Int.Type? = nil
}

final class Target { var value = 1 }

final class References {
    weak var weakRef: Target?
    unowned var unownedRef: Target
    unowned(unsafe) var unmanagedRef: Target
    var strong: Target
    weak var weakProtocol: (any ClassBound)?
    init(_ target: Target) {
        weakRef = target
        unownedRef = target
        unmanagedRef = target
        strong = target
        weakProtocol = nil
    }
}

struct ReferencesInStruct {
    var before: Int8 = 1
    weak var weakRef: Target?
    unowned var unownedRef: Target
    unowned(unsafe) var unmanagedRef: Target
    var after: Int8 = 2
}

@propertyWrapper
struct Clamped {
    var stored: Int
    var range: ClosedRange<Int>
    var wrappedValue: Int {
        get { stored }
        set { stored = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        stored = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

@propertyWrapper
struct Uppercased {
    var wrappedValue: String { didSet { wrappedValue = wrappedValue.uppercased() } }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue.uppercased() }
}

struct Wrapped {
    var id: Int8 = 1
    @Clamped(0...10) var level: Int = 20
    @Uppercased var code: String = "abc"
}

final class WrappedClass {
    @Clamped(1...5) var rating: Int = 0
    var note: String = "n"
}

#if compiler(>=6.2)
@available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, *)
struct WithInlineArray {
    var head: Int8 = 1
    var numbers: InlineArray<3, Int> = [1, 2, 3]
    var tail: Bool = true
}
#endif

final class SpecialFieldTypesTests: XCTestCase {
    func testOptionalsOfAnyDepth() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Optionals.self, instance: Optionals(),
            keyPaths: ["one": \.one, "two": \.two, "three": \.three, "strings": \.strings, "array": \.array,
                       "plain": \.plain]))
        let three = try XCTUnwrap(model.property(named: "three"))
        XCTAssertTrue(three.type == Int???.self)
        XCTAssertTrue(three.dataType == Int.self)
        XCTAssertTrue(model.property(named: "array")?.dataType == [Int?].self)
        XCTAssertTrue(model.property(named: "strings")?.dataType == String.self)
        XCTAssertTrue(model.property(named: "plain")?.dataType == Int.self)

        let optional = try XCTUnwrap(Metadata.type(three.type) as? OptionalType)
        XCTAssertEqual(optional.kind, .optional)
        XCTAssertEqual(optional.depth, 3)
        XCTAssertTrue(optional.wrapType == Int??.self)
        XCTAssertTrue(optional.wrappedType == Int.self)
        XCTAssertEqual(optional.cases.map(\.name), ["some", "none"])
        XCTAssertTrue(optional.cases.first?.payloadType == Int??.self)
        XCTAssertNil(optional.cases.last?.payloadType)
        XCTAssertEqual(typeNames(optional.genericTypes), typeNames([Int??.self]))
        XCTAssertEqual(optional.module, "Swift")
        XCTAssertTrue(optional.isSystemModule)
        XCTAssertEqual(optional.size, MemoryLayout<Int???>.size)
        XCTAssertEqual(optional.stride, MemoryLayout<Int???>.stride)

        let two = try XCTUnwrap(Metadata.type(Int??.self) as? OptionalType)
        XCTAssertEqual(two.depth, 2)
        XCTAssertTrue(two.wrapType == Int?.self)
        let one = try XCTUnwrap(Metadata.type(String?.self) as? OptionalType)
        XCTAssertEqual(one.depth, 1)
        XCTAssertTrue(one.wrapType == String.self)
        XCTAssertTrue(one.wrappedType == String.self)
    }

    func testTupleFields() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Tuples.self, instance: Tuples(),
            keyPaths: ["unlabelled": \.unlabelled, "labelled": \.labelled, "mixed": \.mixed, "single": \.single,
                       "empty": \.empty, "nested": \.nested]))
        XCTAssertTrue(model.property(named: "labelled")?.type == (x: Double, y: Double).self)
        XCTAssertFalse(model.property(named: "labelled")?.type == (Double, Double).self)
        let mixed = try XCTUnwrap(Metadata.type(try XCTUnwrap(model.property(named: "mixed")).type) as? TupleType)
        XCTAssertEqual(mixed.properties.map(\.name), ["0", "name"])
        // A zero-sized field sits at offset 0.
        XCTAssertEqual(model.property(named: "empty")?.offset, 0)
        XCTAssertEqual(model.property(named: "nested")?.offset, 68)
    }

    func testClosureFields() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Closures.self, instance: Closures(),
            // A key path to a closure field is computed (it reabstracts), so it has no offset.
            keyPaths: ["count": \.count], noKeyPath: ["transform", "action", "maybe", "thrower"],
            unreadable: ["transform", "action", "maybe", "thrower"]))
        XCTAssertEqual(model.properties?.map(\.offset), [0, 16, 32, 48, 64])
        // The compiler agrees that a closure field is not a plain stored generic value.
        XCTAssertNil(MemoryLayout<Closures>.offset(of: \.transform))
        XCTAssertNil(MemoryLayout<Closures>.offset(of: \.maybe))
        let transform = try XCTUnwrap(model.property(named: "transform"))
        XCTAssertTrue(transform.type == ((Int) -> String).self)
        let function = try XCTUnwrap(Metadata.type(transform.type) as? FunctionType)
        XCTAssertTrue(function.argumentTypes.map { ObjectIdentifier($0) } == [ObjectIdentifier(Int.self)])
        XCTAssertTrue(function.returnType == String.self)
        XCTAssertFalse(function.isThrowable)
        XCTAssertTrue(model.property(named: "maybe")?.dataType == ((Double) -> Double).self)
        let thrower = try XCTUnwrap(Metadata.type(try XCTUnwrap(model.property(named: "thrower")).type) as? FunctionType)
        XCTAssertTrue(thrower.isThrowable)
    }

    func testExistentialFields() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Existentials.self, instance: Existentials(),
            keyPaths: ["any": \.any, "object": \.object, "shape": \.shape, "classBound": \.classBound,
                       "composed": \.composed, "maybeAny": \.maybeAny, "error": \.error, "shapes": \.shapes]))
        // Any 32 bytes, AnyObject 8, any P 40, class-bound 16, P & Q 48, Any? 32 (spare bits), Error 8.
        XCTAssertEqual(model.properties?.map(\.offset), [0, 32, 40, 80, 96, 144, 176, 184])
        XCTAssertTrue(model.property(named: "composed")?.type == (any Shape & Named).self)
        XCTAssertTrue(model.property(named: "maybeAny")?.dataType == Any.self)
        XCTAssertEqual(model.property(named: "shape").map { Kind($0.type) }, .existential)
    }

    func testMetatypeFields() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Metatypes.self, instance: Metatypes(),
            keyPaths: ["shapeType": \.shapeType, "anyType": \.anyType, "anyClass": \.anyClass],
            noKeyPath: ["int", "shapeProtocol", "optionalType"],
            unreadable: ["int", "shapeProtocol", "optionalType"],
            mirrorReadsFields: false))
        // Int.Type and (any Shape).Type are stored thin (0 bytes, offset 0), and Int.Type? in one
        // byte; existential metatypes are a pointer (plus witness tables).
        XCTAssertEqual(model.properties?.map(\.offset), [0, 0, 16, 24, 0, 32])
        XCTAssertEqual(model.size, 33)
        // The compiler agrees that such a field is not a plain stored `Int.Type`: its key path is computed.
        XCTAssertNil(MemoryLayout<Metatypes>.offset(of: \.int))
        XCTAssertNil(MemoryLayout<Metatypes>.offset(of: \.shapeProtocol))
        XCTAssertNil(MemoryLayout<Metatypes>.offset(of: \.optionalType))
        let int = try XCTUnwrap(Metadata.type(try XCTUnwrap(model.property(named: "int")).type) as? MetaType)
        XCTAssertEqual(int.kind, .metatype)
        XCTAssertTrue(int.instanceType == Int.self)
        let shape = try XCTUnwrap(Metadata.type(try XCTUnwrap(model.property(named: "shapeType")).type) as? MetaType)
        XCTAssertEqual(shape.kind, .existentialMetatype)
        XCTAssertTrue(shape.instanceType == (any Shape).self)
        XCTAssertTrue(model.property(named: "optionalType")?.dataType == Int.Type.self)
    }

    func testWeakUnownedAndUnmanagedInClass() throws {
        let target = Target()
        let model = try XCTUnwrap(assertMatchesOracles(
            References.self, instance: References(target),
            ownership: ["weakRef": .weak, "unownedRef": .unowned, "unmanagedRef": .unmanaged, "weakProtocol": .weak]))
        XCTAssertEqual(model.properties?.map(\.offset), [16, 24, 32, 40, 48])
        // A weak reference resolves to the Optional it reads as.
        XCTAssertTrue(model.property(named: "weakRef")?.type == Target?.self)
        XCTAssertTrue(model.property(named: "weakRef")?.dataType == Target.self)
        XCTAssertTrue(model.property(named: "unownedRef")?.type == Target.self)
        XCTAssertTrue(model.property(named: "weakProtocol")?.type == (any ClassBound)?.self)
        withExtendedLifetime(target) {}
    }

    func testWeakUnownedAndUnmanagedInStruct() throws {
        let target = Target()
        let model = try XCTUnwrap(assertMatchesOracles(
            ReferencesInStruct.self,
            instance: ReferencesInStruct(weakRef: target, unownedRef: target, unmanagedRef: target),
            keyPaths: ["before": \.before, "after": \.after],
            noKeyPath: ["weakRef", "unownedRef", "unmanagedRef"],
            ownership: ["weakRef": .weak, "unownedRef": .unowned, "unmanagedRef": .unmanaged]))
        XCTAssertEqual(model.properties?.map(\.offset), [0, 8, 16, 24, 32])
        withExtendedLifetime(target) {}
    }

    func testPropertyWrapperFields() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Wrapped.self, instance: Wrapped(), keyPaths: ["id": \.id], noKeyPath: ["_level", "_code"]))
        XCTAssertEqual(model.properties?.map(\.name), ["id", "_level", "_code"])
        XCTAssertTrue(model.property(named: "_level")?.type == Clamped.self)
        XCTAssertTrue(model.property(named: "_code")?.type == Uppercased.self)
        XCTAssertNil(model.property(named: "level"))
        assertMatchesOracles(Clamped.self, instance: Clamped(wrappedValue: 1, 0...2),
                             keyPaths: ["stored": \.stored, "range": \.range])

        let wrappedClass = try XCTUnwrap(assertMatchesOracles(WrappedClass.self, instance: WrappedClass()))
        XCTAssertEqual(wrappedClass.properties?.map(\.name), ["_rating", "note"])
    }

    func testInlineArrayField() throws {
        #if compiler(>=6.2)
        guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, *) else {
            throw XCTSkip("InlineArray needs a newer OS")
        }
        let model = try XCTUnwrap(assertMatchesOracles(
            WithInlineArray.self, instance: WithInlineArray(),
            keyPaths: ["head": \.head, "numbers": \.numbers, "tail": \.tail]))
        XCTAssertEqual(model.properties?.map(\.offset), [0, 8, 32])
        let inline = try XCTUnwrap(model.property(named: "numbers"))
        XCTAssertTrue(inline.type == InlineArray<3, Int>.self)
        XCTAssertEqual(Metadata.type(inline.type)?.size, 24)
        // A value generic parameter: no plain list of generic types.
        XCTAssertNil((Metadata.type(inline.type) as? ModelType)?.genericTypes)
        #else
        throw XCTSkip("InlineArray needs Swift 6.2")
        #endif
    }
}
