// Acceptance tests for README chapter "JSON To Model_05_Dynamic Model".
//
// The chapter has one example: testDynamicModel (the pet is a Dog) and
// testDynamicModelPig (the commented-out `"pet"` line of the spec, a Pig).
// Tests after the "Beyond the examples" mark run the example from JSON text
// and with the collection types the spec's comments allow.

import XCTest
import Foundation
import KakaJSON

// MARK: - Models

private enum DynamicModelExample {
    struct Book: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Car: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Pig: Convertible {
        var name: String = ""
        var height: Double = 0.0
    }

    struct Dog: Convertible {
        var name: String = ""
        var weight: Double = 0.0
    }

    struct Person: Convertible {
        var name: String = ""
        var pet: Any?

        // toys can also be NSArray, NSMutableArray
        var toys: [Any]?

        // foods can also be NSDictionary, NSMutableDictionary
        var foods: [String: Any]?

        func kj_modelType(from jsonValue: Any?, _ property: Property) -> Convertible.Type? {
            switch property.name {
            case "toys": return Car.self
            case "foods": return Book.self
            case "pet":
                if let pet = jsonValue as? [String: Any],
                    let _ = pet["height"] {
                    return Pig.self
                }
                return Dog.self
            default: return nil
            }
        }
    }
}

// Same as DynamicModelExample.Person with the Foundation collections the
// spec's comments allow.
private enum NSCollectionsExample {
    typealias Book = DynamicModelExample.Book
    typealias Car = DynamicModelExample.Car

    struct Person: Convertible {
        var name: String = ""
        var toys: NSArray?
        var foods: NSDictionary?

        func kj_modelType(from jsonValue: Any?, _ property: Property) -> Convertible.Type? {
            switch property.name {
            case "toys": return Car.self
            case "foods": return Book.self
            default: return nil
            }
        }
    }

    struct MutablePerson: Convertible {
        var name: String = ""
        var toys: NSMutableArray?
        var foods: NSMutableDictionary?

        func kj_modelType(from jsonValue: Any?, _ property: Property) -> Convertible.Type? {
            switch property.name {
            case "toys": return Car.self
            case "foods": return Book.self
            default: return nil
            }
        }
    }
}

private enum NoModelTypeExample {
    struct Person: Convertible {
        var name: String = ""
        var info: Any?
        var tags: [Any]?

        func kj_modelType(from jsonValue: Any?, _ property: Property) -> Convertible.Type? {
            nil
        }
    }
}

// MARK: - Tests

final class JSONToModel05DynamicModelTests: XCTestCase {
    private typealias Book = DynamicModelExample.Book
    private typealias Car = DynamicModelExample.Car
    private typealias Pig = DynamicModelExample.Pig
    private typealias Dog = DynamicModelExample.Dog
    private typealias Person = DynamicModelExample.Person

    private let personName = "Jack"
    private let dog = (name: "Wang", weight: 109.5)
    private let pig = (name: "Keke", height: 1.55)
    private let books = [
        (name: "Fast C++", price: 666.0),
        (name: "Data Structure And Algorithm", price: 1666.0)
    ]
    private let cars = [
        (name: "Benz", price: 100.5),
        (name: "Bently", price: 300.6)
    ]

    private func json(pet: [String: Any]) -> [String: Any] {
        [
            "name": personName,
            "pet": pet,
            "toys": [
                ["name": cars[0].name, "price": cars[0].price],
                ["name": cars[1].name, "price": cars[1].price]
            ],
            "foods": [
                "food0": ["name": books[0].name, "price": books[0].price],
                "food1": ["name": books[1].name, "price": books[1].price]
            ]
        ]
    }

    private func jsonText(pet: String) -> String {
        """
        {
            "name": "Jack",
            "pet": \(pet),
            "toys": [
                {"name": "Benz", "price": 100.5},
                {"name": "Bently", "price": 300.6}
            ],
            "foods": {
                "food0": {"name": "Fast C++", "price": 666.0},
                "food1": {"name": "Data Structure And Algorithm", "price": 1666.0}
            }
        }
        """
    }

