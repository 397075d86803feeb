// Acceptance tests for README chapter "JSON To Model_01_Basic Usage".
//
// Every example of the chapter is one test method named after it; the models
// keep the spec's shapes (struct/class, let/var, optionals, defaults). Each
// example's types live in their own file-private namespace so names such as
// `Cat` or `Person` can be reused. Tests after the "Beyond the examples" mark
// are implied by the chapter (comments such as "json can also be NSDictionary",
// "convert failed, keep default value") or check that the String/Data entry
// points, which use the library's own JSON reader, behave like the dictionary
// path.
//
// Spec fixes (typos, not meaning): `var type` is `let type` (never mutated);
// `books0??[i]?.name` is spelled through unwrapped locals; `let json = ...` in
// "Class Type" is given concrete values; `jsonString = "...."` in
// "Model Array" is the JSON text of the same three cars. The hooks of "Listen"
// take `[String: Any]`: the spec spells it `JSONObject`, but a module cannot
// declare both a `JSONObject` typealias and the global function
// `JSONObject(from:)` of chapter "Model To JSON" (invalid redeclaration).

import XCTest
import Foundation
import KakaJSON

// MARK: - Models

private enum SimpleModelExample {
    struct Cat: Convertible {
        var name: String = ""
        var weight: Double = 0.0
    }
}

private enum ClassTypeExample {
    class Cat: Convertible {
        var weight: Double = 0.0
        var name: String = ""
        required init() {}
    }

    class Person: NSObject, Convertible {
        var name: String = ""
        var age: Int = 0
        required override init() {}
    }

    struct Dog: Convertible {
        var weight: Double = 0.0
        var name: String = ""
    }

    struct Pig: Convertible {
        var weight: Double
        var name: String
        init() {
            name = ""
            weight = 0.0
        }
    }
}

private enum InheritanceExample {
    class Person: Convertible {
        var name: String = ""
        var age: Int = 0
        required init() {}
    }

    class Student: Person {
        var score: Int = 0
        var no: String = ""
    }
}

private enum LetExample {
    struct Cat: Convertible {
        private(set) var weight: Double = 0.0
        let name: String = ""
    }
}

private enum NSNullExample {
    struct Cat: Convertible {
        var weight: Double = 0.0
        var name: String = "xx"
        var data: NSNull?
    }
}

private enum NestedModel1Example {
    struct Book: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Car: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Dog: Convertible {
        var name: String = ""
        var age: Int = 0
    }

    struct Person: Convertible {
        var name: String = ""
        var car: Car?
        var books: [Book]?
        var dogs: [String: Dog]?
    }
}

private enum NestedModel2Example {
    struct Book: Convertible, Hashable {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Person: Convertible {
        var name: String = ""
        var books: Set<Book>?
    }
}

private enum NestedModel3Example {
    struct Car: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    class Dog: Convertible {
        var name: String = ""
        var age: Int = 0
        required init() {}
        init(name: String, age: Int) {
            self.name = name
            self.age = age
        }
    }

    struct Person: Convertible {
        var name: String = ""
        var car: Car = Car(name: "Bently", price: 106.5)
        var dog: Dog = Dog(name: "Larry", age: 5)
    }
}

private enum RecursiveExample {
    class Person: Convertible {
        var name: String = ""
        var parent: Person?
        required init() {}
    }
}

private enum GenericExample {
    struct NetResponse<Element>: Convertible {
        let data: Element? = nil
        let msg: String = ""
        private(set) var code: Int = 0
    }

    struct User: Convertible {
        let id: String = ""
        let nickName: String = ""
    }

    struct Goods: Convertible {
        private(set) var price: CGFloat = 0.0
        let name: String = ""
    }
}

private enum ModelArrayExample {
    struct Car: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }
}

private enum ModelArrayInDictionaryExample {
    struct Book: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Person: Convertible {
        var name: String = ""
        var books: [String: [Book?]?]?
    }
}

private enum ConvertExample {
    struct Cat: Convertible {
        var name: String = ""
        var weight: Double = 0.0
    }
}

