import Foundation
import KakaJSON
import XCTest

// Dictionary input holding Foundation objects: each class (and subclass) is
// recognized from its metatype and read as that class.

private struct Target: Convertible {
    var int: Int = -1
    var double: Double = -1
    var flag: Bool = false
    var flagFromNumber: Bool = false
    var decimal: Decimal = 0
    var text: String = ""
    var mutableText: String = ""
    var numberAsText: String = ""
    var date: Date = Date(timeIntervalSince1970: 0)
    var url: URL?
    var data: Data = Data()
    var list: [Int] = []
    var set: [String] = []
    var nested: [String: Int] = [:]
    var missing: Int? = 5
}

final class FoundationObjectInputTests: XCTestCase {
    func testEveryFoundationClassConverts() throws {
        let json: [String: Any] = [
            "int": NSNumber(value: 42),
            "double": NSNumber(value: 2.5),
            "flag": NSNumber(value: true),
            "flagFromNumber": NSNumber(value: 1),
            "decimal": NSDecimalNumber(string: "12.345"),
            "text": NSString(string: "plain"),
            "mutableText": NSMutableString(string: "mutable"),
            "numberAsText": NSNumber(value: 7),
            "date": NSDate(timeIntervalSince1970: 86_400),
            "url": NSURL(string: "https://example.com/a")!,
            "data": NSData(data: Data([1, 2, 3])),
            "list": NSArray(array: [NSNumber(value: 1), NSNumber(value: 2)]),
            "set": NSSet(array: ["only"]),
            "nested": NSDictionary(dictionary: ["a": NSNumber(value: 1)]),
            "missing": NSNull(),
        ]
        let model = json.kj.model(Target.self)
        XCTAssertEqual(model.int, 42)
        XCTAssertEqual(model.double, 2.5)
        XCTAssertTrue(model.flag)
        XCTAssertTrue(model.flagFromNumber)
        XCTAssertEqual(model.decimal, Decimal(string: "12.345"))
        XCTAssertEqual(model.text, "plain")
        XCTAssertEqual(model.mutableText, "mutable")
        XCTAssertEqual(model.numberAsText, "7")
        XCTAssertEqual(model.date, Date(timeIntervalSince1970: 86_400))
        XCTAssertEqual(model.url, URL(string: "https://example.com/a"))
        XCTAssertEqual(model.data, Data([1, 2, 3]))
        XCTAssertEqual(model.list, [1, 2])
        XCTAssertEqual(model.set, ["only"])
        XCTAssertEqual(model.nested, ["a": 1])
        XCTAssertEqual(model.missing, 5, "NSNull keeps the default, like a JSON null")
    }

    func testValuesBoxedTwiceInAnyConvert() throws {
        // A generic value whose type is `Any` becomes an `Any` holding an `Any`;
        // its dynamic type is the inner value's, but opening it yields `Any`.
        func boxed<T>(_ value: T) -> Any { value }
        let text: Any = "twice"
        let list: Any = [NSNumber(value: 3), 4] as [Any]
        let nested: Any = ["a": 2] as [String: Any]
        let json: [String: Any] = ["text": boxed(text), "list": boxed(list), "nested": boxed(nested),
                                   "int": boxed(7 as Any)]
        let model = json.kj.model(Target.self)
        XCTAssertEqual(model.text, "twice")
        XCTAssertEqual(model.list, [3, 4])
        XCTAssertEqual(model.nested, ["a": 2])
        XCTAssertEqual(model.int, 7)
        let number: Any = NSNumber(value: 11)
        let object: AnyObject = NSString(string: "object")
        let foundation: [String: Any] = ["int": boxed(number), "text": object as Any,
                                         "list": boxed(NSArray(array: [NSNumber(value: 5)]) as Any)]
        let fromObjects = foundation.kj.model(Target.self)
        XCTAssertEqual(fromObjects.int, 11)
        XCTAssertEqual(fromObjects.text, "object")
        XCTAssertEqual(fromObjects.list, [5])
        let models = [boxed(json as Any)].kj.modelArray(Target.self)
        XCTAssertEqual(models.map(\.text), ["twice"])
    }

    func testAnUnrelatedObjectConvertsToNothing() {
        final class Unrelated {}
        let model = (["int": Unrelated(), "text": Unrelated()] as [String: Any]).kj.model(Target.self)
        XCTAssertEqual(model.int, -1)
        XCTAssertEqual(model.text, "")
    }
}
