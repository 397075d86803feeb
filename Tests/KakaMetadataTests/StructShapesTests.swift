import KakaMetadata
import XCTest

// Plain struct shapes: padding, numerics, collections, nesting, let/var, empty.

struct Padded {
    var a: Int8 = 1
    var b: Int64 = 2
    var c: Bool = true
    var d: Int16 = 4
    var e: Int8 = 5
    var f: Int64 = 6
    var g: Bool = false
    var h: Int16 = 8
}

struct PaddedMixed {
    var flag: Bool = true
    var word: Int32 = -3
    var byte: UInt8 = 200
    var real: Double = 2.5
    var half: Int16 = -7
    var last: UInt8 = 9
}

struct Numbers {
    var double: Double = 1.25
    var float: Float = -0.5
    var character: Character = "é"
    var int: Int = -1
    var uint: UInt = 1
    var int32: Int32 = 32
    var uint16: UInt16 = 16
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
struct WideNumbers {
    var small: Int8 = -1
    var big: Int128 = Int128(Int64.max) * 4
    var flag: Bool = true
    var ubig: UInt128 = UInt128(UInt64.max) + 1
    var tail: Int16 = 3
}

struct Collections {
    var text: String = "hello"
    var list: [Int] = [1, 2, 3]
    var map: [String: Int] = ["one": 1]
    var set: Set<String> = ["x"]
    var nested: [[Double]] = [[1.5], []]
    var groups: [String: [Int]] = ["a": [1]]
    var substring: Substring = "sub"
}

struct LetsAndVars {
    let id: Int = 7
    var name: String = "n"
    let tags: [String] = ["t"]
    var count: Int8 = 1
    let ratio: Double = 0.5
}

struct Empty {}

struct Point { var x: Double = 1; var y: Double = 2 }

struct Line {
    var start = Point()
    var end = Point(x: 3, y: 4)
    var label: String? = "line"
}

final class Reference { var value = 1 }

struct WithClassField {
    var before: Int8 = 1
    var reference = Reference()
    var optionalReference: Reference? = nil
    var after: Int16 = 2
}

struct Unicode {
    var naïve: Int = 1
    var 名前: String = "なまえ"
    var `default`: Bool = true
}

struct WithStaticsAndComputed {
    nonisolated(unsafe) static var shared = 0
    static let constant = 1
    var stored: Int = 3
    var computed: Int { stored * 2 }
    var observed: String = "o" { didSet { stored += 1 } }
}

struct WithLazy {
    var eager: Int = 1
    lazy var later: String = "lazy"
}

struct WithPrivate {
    private var hidden: Int = 41
    fileprivate var semi: String = "s"
    var visible: Bool = true
    func sum() -> Int { hidden + 1 }
}

enum Suit: String { case hearts, spades }

struct WithEnums {
    var suit: Suit = .spades
    var maybeSuit: Suit? = nil
    var result: Result<Int, TestError> = .success(3)
    var range: Range<Int> = 1..<4
}

struct TestError: Error { var code = 1 }

struct Pointers {
    var raw: UnsafeRawPointer? = nil
    var mutable: UnsafeMutablePointer<Int>? = nil
    var identifier = ObjectIdentifier(Reference.self)
    var vector = SIMD4<Float>(1, 2, 3, 4)
}

final class StructShapesTests: XCTestCase {
    func testPaddingHeavyStruct() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Padded.self, instance: Padded(),
            keyPaths: ["a": \.a, "b": \.b, "c": \.c, "d": \.d, "e": \.e, "f": \.f, "g": \.g, "h": \.h]))
        XCTAssertEqual(model.properties?.map(\.offset), [0, 8, 16, 18, 20, 24, 32, 34])
        XCTAssertEqual(model.size, 36)
        XCTAssertEqual(model.stride, 40)
        XCTAssertEqual(model.alignment, 8)
    }

    func testPaddingMixedStruct() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            PaddedMixed.self, instance: PaddedMixed(),
            keyPaths: ["flag": \.flag, "word": \.word, "byte": \.byte, "real": \.real, "half": \.half, "last": \.last]))
        XCTAssertEqual(model.properties?.map(\.offset), [0, 4, 8, 16, 24, 26])
    }

    func testNumbers() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Numbers.self, instance: Numbers(),
            keyPaths: ["double": \.double, "float": \.float, "character": \.character, "int": \.int,
                       "uint": \.uint, "int32": \.int32, "uint16": \.uint16]))
        XCTAssertTrue(model.property(named: "character")?.type == Character.self)
        XCTAssertTrue(model.property(named: "float")?.type == Float.self)
    }

    func testWideIntegers() throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else {
            throw XCTSkip("Int128 needs a newer OS")
        }
        let model = try XCTUnwrap(assertMatchesOracles(
            WideNumbers.self, instance: WideNumbers(),
            keyPaths: ["small": \.small, "big": \.big, "flag": \.flag, "ubig": \.ubig, "tail": \.tail]))
        XCTAssertEqual(model.alignment, MemoryLayout<Int128>.alignment)
        XCTAssertTrue(model.property(named: "big")?.type == Int128.self)
        XCTAssertTrue(model.property(named: "ubig")?.type == UInt128.self)
    }

    func testCollections() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Collections.self, instance: Collections(),
            keyPaths: ["text": \.text, "list": \.list, "map": \.map, "set": \.set, "nested": \.nested,
                       "groups": \.groups, "substring": \.substring]))
        XCTAssertTrue(model.property(named: "map")?.type == [String: Int].self)
        XCTAssertTrue(model.property(named: "set")?.type == Set<String>.self)
        XCTAssertTrue(model.property(named: "groups")?.type == [String: [Int]].self)
    }

    func testLetAndVar() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            LetsAndVars.self, instance: LetsAndVars(),
            keyPaths: ["id": \.id, "name": \.name, "tags": \.tags, "count": \.count, "ratio": \.ratio],
            lets: ["id", "tags", "ratio"]))
        XCTAssertEqual(model.properties?.map(\.isVar), [false, true, false, true, false])
    }

    func testEmptyStruct() throws {
        let model = try XCTUnwrap(assertMatchesOracles(Empty.self, instance: Empty()))
        XCTAssertEqual(model.properties?.count, 0)
        XCTAssertEqual(model.size, 0)
        XCTAssertEqual(model.stride, 1)
    }

    func testNestedStructs() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Line.self, instance: Line(),
            keyPaths: ["start": \.start, "end": \.end, "label": \.label]))
        XCTAssertEqual(model.properties?.map(\.offset), [0, 16, 32])
        XCTAssertTrue(model.property(named: "start")?.type == Point.self)
        assertMatchesOracles(Point.self, instance: Point(), keyPaths: ["x": \.x, "y": \.y])
    }

    func testStructWithClassField() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            WithClassField.self, instance: WithClassField(),
            keyPaths: ["before": \.before, "reference": \.reference, "optionalReference": \.optionalReference,
                       "after": \.after]))
        XCTAssertEqual(model.properties?.map(\.offset), [0, 8, 16, 24])
        XCTAssertTrue(model.property(named: "optionalReference")?.dataType == Reference.self)
    }

    func testUnicodeAndKeywordNames() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Unicode.self, instance: Unicode(),
            keyPaths: ["naïve": \.naïve, "名前": \.名前, "default": \.default]))
        XCTAssertEqual(model.properties?.map(\.name), ["naïve", "名前", "default"])
    }

    func testStaticAndComputedPropertiesAreNotStored() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            WithStaticsAndComputed.self, instance: WithStaticsAndComputed(),
            keyPaths: ["stored": \.stored], noKeyPath: ["observed"])) // observers make the key path computed
        XCTAssertEqual(model.properties?.map(\.name), ["stored", "observed"])
        XCTAssertEqual(model.property(named: "observed")?.offset, 8)
    }

    func testLazyStorage() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            WithLazy.self, instance: WithLazy(),
            keyPaths: ["eager": \.eager], noKeyPath: ["$__lazy_storage_$_later"]))
        let storage = try XCTUnwrap(model.property(named: "$__lazy_storage_$_later"))
        XCTAssertTrue(storage.type == String?.self)
        XCTAssertTrue(storage.dataType == String.self)
    }

    func testPrivateFields() throws {
        // Private fields have no key path from here; the other oracles still cover them.
        let model = try XCTUnwrap(assertMatchesOracles(
            WithPrivate.self, instance: WithPrivate(),
            keyPaths: ["semi": \.semi, "visible": \.visible], noKeyPath: ["hidden"]))
        XCTAssertEqual(model.properties?.map(\.name), ["hidden", "semi", "visible"])
        XCTAssertEqual(model.property(named: "hidden")?.offset, 0)
    }

    func testEnumAndStdlibValueFields() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            WithEnums.self, instance: WithEnums(),
            keyPaths: ["suit": \.suit, "maybeSuit": \.maybeSuit, "result": \.result, "range": \.range]))
        XCTAssertTrue(model.property(named: "maybeSuit")?.dataType == Suit.self)
        XCTAssertTrue(model.property(named: "result")?.type == Result<Int, TestError>.self)
    }

    func testPointersAndSIMD() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            Pointers.self, instance: Pointers(),
            keyPaths: ["raw": \.raw, "mutable": \.mutable, "identifier": \.identifier, "vector": \.vector]))
        XCTAssertEqual(model.property(named: "vector")?.offset, 32)
        XCTAssertEqual(model.alignment, 16)
    }
}
