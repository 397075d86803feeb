import KakaMetadata
import XCTest

// Writes are typed assignments: the old value is released once, the new one retained once.

/// Counts creations and deinits; safe to use from any thread.
final class LifeCounter: @unchecked Sendable {
    // @unchecked: `created` and `destroyed` are only touched under `lock`.
    private let lock = ReadWriteLock()
    private var createdCount = 0
    private var destroyedCount = 0

    func didCreate() -> Int { lock.withWriteLock { createdCount += 1; return createdCount } }
    func didDestroy() { lock.withWriteLock { destroyedCount += 1 } }
    var created: Int { lock.withReadLock { createdCount } }
    var destroyed: Int { lock.withReadLock { destroyedCount } }
    var live: Int { lock.withReadLock { createdCount - destroyedCount } }
}

/// An object that reports its lifetime to a counter.
final class Tracked {
    let counter: LifeCounter
    let serial: Int
    init(_ counter: LifeCounter) {
        self.counter = counter
        serial = counter.didCreate()
    }
    deinit { counter.didDestroy() }
}

struct TrackedOwner {
    var item: Tracked
    var maybe: Tracked? = nil
    var any: Any = 0
    var list: [Tracked] = []
}

class TrackedBase {
    var inherited: Tracked
    init(_ item: Tracked) { inherited = item }
}

final class TrackedClassOwner: TrackedBase {
    var own: Tracked?
    weak var weakItem: Tracked?
    override init(_ item: Tracked) {
        own = nil
        super.init(item)
    }
}

final class ReferenceCountingTests: XCTestCase {
    private let rounds = 10_000

    func testOverwritingAStructFieldTenThousandTimes() throws {
        let counter = LifeCounter()
        let item = try XCTUnwrap((Metadata.type(TrackedOwner.self) as? StructType)?.property(named: "item"))
        do {
            var owner = TrackedOwner(item: Tracked(counter))
            var accepted = 0
            for _ in 0..<rounds where item.setValue(Tracked(counter), in: &owner) { accepted += 1 }
            XCTAssertEqual(accepted, rounds)
            // 1 initial + 10,000 written; every replaced one died, the last written one lives.
            XCTAssertEqual(counter.created, rounds + 1)
            XCTAssertEqual(counter.destroyed, rounds)
            XCTAssertEqual(counter.live, 1)
            XCTAssertEqual(owner.item.serial, rounds + 1)
            XCTAssertTrue(isKnownUniquelyReferenced(&owner.item), "no extra retain")
        }
        XCTAssertEqual(counter.destroyed, rounds + 1, "freed with its owner, no leak")
        XCTAssertEqual(counter.live, 0)
    }

    func testOverwritingClassFieldsTenThousandTimes() throws {
        let counter = LifeCounter()
        let model = try XCTUnwrap(Metadata.type(TrackedClassOwner.self) as? ClassType)
        let inherited = try XCTUnwrap(model.property(named: "inherited"))
        let own = try XCTUnwrap(model.property(named: "own"))
        XCTAssertTrue(inherited.ownerType == TrackedBase.self)
        do {
            var owner = TrackedClassOwner(Tracked(counter))
            for _ in 0..<rounds {
                XCTAssertTrue(inherited.setValue(Tracked(counter), in: &owner))
                XCTAssertTrue(own.setValue(Tracked(counter), in: &owner))
            }
            // 1 + 2 × 10,000 created; 10,000 replaced in `inherited`, 9,999 in `own` (it started nil).
            XCTAssertEqual(counter.created, 2 * rounds + 1)
            XCTAssertEqual(counter.destroyed, 2 * rounds - 1)
            XCTAssertEqual(counter.live, 2)
            XCTAssertEqual(owner.inherited.serial, 2 * rounds)
            XCTAssertEqual(owner.own?.serial, 2 * rounds + 1)
            XCTAssertTrue(isKnownUniquelyReferenced(&owner.inherited))

            // Writing nil into the Optional releases the object it held.
            XCTAssertTrue(own.setValue(Tracked?.none as Any, in: &owner))
            XCTAssertNil(owner.own)
            XCTAssertEqual(counter.live, 1)
        }
        XCTAssertEqual(counter.live, 0)
        XCTAssertEqual(counter.destroyed, 2 * rounds + 1)
    }

