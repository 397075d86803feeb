// A second container or value under a key that already holds one: where
// Foundation's encoder keeps one (a value encoded twice, a value after a
// nested container, a keyed container asked for twice), ours gives the same
// text; where Foundation's stops the process (a nested container under a
// key holding a value of another kind), ours throws
// `EncodingError.invalidValue` naming the key instead of losing a value.

import XCTest
import Foundation
import KakaJSON

private struct Twice: Encodable {
    private enum Keys: String, CodingKey { case a }
    let mode: Int

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch mode {
        case 0:
            try container.encode(1, forKey: .a)
            try container.encode(2, forKey: .a)
        case 1:
            _ = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try container.encode(42, forKey: .a)
        case 2:
            var first = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try first.encode(1, forKey: .a)
            var second = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try second.encode(2, forKey: .a)
        case 3:
            try container.encode(42, forKey: .a)
            _ = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
        case 4:
            _ = container.nestedUnkeyedContainer(forKey: .a)
            _ = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
        default:
            var list = container.nestedUnkeyedContainer(forKey: .a)
            try list.encode(1)
            var keyed = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try keyed.encode(2, forKey: .a)
        }
    }
}

private struct Holder: Encodable {
    let items: [Twice]
}

final class ContainerConflictTests: XCTestCase {
    func testWhatFoundationKeepsIsKept() throws {
        for mode in 0...2 {
            for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys]] {
                let foundation = JSONEncoder(), ours = KakaJSONEncoder()
                foundation.outputFormatting = formatting
                ours.outputFormatting = formatting
                XCTAssertEqual(String(decoding: try ours.encode(Twice(mode: mode)), as: UTF8.self),
                               String(decoding: try foundation.encode(Twice(mode: mode)), as: UTF8.self), "mode \(mode)")
            }
        }
    }

    func testAContainerOverAnotherValueThrowsNamingTheKey() {
        for mode in 3...5 {
            for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys], [.prettyPrinted]] {
                let encoder = KakaJSONEncoder()
                encoder.outputFormatting = formatting
                XCTAssertThrowsError(try encoder.encode(Holder(items: [Twice(mode: 0), Twice(mode: mode)]))) { error in
                    guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
                    XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["items", "1", "a"])
                    XCTAssertTrue(context.debugDescription.contains(#"under the key "a""#), context.debugDescription)
                }
            }
        }
    }
}
