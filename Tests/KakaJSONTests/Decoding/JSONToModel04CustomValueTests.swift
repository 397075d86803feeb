// Acceptance tests for README chapter "JSON To Model_04_Custom Value".
//
// Every example of the chapter is one test method named after it; the second
// "Unspecific Type" example (books: [Any]) is testUnspecificType2. The
// "Other Ways" hook takes `[String: Any]` (the spec's `JSONObject`, see
// JSONToModel01BasicUsageTests.swift for why).

import XCTest
import Foundation
import KakaJSON

// MARK: - Models

private let date1Fmt: DateFormatter = {
    let fmt = DateFormatter()
    fmt.dateFormat = "yyyy-MM-dd"
    return fmt
}()

private let date2Fmt: DateFormatter = {
    let fmt = DateFormatter()
    fmt.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    return fmt
}()

private enum DateExample {
    struct Student: Convertible {
        var date1: Date?
        var date2: NSDate?

        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            switch property.name {
            case "date1": return (jsonValue as? String).flatMap(date1Fmt.date)

            case "date2": return (jsonValue as? String).flatMap(date2Fmt.date)

            default: return jsonValue
            }
        }
    }
}

private enum UnspecificTypeExample {
    struct Person: Convertible {
        var name: String = ""
        var pet: Any?

        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            if property.name != "pet" { return jsonValue }
            return (jsonValue as? [String: Any])?.kj.model(Dog.self)
        }
    }

    struct Dog: Convertible {
        var name: String = ""
        var weight: Double = 0.0
    }
}

private enum UnspecificType2Example {
    class Book: Convertible {
        var name: String = ""
        var price: Double = 0.0
        required init() {}
    }

    struct Person: Convertible {
        var name: String = ""
        // [AnyObject], [Convertible], NSArray, NSMutableArray
        var books: [Any]?

        func kj_modelValue(from jsonValue: Any?,
                           _ property: Property) -> Any? {
            if property.name != "books" { return jsonValue }
            // if books is `NSMutableArray`, neet convert `Array` to `NSMutableArray`
            // because `Array` to `NSMutableArray` is not a bridging conversion
            return (jsonValue as? [Any])?.kj.modelArray(Book.self)
        }
    }
}

private enum ExampleExample {
    struct Student: Convertible {
        var age: Int = 0
        var name: String = ""

        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            switch property.name {
            case "age": return (jsonValue as? Int).flatMap { $0 + 5 }

            case "name": return (jsonValue as? String).flatMap { "kj_" + $0 }

            default: return jsonValue
            }
        }
    }
}

private enum OtherWaysExample {
    struct Student: Convertible {
        var age: Int = 0
        var name: String = ""

        mutating func kj_didConvertToModel(from json: [String: Any]) {
            age += 5
            name = "kj_" + name
        }
    }
}

// Models used only by the tests beyond the examples.
private enum ConvertibleArrayExample {
    class Book: Convertible {
        var name: String = ""
        var price: Double = 0.0
        required init() {}
    }

    struct Person: Convertible {
        var name: String = ""
        var books: [Convertible]?
        var anyObjects: [AnyObject]?

        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            switch property.name {
            case "books", "anyObjects": return (jsonValue as? [Any])?.kj.modelArray(Book.self)
            default: return jsonValue
            }
        }
    }
}

private enum ModelValueDefaultsExample {
    struct Student: Convertible {
        var age: Int = 1
        var name: String = "default"
        var untouched: String = "untouched"

        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            switch property.name {
            case "age": return (jsonValue as? Int).flatMap { $0 + 5 }
            case "name": return (jsonValue as? String).flatMap { "kj_" + $0 }
            default: return jsonValue
            }
        }
    }
}

private enum ModelValueStillConvertsExample {
    struct Student: Convertible {
        var age: Int = 0
        var height: Double = 0
        var nickName: String = ""

        // returns values of other types; the library converts them like JSON values
        func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
            switch property.name {
            case "age": return "15"
            case "height": return 1.75
            case "nickName": return (jsonValue as? String)?.uppercased()
            default: return jsonValue
            }
        }

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            property.name == "nickName" ? "nick_name" : property.name
        }
    }
}

// MARK: - Tests

final class JSONToModel04CustomValueTests: XCTestCase {

    // MARK: Date

    func testDate() {
        let date1 = "2008-09-09"
        let date2 = "2011-11-12 14:20:30.888"

        let json: [String: Any] = [
            "date1": date1,
            "date2": date2
        ]

        let student = json.kj.model(DateExample.Student.self)
        XCTAssertNotNil(student.date1)
        XCTAssertNotNil(student.date2)
        XCTAssertEqual(student.date1.flatMap(date1Fmt.string), date1)
        XCTAssertEqual(student.date2.map { date2Fmt.string(from: $0 as Date) }, date2)
    }

    // MARK: Unspecific Type

    func testUnspecificType() throws {
        let json: [String: Any] = [
            "name": "Jack",
            "pet": ["name": "Wang", "weight": 109.5]
        ]

        let person = json.kj.model(UnspecificTypeExample.Person.self)
        XCTAssertEqual(person.name, "Jack")

        let pet = try XCTUnwrap(person.pet as? UnspecificTypeExample.Dog)
        XCTAssertEqual(pet.name, "Wang")
        XCTAssertEqual(pet.weight, 109.5)
    }