    private func checkToysAndFoods(_ person: Person,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(person.name, personName, file: file, line: line)

        XCTAssertEqual(person.toys?.count, 2, file: file, line: line)
        let toy0 = person.toys?[0] as? Car
        XCTAssertNotNil(toy0, file: file, line: line)
        XCTAssertEqual(toy0?.name, cars[0].name, file: file, line: line)
        XCTAssertEqual(toy0?.price, cars[0].price, file: file, line: line)

        let toy1 = person.toys?[1] as? Car
        XCTAssertNotNil(toy1, file: file, line: line)
        XCTAssertEqual(toy1?.name, cars[1].name, file: file, line: line)
        XCTAssertEqual(toy1?.price, cars[1].price, file: file, line: line)

        XCTAssertEqual(person.foods?.count, 2, file: file, line: line)
        let food0 = person.foods?["food0"] as? Book
        XCTAssertNotNil(food0, file: file, line: line)
        XCTAssertEqual(food0?.name, books[0].name, file: file, line: line)
        XCTAssertEqual(food0?.price, books[0].price, file: file, line: line)

        let food1 = person.foods?["food1"] as? Book
        XCTAssertNotNil(food1, file: file, line: line)
        XCTAssertEqual(food1?.name, books[1].name, file: file, line: line)
        XCTAssertEqual(food1?.price, books[1].price, file: file, line: line)
    }

    private func checkDogPet(_ person: Person, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(person.pet is Pig, file: file, line: line)
        guard let pet = person.pet as? Dog else {
            return XCTFail("pet is not a Dog: \(String(describing: person.pet))", file: file, line: line)
        }
        XCTAssertEqual(pet.name, dog.name, file: file, line: line)
        XCTAssertEqual(pet.weight, dog.weight, file: file, line: line)
    }

    private func checkPigPet(_ person: Person, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(person.pet is Dog, file: file, line: line)
        guard let pet = person.pet as? Pig else {
            return XCTFail("pet is not a Pig: \(String(describing: person.pet))", file: file, line: line)
        }
        XCTAssertEqual(pet.name, pig.name, file: file, line: line)
        XCTAssertEqual(pet.height, pig.height, file: file, line: line)
    }

    // MARK: Dynamic Model

    func testDynamicModel() {
        let json: [String: Any] = json(pet: ["name": dog.name, "weight": dog.weight])

        let person = json.kj.model(Person.self)
        XCTAssertEqual(person.name, personName)

        // the spec accepts either branch; with this JSON the pet is a Dog
        if let pet = person.pet as? Dog {
            XCTAssertEqual(pet.name, dog.name)
            XCTAssertEqual(pet.weight, dog.weight)
        } else if let pet = person.pet as? Pig {
            XCTAssertEqual(pet.name, pig.name)
            XCTAssertEqual(pet.height, pig.height)
        }
        checkDogPet(person)

        checkToysAndFoods(person)
    }

    // the spec's commented-out `"pet": ["name": pig.name, "height": pig.height]`
    func testDynamicModelPig() {
        let json: [String: Any] = json(pet: ["name": pig.name, "height": pig.height])

        let person = json.kj.model(Person.self)
        checkPigPet(person)
        checkToysAndFoods(person)
    }

    // MARK: - Beyond the examples

