import XCTest
import Foundation
import KakaJSON

/// A linked list as deep as a user's data may be, built and taken apart
/// without recursion: the runtime would release it one nested deinit per
/// link, deeper than the test's stack holds.
private protocol ChainLink: AnyObject {
    var next: Self? { get set }
    init(next: Self?)
}

extension ChainLink {
    /// A list of `count` links.
    static func chain(_ count: Int) -> Self {
        var head = Self(next: nil)
        for _ in 1..<count { head = Self(next: head) }
        return head
    }

    /// Unlinks the links after this one, each released with its next already taken.
    func unlinkRest() {
        var next = self.next
        self.next = nil
        while let link = next {
            next = link.next
            link.next = nil
        }
    }
}

/// A Codable list.
private final class Link: Codable, ChainLink {
    var next: Link?

    init(next: Link?) {
        self.next = next
    }

    deinit { unlinkRest() }
}

/// A list whose last link encodes through `superEncoder(forKey:)`, which
/// `KakaJSONEncoder` follows only by reading the text so far back into a
/// tree: the whole depth of the list is read back.
private final class SuperLink: Encodable, ChainLink {
    enum Keys: String, CodingKey { case next, end }

    var next: SuperLink?

    init(next: SuperLink?) {
        self.next = next
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        if let next { return try container.encode(next, forKey: .next) }
        var end = container.superEncoder(forKey: .end).singleValueContainer()
        try end.encode(1)
    }

    deinit { unlinkRest() }
}

/// How deep `KakaJSONEncoder` nests, against Foundation's `JSONEncoder`:
/// at the default limit, text with 512 or more containers one inside
/// another is refused (neither decoder reads it back), and a value far
/// deeper than that is refused too, on a small stack, without being
/// followed to its end. With `ConvertibleConfig.maxDepth` raised, such a
/// value is written, on any stack, and `KakaJSONDecoder` reads it back.
final class DeepEncodingTests: XCTestCase {
    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    /// The stream and the tree, plain and pretty; under a sanitizer one of
    /// each path.
    private let formattings: [JSONEncoder.OutputFormatting] = TestScale.isSanitized
        ? [[], [.sortedKeys, .prettyPrinted]]
        : [[], [.sortedKeys], [.prettyPrinted], [.sortedKeys, .prettyPrinted]]

    func testFoundationsDepthInEveryFormatting() {
        for formatting in formattings {
            let oracle = EncodingOracle(formatting: formatting)
            // 511 containers are written; 512 and more are refused.
            for depth in [511, 512, 600] {
                oracle.check(Link.chain(depth))
                oracle.check(SuperLink.chain(depth))
            }
        }
        XCTAssertThrowsError(try KakaJSONEncoder().encode(Link.chain(512))) { error in
            XCTAssertEqual(EncodingOracle.describe(error), "invalidValue [] Unable to encode the given top-level value to JSON.")
        }
    }

    func testAFarDeeperValueIsRefusedOnASmallStack() {
        // Deep enough that following it by recursion, or releasing what was
        // built of it recursively, would overflow a 512 KB stack.
        let depth = TestScale.count(100_000)
        for formatting in formattings {
            let outcomes = onSmallStack { () -> [String] in
                let encoder = KakaJSONEncoder()
                encoder.outputFormatting = formatting
                return [
                    Result { try encoder.encode(Link.chain(depth)) },
                    Result { try encoder.encode(SuperLink.chain(depth)) },
                ].map { result in
                    switch result {
                    case .success(let data): "wrote \(data.count) bytes"
                    case .failure(let error): EncodingOracle.describe(error)
                    }
                }
            }
            XCTAssertEqual(outcomes, Array(repeating: "invalidValue [] Unable to encode the given top-level value to JSON.",
                                           count: 2), "\(formatting)")
        }
    }

    func testARaisedLimitWritesAFarDeeperValueOnASmallStack() throws {
        let depth = TestScale.count(100_000)
        // Deep enough that reading the text back by recursion would not fit
        // the large stack it starts on.
        let promotedDepth = TestScale.count(100_000)
        ConvertibleConfig.setMaxDepth(depth + 1)
        let expected = String(repeating: #"{"next":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
        let promoted = String(repeating: #"{"next":"#, count: promotedDepth - 1) + #"{"end":1}"#
            + String(repeating: "}", count: promotedDepth - 1)
        for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys]] {
            let texts = onSmallStack { () -> [String?] in
                let encoder = KakaJSONEncoder()
                encoder.outputFormatting = formatting
                return [
                    try? encoder.encode(Link.chain(depth)),
                    // Read back into a tree at its deepest point.
                    try? encoder.encode(SuperLink.chain(promotedDepth)),
                ].map { $0.map { String(decoding: $0, as: UTF8.self) } }
            }
            XCTAssertTrue(texts[0] == expected, "\(formatting): \(texts[0]?.count ?? -1) bytes")
            XCTAssertTrue(texts[1] == promoted, "\(formatting): \(texts[1]?.count ?? -1) bytes")
        }
    }

    func testTheDeepestTextIsWrittenOnASmallStack() throws {
        // The tree `.sortedKeys` builds, 511 objects deep, is built and
        // released on a 512 KB stack.
        let deepest = 511
        let text = onSmallStack { () -> String? in
            let encoder = KakaJSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return (try? encoder.encode(Link.chain(deepest))).map { String(decoding: $0, as: UTF8.self) }
        }
        let expected = String(repeating: #"{"next":"#, count: deepest - 1) + "{}" + String(repeating: "}", count: deepest - 1)
        XCTAssertTrue(text == expected, "a chain of \(deepest) objects, each under the key next")
    }
}
