import Foundation
import KakaJSON
import XCTest

/// Random Foundation-style values, boxed in every way an `Any` can be, fed
/// to models with every kind of property: a conversion may keep defaults,
/// but it never crashes, and the same input gives the same numbers and models.
final class DictionaryFuzzTests: XCTestCase {
    private struct Leaf: Convertible, Equatable {
        var id: Int = 0
        var name: String? = nil
    }

    private final class Sample: Convertible {
        var int: Int = 0
        var int8: Int8 = 0
        var uint64: UInt64 = 0
        var double: Double = 0
        var float: Float = 0
        var bool: Bool = false
        var text: String = ""
        var maybe: Int? = nil
        var decimal: Decimal = 0
        var date: Date? = nil
        var url: URL? = nil
        var ints: [Int] = []
        var texts: [String]? = nil
        var optionals: [Double?] = []
        var set: Set<Int> = []
        var map: [String: Int] = [:]
        var leaf: Leaf = Leaf()
        var leaves: [Leaf] = []
        var any: Any? = nil
        required init() {}
    }

    private static let keys = ["int", "int8", "uint64", "double", "float", "bool", "text", "maybe", "decimal",
                               "date", "url", "ints", "texts", "optionals", "set", "map", "leaf", "leaves", "any"]

    private func randomValue(_ generator: inout SplitMix64, depth: Int) -> Any {
        func boxed<T>(_ value: T) -> Any { value }
        let choice = generator.next() % (depth > 2 ? 18 : 22)
        var value: Any
        switch choice {
        case 0: value = Int(truncatingIfNeeded: generator.next())
        case 1: value = Int(generator.next() % 300) - 150
        case 2: value = Double(bitPattern: generator.next())
        case 3: value = Double(generator.next() % 1000) / 8
        case 4: value = generator.next() % 2 == 0
        case 5: value = String(generator.next() % 100_000)
        case 6: value = ["", "x", "true", "1e400", "-0", "https://a.b/c", "2020-01-01", "名前"][Int(generator.next() % 8)]
        case 7: value = NSNumber(value: Int64(bitPattern: generator.next()))
        case 8: value = NSNumber(value: generator.next() % 2 == 0)
        case 9: value = NSNumber(value: Double(generator.next() % 77) / 3)
        case 10: value = NSNull()
        case 11: value = NSString(string: "ns\(generator.next() % 10)")
        case 12: value = NSDecimalNumber(string: "3.25")
        case 13: value = Date(timeIntervalSince1970: Double(generator.next() % 1000))
        case 14: value = UInt64.max - generator.next() % 3
        case 15: value = Optional<Int>.none as Any
        case 16: value = Optional(Int(generator.next() % 9)) as Any
        case 17: value = Float(generator.next() % 50) / 4
        case 18, 19:
            value = (0..<Int(generator.next() % 4)).map { _ in randomValue(&generator, depth: depth + 1) }
        default:
            var object: [String: Any] = [:]
            for _ in 0..<Int(generator.next() % 4) {
                object[["id", "name", Self.keys.randomElement(using: &generator)!][Int(generator.next() % 3)]] =
                    randomValue(&generator, depth: depth + 1)
            }
            value = object
        }
        switch generator.next() % 5 {
        case 0: value = boxed(value)                  // Any in Any
        case 1: value = boxed(boxed(value))
        case 2: value = value as AnyObject             // a class box for Swift values
        default: break
        }
        return value
    }

    func testRandomDictionariesNeverCrash() {
        var generator = SplitMix64(seed: 0xD1C7)
        for _ in 0..<1_500 {
            var json: [String: Any] = [:]
            for key in Self.keys where generator.next() % 3 != 0 {
                json[key] = randomValue(&generator, depth: 0)
            }
            let first = json.kj.model(Sample.self)
            let second = json.kj.model(Sample.self)
            XCTAssertEqual(first.int, second.int)
            // No strings: a dictionary converted to a String is its description,
            // whose order differs between two dictionary instances.
            XCTAssertEqual(first.ints, second.ints)
            XCTAssertEqual(first.leaves.map(\.id), second.leaves.map(\.id))
            _ = [json as Any, json["leaves"] as Any].kj.modelArray(Sample.self)
        }
    }
}
