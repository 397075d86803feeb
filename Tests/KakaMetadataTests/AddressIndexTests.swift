import KakaMetadata
import XCTest

/// `AddressIndex` against a list of keys as the oracle: its entry numbers
/// must let an array beside it follow every insert and removal.
final class AddressIndexTests: XCTestCase {
    func testEntryNumbersKeepAnArrayBesideInStep() {
        // Addresses 16 bytes apart, as heap objects are, and a few far apart.
        let keys: [UInt] = (1...400).map { 0x7F00_0000_0000 &+ UInt($0) &* 16 } + [1, 0xFFFF_FFFF_FFFF_FFF0]
        var generator = SeededSteps(state: 0xADD5)
        for round in 0..<10 {
            var index = AddressIndex(minimumCapacity: round % 2 == 0 ? 0 : 100)
            // What the index numbers: entry i's key is beside[i].
            var beside: [UInt] = []
            for _ in 0..<4_000 {
                let key = keys[Int(generator.next() % UInt64(keys.count))]
                if generator.next() % 3 == 0 {
                    let removed = index.remove(key)
                    if let position = beside.firstIndex(of: key) {
                        XCTAssertEqual(removed, position)
                        beside.swapAt(position, beside.count - 1)
                        beside.removeLast()
                    } else {
                        XCTAssertNil(removed)
                    }
                } else {
                    let (entry, inserted) = index.insert(key)
                    if let position = beside.firstIndex(of: key) {
                        XCTAssertFalse(inserted)
                        XCTAssertEqual(entry, position)
                    } else {
                        XCTAssertTrue(inserted)
                        XCTAssertEqual(entry, beside.count)
                        beside.append(key)
                    }
                }
                XCTAssertEqual(index.count, beside.count)
            }
            for key in keys { XCTAssertEqual(index.entry(for: key), beside.firstIndex(of: key), "round \(round)") }
        }
    }

    /// Objects being written leave in the reverse order they came: the
    /// newest entry is removed and nothing moves.
    func testStackOrderRemovesTheNewestEntry() {
        var index = AddressIndex()
        let keys = (1...5_000).map { UInt($0) &* 48 }
        for (number, key) in keys.enumerated() {
            XCTAssertEqual(index.insert(key).entry, number)
            XCTAssertFalse(index.insert(key).inserted, "a key met again is a cycle")
        }
        for (number, key) in keys.enumerated().reversed() {
            XCTAssertEqual(index.remove(key), number)
            XCTAssertNil(index.entry(for: key))
        }
        XCTAssertTrue(index.isEmpty)
        index.removeAll(keepingCapacity: true)
        XCTAssertEqual(index.insert(96).entry, 0)
    }

    /// A stack that grows and shrinks by turns, then loses an entry out of
    /// order and goes on: after each step every key present is found at its
    /// number and keys taken out are not. Removing the newest key only
    /// empties its slot; were that wrong, a key further along a run would
    /// be lost.
    func testStackTurnsKeepEveryKeyFindable() {
        var generator = SeededSteps(state: 0x57AC)
        // Close keys make long runs in a table up to three quarters full.
        var unused: [UInt] = (1...3_000).map { 0x5500_0000 &+ UInt($0) &* 16 }
        var index = AddressIndex()
        var stack: [UInt] = []
        var deepest = 0
        for step in 0..<1_200 {
            if step == 700 {
                // Out of order: the index renumbers, and must stop taking the
                // last entry for the newest until it is empty again.
                XCTAssertGreaterThan(stack.count, 2)
                XCTAssertEqual(index.remove(stack[1]), 1)
                unused.append(stack[1])
                stack.swapAt(1, stack.count - 1)
                stack.removeLast()
            } else if stack.isEmpty || generator.next() % 2 == 0 {
                for _ in 0..<generator.next() % 40 where !unused.isEmpty {
                    let key = unused.remove(at: Int(generator.next() % UInt64(unused.count)))
                    XCTAssertEqual(index.insert(key).entry, stack.count)
                    stack.append(key)
                }
            } else {
                for _ in 0..<generator.next() % 40 {
                    guard let key = stack.popLast() else { break }
                    XCTAssertEqual(index.remove(key), stack.count)
                    unused.append(key)
                }
            }
            deepest = max(deepest, stack.count)
            XCTAssertEqual(index.count, stack.count)
            let lost = stack.indices.filter { index.entry(for: stack[$0]) != $0 }
            XCTAssertEqual(lost, [], "step \(step): keys not found at their numbers")
            XCTAssertEqual(unused.suffix(60).filter { index.entry(for: $0) != nil }, [], "step \(step)")
        }
        XCTAssertGreaterThan(deepest, 300, "the stack grew deep enough to fill runs")
    }
}
