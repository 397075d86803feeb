import Foundation
import KakaJSON
import XCTest

// A type's first conversion learns, per hook, whether it is only the default
// (then later conversions skip it). The probe state lives in a per-thread
// flag, so nested conversions inside a user's hook and conversions on other
// threads must never make a user's hook look like the default.

private final class HookCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func count(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
    func value(_ name: String) -> Int { lock.withLock { counts[name, default: 0] } }
}

private let hookCounter = HookCounter()

/// Only default hooks: converted for the first time inside `Outer`'s hooks.
private struct InnerDefaults: Convertible {
    var id = 0
}

/// User hooks that each run a first conversion of another type inside them.
private struct Outer: Convertible {
    var name = ""
    var inner = 0

    mutating func kj_willConvertToModel(from json: [String: Any]) {
        hookCounter.count("outer.will")
        _ = #"{"id": 1}"#.kj.model(InnerDefaults.self)
    }

    mutating func kj_didConvertToModel(from json: [String: Any]) {
        hookCounter.count("outer.did")
        inner = #"{"id": 2}"#.kj.model(InnerWithValueHook.self)?.id ?? -1
    }
}

/// A user `kj_modelValue`, first converted inside `Outer`'s did hook.
private struct InnerWithValueHook: Convertible {
    var id = 0

    func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
        hookCounter.count("inner.value")
        return (jsonValue as? Int).map { $0 * 10 }
    }
}

/// One distinct model type per thread, so that first conversions (and their
/// probes) really run at the same time.
private struct PerThread<Tag>: Convertible {
    var value = 0

    mutating func kj_didConvertToModel(from json: [String: Any]) {
        hookCounter.count("per-thread")
    }
}

private enum Tag0 {}
private enum Tag1 {}
private enum Tag2 {}
private enum Tag3 {}

final class HookDetectionTests: XCTestCase {
    func testNestedFirstConversionsInsideHooksKeepEveryUserHook() throws {
        for round in 1...3 {
            let model = try XCTUnwrap(#"{"name": "n"}"#.kj.model(Outer.self))
            XCTAssertEqual(model.name, "n")
            XCTAssertEqual(model.inner, 20, "the inner type's own kj_modelValue ran")
            XCTAssertEqual(hookCounter.value("outer.will"), round)
            XCTAssertEqual(hookCounter.value("outer.did"), round)
            XCTAssertEqual(hookCounter.value("inner.value"), round)
        }
    }

    func testFirstConversionsOnManyThreadsAtOnce() {
        let converters: [@Sendable () -> Int?] = [
            { #"{"value": 1}"#.kj.model(PerThread<Tag0>.self)?.value },
            { #"{"value": 1}"#.kj.model(PerThread<Tag1>.self)?.value },
            { #"{"value": 1}"#.kj.model(PerThread<Tag2>.self)?.value },
            { #"{"value": 1}"#.kj.model(PerThread<Tag3>.self)?.value },
        ]
        let rounds = 50
        let before = hookCounter.value("per-thread")
        DispatchQueue.concurrentPerform(iterations: converters.count) { index in
            for _ in 0..<rounds { XCTAssertEqual(converters[index](), 1) }
        }
        XCTAssertEqual(hookCounter.value("per-thread") - before, converters.count * rounds,
                       "every conversion ran its type's did hook")
    }
}
