// Key order hints: a model's key table compares first the key that followed
// the previous one in the last object it read. The hint is shared by all
// threads and only ever checked, so objects in any order, with unknown keys
// and keys of the same length and first bytes, must read the same as
// without it, alone and concurrently.

import XCTest
import Foundation
import KakaJSON

private struct Ordered: Convertible, Equatable {
    var alpha = 0
    var alphb = 0
    var bravo = ""
    var charlie = 0.0
    var delta = false
    var echo: Int?
    var foxtrot: [Int] = []
    var golf = ""
    var hotel = 0
    var india = ""
}

final class KeyOrderTests: XCTestCase {
    private static let keys = ["alpha", "alphb", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india"]

    /// An object with the keys in a random order, some left out, unknown keys
    /// between them; and the model it must give.
    private static func randomObject(_ generator: inout SplitMix64) -> (String, Ordered) {
        var expected = Ordered()
        var members: [String] = []
        for key in keys.shuffled(using: &generator) where generator.next() % 5 != 0 {
            let n = Int(generator.next() % 1000)
            switch key {
            case "alpha": expected.alpha = n; members.append("\"alpha\": \(n)")
            case "alphb": expected.alphb = n; members.append("\"alphb\": \(n)")
            case "bravo": expected.bravo = "b\(n)"; members.append("\"bravo\": \"b\(n)\"")
            case "charlie": expected.charlie = Double(n) / 4; members.append("\"charlie\": \(Double(n) / 4)")
            case "delta": expected.delta = n % 2 == 0; members.append("\"delta\": \(n % 2 == 0)")
            case "echo": expected.echo = n; members.append("\"echo\": \(n)")
            case "foxtrot": expected.foxtrot = [n, n + 1]; members.append("\"foxtrot\": [\(n), \(n + 1)]")
            case "golf": expected.golf = "g\(n)"; members.append("\"golf\": \"g\(n)\"")
            case "hotel": expected.hotel = n; members.append("\"hotel\": \(n)")
            default: expected.india = "i\(n)"; members.append("\"india\": \"i\(n)\"")
            }
            if generator.next() % 4 == 0 {
                // Unknown keys, some the length and first bytes of known ones.
                members.append(["\"alphc\": 1", "\"unknown\": [1, {\"alpha\": 5}]", "\"hotel2\": null"][Int(generator.next() % 3)])
            }
        }
        return ("{" + members.joined(separator: ", ") + "}", expected)
    }

    func testObjectsInAnyOrderReadTheSame() {
        var generator = SplitMix64(seed: 20261125)
        for round in 0..<500 {
            let (json, expected) = Self.randomObject(&generator)
            XCTAssertEqual(json.kj.model(Ordered.self), expected, "round \(round): \(json)")
        }
        // The same order many times, then a change of order in the middle.
        let steady = #"{"alpha": 1, "alphb": 2, "bravo": "x", "hotel": 4}"#
        for _ in 0..<20 { XCTAssertEqual(steady.kj.model(Ordered.self)?.alphb, 2) }
        let swapped = #"{"alpha": 1, "hotel": 4, "alphb": 2, "bravo": "x"}"#
        let model = swapped.kj.model(Ordered.self)
        XCTAssertEqual(model?.hotel, 4)
        XCTAssertEqual(model?.alphb, 2)
        XCTAssertEqual(model?.bravo, "x")
        // Arrays of the type: one hint table shared by every element.
        var objects: [String] = []
        var models: [Ordered] = []
        for _ in 0..<100 {
            let (json, expected) = Self.randomObject(&generator)
            objects.append(json)
            models.append(expected)
        }
        XCTAssertEqual(("[" + objects.joined(separator: ",") + "]").kj.modelArray(Ordered.self), models)
    }

    func testThreadsReadingDifferentOrdersAtOnce() {
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var generator = SplitMix64(seed: UInt64(thread) &+ 7)
            for _ in 0..<300 {
                let (json, expected) = Self.randomObject(&generator)
                if json.kj.model(Ordered.self) != expected { failures.add(json) }
            }
        }
        XCTAssertEqual(failures.all, [])
    }
}

private final class Failures: @unchecked Sendable {
    // @unchecked: `items` is only touched under `lock`.
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
