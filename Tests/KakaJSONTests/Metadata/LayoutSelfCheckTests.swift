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

private struct Reported: Convertible {
    var id = 1
    var name = "n"
}

private struct Logged: Convertible {
    var id = 1
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

private struct Mixed: Convertible {
    var flag = false
    var small: Int8 = 0
    var text = ""
    var empty: Void = ()
    var pair = (1, 2.5)
    var list: [Healthy] = []
    var maybe: Healthy?
    var last: UInt16 = 0
}

private class Owner: Convertible {
    var id = 0
    weak var weakFriend: Owner?
    unowned(unsafe) var raw: Owner = Owner.shared
    required init() {}
    nonisolated(unsafe) static let shared = Owner(shared: ())
    private init(shared: Void) {}
}

private final class OwnerChild: Owner {
    var note = ""
}

private final class FoundationChild: NSObject, Convertible {
    var value = 1.5
    var name = "n"
}

private struct Box<Value>: Convertible {
    var value: Value?
    var count = 0
}

private struct NeverProvenA: Convertible {
    var a = 1
}

private struct RuntimeNamed: Convertible {
    var first: Int8 = 0
    var second = ""
}

final class LayoutSelfCheckTests: XCTestCase {
    func testAWrongOffsetIsRefusedAndReported() {
        // A struct proven first: Victim gets the offsets comparison, which
        // must hand it to the full one for the refusal and its report.
        XCTAssertEqual(#"{"a": 2}"#.kj.model(Healthy.self)?.a, 2)
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

    func testARefusalMetByAReportingConversionIsOneOfItsIssues() throws {
        TestingCorruption.corrupt(Reported.self) { properties in
            properties[1] = TestingCorruption.moved(properties[1], by: 8)
        }
        var issues: [ConversionIssue] = []
        let model = #"{"id": 5, "name": "m"}"#.kj.model(Reported.self, issues: &issues)
        XCTAssertEqual(model?.id, 1, "nothing written")
        let issue = try XCTUnwrap(issues.first)
        XCTAssertEqual(issues.count, 1, "\(issues)")
        XCTAssertEqual(issue.kind, .typeMismatch)
        XCTAssertTrue(issue.message.hasPrefix("KakaJSON refuses to convert "), issue.message)
        XCTAssertTrue(issue.message.contains("Reported.name"), issue.message)
        XCTAssertTrue(LayoutAudit.reported.contains { $0.contains("Reported.name") })

        // Through the issue handler of a lenient conversion.
        TestingCorruption.corrupt(Logged.self) { properties in
            properties[0] = TestingCorruption.moved(properties[0], by: 16)
        }
        let received = LockedIssues()
        ConvertibleConfig.setIssueHandler { received.append($0) }
        defer { ConvertibleConfig.setIssueHandler(nil) }
        XCTAssertEqual(#"{"id": 5}"#.kj.model(Logged.self)?.id, 1)
        XCTAssertEqual(received.all.map(\.kind), [.typeMismatch])
        XCTAssertTrue(received.all.first?.message.contains("Logged.id") ?? false, "\(received.all)")
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

    /// The offsets comparison (runtime count and offsets, parsed types fitting
    /// their slots) agrees with the full one on healthy types of every shape.
    func testTheOffsetsComparisonApprovesHealthyTypes() throws {
        for type in [Healthy.self, Mixed.self, Owner.self, OwnerChild.self, FoundationChild.self,
                     Box<String>.self, Box<(Int8, Double)>.self] as [Any.Type] {
            let model = try XCTUnwrap(Metadata.type(type) as? ModelType, "\(type)")
            let properties = try XCTUnwrap(model.properties)
            XCTAssertTrue(LayoutVerification.offsetsAgree(model, properties), "\(type)")
            guard case .agrees = LayoutVerification.fullVerdict(for: model) else {
                return XCTFail("the full comparison refuses \(type)")
            }
        }
    }

    /// Each kind of wrong layout makes the offsets comparison hand the type
    /// to the full one.
    func testTheOffsetsComparisonNoticesWrongLayouts() throws {
        let model = try XCTUnwrap(Metadata.type(Mixed.self) as? ModelType)
        let properties = try XCTUnwrap(model.properties)
        func agrees(_ change: (inout [Property]) -> Void) -> Bool {
            var changed = properties
            change(&changed)
            return LayoutVerification.offsetsAgree(model, changed)
        }
        XCTAssertTrue(agrees { _ in })
        XCTAssertFalse(agrees { $0[2] = TestingCorruption.moved($0[2], by: 8) }, "moved offset")
        XCTAssertFalse(agrees { $0.removeLast() }, "missing property")
        XCTAssertFalse(agrees { $0.append($0[0]) }, "extra property")
        XCTAssertFalse(agrees { $0[1] = TestingCorruption.retyped($0[1], as: UInt16.self) }, "misaligned type")
        XCTAssertFalse(agrees { $0[0] = TestingCorruption.retyped($0[0], as: Int.self) }, "type overlapping the next")
        XCTAssertFalse(agrees { $0[7] = TestingCorruption.retyped($0[7], as: (UInt16, UInt16).self) },
                       "type past the struct's end")
        XCTAssertFalse(agrees { $0[3] = TestingCorruption.retyped($0[3], as: Int.self) }, "empty slot given a size")
        let child = try XCTUnwrap(Metadata.type(OwnerChild.self) as? ModelType)
        var childProperties = try XCTUnwrap(child.properties)
        childProperties.removeFirst()
        XCTAssertFalse(LayoutVerification.offsetsAgree(child, childProperties), "superclass property missing")
    }

    /// Generic types are always compared in full; a non-generic struct or
    /// class only until one of its kind has passed the full comparison.
    func testOnlyUnprovenKindsAndGenericTypesAreComparedInFull() throws {
        let healthy = try XCTUnwrap(Metadata.type(Healthy.self) as? ModelType)
        let owner = try XCTUnwrap(Metadata.type(Owner.self) as? ModelType)
        guard case .agrees = LayoutVerification.verdict(for: healthy), case .agrees = LayoutVerification.verdict(for: owner)
        else { return XCTFail("healthy types refused") }
        let plain = try XCTUnwrap(Metadata.type(NeverProvenA.self) as? ModelType)
        XCTAssertFalse(LayoutVerification.needsFullComparison(plain))
        XCTAssertFalse(LayoutVerification.needsFullComparison(try XCTUnwrap(Metadata.type(OwnerChild.self) as? ModelType)))
        let generic = try XCTUnwrap(Metadata.type(Box<Int>.self) as? ModelType)
        XCTAssertTrue(generic.isGeneric)
        XCTAssertFalse(plain.isGeneric)
        XCTAssertTrue(LayoutVerification.needsFullComparison(generic))
    }

    /// The full comparison reads each field's name, offset and type from the
    /// runtime's reflection entry points (through CKakaRuntime, not the SPI
    /// `_forEachField`): its report of a retyped property quotes them.
    func testTheFullComparisonQuotesTheRuntimesNameOffsetAndType() throws {
        TestingCorruption.corrupt(RuntimeNamed.self) { $0[1] = TestingCorruption.retyped($0[1], as: Int.self) }
        let model = try XCTUnwrap(Metadata.type(RuntimeNamed.self) as? ModelType)
        guard case .disagrees(let mismatch) = LayoutVerification.fullVerdict(for: model) else {
            return XCTFail("a retyped property was not noticed")
        }
        XCTAssertEqual(mismatch.property, "second")
        XCTAssertEqual(mismatch.parsed, "second at offset 8, type Int")
        XCTAssertEqual(mismatch.runtime, "second at offset 8, type String")
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

/// Issues a handler received, from any thread.
private final class LockedIssues: @unchecked Sendable {
    // @unchecked: `issues` is only touched under `lock`.
    private let lock = NSLock()
    private var issues: [ConversionIssue] = []

    func append(_ issue: ConversionIssue) { lock.withLock { issues.append(issue) } }
    var all: [ConversionIssue] { lock.withLock { issues } }
}
