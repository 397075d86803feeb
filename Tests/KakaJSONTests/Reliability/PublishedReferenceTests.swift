import Foundation
import KakaJSON
import XCTest

/// `PublishedReference`: readers see the last published object, and every
/// object published stays alive with the holder.
final class PublishedReferenceTests: XCTestCase {
    private final class Snapshot: Sendable {
        let values: [Int]
        init(_ values: [Int]) { self.values = values }
    }

    func testCurrentIsTheLastPublishedAndEarlierOnesStayAlive() {
        let holder = PublishedReference()
        XCTAssertNil(holder.current)
        XCTAssertNil(holder.last)
        weak var first: Snapshot?
        do {
            let snapshot = Snapshot([1])
            first = snapshot
            holder.publish(snapshot)
        }
        XCTAssertEqual((holder.current?.takeUnretainedValue() as? Snapshot)?.values, [1])
        holder.publish(Snapshot([1, 2]))
        XCTAssertEqual((holder.current?.takeUnretainedValue() as? Snapshot)?.values, [1, 2])
        XCTAssertEqual((holder.last as? Snapshot)?.values, [1, 2])
        // A reader may still hold the first one unretained.
        XCTAssertEqual(first?.values, [1])
    }

    func testReadersOnManyThreadsWhilePublishing() {
        let holder = PublishedReference()
        let lock = NSLock()
        holder.publish(Snapshot([0]))
        let torn = AtomicCount()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 1...200 {
                if thread == 0 {
                    lock.lock()
                    holder.publish(Snapshot(Array(0...round)))
                    lock.unlock()
                } else if let snapshot = holder.current?.takeUnretainedValue() as? Snapshot {
                    // Each snapshot is 0...n in full: a half-published one would not be.
                    if snapshot.values != Array(0..<snapshot.values.count) { torn.add() }
                }
            }
        }
        XCTAssertEqual(torn.value, 0)
        XCTAssertEqual((holder.current?.takeUnretainedValue() as? Snapshot)?.values.count, 201)
    }
}

private final class AtomicCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