    func testStoreThroughTheInstanceAddress() throws {
        let counter = LifeCounter()
        let offset = try XCTUnwrap((Metadata.type(TrackedOwner.self) as? StructType)?.property(named: "maybe")?.offset)
        do {
            var owner = TrackedOwner(item: Tracked(counter))
            for _ in 0..<rounds {
                withInstanceAddress(of: &owner) { $0.store(Optional(Tracked(counter)), at: offset) }
            }
            // 1 item + 10,000 written into `maybe`, which started nil: 9,999 replaced.
            XCTAssertEqual(counter.created, rounds + 1)
            XCTAssertEqual(counter.destroyed, rounds - 1)
            XCTAssertEqual(owner.maybe?.serial, rounds + 1)
        }
        XCTAssertEqual(counter.live, 0)
    }

    func testExistentialAndArrayFields() throws {
        let counter = LifeCounter()
        let model = try XCTUnwrap(Metadata.type(TrackedOwner.self) as? StructType)
        let any = try XCTUnwrap(model.property(named: "any"))
        let list = try XCTUnwrap(model.property(named: "list"))
        do {
            var owner = TrackedOwner(item: Tracked(counter))
            for _ in 0..<rounds / 2 {
                XCTAssertTrue(any.setValue(Tracked(counter), in: &owner))
                XCTAssertTrue(list.setValue([Tracked(counter), Tracked(counter)], in: &owner))
            }
            // 1 + 5,000 × 3 created; live: item, the one in `any`, the two in `list`.
            XCTAssertEqual(counter.created, 1 + 3 * rounds / 2)
            XCTAssertEqual(counter.live, 4)
            XCTAssertEqual((owner.any as? Tracked)?.serial, 3 * rounds / 2 - 1)
            XCTAssertEqual(owner.list.map(\.serial), [3 * rounds / 2, 3 * rounds / 2 + 1])
            // Replacing the Any's object with a plain value frees it.
            XCTAssertTrue(any.setValue("no object", in: &owner))
            XCTAssertEqual(counter.live, 3)
        }
        XCTAssertEqual(counter.live, 0)
    }

    func testReadsDoNotRetainForever() throws {
        let counter = LifeCounter()
        let item = try XCTUnwrap((Metadata.type(TrackedOwner.self) as? StructType)?.property(named: "item"))
        do {
            var owner = TrackedOwner(item: Tracked(counter))
            var serials = 0
            for _ in 0..<rounds {
                serials += (item.value(in: &owner) as? Tracked)?.serial ?? 0
            }
            XCTAssertEqual(serials, rounds)
            XCTAssertTrue(isKnownUniquelyReferenced(&owner.item), "each boxed read was released")
            XCTAssertEqual(counter.live, 1)
        }
        XCTAssertEqual(counter.live, 0)
        XCTAssertEqual(counter.destroyed, 1, "and never over-released")
    }

    func testRefusedWritesChangeNoCount() throws {
        let counter = LifeCounter()
        let model = try XCTUnwrap(Metadata.type(TrackedClassOwner.self) as? ClassType)
        let inherited = try XCTUnwrap(model.property(named: "inherited"))
        let weakItem = try XCTUnwrap(model.property(named: "weakItem"))
        do {
            var owner = TrackedClassOwner(Tracked(counter))
            let candidate = Tracked(counter)
            for _ in 0..<rounds {
                XCTAssertFalse(inherited.setValue("not tracked", in: &owner))
                XCTAssertFalse(weakItem.setValue(candidate, in: &owner))
            }
            XCTAssertEqual(counter.created, 2)
            XCTAssertEqual(counter.destroyed, 0)
            XCTAssertEqual(owner.inherited.serial, 1)
            XCTAssertNil(owner.weakItem)
            XCTAssertTrue(isKnownUniquelyReferenced(&owner.inherited))
            withExtendedLifetime(candidate) {}
        }
        XCTAssertEqual(counter.live, 0)
    }
}
