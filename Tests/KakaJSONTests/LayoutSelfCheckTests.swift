// The layout self-check: a type whose parsed layout disagrees with the
// runtime's reflection is refused (nothing read or written through it) and
// reported once.

import XCTest
import Foundation
import KakaJSON
import KakaMetadata

private struct Victim: Convertible {
    var a = 1
    var b = "x"
}

private class VictimBase: Convertible {
    var base = 1
    required init() {}
}

private final class VictimChild: VictimBase {
    var own = 2.5
}

private struct Holder: Convertible {
    var victim = Victim()
    var count = 0
}

private struct Healthy: Convertible {
    var a = 1
    var b: [String: Int] = [:]
    var c: Double?
}

final class LayoutSelfCheckTests: XCTestCase {
    func testAWrongOffsetIsRefusedAndReported() {
        TestingCorruption.corrupt(Victim.self) { properties in
            properties[1] = TestingCorruption.moved(properties[1], by: 8)
        }
        let decoded = #"{"a": 5, "b": "y"}"#.kj.model(Victim.self)
        XCTAssertEqual(decoded?.a, 1, "nothing written")
        XCTAssertEqual(decoded?.b, "x", "nothing written")
        XCTAssertEqual(Victim().kj.JSONString(), "{}")
        var filled = Victim()
        filled.kj_m.convert(["a": 9])
        XCTAssertEqual(filled.a, 1)
        // A model holding the refused type still converts its own properties.
        let holder = #"{"victim": {"a": 5}, "count": 3}"#.kj.model(Holder.self)
        XCTAssertEqual(holder?.count, 3)
        XCTAssertEqual(holder?.victim.a, 1)
        let reports = LayoutAudit.reported.filter { $0.contains("Victim.b") }
        XCTAssertEqual(reports.count, 1, "reported once: \(LayoutAudit.reported)")
        XCTAssertTrue(reports.first?.contains("offset") ?? false)
    }

    func testAMissingPropertyInAClassIsRefused() {
        TestingCorruption.corrupt(VictimChild.self) { properties in
            properties.removeLast()
        }
        let child = #"{"base": 7, "own": 9}"#.kj.model(VictimChild.self)
        XCTAssertEqual(child?.base, 1)
        XCTAssertEqual(child?.own, 2.5)
        XCTAssertTrue(LayoutAudit.reported.contains { $0.contains("VictimChild") })
        // The superclass itself is fine.
        XCTAssertEqual(#"{"base": 7}"#.kj.model(VictimBase.self)?.base, 7)
    }

    func testHealthyTypesAreApproved() {
        let healthy = #"{"a": 2, "b": {"k": 1}, "c": 0.5}"#.kj.model(Healthy.self)
        XCTAssertEqual(healthy?.a, 2)
        XCTAssertEqual(healthy?.c, 0.5)
        XCTAssertFalse(LayoutAudit.reported.contains { $0.contains("Healthy") })
        guard let model = Metadata.type(Healthy.self) as? ModelType, case .agrees = LayoutVerification.verdict(for: model)
        else { return XCTFail("the runtime disagrees with the parsed layout of Healthy") }
    }
}
