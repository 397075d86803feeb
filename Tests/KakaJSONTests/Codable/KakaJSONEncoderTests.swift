// KakaJSONEncoder's own order (members as encoded), the text of its
// streaming path, its fallback to the tree, and one encoder on many threads.

import XCTest
import Foundation
import KakaJSON

private struct Item: Codable, Equatable {
    var zeta = 1
    var alpha = "a/b"
    var list: [Int] = []
    var map: [String: Int] = [:]
    var child: Child? = Child()
}

private struct Child: Codable, Equatable {
    var b = true
    var a: Double = 1.5
}

/// Fills a nested container after its parent wrote again, and encodes a
/// key twice: only the tree can follow it.
private struct OutOfOrder: Encodable {
    enum Keys: String, CodingKey { case first, second, third }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .first)
        try container.encode(1, forKey: .second)
        try nested.encode("late", forKey: .third)
        try container.encode(2, forKey: .second)
    }
}

final class KakaJSONEncoderTests: XCTestCase {
    private func text<T: Encodable>(_ value: T, _ formatting: JSONEncoder.OutputFormatting = []) throws -> String {
        let encoder = KakaJSONEncoder()
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func testMembersComeInTheOrderEncoded() throws {
        XCTAssertEqual(try text(Item()), #"{"zeta":1,"alpha":"a\/b","list":[],"map":{},"child":{"b":true,"a":1.5}}"#)
        XCTAssertEqual(try text(Item(), .withoutEscapingSlashes),
                       #"{"zeta":1,"alpha":"a/b","list":[],"map":{},"child":{"b":true,"a":1.5}}"#)
        XCTAssertEqual(try text([Item(child: nil)]), #"[{"zeta":1,"alpha":"a\/b","list":[],"map":{}}]"#)
    }

    func testPrettyPrintingWhileStreaming() throws {
        var item = Item()
        item.list = [1, 2]
        XCTAssertEqual(try text(item, .prettyPrinted), """
            {
              "zeta" : 1,
              "alpha" : "a\\/b",
              "list" : [
                1,
                2
              ],
              "map" : {

              },
              "child" : {
                "b" : true,
                "a" : 1.5
              }
            }
            """)
    }

    func testContainersUsedOutOfOrderGoThroughTheTree() throws {
        XCTAssertEqual(try text(OutOfOrder(), .sortedKeys), #"{"first":{"third":"late"},"second":2}"#)
        XCTAssertEqual(try text(OutOfOrder()), #"{"first":{"third":"late"},"second":2}"#)
        XCTAssertEqual(try text([OutOfOrder(), OutOfOrder()]),
                       #"[{"first":{"third":"late"},"second":2},{"first":{"third":"late"},"second":2}]"#)
    }

    func testRoundTripThroughTheDecoder() throws {
        var item = Item()
        item.list = [3]
        item.map = ["k": 4]
        let data = try KakaJSONEncoder().encode([item, Item(child: nil)])
        XCTAssertEqual(try KakaJSONDecoder().decode([Item].self, from: data), [item, Item(child: nil)])
        XCTAssertEqual(try JSONDecoder().decode([Item].self, from: data), [item, Item(child: nil)])
    }

    func testOneEncoderOnEightThreads() {
        let encoder = KakaJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let expected = try? encoder.encode(Item())
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for round in 0..<200 {
                var item = Item()
                item.zeta = index * 1_000 + round
                guard let data = try? encoder.encode(item),
                      let back = try? JSONDecoder().decode(Item.self, from: data), back == item else {
                    failures.add()
                    return
                }
            }
        }
        XCTAssertEqual(failures.count, 0)
        XCTAssertNotNil(expected)
    }
}

private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
