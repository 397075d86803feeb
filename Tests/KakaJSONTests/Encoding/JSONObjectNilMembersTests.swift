// `JSONObject()` fills a copy of a per-type template whose keys are already
// in their buckets, one template per combination of nil optional members.
// These tests hold it against objects built by hand: every combination of
// nil members, values that turn out absent inside a present optional, two
// members under one key, more optionals than a mask has bits, more
// combinations than the type keeps templates for, and templates made by
// many threads at once.

import XCTest
import Foundation
import KakaJSON

private struct Child: Convertible {
    var tag = ""
}

private struct Sparse: Convertible {
    var id = 0
    var count: Int?
    var name: String?
    var ratio: Double?
    var codes: [Int]?
    var child: Child?
    var flag: Bool?
    var title = ""

    init() {}

    /// The instance whose nil members are the set bits of `mask` (bit 0: count ... bit 5: flag).
    init(mask: Int, seed: Int) {
        id = seed
        title = "t\(seed)"
        if mask & 1 == 0 { count = seed * 3 }
        if mask & 2 == 0 { name = "name-\(seed)-with-a-long-tail" }
        if mask & 4 == 0 { ratio = Double(seed) + 0.5 }
        if mask & 8 == 0 { codes = [seed, seed + 1] }
        if mask & 16 == 0 { child = Child(tag: "c\(seed)") }
        if mask & 32 == 0 { flag = seed.isMultiple(of: 2) }
    }

    /// The object a hand-written mapper builds: nil members left out.
    var expected: [String: Any] {
        var json: [String: Any] = ["id": id, "title": title]
        if let count { json["count"] = count }
        if let name { json["name"] = name }
        if let ratio { json["ratio"] = ratio }
        if let codes { json["codes"] = codes }
        if let child { json["child"] = ["tag": child.tag] }
        if let flag { json["flag"] = flag }
        return json
    }
}

private struct AbsentInside: Convertible {
    var ratio: Double? = .nan
    var nested: Int?? = .some(nil)
    var infinite = Double.infinity
    var kept: Int? = 4
    var last = "z"
}

private struct SharedKey: Convertible {
    var first: Int? = 1
    var second: Int? = 2
    var other = 3

    func kj_JSONKey(from property: Property) -> JSONPropertyKey {
        property.name == "other" ? "other" : "value"
    }
}

/// Seventy optional members: more than a template mask has bits.
private struct ManyOptionals: Convertible {
    var values: [Int?] = []
    var o00: Int?, o01: Int?, o02: Int?, o03: Int?, o04: Int?, o05: Int?, o06: Int?, o07: Int?, o08: Int?, o09: Int?
    var o10: Int?, o11: Int?, o12: Int?, o13: Int?, o14: Int?, o15: Int?, o16: Int?, o17: Int?, o18: Int?, o19: Int?
    var o20: Int?, o21: Int?, o22: Int?, o23: Int?, o24: Int?, o25: Int?, o26: Int?, o27: Int?, o28: Int?, o29: Int?
    var o30: Int?, o31: Int?, o32: Int?, o33: Int?, o34: Int?, o35: Int?, o36: Int?, o37: Int?, o38: Int?, o39: Int?
    var o40: Int?, o41: Int?, o42: Int?, o43: Int?, o44: Int?, o45: Int?, o46: Int?, o47: Int?, o48: Int?, o49: Int?
    var o50: Int?, o51: Int?, o52: Int?, o53: Int?, o54: Int?, o55: Int?, o56: Int?, o57: Int?, o58: Int?, o59: Int?
    var o60: Int?, o61: Int?, o62: Int?, o63: Int?, o64: Int?, o65: Int?, o66: Int?, o67: Int?, o68: Int?, o69: Int?
}

/// Members without a JSON form (closures), plain and optional.
private struct WithClosures: Convertible {
    var id = 1
    var onTap: () -> Void = {}
    var onDone: (() -> Void)? = {}
    var name: String? = "n"
}

private struct Concurrent: Convertible {
    var a: Int?
    var b: String?
    var c: Int?
    var d: [String]?
    var e = 0
}

final class JSONObjectNilMembersTests: XCTestCase {
    func testEveryCombinationOfNilMembers() {
        // 64 combinations: past the templates a type keeps, so the later
        // ones insert by key; twice, so the second pass reuses templates.
        for pass in 0..<2 {
            for mask in 0..<64 {
                let model = Sparse(mask: mask, seed: mask + pass)
                let object = model.kj.JSONObject()
                XCTAssertEqual(object.count, model.expected.count, "mask \(mask)")
                assertJSONObjectEqual(object, model.expected)
            }
        }
    }

