// Where the reads cut the text must not matter: every split point of small
// documents, and pieces of one byte.

import Foundation
import KakaJSON
import XCTest

final class StreamBoundaryTests: XCTestCase {
    private typealias Support = StreamTestSupport

    private static let array = """
        \u{FEFF} [ {"id":1,"name":"a\\\\\\"]}\\u00e9","tags":["x","]"]} ,
        {"id":-20,"price":1e2,"name":"日本"},{},"skip",[1,[2]],12,true,null,
        {"id":3,"tags":[]}]\t
        """

    private static let lines = "{\"id\":1,\"name\":\"a\\\\\\\"\"}\r\n\n  {\"id\":22, \"tags\":[\"]\"]}\n7\n{\"id\":3}"

    private static let wrapped = #"{"a":{"b":[1]},"data":{"items":[{"id":1},{"id":2,"name":"}"}],"z":[{"items":[]}]},"end":"]"}"#

    func testEverySplitPointOfAnArray() async throws {
        let expected = Self.array.kj.modelArray(StreamItem.self)
        XCTAssertEqual(expected.map(\.id), [1, -20, 0, 3])
        try await checkEverySplit(of: Self.array, path: "", expected: expected)
    }

    func testEverySplitPointOfJSONLines() async throws {
        try await checkEverySplit(of: Self.lines, path: "", expected: [
            StreamItem(id: 1, name: "a\\\""), StreamItem(id: 22, tags: ["]"]), StreamItem(id: 3),
        ])
    }

    func testEverySplitPointOfAPath() async throws {
        try await checkEverySplit(of: Self.wrapped, path: "data.items",
                                  expected: [StreamItem(id: 1), StreamItem(id: 2, name: "}")])
    }

    func testEverySplitPointReportsEachIssueOnce() async throws {
        let text = #"[{"id":"1x","price":"p"}, 12 ,{"id":2,"tags":"t"},{"id":30000000000000000000}]"#
        let whole = StreamIssues()
        ConvertibleConfig.setIssueHandler { whole.add($0) }
        defer { ConvertibleConfig.reset() }
        _ = text.kj.modelArray(StreamItem.self)
        XCTAssertEqual(whole.all.filter { $0.kind != .missingKey }.map(\.path), ["[0].id", "[0].price", "[1]", "[2].tags", "[3].id"])
        for cut in 0...text.utf8.count {
            let streamed = StreamIssues()
            ConvertibleConfig.setIssueHandler { streamed.add($0) }
            let models = try await Support.all(ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: [cut])))
            XCTAssertEqual(models.map(\.id), [1, 2, 0], "cut at \(cut)")
            XCTAssertEqual(streamed.all, whole.all, "cut at \(cut)")
        }
    }

    func testLongValuesAroundThePathAcrossManyPieces() async throws {
        let long = String(repeating: #"ab\"[{"#, count: 50_000)
        let text = #"{"skip":{"list":["\#(long)",[[[]]]]},"data":{"items":[{"id":1,"name":"\#(long)"},{"id":2}]},"z":"\#(long)"}"#
        let cuts = Array(stride(from: 997, to: text.utf8.count, by: 997))
        let models = try await Support.all(ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: cuts), at: "data.items"))
        XCTAssertEqual(models.map(\.id), [1, 2])
        XCTAssertEqual(models.first?.name, String(repeating: "ab\"[{", count: 50_000))
    }

    /// Reads `text` cut in two at every offset, and in pieces of one byte.
    private func checkEverySplit(of text: String, path: String, expected: [StreamItem]) async throws {
        let count = text.utf8.count
        for cut in 0...count {
            let stream = ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: [cut]), at: path)
            let read1 = try await Support.all(stream)
            XCTAssertEqual(read1, expected, "cut at \(cut)")
        }
        let bytewise = ModelStream(StreamItem.self, pieces: Support.pieces(text, cuts: Array(1..<count)), at: path)
        let read2 = try await Support.all(bytewise)
        XCTAssertEqual(read2, expected, "one byte at a time")
    }
}