    func testDynamicModelFromJSONString() throws {
        let person = try XCTUnwrap(jsonText(pet: #"{"name": "Wang", "weight": 109.5}"#).kj.model(Person.self))
        checkDogPet(person)
        checkToysAndFoods(person)

        let person2 = try XCTUnwrap(jsonText(pet: #"{"name": "Keke", "height": 1.55}"#).kj.model(Person.self))
        checkPigPet(person2)
        checkToysAndFoods(person2)
    }

    func testDynamicModelFromJSONData() throws {
        let data = try XCTUnwrap(jsonText(pet: #"{"name": "Keke", "height": 1.55}"#).data(using: .utf8))
        let person = try XCTUnwrap(data.kj.model(Person.self))
        checkPigPet(person)
        checkToysAndFoods(person)
    }

    func testDynamicModelArrayFromJSONString() throws {
        let text = "[" + jsonText(pet: #"{"name": "Wang", "weight": 109.5}"#) + ","
            + jsonText(pet: #"{"name": "Keke", "height": 1.55}"#) + "]"
        let people: [Person]? = text.kj.modelArray(Person.self)
        XCTAssertEqual(people?.count, 2)
        let first = try XCTUnwrap(people?.first)
        let last = try XCTUnwrap(people?.last)
        checkDogPet(first)
        checkPigPet(last)
        checkToysAndFoods(first)
        checkToysAndFoods(last)
    }

    // "toys can also be NSArray, NSMutableArray"
    // "foods can also be NSDictionary, NSMutableDictionary"
    func testDynamicModelWithFoundationCollections() {
        let json: [String: Any] = json(pet: ["name": dog.name])

        let person = json.kj.model(NSCollectionsExample.Person.self)
        XCTAssertEqual(person.name, personName)
        XCTAssertEqual(person.toys?.count, 2)
        XCTAssertEqual((person.toys?[0] as? Car)?.name, cars[0].name)
        XCTAssertEqual((person.toys?[1] as? Car)?.price, cars[1].price)
        XCTAssertEqual(person.foods?.count, 2)
        XCTAssertEqual((person.foods?["food0"] as? Book)?.name, books[0].name)
        XCTAssertEqual((person.foods?["food1"] as? Book)?.price, books[1].price)

        let mutablePerson = json.kj.model(NSCollectionsExample.MutablePerson.self)
        XCTAssertEqual(mutablePerson.toys?.count, 2)
        XCTAssertEqual((mutablePerson.toys?[0] as? Car)?.name, cars[0].name)
        XCTAssertEqual((mutablePerson.toys?[1] as? Car)?.price, cars[1].price)
        XCTAssertEqual(mutablePerson.foods?.count, 2)
        XCTAssertEqual((mutablePerson.foods?["food0"] as? Book)?.name, books[0].name)
        XCTAssertEqual((mutablePerson.foods?["food1"] as? Book)?.price, books[1].price)
    }

    // `default: return nil`: without a model type, the JSON value is kept as is
    func testPropertyWithoutModelTypeKeepsJSONValue() throws {
        let json: [String: Any] = [
            "name": "Jack",
            "info": ["age": 18, "city": "Beijing"],
            "tags": ["a", 1]
        ]
        let person = json.kj.model(NoModelTypeExample.Person.self)
        XCTAssertEqual(person.name, "Jack")
        let info = try XCTUnwrap(person.info as? [String: Any])
        XCTAssertEqual(info["age"] as? Int, 18)
        XCTAssertEqual(info["city"] as? String, "Beijing")
        XCTAssertEqual(person.tags?.count, 2)
        XCTAssertEqual(person.tags?.first as? String, "a")
        XCTAssertEqual(person.tags?.last as? Int, 1)

        let text = #"{"name": "Jack", "info": {"age": 18, "city": "Beijing"}, "tags": ["a", 1]}"#
        let person2 = try XCTUnwrap(text.kj.model(NoModelTypeExample.Person.self))
        let info2 = try XCTUnwrap(person2.info as? [String: Any])
        XCTAssertEqual(info2["age"] as? Int, 18)
        XCTAssertEqual(info2["city"] as? String, "Beijing")
        XCTAssertEqual(person2.tags?.first as? String, "a")
        XCTAssertEqual(person2.tags?.last as? Int, 1)
    }
}
