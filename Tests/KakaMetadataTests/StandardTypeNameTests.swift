import KakaMetadata
import XCTest

// `StandardTypeName` reads common standard-library field type names without
// the runtime. The oracles: the compiler's own mangling (`_mangledTypeName`)
// and the declared types of real fields.

private struct SizedIntegerFields {
    var big: Int64 = 0
    var bigs: [Int64] = []
    var maybeSmall: Int32?
    var byte: UInt8 = 0
    var words: [String: [UInt16]] = [:]
    var anything: [String: Any] = [:]
    var flags: [Bool?] = []
}

final class StandardTypeNameTests: XCTestCase {
    private func read(_ name: String) -> Any.Type? {
        var name = name
        return name.withUTF8 { StandardTypeName.type(named: UnsafeRawBufferPointer($0)) }
    }

    private func readMangledName(of type: Any.Type, file: StaticString = #filePath, line: UInt = #line) -> Any.Type? {
        guard let name = _mangledTypeName(type) else {
            XCTFail("no mangled name for \(type)", file: file, line: line)
            return nil
        }
        return read(name)
    }

    func testEveryFormOfTheGrammarReadsAsTheCompilerMangledIt() {
        let types: [Any.Type] = [
            Int.self, UInt.self, Double.self, Float.self, Bool.self, String.self, Any.self,
            Int8.self, Int16.self, Int32.self, Int64.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
            Int?.self, String??.self, Int64?.self, [Int].self, [String?].self, [Int]?.self, [[Double]].self,
            [UInt8].self, [String: Any].self, [String: [Int]].self, [String: Any]?.self, [Any].self,
            [String: Int64?].self,
        ]
        for type in types {
            let read = readMangledName(of: type)
            XCTAssertTrue(read == type, "\(type) read as \(read.map { "\($0)" } ?? "nil")")
        }
    }

    func testNamesOutsideTheGrammarAreLeftToTheRuntime() {
        for type in [[Int: String].self, Set<Int>.self, Character.self, [Character].self, (Int, Int).self] as [Any.Type] {
            XCTAssertNil(readMangledName(of: type), "\(type)")
        }
        for name in ["", "S", "Say", "SaySi", "SaySiGX", "SiSgS", "SDySiSSG", "s5Int64", "Sq"] {
            XCTAssertNil(read(name), name)
        }
    }

    func testNestingBeyondTheLimitIsLeftToTheRuntime() {
        let shallow = String(repeating: "Say", count: 7) + "Si" + String(repeating: "G", count: 7)
        XCTAssertTrue(read(shallow) == [[[[[[[Int]]]]]]].self)
        let deep = String(repeating: "Say", count: 40) + "Si" + String(repeating: "G", count: 40)
        XCTAssertNil(read(deep))
    }

    func testRealFieldsResolveToTheirDeclaredTypes() {
        // Another module's records name the sized integers by symbolic
        // references to the standard library's descriptors.
        for _ in 0..<2 {
            let properties = (Metadata.type(SizedIntegerFields.self) as? ModelType)?.properties ?? []
            let types = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0.type) })
            XCTAssertEqual(types.count, 7)
            XCTAssertTrue(types["big"] == Int64.self)
            XCTAssertTrue(types["bigs"] == [Int64].self)
            XCTAssertTrue(types["maybeSmall"] == Int32?.self)
            XCTAssertTrue(types["byte"] == UInt8.self)
            XCTAssertTrue(types["words"] == [String: [UInt16]].self)
            XCTAssertTrue(types["anything"] == [String: Any].self)
            XCTAssertTrue(types["flags"] == [Bool?].self)
        }
    }
}
