// KakaJSONDecoder reads the caller's Data in place. A type whose
// init(from:) keeps its decoder (or a container) may read from it after
// decode returns and the Data is gone: it reads the document's own copy of
// the bytes, never freed memory (the address sanitizer run checks that).

import XCTest
import Foundation
import KakaJSON

private final class Keeper: Decodable {
    let decoder: any Decoder
    let container: KeyedDecodingContainer<Keys>

    enum Keys: String, CodingKey {
        case name, list
    }

    init(from decoder: any Decoder) throws {
        self.decoder = decoder
        container = try decoder.container(keyedBy: Keys.self)
    }
}

final class KeptDecoderTests: XCTestCase {
    private func decodeKeeper() throws -> Keeper {
        // The text is made here and released when this returns.
        var text = #"{"name": "kept \u00e9", "list": [1, 2, 3]}"#
        text += String(repeating: " ", count: 1_000)
        return try KakaJSONDecoder().decode(Keeper.self, from: Data(text.utf8))
    }

    func testAKeptDecoderReadsAfterDecodeReturned() throws {
        let keeper = try decodeKeeper()
        // Other allocations, to reuse the freed memory if it had been read in place.
        let noise = (0..<100).map { Data(repeating: UInt8($0), count: 1_100) }
        XCTAssertEqual(noise.count, 100)
        XCTAssertEqual(try keeper.container.decode(String.self, forKey: .name), "kept é")
        XCTAssertEqual(try keeper.container.decode([Int].self, forKey: .list), [1, 2, 3])
        let again = try keeper.decoder.container(keyedBy: Keeper.Keys.self)
        XCTAssertEqual(try again.decode(String.self, forKey: .name), "kept é")
    }
}
