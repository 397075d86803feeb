import Foundation
import KakaJSON
import XCTest

/// The configuration is changed on one thread while four threads decode: every
/// result matches one of the two configurations, never a mix of them.
final class ConfigConcurrencyTests: XCTestCase {
    private struct Pair: Convertible {
        var first = ""
        var second = ""
        var third = ""
    }

    private static let text = #"{"a1": "A1", "a2": "A2", "a3": "A3", "b1": "B1", "b2": "B2", "b3": "B3"}"#
    private static var dictionary: [String: Any] {
        ["a1": "A1", "a2": "A2", "a3": "A3", "b1": "B1", "b2": "B2", "b3": "B3"]
    }

    private static func useConfiguration(_ prefix: String) {
        ConvertibleConfig.setModelKey(for: Pair.self) { property in
            switch property.name {
            case "first": return "\(prefix)1"
            case "second": return "\(prefix)2"
            default: return "\(prefix)3"
            }
        }
    }

    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    func testDecodingWhileTheConfigurationChanges() {
        Self.useConfiguration("a")
        let iterations = 2_000
        let torn = LockedCounter()
        let decoded = LockedCounter()
        let seen = LockedSet()
        let stop = LockedFlag()

        let writer = Thread {
            var flip = false
            while !stop.value {
                Self.useConfiguration(flip ? "a" : "b")
                flip.toggle()
            }
        }
        writer.start()

        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<iterations {
                let pair = (index + worker).isMultiple(of: 2)
                    ? Self.text.kj.model(Pair.self) ?? Pair()
                    : Self.dictionary.kj.model(Pair.self)
                let values = [pair.first, pair.second, pair.third]
                if values == ["A1", "A2", "A3"] || values == ["B1", "B2", "B3"] {
                    seen.insert(values[0])
                } else {
                    torn.increment()
                }
                decoded.increment()
            }
        }
        stop.set()
        while !writer.isFinished { usleep(1_000) }

        XCTAssertEqual(decoded.value, 4 * iterations)
        XCTAssertEqual(torn.value, 0, "a result mixed two configurations")
        XCTAssertFalse(seen.values.isEmpty)
    }

    func testAChangeTakesEffectForTheNextConversion() {
        Self.useConfiguration("a")
        XCTAssertEqual(Self.text.kj.model(Pair.self)?.first, "A1")
        Self.useConfiguration("b")
        XCTAssertEqual(Self.text.kj.model(Pair.self)?.first, "B1", "the cached plan was rebuilt")
        XCTAssertEqual(Self.dictionary.kj.model(Pair.self).second, "B2")
        ConvertibleConfig.reset()
        XCTAssertEqual(Self.text.kj.model(Pair.self)?.first, "", "no key named 'first' in the JSON")
    }
}

private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private final class LockedSet: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Set<String> = []
    func insert(_ value: String) { _ = lock.withLock { storage.insert(value) } }
    var values: Set<String> { lock.withLock { storage } }
}

private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() { lock.withLock { flag = true } }
    var value: Bool { lock.withLock { flag } }
}
