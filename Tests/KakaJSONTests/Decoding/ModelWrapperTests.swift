// A property wrapper that is a model with a computed `wrappedValue`
// (`@Audited var title`, storing `value` and `revision`): declared as a
// `ConvertibleWrapper`, it converts as a model under `title`, both ways,
// while a plain model property named with an underscore keeps its name.

import XCTest
import Foundation
import KakaJSON

@propertyWrapper
private struct Audited: ConvertibleWrapper, Equatable {
    var value = ""
    var revision = 0
    var wrappedValue: String {
        get { value }
        set { value = newValue; revision += 1 }
    }
    init() {}
    init(wrappedValue: String) { value = wrappedValue }
}

private struct Links: Convertible, Equatable {
    var href = ""
}

private struct Article: Convertible {
    @Audited var title = "untitled"
    var _links = Links()
    var body = ""
}

private final class Page: Convertible {
    @Audited var heading = ""
    required init() {}
}

final class ModelWrapperTests: XCTestCase {
    func testAModelWrapperConvertsAsAModelUnderTheWrappedName() throws {
        let json = #"{"title": {"value": "Hello", "revision": 3}, "_links": {"href": "/a"}, "body": "b"}"#
        let article = try XCTUnwrap(json.kj.model(Article.self))
        XCTAssertEqual(article.title, "Hello")
        XCTAssertEqual(article.titleRevision, 3)
        XCTAssertEqual(article._links, Links(href: "/a"))
        XCTAssertEqual(article.kj.JSONString(),
                       #"{"title":{"value":"Hello","revision":3},"_links":{"href":"/a"},"body":"b"}"#)
        let object = article.kj.JSONObject()
        XCTAssertEqual((object["title"] as? [String: Any])?["revision"] as? Int, 3)
        XCTAssertNil(object["_title"])
    }

    func testTheStorageNameIsNoKeyAndADictionaryReadsTheSame() throws {
        let old = try XCTUnwrap(#"{"_title": {"value": "Old"}}"#.kj.model(Article.self))
        XCTAssertEqual(old.title, "untitled")
        let dictionary: [String: Any] = ["title": ["value": "D", "revision": 9]]
        let fromDictionary = try XCTUnwrap(dictionary.kj.model(Article.self))
        XCTAssertEqual(fromDictionary.title, "D")
        XCTAssertEqual(fromDictionary.titleRevision, 9)
    }

    func testAClassModelAndThePropertyView() throws {
        let page = try XCTUnwrap(#"{"heading": {"value": "H", "revision": 1}}"#.kj.model(Page.self))
        XCTAssertEqual(page.heading, "H")
        XCTAssertEqual(page.kj.JSONString(), #"{"heading":{"value":"H","revision":1}}"#)
    }
}

private extension Article {
    /// The wrapper's revision, through its storage.
    var titleRevision: Int { _title.revision }
}
