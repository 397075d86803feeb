import Foundation
import KakaJSON
import XCTest

/// `model(_:at:)` and `modelArray(_:at:)`: the value at a key path of a
/// document, with the rest of the text checked but not converted.
final class PathReadingTests: XCTestCase {
    private struct User: Convertible, Equatable {
        var id = 0
        var name = ""
    }

    private struct Item: Convertible, Equatable {
        var sku = ""
        var price = 0.0
    }

    private static let wrapped = #"""
    {"code": 0, "data": {"user": {"id": 7, "name": "Kaka"},
     "users": [{"id": 1, "name": "a"}, {"id": 2, "name": "b"}, 5, {"id": 3, "name": "c"}],
     "items": [{"sku": "x", "price": 1.5}, {"sku": "y", "price": "cheap"}],
     "nested": [[{"id": 9, "name": "deep"}]], "text": "plain", "the.dot": {"id": 4}}}
    """#

    func testAnObjectAtAKeyPath() {
        XCTAssertEqual(Self.wrapped.kj.model(User.self, at: "data.user"), User(id: 7, name: "Kaka"))
        let data = Data(Self.wrapped.utf8)
        XCTAssertEqual(data.kj.model(User.self, at: "data.user"), User(id: 7, name: "Kaka"))
        XCTAssertEqual((Self.wrapped as NSString).kj.model(User.self, at: "data.user"), User(id: 7, name: "Kaka"))
        XCTAssertEqual((data as NSData).kj.model(User.self, at: "data.user"), User(id: 7, name: "Kaka"))
        XCTAssertEqual(Self.wrapped.kj.model(type: User.self, at: "data.user") as? User, User(id: 7, name: "Kaka"))
        XCTAssertEqual(data.kj.model(type: User.self, at: "data.user") as? User, User(id: 7, name: "Kaka"))
    }

    func testArraysAndIndexes() {
        let all = Self.wrapped.kj.modelArray(User.self, at: "data.users")
        XCTAssertEqual(all.map(\.id), [1, 2, 3], "the element that is not an object is left out")
        XCTAssertEqual(Data(Self.wrapped.utf8).kj.modelArray(User.self, at: "data.users").map(\.name), ["a", "b", "c"])
        XCTAssertEqual((Self.wrapped as NSString).kj.modelArray(User.self, at: "data.users").count, 3)
        XCTAssertEqual(Self.wrapped.kj.modelArray(type: User.self, at: "data.users").compactMap { ($0 as? User)?.id }, [1, 2, 3])
        XCTAssertEqual(Self.wrapped.kj.model(User.self, at: "data.users.1"), User(id: 2, name: "b"))
        XCTAssertEqual(Self.wrapped.kj.model(User.self, at: "data.nested.0.0"), User(id: 9, name: "deep"))
        XCTAssertEqual(Self.wrapped.kj.modelArray(User.self, at: "data.nested.0"), [User(id: 9, name: "deep")])
        XCTAssertEqual(#"[{"id": 1}, {"id": 2}]"#.kj.model(User.self, at: "1")?.id, 2, "a top-level array")
        XCTAssertEqual(#"{"id": 5}"#.kj.model(User.self, at: "")?.id, 5, "\"\" is the whole document")
    }

    func testAMissingPathGivesNothing() {
        XCTAssertNil(Self.wrapped.kj.model(User.self, at: "data.nobody"))
        XCTAssertNil(Self.wrapped.kj.model(User.self, at: "data.users.9"))
        XCTAssertNil(Self.wrapped.kj.model(User.self, at: "data.users.first"))
        XCTAssertNil(Self.wrapped.kj.model(User.self, at: "data.text.id"), "a step into a string finds nothing")
        XCTAssertNil(Self.wrapped.kj.model(User.self, at: "data.the.dot"), "a dot always separates keys")
        XCTAssertEqual(Self.wrapped.kj.modelArray(User.self, at: "data.none"), [])
        XCTAssertEqual(Self.wrapped.kj.modelArray(User.self, at: "data.user"), [], "an object is not an array")
        XCTAssertNil(Self.wrapped.kj.model(User.self, at: "data.users"), "an array is not an object")
        XCTAssertNil(#"{"data": {"user": {"id": 1}}"#.kj.model(User.self, at: "data.user"), "truncated text")
    }

    func testDiagnosticsNameThePath() throws {
        var issues: [ConversionIssue] = []
        XCTAssertNil(Self.wrapped.kj.model(User.self, at: "data.nobody", issues: &issues))
        XCTAssertEqual(issues.map(\.kind), [.pathNotFound])
        XCTAssertEqual(issues.first?.path, "data.nobody")
        XCTAssertEqual(issues.first?.message,
                       #"No value at "data.nobody": the value at "data" is an object with no key "nobody"."#)

        issues = []
        XCTAssertEqual(Data(Self.wrapped.utf8).kj.modelArray(User.self, at: "data.users.7", issues: &issues), [])
        XCTAssertEqual(issues.first?.message,
                       #"No value at "data.users.7": the value at "data.users" is an array of 4 elements, with no element 7."#)

        issues = []
        XCTAssertNil(Self.wrapped.kj.model(User.self, at: "data.text.id", issues: &issues))
        XCTAssertEqual(issues.first?.message,
                       #"No value at "data.text.id": the value at "data.text" is the string "plain", not an object or array."#)

        XCTAssertThrowsError(try Self.wrapped.kj.decode(User.self, at: "data.nobody")) { error in
            XCTAssertEqual((error as? ConversionError)?.issues.map(\.kind), [.pathNotFound])
        }
        XCTAssertThrowsError(try Data(Self.wrapped.utf8).kj.decodeArray(User.self, at: "code"))
        XCTAssertEqual(try Self.wrapped.kj.decode(User.self, at: "data.user"), User(id: 7, name: "Kaka"))
        XCTAssertEqual(try Data(Self.wrapped.utf8).kj.decode(User.self, at: "data.nested.0.0").id, 9)
        XCTAssertEqual(try #"{"a": [{"id": 1, "name": "x"}]}"#.kj.decodeArray(User.self, at: "a").map(\.id), [1])
    }

    func testIssuesOfTheValueStartWithThePath() {
        var issues: [ConversionIssue] = []
        let items = Self.wrapped.kj.modelArray(Item.self, at: "data.items", issues: &issues)
        XCTAssertEqual(items, [Item(sku: "x", price: 1.5), Item(sku: "y", price: 0)])
        XCTAssertEqual(issues.map(\.path), ["data.items[1].price"])
        XCTAssertEqual(issues.map(\.kind), [.typeMismatch])

        issues = []
        _ = Self.wrapped.kj.modelArray(User.self, at: "data.users", issues: &issues)
        XCTAssertEqual(issues.map(\.path), ["data.users[2]"], "the element that is not an object")

        issues = []
        _ = Self.wrapped.kj.model(Item.self, at: "data.nested.0.0", issues: &issues)
        XCTAssertEqual(Set(issues.map(\.path)), ["data.nested[0][0].sku", "data.nested[0][0].price"])
        XCTAssertEqual(Set(issues.map(\.kind)), [.missingKey])

        XCTAssertThrowsError(try Self.wrapped.kj.decodeArray(Item.self, at: "data.items")) { error in
            XCTAssertEqual((error as? ConversionError)?.issues.map(\.path), ["data.items[1].price"])
        }
    }

    func testTheGuidesExample() {
        let reply = #"{"code": 0, "data": {"user": {"name": "Kaka"}, "users": [{"name": "a"}, {"name": "b"}]}}"#
        XCTAssertEqual(reply.kj.model(User.self, at: "data.user")?.name, "Kaka")
        XCTAssertEqual(reply.kj.modelArray(User.self, at: "data.users").map(\.name), ["a", "b"])
        XCTAssertEqual(reply.kj.model(User.self, at: "data.users.1")?.name, "b")
        XCTAssertNil(reply.kj.model(User.self, at: "data.nobody"))
    }

    func testInvalidTextIsASyntaxError() {
        XCTAssertThrowsError(try #"{"data": [1,}"#.kj.decode(User.self, at: "data.0")) { error in
            XCTAssertNotNil((error as? ConversionError)?.syntaxError)
        }
    }

    func testADeepPathOnASmallStack() {
        let depth = 400
        let text = String(repeating: #"{"a":"#, count: depth) + #"{"id": 1}"# + String(repeating: "}", count: depth)
        let path = Array(repeating: "a", count: depth).joined(separator: ".")
        XCTAssertEqual(onSmallStack { text.kj.model(User.self, at: path)?.id }, 1)
    }
}
