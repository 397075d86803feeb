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
}
