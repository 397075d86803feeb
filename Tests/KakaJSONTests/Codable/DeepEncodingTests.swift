import XCTest
import Foundation
import KakaJSON

/// A Codable linked list as deep as a user's data may be. Its own deinit
/// unlinks the list one link at a time, so the test does not overflow its
/// stack releasing the value it encodes.
private final class Link: Codable {
    var next: Link?

    init(next: Link?) {
        self.next = next
    }

    /// A list of `count` links.
    static func chain(_ count: Int) -> Link {
        var head = Link(next: nil)
        for _ in 1..<count { head = Link(next: head) }
        return head
    }

    deinit {
        // Each link is released with its next already taken.
        var next = self.next
        self.next = nil
        while let link = next {
            next = link.next
            link.next = nil
        }
    }
}

/// `KakaJSONEncoder` on values nested far deeper than any stack could
/// follow by recursion: its tree of encoded values must be built and
/// released without overflowing a 512 KB stack.
final class DeepEncodingTests: XCTestCase {
    func testADeepChainWithSortedKeysOnASmallStack() {
        let depth = 100_000
        let text = onSmallStack { () -> String? in
            let encoder = KakaJSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return (try? encoder.encode(Link.chain(depth))).map { String(decoding: $0, as: UTF8.self) }
        }
        let expected = String(repeating: #"{"next":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
        XCTAssertEqual(text?.count, expected.count)
        XCTAssertTrue(text == expected, "a chain of \(depth) objects, each under the key next")
    }
}
