// XML <-> models: attributes, repeated elements, text with attributes, key
// paths into nested elements, escaping, round trips, and text that is not XML.

import XCTest
import Foundation
import KakaJSON
import KakaXML

private struct Address: Convertible, KJEquatable {
    var city = ""
    var zip = 0
}

/// `id` is an attribute; `tags` are the `<tag>` children of `<tags>`.
private struct User: Convertible, KJEquatable {
    var id = 0
    var name = ""
    var active = false
    var tags: [String] = []
    var address = Address()
    var others: [Address] = []
    var nickname: String?

    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        switch property.name {
        case "id": return "@id"
        case "tags": return "tags.tag"
        case "others": return "other"
        default: return property.name
        }
    }

    func kj_JSONKey(from property: Property) -> JSONPropertyKey {
        switch property.name {
        case "id": return "@id"
        case "others": return "other"
        default: return property.name
        }
    }
}

private struct Price: Convertible {
    var currency = ""
    var amount = 0.0
    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        property.name == "currency" ? "price.@currency" : "price.#text"
    }
}

private final class Catalog: Convertible, KJEquatable {
    var title = ""
    var items: [Address] = []
    var note: String?
    init() {}
}

final class XMLConversionTests: XCTestCase {
    private let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <user id="7">
        <name>Kaka &amp; friends</name>
        <active>true</active>
        <tags><tag>swift</tag><tag>xml</tag></tags>
        <address><city>Seoul</city><zip>4524</zip></address>
        <other><city>Busan</city><zip>1</zip></other>
        <other><city>Jeju</city><zip>2</zip></other>
    </user>
    """

    func testElementsAttributesAndRepeatedElementsBecomeKeys() throws {
        let user = try XCTUnwrap(xml.kj.model(fromXML: User.self))
        XCTAssertEqual(user.id, 7, "the attribute, as @id, through the normal coercions")
        XCTAssertEqual(user.name, "Kaka & friends")
        XCTAssertTrue(user.active)
        XCTAssertEqual(user.tags, ["swift", "xml"])
        XCTAssertEqual(user.address, Address(city: "Seoul", zip: 4524))
        XCTAssertEqual(user.others, [Address(city: "Busan", zip: 1), Address(city: "Jeju", zip: 2)])
        XCTAssertNil(user.nickname)
    }

    func testTextNextToAttributesAndCustomOptions() throws {
        let price = try XCTUnwrap(#"<offer><price currency="EUR">5.25</price></offer>"#.kj.model(fromXML: Price.self))
        XCTAssertEqual(price.currency, "EUR")
        XCTAssertEqual(price.amount, 5.25)
        // One <items> element is an array only when asked.
        let single = "<catalog><title>T</title><items><city>A</city><zip>1</zip></items></catalog>"
        XCTAssertEqual(single.kj.model(fromXML: Catalog.self)?.items, [], "one element is not an array")
        let options = XMLOptions(arrayElements: ["items"])
        XCTAssertEqual(single.kj.model(fromXML: Catalog.self, options: options)?.items, [Address(city: "A", zip: 1)])
    }

    func testModelsRoundTripThroughXML() throws {
        var user = try XCTUnwrap(xml.kj.model(fromXML: User.self))
        user.name = "<a> & \"b\""
        let text = user.kj.XMLString(root: "user")
        XCTAssertTrue(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?><user id="7">"#), text)
        XCTAssertTrue(text.contains("<name>&lt;a&gt; &amp; \"b\"</name>"), text)
        // Written back, tags are plain repeated <tags> elements: read them by that key.
        let back = try XCTUnwrap(text.kj.model(fromXML: User.self))
        XCTAssertEqual(back.name, user.name)
        XCTAssertEqual(back.address, user.address)
        XCTAssertEqual(back.others, user.others)
        XCTAssertEqual(back.id, 7)

        let catalog = Catalog()
        catalog.title = "Stores"
        catalog.items = [Address(city: "A", zip: 1), Address(city: "B", zip: 2)]
        let catalogText = catalog.kj.XMLString(root: "catalog")
        XCTAssertEqual(catalogText, #"<?xml version="1.0" encoding="UTF-8"?><catalog><items><city>A</city>"#
            + "<zip>1</zip></items><items><city>B</city><zip>2</zip></items><title>Stores</title></catalog>")
        XCTAssertEqual(catalogText.kj.model(fromXML: Catalog.self), catalog)
    }

    func testCharactersXMLCannotHoldAreWrittenAsReplacementCharacters() throws {
        // XML 1.0 has no form for most control characters, nor U+FFFE and
        // U+FFFF: written as they are, no reader would take the document.
        var user = User()
        user.name = "bell\u{7}, form feed\u{C}, \u{FFFE}; tab\t, é and 😀 kept"
        user.tags = ["\u{0}"]
        let text = user.kj.XMLString(root: "user")
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }, text)
        let back = try XCTUnwrap(text.kj.model(fromXML: User.self))
        XCTAssertEqual(back.name, "bell\u{FFFD}, form feed\u{FFFD}, \u{FFFD}; tab\t, é and 😀 kept")
    }

    func testTextThatIsNotXMLGivesNil() {
        XCTAssertNil("<user><name>unclosed</user>".kj.model(fromXML: User.self))
        XCTAssertNil("not xml".kj.model(fromXML: User.self))
        XCTAssertNil("<user>just text</user>".kj.model(fromXML: User.self), "a root with no keys")
        XCTAssertNil(Data([0xFF, 0xFE]).kj.model(fromXML: User.self))
    }
}

private class Person: Convertible {
    var name = ""
    var secret = "kept"
    required init() {}
    func kj_isIgnored(_ property: Property) -> Bool { property.name == "secret" }
}

private final class Employee: Person {
    var company = ""
    var reports: [Employee] = []
}

private struct Box<Value>: Convertible {
    var value: Value?
    var values: [Value] = []
}

final class XMLHierarchyTests: XCTestCase {
    func testSubclassesGenericsAndIgnoredPropertiesRoundTrip() throws {
        let boss = Employee()
        boss.name = "B"
        boss.secret = "s"
        boss.company = "C"
        let first = Employee(), second = Employee()
        first.name = "x"
        second.name = "y"
        boss.reports = [first, second]
        let text = (boss as Person).kj.XMLString(root: "employee")
        XCTAssertFalse(text.contains("secret"), text)
        let back = try XCTUnwrap(text.kj.model(fromXML: Employee.self))
        XCTAssertEqual(back.name, "B")
        XCTAssertEqual(back.company, "C")
        XCTAssertEqual(back.secret, "kept", "ignored both ways")
        XCTAssertEqual(back.reports.map(\.name), ["x", "y"])

        var box = Box<Int>()
        box.value = 3
        box.values = [1, 2]
        let boxed = try XCTUnwrap(box.kj.XMLString(root: "box").kj.model(fromXML: Box<Int>.self))
        XCTAssertEqual(boxed.value, 3)
        XCTAssertEqual(boxed.values, [1, 2])
        XCTAssertEqual(try XCTUnwrap(box.kj.plistData()).kj.model(fromPlist: Box<Int>.self)?.values, [1, 2])
        let person = try XCTUnwrap((boss as Person).kj.plistData(format: .xml)?.kj.model(fromPlist: Employee.self))
        XCTAssertEqual(person.reports.count, 2)
        XCTAssertEqual(person.secret, "kept")
    }
}

private final class Chain: Convertible {
    var value = 0
    var next: Chain?
    init() {}
}

final class XMLDepthTests: XCTestCase {
    func testDeeplyNestedXMLIsRefusedOrReadWithoutCrashing() {
        let depth = 100_000
        let text = String(repeating: "<next>", count: depth) + String(repeating: "</next>", count: depth)
        let chain = ("<chain>" + text + "</chain>").kj.model(fromXML: Chain.self)
        // Deeper than ConvertibleConfig.maxDepth (512): refused, as JSON is.
        XCTAssertNil(chain)
    }

    func testADeepModelIsWrittenWithoutCrashing() throws {
        ConvertibleConfig.setMaxDepth(30_000)
        defer { ConvertibleConfig.reset() }
        // Deeper than a thread's stack holds; a fifth of it under a
        // sanitizer (`Scripts/sanitize.sh` sets KAKAJSON_SANITIZER), whose
        // larger frames still move the conversion to other threads.
        let length = ProcessInfo.processInfo.environment["KAKAJSON_SANITIZER"] == nil ? 20_000 : 4_000
        let head = Chain()
        var tail = head
        for value in 1..<length {
            let node = Chain()
            node.value = value
            tail.next = node
            tail = node
        }
        let text = head.kj.XMLString(root: "chain")
        XCTAssertTrue(text.hasSuffix("<value>0</value></chain>"), String(text.suffix(200)))
        XCTAssertTrue(text.contains("<value>\(length - 1)</value>"))
        // Read back, as deep as the raised limit allows.
        let back = try XCTUnwrap(text.kj.model(fromXML: Chain.self))
        var count = 0
        var node: Chain? = back
        while let current = node {
            XCTAssertEqual(current.value, count)
            count += 1
            node = current.next
            current.next = nil
        }
        XCTAssertEqual(count, length)
        node = head
        while let current = node { node = current.next; current.next = nil }
    }
}
