// KakaJSONDecoder beyond the differential suite: what Foundation cannot be
// the oracle for (its Linux bugs, hostile input, threads).

import XCTest
import Foundation
import KakaJSON

private struct Node: Decodable {
    var next: [Node]
}

/// Keeps its decoder after init(from:) returns.
private final class DecoderKeeper: Decodable, @unchecked Sendable {
    let decoder: any Decoder
    init(from decoder: Decoder) throws { self.decoder = decoder }
}

private struct Item: Codable, Equatable {
    var id: Int
    var name: String
    var tags: [String]
}

final class KakaJSONDecoderTests: XCTestCase {
    func testFloatIsRoundedOnceFromTheText() throws {
        // Just above the midpoint between 1 and the next Float: through
        // Double it lands on the midpoint and rounds to even (1.0).
        let text = "1.00000005960464477539062501"
        let decoded = try KakaJSONDecoder().decode(Float.self, from: Data(text.utf8))
        XCTAssertEqual(decoded, Float(text))
        XCTAssertEqual(decoded, Float(1).nextUp)
    }

    func testSyntaxErrorsNameTheByteOffset() {
        XCTAssertThrowsError(try KakaJSONDecoder().decode([Int].self, from: Data("[1, 2,, 3]".utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error,
                  let syntax = context.underlyingError as? JSONSyntaxError else { return XCTFail("\(error)") }
            XCTAssertEqual(syntax.offset, 6)
            XCTAssertTrue(syntax.description.contains("byte 6"), syntax.description)
        }
    }

    func testHostileInputThrowsWithoutCrashing() {
        let decoder = KakaJSONDecoder()
        let deep = String(repeating: #"{"next":["#, count: 100_000)
        XCTAssertThrowsError(try decoder.decode(Node.self, from: Data(deep.utf8)))
        XCTAssertThrowsError(try decoder.decode(String.self, from: Data([0x22, 0xFF, 0xFE, 0x22])))
        XCTAssertThrowsError(try decoder.decode([Int].self, from: Data("[1".utf8)))
        XCTAssertThrowsError(try decoder.decode(Int.self, from: Data("12".utf8) + Data(count: 3)))
        // "1" and three zero bytes is UTF-32LE text for 1, as Foundation finds.
        XCTAssertEqual(try decoder.decode(Int.self, from: Data("1".utf8) + Data(count: 3)), 1)
        // Within the depth limit a deep document decodes.
        let nested = String(repeating: #"{"next":["#, count: 200) + #"{"next":[]}"# + String(repeating: "]}", count: 200)
        XCTAssertNoThrow(try decoder.decode(Node.self, from: Data(nested.utf8)))
    }

    func testADecoderKeptByInitFromOutlivesTheDecode() throws {
        let keeper = try KakaJSONDecoder().decode(DecoderKeeper.self, from: Data(#"{"a": [1, 2]}"#.utf8))
        struct A: Decodable { var a: [Int] }
        XCTAssertEqual(try A(from: keeper.decoder).a, [1, 2])
    }

    func testOneDecoderOnManyThreads() {
        let decoder = KakaJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let items = (0..<50).map { Item(id: $0, name: "item \($0)", tags: ["t\($0)"]) }
        let data = Data(("[" + items.map { #"{"id": \#($0.id), "name": "\#($0.name)", "tags": ["\#($0.tags[0])"]}"# }
            .joined(separator: ",") + "]").utf8)
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<50 where (try? decoder.decode([Item].self, from: data)) != items {
                failures.increment()
            }
        }
        XCTAssertEqual(failures.value, 0)
    }

    func testSettingsAreReadOncePerDecode() throws {
        let decoder = KakaJSONDecoder()
        decoder.dateDecodingStrategy = .custom { _ in
            Date(timeIntervalSince1970: 42)
        }
        XCTAssertEqual(try decoder.decode([Date].self, from: Data("[0]".utf8)), [Date(timeIntervalSince1970: 42)])
        decoder.dateDecodingStrategy = .secondsSince1970
        XCTAssertEqual(try decoder.decode([Date].self, from: Data("[1]".utf8)), [Date(timeIntervalSince1970: 1)])
    }

    func testUserInfoLeavesAssumesTopLevelDictionaryAlone() throws {
        // Foundation on Linux clears the flag here (see Docs/Differences.md); we do not.
        let decoder = KakaJSONDecoder()
        decoder.assumesTopLevelDictionary = true
        decoder.userInfo = [CodingUserInfoKey(rawValue: "k")!: 1]
        XCTAssertTrue(decoder.assumesTopLevelDictionary)
        XCTAssertEqual(try decoder.decode([String: Int].self, from: Data(#""a": 1"#.utf8)), ["a": 1])
    }
}

/// A thread-safe counter for the threads above.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