/// Records hook calls in order. Tests run serially; the lock only guards
/// against a library that converts on another thread.
private final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func record(_ entry: String) {
        lock.lock()
        storage.append(entry)
        lock.unlock()
    }

    func reset() {
        lock.lock()
        storage.removeAll()
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

private enum ListenExample {
    static let log = CallLog()

    struct Car: Convertible {
        var name: String = ""
        var age: Int = 0

        mutating func kj_willConvertToModel(from json: [String: Any]) {
            // Before conversion: the instance still has its defaults, and the
            // hook sees the JSON object being converted.
            ListenExample.log.record("Car - will name=\(name) age=\(age) json.name=\(json["name"] as? String ?? "nil")")
        }

        mutating func kj_didConvertToModel(from json: [String: Any]) {
            // After conversion: the properties are already filled.
            ListenExample.log.record("Car - did name=\(name) age=\(age) json.name=\(json["name"] as? String ?? "nil")")
        }
    }

    class Person: Convertible {
        var name: String = ""
        var age: Int = 0
        required init() {}

        func kj_willConvertToModel(from json: [String: Any]) {
            ListenExample.log.record("Person - will")
        }

        func kj_didConvertToModel(from json: [String: Any]) {
            ListenExample.log.record("Person - did")
        }
    }

    class Student: Person {
        var score: Int = 0

        override func kj_willConvertToModel(from json: [String: Any]) {
            super.kj_willConvertToModel(from: json)
            ListenExample.log.record("Student - will")
        }

        override func kj_didConvertToModel(from json: [String: Any]) {
            super.kj_didConvertToModel(from: json)
            ListenExample.log.record("Student - did")
        }
    }
}

// Models used only by the tests beyond the examples.
private enum DefaultsExample {
    struct Car: Convertible {
        var name: String = "Bently"
        var price: Double = 106.5
    }

    struct Person: Convertible {
        var name: String = "Jack"
        var age: Int = 18
        var weight: Double = 60.5
        var car: Car = Car()
        var spareCar: Car?
        var books: [Car]?
        let nickName: String = "JJ"
    }
}

private enum ArrayOfArraysExample {
    struct Car: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Garage: Convertible {
        var name: String = ""
        var floors: [[Car]]?
    }
}

// MARK: - Tests

final class JSONToModel01BasicUsageTests: XCTestCase {

    // MARK: Simple Model

    func testSimpleModel() throws {
        typealias Cat = SimpleModelExample.Cat

        // json can also be NSDictionary, NSMutableDictionary
        let json: [String: Any] = [
            "name": "Miaomiao",
            "weight": 6.66
        ]

        let cat1 = json.kj.model(Cat.self)
        XCTAssertEqual(cat1.name, "Miaomiao")
        XCTAssertEqual(cat1.weight, 6.66)

        // you can call global function `model`
        let cat2 = model(from: json, Cat.self)
        XCTAssertEqual(cat2.name, "Miaomiao")
        XCTAssertEqual(cat2.weight, 6.66)

        // support type variable
        let type: Convertible.Type = Cat.self
        let cat3 = try XCTUnwrap(json.kj.model(type: type) as? Cat)
        XCTAssertEqual(cat3.name, "Miaomiao")
        XCTAssertEqual(cat3.weight, 6.66)

        let cat4 = try XCTUnwrap(model(from: json, type: type) as? Cat)
        XCTAssertEqual(cat4.name, "Miaomiao")
        XCTAssertEqual(cat4.weight, 6.66)
    }

    // MARK: Class Type

    func testClassType() {
        let json: [String: Any] = [
            "name": "Miaomiao",
            "weight": 6.66,
            "age": 3
        ]

        let cat = json.kj.model(ClassTypeExample.Cat.self)
        XCTAssertEqual(cat.name, "Miaomiao")
        XCTAssertEqual(cat.weight, 6.66)

        // a class inherit from NSObject
        let person = json.kj.model(ClassTypeExample.Person.self)
        XCTAssertEqual(person.name, "Miaomiao")
        XCTAssertEqual(person.age, 3)

        // struct with a compiler-generated init
        let dog = json.kj.model(ClassTypeExample.Dog.self)
        XCTAssertEqual(dog.name, "Miaomiao")
        XCTAssertEqual(dog.weight, 6.66)

        // struct with its own init()
        let pig = json.kj.model(ClassTypeExample.Pig.self)
        XCTAssertEqual(pig.name, "Miaomiao")
        XCTAssertEqual(pig.weight, 6.66)
    }

    // MARK: Inheritance

    func testInheritance() {
        let json: [String: Any] = [
            "name": "jack",
            "age": 18,
            "score": 98,
            "no": "9527"
        ]

        let student = json.kj.model(InheritanceExample.Student.self)
        XCTAssertEqual(student.name, "jack")
        XCTAssertEqual(student.age, 18)
        XCTAssertEqual(student.score, 98)
        XCTAssertEqual(student.no, "9527")

        // the superclass alone only takes its own keys
        let person = json.kj.model(InheritanceExample.Person.self)
        XCTAssertEqual(person.name, "jack")
        XCTAssertEqual(person.age, 18)
        XCTAssertFalse(person is InheritanceExample.Student)
    }

    // MARK: let

    func testLet() {
        let json: [String: Any] = [
            "name": "Miaomiao",
            "weight": 6.66
        ]

        let cat = json.kj.model(LetExample.Cat.self)
        XCTAssertEqual(cat.name, "Miaomiao")
        XCTAssertEqual(cat.weight, 6.66)
    }

    // MARK: NSNull

    func testNSNull() {
        let json: [String: Any] = [
            "name": NSNull(),
            "weight": 6.6,
            "data": NSNull()
        ]

        let cat = json.kj.model(NSNullExample.Cat.self)
        // convert failed, keep default value
        XCTAssertEqual(cat.name, "xx")
        XCTAssertEqual(cat.weight, 6.6)
        XCTAssertEqual(cat.data, NSNull())
    }

    // MARK: JSONString

    func testJSONString() throws {
        typealias Cat = SimpleModelExample.Cat

        // jsonString can alse be NSString, NSMutableString
        let jsonString = """
        {
            "name": "Miaomiao",
            "weight": 6.66
        }
        """

        let cat1 = try XCTUnwrap(jsonString.kj.model(Cat.self))
        XCTAssertEqual(cat1.name, "Miaomiao")
        XCTAssertEqual(cat1.weight, 6.66)

        let cat2 = try XCTUnwrap(model(from: jsonString, Cat.self))
        XCTAssertEqual(cat2.name, "Miaomiao")
        XCTAssertEqual(cat2.weight, 6.66)

        let type: Convertible.Type = Cat.self
        let cat3 = try XCTUnwrap(jsonString.kj.model(type: type) as? Cat)
        XCTAssertEqual(cat3.name, "Miaomiao")
        XCTAssertEqual(cat3.weight, 6.66)

        let cat4 = try XCTUnwrap(model(from: jsonString, type: type) as? Cat)
        XCTAssertEqual(cat4.name, "Miaomiao")
        XCTAssertEqual(cat4.weight, 6.66)
    }

    // MARK: JSONData

    func testJSONData() throws {
        typealias Cat = SimpleModelExample.Cat

        // jsonData can alse be NSData, NSMutableData
        let jsonData = try XCTUnwrap("""
        {
            "name": "Miaomiao",
            "weight": 6.66
        }
        """.data(using: .utf8))

        let cat1 = try XCTUnwrap(jsonData.kj.model(Cat.self))
        XCTAssertEqual(cat1.name, "Miaomiao")
        XCTAssertEqual(cat1.weight, 6.66)

        let cat2 = try XCTUnwrap(model(from: jsonData, Cat.self))
        XCTAssertEqual(cat2.name, "Miaomiao")
        XCTAssertEqual(cat2.weight, 6.66)

        let type: Convertible.Type = Cat.self
        let cat3 = try XCTUnwrap(jsonData.kj.model(type: type) as? Cat)
        XCTAssertEqual(cat3.name, "Miaomiao")
        XCTAssertEqual(cat3.weight, 6.66)

        let cat4 = try XCTUnwrap(model(from: jsonData, type: type) as? Cat)
        XCTAssertEqual(cat4.name, "Miaomiao")
        XCTAssertEqual(cat4.weight, 6.66)
    }

    // MARK: Nested Model 1

    private func checkNestedModel1(_ person: NestedModel1Example.Person,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(person.name, "Jack", file: file, line: line)
        XCTAssertEqual(person.car?.name, "BMW7", file: file, line: line)
        XCTAssertEqual(person.car?.price, 105.5, file: file, line: line)
        XCTAssertEqual(person.books?.count, 2, file: file, line: line)
        XCTAssertEqual(person.books?[0].name, "Fast C++", file: file, line: line)
        XCTAssertEqual(person.books?[0].price, 666.6, file: file, line: line)
        XCTAssertEqual(person.books?[1].name, "Data Structure And Algorithm", file: file, line: line)
        XCTAssertEqual(person.books?[1].price, 1666.6, file: file, line: line)
        XCTAssertEqual(person.dogs?.count, 2, file: file, line: line)
        XCTAssertEqual(person.dogs?["dog0"]?.name, "Larry", file: file, line: line)
        XCTAssertEqual(person.dogs?["dog0"]?.age, 5, file: file, line: line)
        XCTAssertEqual(person.dogs?["dog1"]?.name, "ErHa", file: file, line: line)
        XCTAssertEqual(person.dogs?["dog1"]?.age, 2, file: file, line: line)
    }

    private let nestedModel1JSONString = """
    {
        "name": "Jack",
        "car": {"name": "BMW7", "price": 105.5},
        "books": [
            {"name": "Fast C++", "price": 666.6},
            {"name": "Data Structure And Algorithm", "price": 1666.6}
        ],
        "dogs": {
            "dog0": {"name": "Larry", "age": 5},
            "dog1": {"name": "ErHa", "age": 2}
        }
    }
    """

    func testNestedModel1() {
        let json: [String: Any] = [
            "name": "Jack",
            "car": ["name": "BMW7", "price": 105.5],
            "books": [
                ["name": "Fast C++", "price": 666.6],
                ["name": "Data Structure And Algorithm", "price": 1666.6]
            ],
            "dogs": [
                "dog0": ["name": "Larry", "age": 5],
                "dog1": ["name": "ErHa", "age": 2]
            ]
        ]

        let person = json.kj.model(NestedModel1Example.Person.self)
        XCTAssertEqual(person.car?.name, "BMW7")
        XCTAssertEqual(person.books?[1].name, "Data Structure And Algorithm")
        XCTAssertEqual(person.dogs?["dog0"]?.name, "Larry")
        checkNestedModel1(person)
    }

    // MARK: Nested Model 2

    func testNestedModel2() throws {
        let json: [String: Any] = [
            "name": "Jack",
            "books": [
                ["name": "Fast C++", "price": 666.6]
            ]
        ]

        let person = json.kj.model(NestedModel2Example.Person.self)
        XCTAssertEqual(person.name, "Jack")

        XCTAssertEqual(person.books?.count, 1)
        let book = try XCTUnwrap(person.books?.randomElement())
        XCTAssertEqual(book.name, "Fast C++")
        XCTAssertEqual(book.price, 666.6)
    }

    // MARK: Nested Model 3

    func testNestedModel3() {
        let json: [String: Any] = [
            "name": "Jake",
            "car": ["price": 305.6],
            "dog": ["name": "Wangwang"]
        ]

        let person = json.kj.model(NestedModel3Example.Person.self)
        XCTAssertEqual(person.name, "Jake")
        // keep defaultValue
        XCTAssertEqual(person.car.name, "Bently")
        // use value from json
        XCTAssertEqual(person.car.price, 305.6)
        // use value from json
        XCTAssertEqual(person.dog.name, "Wangwang")
        // keep defaultValue
        XCTAssertEqual(person.dog.age, 5)
    }

    // MARK: Recursive

    func testRecursive() throws {
        let json: [String: Any] = [
            "name": "Jack",
            "parent": ["name": "Jim"]
        ]

        let person = json.kj.model(RecursiveExample.Person.self)
        XCTAssertEqual(person.name, "Jack")
        XCTAssertEqual(person.parent?.name, "Jim")
        let parent = try XCTUnwrap(person.parent)
        XCTAssertNil(parent.parent)
        XCTAssertFalse(parent === person)
    }

    // MARK: Generic

    private let genericJSON1 = """
    {
        "data": {"nickName": "KaKa", "id": 213234234},
        "msg": "Success",
        "code" : 200
    }
    """

    private let genericJSON2 = """
    {
        "data": [
            {"price": "6199", "name": "iPhone XR"},
            {"price": "8199", "name": "iPhone XS"},
            {"price": "9099", "name": "iPhone Max"}
        ],
        "msg": "Success",
        "code" : 200
    }
    """

    private func checkGenericResponse1(_ response1: GenericExample.NetResponse<GenericExample.User>?,
                                       file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(response1?.msg, "Success", file: file, line: line)
        XCTAssertEqual(response1?.code, 200, file: file, line: line)
        XCTAssertEqual(response1?.data?.nickName, "KaKa", file: file, line: line)
        XCTAssertEqual(response1?.data?.id, "213234234", file: file, line: line)
    }

    private func checkGenericResponse2(_ response2: GenericExample.NetResponse<[GenericExample.Goods]>?,
                                       file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(response2?.msg, "Success", file: file, line: line)
        XCTAssertEqual(response2?.code, 200, file: file, line: line)
        XCTAssertEqual(response2?.data?.count, 3, file: file, line: line)
        XCTAssertEqual(response2?.data?[0].price, 6199, file: file, line: line)
        XCTAssertEqual(response2?.data?[0].name, "iPhone XR", file: file, line: line)
        XCTAssertEqual(response2?.data?[1].price, 8199, file: file, line: line)
        XCTAssertEqual(response2?.data?[1].name, "iPhone XS", file: file, line: line)
        XCTAssertEqual(response2?.data?[2].price, 9099, file: file, line: line)
        XCTAssertEqual(response2?.data?[2].name, "iPhone Max", file: file, line: line)
    }

    func testGeneric() throws {
        let response1 = genericJSON1.kj.model(GenericExample.NetResponse<GenericExample.User>.self)
        XCTAssertNotNil(response1)
        checkGenericResponse1(response1)

        let response2 = genericJSON2.kj.model(GenericExample.NetResponse<[GenericExample.Goods]>.self)
        XCTAssertNotNil(response2)
        checkGenericResponse2(response2)
    }

    // MARK: Model Array

    private func checkCars(_ cars: [ModelArrayExample.Car]?,
                           file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(cars?.count, 3, file: file, line: line)
        XCTAssertEqual(cars?.map(\.name), ["Benz", "Bently", "Audi"], file: file, line: line)
        XCTAssertEqual(cars?.map(\.price), [98.6, 305.7, 64.7], file: file, line: line)
    }

    private let carsJSONString = """
    [
        {"name": "Benz", "price": 98.6},
        {"name": "Bently", "price": 305.7},
        {"name": "Audi", "price": 64.7}
    ]
    """

    func testModelArray() throws {
        typealias Car = ModelArrayExample.Car

        // json can also be NSArray, NSMutableArray
        let json: [[String: Any]] = [
            ["name": "Benz", "price": 98.6],
            ["name": "Bently", "price": 305.7],
            ["name": "Audi", "price": 64.7]
        ]

        let cars1 = json.kj.modelArray(Car.self)
        XCTAssertEqual(cars1.count, 3)
        XCTAssertEqual(cars1[1].name, "Bently")
        checkCars(cars1)

        let cars2 = modelArray(from: json, Car.self)
        checkCars(cars2)

        let type: Convertible.Type = Car.self
        let cars3 = json.kj.modelArray(type: type) as? [Car]
        XCTAssertNotNil(cars3)
        checkCars(cars3)
        let cars4 = modelArray(from: json, type: type) as? [Car]
        XCTAssertNotNil(cars4)
        checkCars(cars4)

        // jsonString -> Model Array
        // (`[Car]?` accepts both an optional and a non-optional result.)
        let jsonString = carsJSONString
        let cars5: [Car]? = jsonString.kj.modelArray(Car.self)
        checkCars(cars5)
        let cars6: [Car]? = modelArray(from: jsonString, Car.self)
        checkCars(cars6)
        let cars7 = jsonString.kj.modelArray(type: type) as? [Car]
        XCTAssertNotNil(cars7)
        checkCars(cars7)
        let cars8 = modelArray(from: jsonString, type: type) as? [Car]
        XCTAssertNotNil(cars8)
        checkCars(cars8)
    }

    // MARK: Model Array In Dictionary

    private let mobileBooks = [
        (name: "iOS", price: 10.5),
        (name: "Android", price: 8.5)
    ]
    private let serverBooks = [
        (name: "Java", price: 20.5),
        (name: "Go", price: 18.5)
    ]

    private func checkModelArrayInDictionary(_ person: ModelArrayInDictionaryExample.Person,
                                             file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(person.name, "Jack", file: file, line: line)
        XCTAssertEqual(person.books?.count, 2, file: file, line: line)

        let books0 = try XCTUnwrap(person.books?["mobile"] ?? nil, file: file, line: line)
        XCTAssertEqual(books0.count, mobileBooks.count, file: file, line: line)
        for i in 0..<min(books0.count, mobileBooks.count) {
            XCTAssertEqual(books0[i]?.name, mobileBooks[i].name, file: file, line: line)
            XCTAssertEqual(books0[i]?.price, mobileBooks[i].price, file: file, line: line)
        }

        let books1 = try XCTUnwrap(person.books?["server"] ?? nil, file: file, line: line)
        XCTAssertEqual(books1.count, serverBooks.count, file: file, line: line)
        for i in 0..<min(books1.count, serverBooks.count) {
            XCTAssertEqual(books1[i]?.name, serverBooks[i].name, file: file, line: line)
            XCTAssertEqual(books1[i]?.price, serverBooks[i].price, file: file, line: line)
        }
    }

    func testModelArrayInDictionary() throws {
        let name = "Jack"
        let json: [String: Any] = [
            "name": name,
            "books": [
                "mobile": [
                    ["name": mobileBooks[0].name, "price": mobileBooks[0].price],
                    ["name": mobileBooks[1].name, "price": mobileBooks[1].price]
                ],
                "server": [
                    ["name": serverBooks[0].name, "price": serverBooks[0].price],
                    ["name": serverBooks[1].name, "price": serverBooks[1].price]
                ]
            ]
        ]

        let person = json.kj.model(ModelArrayInDictionaryExample.Person.self)
        XCTAssertEqual(person.name, name)
        try checkModelArrayInDictionary(person)
    }

    // MARK: Convert

    func testConvert() {
        typealias Cat = ConvertExample.Cat

        let json: [String: Any] = [
            "name": "Miaomiao",
            "weight": 6.66
        ]

        // spec form
        var cat = Cat()
        // fill a cat instance with json
        // .kj_m is a mutable version of .kj
        cat.kj_m.convert(json)
        XCTAssertEqual(cat.name, "Miaomiao")
        XCTAssertEqual(cat.weight, 6.66)

        // labelled dictionary form
        var cat2 = Cat()
        cat2.kj_m.convert(from: json)
        XCTAssertEqual(cat2.name, "Miaomiao")
        XCTAssertEqual(cat2.weight, 6.66)

        // JSON string form
        let jsonString = """
        {"name": "Miaomiao", "weight": 6.66}
        """
        var cat3 = Cat()
        cat3.kj_m.convert(from: jsonString)
        XCTAssertEqual(cat3.name, "Miaomiao")
        XCTAssertEqual(cat3.weight, 6.66)
    }

    // MARK: Listen

    func testListen() {
        // struct
        ListenExample.log.reset()
        let name = "Benz"
        let age = 100
        let car = ["name": name, "age": age].kj.model(ListenExample.Car.self)
        // Car - kj_willConvertToModel
        // Car - kj_didConvertToModel
        XCTAssertEqual(car.name, name)
        XCTAssertEqual(car.age, age)
        XCTAssertEqual(ListenExample.log.entries, [
            "Car - will name= age=0 json.name=Benz",
            "Car - did name=Benz age=100 json.name=Benz"
        ])

        // class hierarchy, subclass calls super first
        ListenExample.log.reset()
        let studentName = "jack"
        let studentAge = 10
        let score = 100
        let student = ["name": studentName, "age": studentAge, "score": score]
            .kj.model(ListenExample.Student.self)
        XCTAssertEqual(student.name, studentName)
        XCTAssertEqual(student.age, studentAge)
        XCTAssertEqual(student.score, score)
        XCTAssertEqual(ListenExample.log.entries, [
            "Person - will",
            "Student - will",
            "Person - did",
            "Student - did"
        ])

        // the superclass alone calls only its own hooks, once each
        ListenExample.log.reset()
        let person = ["name": studentName, "age": studentAge].kj.model(ListenExample.Person.self)
        XCTAssertEqual(person.name, studentName)
        XCTAssertEqual(ListenExample.log.entries, ["Person - will", "Person - did"])
    }

    // MARK: - Beyond the examples

    // "json can also be NSDictionary, NSMutableDictionary"
    func testNSDictionaryAndNSMutableDictionaryJSON() throws {
        typealias Cat = SimpleModelExample.Cat
        let dict: [String: Any] = ["name": "Miaomiao", "weight": 6.66]

        let nsDict = NSDictionary(dictionary: dict)
        // `Cat?` accepts an optional or non-optional result
        let cat1: Cat? = nsDict.kj.model(Cat.self)
        XCTAssertEqual(cat1?.name, "Miaomiao")
        XCTAssertEqual(cat1?.weight, 6.66)

        let nsMutableDict = NSMutableDictionary(dictionary: dict)
        let cat2: Cat? = nsMutableDict.kj.model(Cat.self)
        XCTAssertEqual(cat2?.name, "Miaomiao")
        XCTAssertEqual(cat2?.weight, 6.66)

        let type: Convertible.Type = Cat.self
        let cat3 = nsDict.kj.model(type: type) as? Cat
        XCTAssertEqual(cat3?.name, "Miaomiao")
        XCTAssertEqual(cat3?.weight, 6.66)
    }

    // "jsonString can alse be NSString, NSMutableString"
    func testNSStringAndNSMutableStringJSON() {
        typealias Cat = SimpleModelExample.Cat
        let text = #"{"name": "Miaomiao", "weight": 6.66}"#

        let cat1 = NSString(string: text).kj.model(Cat.self)
        XCTAssertEqual(cat1?.name, "Miaomiao")
        XCTAssertEqual(cat1?.weight, 6.66)

        let cat2 = NSMutableString(string: text).kj.model(Cat.self)
        XCTAssertEqual(cat2?.name, "Miaomiao")
        XCTAssertEqual(cat2?.weight, 6.66)
    }

    // "jsonData can alse be NSData, NSMutableData"
    func testNSDataAndNSMutableDataJSON() throws {
        typealias Cat = SimpleModelExample.Cat
        let data = try XCTUnwrap(#"{"name": "Miaomiao", "weight": 6.66}"#.data(using: .utf8))

        let cat1 = NSData(data: data).kj.model(Cat.self)
        XCTAssertEqual(cat1?.name, "Miaomiao")
        XCTAssertEqual(cat1?.weight, 6.66)

        let cat2 = NSMutableData(data: data).kj.model(Cat.self)
        XCTAssertEqual(cat2?.name, "Miaomiao")
        XCTAssertEqual(cat2?.weight, 6.66)
    }

    // "json can also be NSArray, NSMutableArray" (Model Array)
    func testModelArrayFromNSArrayAndNSMutableArray() {
        typealias Car = ModelArrayExample.Car
        let array: [Any] = [
            ["name": "Benz", "price": 98.6] as [String: Any],
            ["name": "Bently", "price": 305.7] as [String: Any],
            ["name": "Audi", "price": 64.7] as [String: Any]
        ]

        checkCars(NSArray(array: array).kj.modelArray(Car.self))
        checkCars(NSMutableArray(array: array).kj.modelArray(Car.self))
        checkCars(array.kj.modelArray(Car.self))
    }

    func testModelArrayFromJSONData() throws {
        typealias Car = ModelArrayExample.Car
        let data = try XCTUnwrap(carsJSONString.data(using: .utf8))
        let cars1: [Car]? = data.kj.modelArray(Car.self)
        checkCars(cars1)
        let cars2: [Car]? = modelArray(from: data, Car.self)
        checkCars(cars2)
        let type: Convertible.Type = Car.self
        checkCars(data.kj.modelArray(type: type) as? [Car])
        checkCars(modelArray(from: data, type: type) as? [Car])
    }

    func testMissingKeysKeepDefaults() {
        let person = ["age": 30].kj.model(DefaultsExample.Person.self)
        XCTAssertEqual(person.age, 30)
        XCTAssertEqual(person.name, "Jack")
        XCTAssertEqual(person.weight, 60.5)
        XCTAssertEqual(person.car.name, "Bently")
        XCTAssertEqual(person.car.price, 106.5)
        XCTAssertNil(person.spareCar)
        XCTAssertNil(person.books)
        XCTAssertEqual(person.nickName, "JJ")

        let empty = [String: Any]().kj.model(DefaultsExample.Person.self)
        XCTAssertEqual(empty.name, "Jack")
        XCTAssertEqual(empty.age, 18)

        let fromText = #"{}"#.kj.model(DefaultsExample.Person.self)
        XCTAssertEqual(fromText?.name, "Jack")
        XCTAssertEqual(fromText?.age, 18)
        XCTAssertEqual(fromText?.car.name, "Bently")
    }

    // "convert failed, keep default value"
    func testWrongValueTypesKeepDefaults() {
        let json: [String: Any] = [
            "name": NSNull(),
            "age": "abc",
            "weight": ["x": 1],
            "car": 5,
            "spareCar": "not a car",
            "books": 5,
            "nickName": NSNull()
        ]

        let person = json.kj.model(DefaultsExample.Person.self)
        XCTAssertEqual(person.name, "Jack")
        XCTAssertEqual(person.age, 18)
        XCTAssertEqual(person.weight, 60.5)
        XCTAssertEqual(person.car.name, "Bently")
        XCTAssertEqual(person.car.price, 106.5)
        XCTAssertNil(person.spareCar)
        XCTAssertNil(person.books)
        XCTAssertEqual(person.nickName, "JJ")

        let text = """
        {"name": null, "age": "abc", "weight": {"x": 1}, "car": 5, "spareCar": "not a car", "books": 5, "nickName": null}
        """
        let person2 = text.kj.model(DefaultsExample.Person.self)
        XCTAssertNotNil(person2)
        XCTAssertEqual(person2?.name, "Jack")
        XCTAssertEqual(person2?.age, 18)
        XCTAssertEqual(person2?.weight, 60.5)
        XCTAssertEqual(person2?.car.name, "Bently")
        XCTAssertEqual(person2?.car.price, 106.5)
        XCTAssertNil(person2?.spareCar)
        XCTAssertNil(person2?.books)
        XCTAssertEqual(person2?.nickName, "JJ")
    }

    func testInvalidJSONTextGivesNil() throws {
        typealias Cat = SimpleModelExample.Cat
        XCTAssertNil("{".kj.model(Cat.self))
        XCTAssertNil("".kj.model(Cat.self))
        XCTAssertNil(#"{"name": "Miaomiao",}"#.kj.model(Cat.self))
        // a JSON array is not a JSON object
        XCTAssertNil(#"[{"name": "Miaomiao"}]"#.kj.model(Cat.self))
        XCTAssertNil(model(from: "not json", Cat.self))
        XCTAssertNil(try XCTUnwrap("{".data(using: .utf8)).kj.model(Cat.self))

        // no model from invalid text: nil or an empty array
        let cars: [ModelArrayExample.Car]? = "[".kj.modelArray(ModelArrayExample.Car.self)
        XCTAssertTrue(cars?.isEmpty ?? true)
    }

    func testInheritanceFromJSONString() throws {
        let text = #"{"name": "jack", "age": 18, "score": 98, "no": "9527"}"#
        let student = try XCTUnwrap(text.kj.model(InheritanceExample.Student.self))
        XCTAssertEqual(student.name, "jack")
        XCTAssertEqual(student.age, 18)
        XCTAssertEqual(student.score, 98)
        XCTAssertEqual(student.no, "9527")
    }

    func testClassTypeFromJSONData() throws {
        let data = try XCTUnwrap(#"{"name": "Miaomiao", "weight": 6.66, "age": 3}"#.data(using: .utf8))
        let cat = try XCTUnwrap(data.kj.model(ClassTypeExample.Cat.self))
        XCTAssertEqual(cat.name, "Miaomiao")
        XCTAssertEqual(cat.weight, 6.66)
        let person = try XCTUnwrap(data.kj.model(ClassTypeExample.Person.self))
        XCTAssertEqual(person.name, "Miaomiao")
        XCTAssertEqual(person.age, 3)
        let pig = try XCTUnwrap(data.kj.model(ClassTypeExample.Pig.self))
        XCTAssertEqual(pig.name, "Miaomiao")
        XCTAssertEqual(pig.weight, 6.66)
    }

    func testLetFromJSONString() throws {
        let cat = try XCTUnwrap(#"{"name": "Miaomiao", "weight": 6.66}"#.kj.model(LetExample.Cat.self))
        XCTAssertEqual(cat.name, "Miaomiao")
        XCTAssertEqual(cat.weight, 6.66)
    }

    func testNSNullFromJSONString() throws {
        let text = #"{"name": null, "weight": 6.6, "data": null}"#
        let cat = try XCTUnwrap(text.kj.model(NSNullExample.Cat.self))
        XCTAssertEqual(cat.name, "xx")
        XCTAssertEqual(cat.weight, 6.6)
        XCTAssertEqual(cat.data, NSNull())
    }

    func testNestedModel1FromJSONString() throws {
        let person = try XCTUnwrap(nestedModel1JSONString.kj.model(NestedModel1Example.Person.self))
        checkNestedModel1(person)
    }

    func testNestedModel1FromJSONData() throws {
        let data = try XCTUnwrap(nestedModel1JSONString.data(using: .utf8))
        let person = try XCTUnwrap(data.kj.model(NestedModel1Example.Person.self))
        checkNestedModel1(person)
    }

    func testNestedModel2FromJSONString() throws {
        let text = #"{"name": "Jack", "books": [{"name": "Fast C++", "price": 666.6}]}"#
        let person = try XCTUnwrap(text.kj.model(NestedModel2Example.Person.self))
        XCTAssertEqual(person.name, "Jack")
        XCTAssertEqual(person.books, [NestedModel2Example.Book(name: "Fast C++", price: 666.6)])
    }

    func testNestedModel3FromJSONString() throws {
        let text = #"{"name": "Jake", "car": {"price": 305.6}, "dog": {"name": "Wangwang"}}"#
        let person = try XCTUnwrap(text.kj.model(NestedModel3Example.Person.self))
        XCTAssertEqual(person.name, "Jake")
        XCTAssertEqual(person.car.name, "Bently")
        XCTAssertEqual(person.car.price, 305.6)
        XCTAssertEqual(person.dog.name, "Wangwang")
        XCTAssertEqual(person.dog.age, 5)
    }

    func testRecursiveFromJSONString() throws {
        let text = #"{"name": "Jack", "parent": {"name": "Jim", "parent": {"name": "Joe"}}}"#
        let person = try XCTUnwrap(text.kj.model(RecursiveExample.Person.self))
        XCTAssertEqual(person.name, "Jack")
        XCTAssertEqual(person.parent?.name, "Jim")
        XCTAssertEqual(person.parent?.parent?.name, "Joe")
        XCTAssertNil(person.parent?.parent?.parent)
    }

    func testGenericFromJSONData() throws {
        let data1 = try XCTUnwrap(genericJSON1.data(using: .utf8))
        let response1 = data1.kj.model(GenericExample.NetResponse<GenericExample.User>.self)
        XCTAssertNotNil(response1)
        checkGenericResponse1(response1)

        let data2 = try XCTUnwrap(genericJSON2.data(using: .utf8))
        let response2 = data2.kj.model(GenericExample.NetResponse<[GenericExample.Goods]>.self)
        XCTAssertNotNil(response2)
        checkGenericResponse2(response2)
    }

    func testGenericFromDictionary() {
        let json1: [String: Any] = [
            "data": ["nickName": "KaKa", "id": 213234234],
            "msg": "Success",
            "code": 200
        ]
        checkGenericResponse1(json1.kj.model(GenericExample.NetResponse<GenericExample.User>.self))

        let json2: [String: Any] = [
            "data": [
                ["price": "6199", "name": "iPhone XR"],
                ["price": "8199", "name": "iPhone XS"],
                ["price": "9099", "name": "iPhone Max"]
            ],
            "msg": "Success",
            "code": 200
        ]
        checkGenericResponse2(json2.kj.model(GenericExample.NetResponse<[GenericExample.Goods]>.self))
    }

    func testModelArrayInDictionaryFromJSONString() throws {
        let text = """
        {
            "name": "Jack",
            "books": {
                "mobile": [{"name": "iOS", "price": 10.5}, {"name": "Android", "price": 8.5}],
                "server": [{"name": "Java", "price": 20.5}, {"name": "Go", "price": 18.5}]
            }
        }
        """
        let person = try XCTUnwrap(text.kj.model(ModelArrayInDictionaryExample.Person.self))
        try checkModelArrayInDictionary(person)
    }

    func testArrayOfModelArraysFromJSONString() throws {
        let text = """
        {
            "name": "Garage",
            "floors": [
                [{"name": "Benz", "price": 98.6}, {"name": "Bently", "price": 305.7}],
                [],
                [{"name": "Audi", "price": 64.7}]
            ]
        }
        """
        let garage = try XCTUnwrap(text.kj.model(ArrayOfArraysExample.Garage.self))
        XCTAssertEqual(garage.name, "Garage")
        let floors = try XCTUnwrap(garage.floors)
        XCTAssertEqual(floors.map(\.count), [2, 0, 1])
        XCTAssertEqual(floors.first?.map(\.name), ["Benz", "Bently"])
        XCTAssertEqual(floors.first?.map(\.price), [98.6, 305.7])
        XCTAssertEqual(floors.last?.first?.name, "Audi")
        XCTAssertEqual(floors.last?.first?.price, 64.7)

        let json: [String: Any] = [
            "name": "Garage",
            "floors": [
                [["name": "Benz", "price": 98.6], ["name": "Bently", "price": 305.7]],
                [],
                [["name": "Audi", "price": 64.7]]
            ]
        ]
        let garage2 = json.kj.model(ArrayOfArraysExample.Garage.self)
        XCTAssertEqual(garage2.floors?.map(\.count), [2, 0, 1])
        XCTAssertEqual(garage2.floors?.last?.first?.name, "Audi")
    }

    func testConvertOverwritesOnlyPresentKeys() {
        var cat = ConvertExample.Cat(name: "Old", weight: 1.5)
        cat.kj_m.convert(["weight": 6.66])
        XCTAssertEqual(cat.name, "Old")
        XCTAssertEqual(cat.weight, 6.66)

        cat.kj_m.convert(from: #"{"name": "New"}"#)
        XCTAssertEqual(cat.name, "New")
        XCTAssertEqual(cat.weight, 6.66)
    }

    func testListenFromJSONString() throws {
        ListenExample.log.reset()
        let car = try XCTUnwrap(#"{"name": "Benz", "age": 100}"#.kj.model(ListenExample.Car.self))
        XCTAssertEqual(car.name, "Benz")
        XCTAssertEqual(car.age, 100)
        XCTAssertEqual(ListenExample.log.entries, [
            "Car - will name= age=0 json.name=Benz",
            "Car - did name=Benz age=100 json.name=Benz"
        ])

        ListenExample.log.reset()
        let student = try XCTUnwrap(#"{"name": "jack", "age": 10, "score": 100}"#
            .kj.model(ListenExample.Student.self))
        XCTAssertEqual(student.score, 100)
        XCTAssertEqual(ListenExample.log.entries, [
            "Person - will",
            "Student - will",
            "Person - did",
            "Student - did"
        ])
    }

    func testListenOncePerElementOfModelArray() {
        ListenExample.log.reset()
        let cars = [["name": "A", "age": 1], ["name": "B", "age": 2]].kj.modelArray(ListenExample.Car.self)
        XCTAssertEqual(cars.map(\.name), ["A", "B"])
        XCTAssertEqual(ListenExample.log.entries, [
            "Car - will name= age=0 json.name=A",
            "Car - did name=A age=1 json.name=A",
            "Car - will name= age=0 json.name=B",
            "Car - did name=B age=2 json.name=B"
        ])
    }
}
