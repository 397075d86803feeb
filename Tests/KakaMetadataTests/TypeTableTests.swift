import KakaMetadata
import XCTest

/// `TypeTable` against `Dictionary` as the oracle.
final class TypeTableTests: XCTestCase {
    private final class Token {}

    func testMatchesDictionaryUnderRandomInsertsAndRemovals() {
        // Objects stay alive, so their identifiers stay distinct.
        let tokens = (0..<300).map { _ in Token() }
        let keys = tokens.map(ObjectIdentifier.init)
        var generator = SeededSteps(state: 0x7AB1E)
        for round in 0..<20 {
            var table = TypeTable<Int>(minimumCapacity: round % 3 == 0 ? 0 : 64)
            var oracle: [ObjectIdentifier: Int] = [:]
            for step in 0..<3_000 {
                let key = keys[Int(generator.next() % UInt64(keys.count))]
                switch generator.next() % 10 {
                case 0...5:
                    table[key] = step
                    oracle[key] = step
                case 6...8:
                    table[key] = nil
                    oracle[key] = nil
                default:
                    XCTAssertEqual(table[key], oracle[key])
                }
                XCTAssertEqual(table.count, oracle.count)
            }
            for key in keys { XCTAssertEqual(table[key], oracle[key], "round \(round)") }
            XCTAssertEqual(table.isEmpty, oracle.isEmpty)
        }
        withExtendedLifetime(tokens) {}
    }

    func testTypesAsKeys() {
        let types: [Any.Type] = [Int.self, String.self, [Int].self, [String: Int].self, Int?.self, Double.self,
                                 Token.self, TypeTableTests.self, (Int, Int).self, Any.self]
        var table = TypeTable<String>()
        for type in types { table[ObjectIdentifier(type)] = "\(type)" }
        XCTAssertEqual(table.count, types.count)
        for type in types { XCTAssertEqual(table[ObjectIdentifier(type)], "\(type)") }
        XCTAssertNil(table[ObjectIdentifier(Float.self)])
        table[ObjectIdentifier(Int.self)] = "replaced"
        XCTAssertEqual(table[ObjectIdentifier(Int.self)], "replaced")
        XCTAssertEqual(table.count, types.count)
    }

    func testRemoveAllAndReuse() {
        let tokens = (0..<100).map { _ in Token() }
        var table = TypeTable<Token>()
        for token in tokens { table[ObjectIdentifier(token)] = token }
        XCTAssertEqual(table.count, 100)
        table.removeAll(keepingCapacity: true)
        XCTAssertTrue(table.isEmpty)
        for token in tokens { XCTAssertNil(table[ObjectIdentifier(token)]) }
        table[ObjectIdentifier(tokens[7])] = tokens[7]
        XCTAssertTrue(table[ObjectIdentifier(tokens[7])] === tokens[7])
        table.removeAll()
        XCTAssertEqual(table.count, 0)
        XCTAssertNil(table[ObjectIdentifier(tokens[7])])
    }
}

/// A seeded linear congruential generator for the randomized tests, so
/// that a failure reproduces.
struct SeededSteps {
    var state: UInt64

    /// The next 31-bit step.
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
