// A conversion lets go of the Foundation values it made (the objects built
// for kj_didConvertToJSON, a tree read from text) a level at a time: the
// runtime releases nested containers recursively, a frame per level.

import XCTest
import Foundation
import KakaJSON

final class DeepValueReleaseTests: XCTestCase {
    /// A value 100,000 levels deep, dictionaries and arrays in turn, with a
    /// counted scalar at every level: released on a 512 KB stack, every
    /// level goes, scalars with their containers.
    func testDeepValueIsReleasedLevelByLevelOnASmallStack() {
        let levels = 100_000
        let released = onSmallStack { () -> Int in
            let counter = ReleaseCounter()
            var value: Any = ["leaf": Counted(counter)]
            for level in 0..<levels - 1 {
                if level % 2 == 0 {
                    value = [value, Counted(counter), 7, "text"] as [Any]
                } else {
                    value = ["inner": value, "counted": Counted(counter), "number": 1.5, "flag": true] as [String: Any]
                }
            }
            XCTAssertEqual(counter.count, 0)
            FoundationValue.release(consume value)
            return counter.count
        }
        XCTAssertEqual(released, levels)
    }
}

/// How many `Counted` instances were deinitialized.
private final class ReleaseCounter: @unchecked Sendable {
    // @unchecked: used by one thread, the one the test runs on.
    var count = 0
}

/// A scalar in the tree that counts its own release.
private final class Counted {
    private let counter: ReleaseCounter
    init(_ counter: ReleaseCounter) { self.counter = counter }
    deinit { counter.count += 1 }
}
