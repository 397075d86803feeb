// The examples of Docs/Guide-Streaming.md, with checks of what it says.

import Foundation
import KakaJSON
import XCTest

private struct User: Convertible, Equatable {
    var id = 0
    var name = ""
}

final class StreamingGuideTests: XCTestCase {
    private typealias Support = StreamTestSupport

    func testReading() async throws {
        let url = try Support.file(#"[{"id":1,"name":"Ann"},{"id":2,"name":"Bo"}]"#)
        defer { Support.remove(url) }
        let users = ModelStream(User.self, file: url)
        var fromTask: [User] = []
        for try await user in users { fromTask.append(user) }
        var withoutTask: [User] = []
        try users.forEach { withoutTask.append($0) }
        XCTAssertEqual(fromTask, [User(id: 1, name: "Ann"), User(id: 2, name: "Bo")])
        XCTAssertEqual(withoutTask, fromTask)
    }

    func testTheErrorExample() async throws {
        let url = try Support.file(#"[{"id":1},{"id":2},{"id":3 "x"}]"#)
        defer { Support.remove(url) }
        var ids: [Int] = []
        var syntaxError: String?
        do {
            for try await user in ModelStream(User.self, file: url) { ids.append(user.id) }
        } catch let error as ConversionError {
            syntaxError = error.syntaxError
        }
        XCTAssertEqual(ids, [1, 2])
        XCTAssertEqual(syntaxError, "expected ',' or '}' after an object member, found '\"' at line 1, column 28 (byte 27)")
    }

    func testWriting() throws {
        let url = try Support.file("")
        defer { Support.remove(url) }
        let users = [User(id: 1, name: "Ann"), User(id: 2, name: "Bo")]
        let writer = ModelStreamWriter<User>(file: url, format: .array)
        for user in users { try writer.write(user) }
        try writer.finish()
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), #"[{"id":1,"name":"Ann"},{"id":2,"name":"Bo"}]"#)
        let lines = ModelStreamWriter<User>(file: url, format: .lines)
        try lines.finish()
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "")
    }
}