    func testUnspecificType2() throws {
        typealias Book = UnspecificType2Example.Book

        let name = "Jack"
        let books = [
            (name: "Fast C++", price: 666),
            (name: "Data Structure And Algorithm", price: 1666)
        ]

        let json: [String: Any] = [
            "name": name,
            "books": [
                ["name": books[0].name, "price": books[0].price],
                ["name": books[1].name, "price": books[1].price]
            ]
        ]

        let person = json.kj.model(UnspecificType2Example.Person.self)
        XCTAssertEqual(person.name, name)

        XCTAssertEqual(person.books?.count, books.count)

        let book0 = try XCTUnwrap(person.books?[0] as? Book)
        XCTAssertEqual(book0.name, books[0].name)
        XCTAssertEqual(book0.price, Double(books[0].price))

        let book1 = try XCTUnwrap(person.books?[1] as? Book)
        XCTAssertEqual(book1.name, books[1].name)
        XCTAssertEqual(book1.price, Double(books[1].price))
    }

    // MARK: Example

    func testExample() {
        let json: [String: Any] = [
            "age": 10,
            "name": "Jack"
        ]

        let student = json.kj.model(ExampleExample.Student.self)
        XCTAssertEqual(student.age, 15)
        XCTAssertEqual(student.name, "kj_Jack")
    }

    // MARK: Other Ways

    func testOtherWays() {
        let json: [String: Any] = [
            "age": 10,
            "name": "Jack"
        ]

        let student = json.kj.model(OtherWaysExample.Student.self)
        XCTAssertEqual(student.age, 15)
        XCTAssertEqual(student.name, "kj_Jack")
    }

    // MARK: - Beyond the examples

    func testDateFromJSONString() throws {
        let text = #"{"date1": "2008-09-09", "date2": "2011-11-12 14:20:30.888"}"#
        let student = try XCTUnwrap(text.kj.model(DateExample.Student.self))
        XCTAssertEqual(student.date1.flatMap(date1Fmt.string), "2008-09-09")
        XCTAssertEqual(student.date2.map { date2Fmt.string(from: $0 as Date) }, "2011-11-12 14:20:30.888")
    }

    func testUnspecificTypeFromJSONString() throws {
        let text = #"{"name": "Jack", "pet": {"name": "Wang", "weight": 109.5}}"#
        let person = try XCTUnwrap(text.kj.model(UnspecificTypeExample.Person.self))
        XCTAssertEqual(person.name, "Jack")
        let pet = try XCTUnwrap(person.pet as? UnspecificTypeExample.Dog)
        XCTAssertEqual(pet.name, "Wang")
        XCTAssertEqual(pet.weight, 109.5)

        let text2 = """
        {"name": "Jack", "books": [{"name": "Fast C++", "price": 666}, {"name": "Data Structure And Algorithm", "price": 1666}]}
        """
        let person2 = try XCTUnwrap(text2.kj.model(UnspecificType2Example.Person.self))
        XCTAssertEqual(person2.books?.count, 2)
        let book1 = try XCTUnwrap(person2.books?[1] as? UnspecificType2Example.Book)
        XCTAssertEqual(book1.name, "Data Structure And Algorithm")
        XCTAssertEqual(book1.price, 1666.0)
    }

    func testExampleAndOtherWaysFromJSONText() throws {
        let text = #"{"age": 10, "name": "Jack"}"#
        let student = try XCTUnwrap(text.kj.model(ExampleExample.Student.self))
        XCTAssertEqual(student.age, 15)
        XCTAssertEqual(student.name, "kj_Jack")

        let data = try XCTUnwrap(text.data(using: .utf8))
        let student2 = try XCTUnwrap(data.kj.model(OtherWaysExample.Student.self))
        XCTAssertEqual(student2.age, 15)
        XCTAssertEqual(student2.name, "kj_Jack")
    }

    // "[AnyObject], [Convertible], NSArray, NSMutableArray"
    func testUnspecificTypeConvertibleAndAnyObjectArrays() throws {
        let json: [String: Any] = [
            "name": "Jack",
            "books": [["name": "Fast C++", "price": 666]],
            "anyObjects": [["name": "Go", "price": 18.5]]
        ]
        let person = json.kj.model(ConvertibleArrayExample.Person.self)
        XCTAssertEqual(person.name, "Jack")
        let book = try XCTUnwrap(person.books?.first as? ConvertibleArrayExample.Book)
        XCTAssertEqual(book.name, "Fast C++")
        XCTAssertEqual(book.price, 666.0)
        let object = try XCTUnwrap(person.anyObjects?.first as? ConvertibleArrayExample.Book)
        XCTAssertEqual(object.name, "Go")
        XCTAssertEqual(object.price, 18.5)
    }

    // kj_modelValue returning nil: the property keeps its default
    func testModelValueReturningNilKeepsDefault() {
        let json: [String: Any] = ["age": "ten", "name": 5, "untouched": "json"]
        let student = json.kj.model(ModelValueDefaultsExample.Student.self)
        XCTAssertEqual(student.age, 1)
        XCTAssertEqual(student.name, "default")
        XCTAssertEqual(student.untouched, "json")

        let missing = ["untouched": "json"].kj.model(ModelValueDefaultsExample.Student.self)
        XCTAssertEqual(missing.age, 1)
        XCTAssertEqual(missing.name, "default")
    }

    // The value returned by kj_modelValue goes through the same conversion as a
    // JSON value, and kj_modelValue sees the value found under the mapped key.
    func testModelValueResultIsConvertedToPropertyType() {
        let json: [String: Any] = ["age": 10, "height": 2, "nick_name": "erha"]
        let student = json.kj.model(ModelValueStillConvertsExample.Student.self)
        XCTAssertEqual(student.age, 15)
        XCTAssertEqual(student.height, 1.75)
        XCTAssertEqual(student.nickName, "ERHA")
    }
}