    func testObjectsStayIndependentCopiesOfTheirTemplate() {
        let first = Sparse(mask: 0, seed: 1).kj.JSONObject()
        let second = Sparse(mask: 0, seed: 2).kj.JSONObject()
        XCTAssertEqual(first["id"] as? Int, 1)
        XCTAssertEqual(second["id"] as? Int, 2)
        var edited = first
        edited["extra"] = "x"
        edited.removeValue(forKey: "name")
        XCTAssertEqual(edited.count, first.count)
        XCTAssertEqual(Sparse(mask: 0, seed: 3).kj.JSONObject().count, 8)
    }

    func testValuesWithoutJSONFormInsidePresentOptionalsAreLeftOut() {
        for object in twice(AbsentInside()) {
            XCTAssertEqual(Set(object.keys), ["kept", "last"])
            XCTAssertEqual(object["kept"] as? Int, 4)
            XCTAssertEqual(object["last"] as? String, "z")
        }
    }

    func testMembersUnderOneKeyKeepTheLaterPresentValue() {
        var model = SharedKey()
        XCTAssertEqual(twice(model).map { $0["value"] as? Int }, [2, 2])
        model.second = nil
        XCTAssertEqual(twice(model).map { $0["value"] as? Int }, [1, 1])
        model.first = nil
        XCTAssertEqual(twice(model).map { $0["value"] as? Int }, [nil, nil])
        XCTAssertEqual(twice(model).map { $0["other"] as? Int }, [3, 3])
    }

    func testMembersWithoutJSONFormAreLeftOut() {
        var model = WithClosures()
        for object in twice(model) {
            XCTAssertEqual(Set(object.keys), ["id", "name"])
        }
        model.name = nil
        model.onDone = nil
        XCTAssertEqual(twice(model).map { Set($0.keys) }, [["id"], ["id"]])
    }

    func testOptionalsBeyondTheMaskAreLeftOutWhenNil() {
        var model = ManyOptionals()
        model.o00 = 0
        model.o33 = 33
        model.o63 = 63
        model.o64 = 64
        model.o69 = 69
        for object in twice(model) {
            XCTAssertEqual(Set(object.keys), ["values", "o00", "o33", "o63", "o64", "o69"])
            XCTAssertEqual(object["o64"] as? Int, 64)
            XCTAssertEqual(object["o69"] as? Int, 69)
        }
        model.o69 = nil
        model.o65 = 65
        XCTAssertEqual(twice(model).map { Set($0.keys) }, .init(repeating: ["values", "o00", "o33", "o63", "o64", "o65"], count: 2))
    }

    func testTemplatesMadeByManyThreadsAtOnce() {
        let failures = FailureCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var generator = SplitMix64(seed: UInt64(thread))
            for round in 0..<400 {
                let bits = Int(generator.next() % 16)
                var model = Concurrent()
                model.e = round
                if bits & 1 == 0 { model.a = round }
                if bits & 2 == 0 { model.b = "b\(round)" }
                if bits & 4 == 0 { model.c = -round }
                if bits & 8 == 0 { model.d = ["d"] }
                let object = model.kj.JSONObject()
                let expectedKeys = ["e"] + (bits & 1 == 0 ? ["a"] : []) + (bits & 2 == 0 ? ["b"] : [])
                    + (bits & 4 == 0 ? ["c"] : []) + (bits & 8 == 0 ? ["d"] : [])
                if Set(object.keys) != Set(expectedKeys) || object["e"] as? Int != round
                    || (model.a != nil && object["a"] as? Int != round) {
                    failures.add()
                }
            }
        }
        XCTAssertEqual(failures.count, 0)
    }

    func testJSONObjectMatchesTheParsedText() throws {
        // The text writer builds no template: an independent oracle.
        var generator = SplitMix64(seed: 42)
        for seed in 0..<200 {
            let model = Sparse(mask: Int(generator.next() % 64), seed: seed)
            let parsed = try JSONSerialization.jsonObject(with: Data(model.kj.JSONString().utf8))
            XCTAssertTrue(foundationEqual(parsed, model.kj.JSONObject()), "seed \(seed)")
        }
    }
}

/// `model`'s object made twice: a type's first `JSONObject()` learns
/// whether its `kj_JSONValue` does anything and inserts by key; the
/// templates serve the next.
private func twice<Model: Convertible>(_ model: Model) -> [[String: Any]] {
    [model.kj.JSONObject(), model.kj.JSONObject()]
}

/// A count many threads add to.
private final class FailureCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
