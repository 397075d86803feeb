import XCTest
import Foundation
import KakaJSON

// One test per example of the README's "Model To JSON" chapters
// (reference/KakaJSON-README.txt). JSON text is never compared as text: it is
// parsed with Foundation's JSONSerialization and compared value by value
// (see EncodingTestSupport.swift).

// MARK: - Models

/// "JSON and JSONString"
enum JSONAndJSONStringModels {
    struct Car: Convertible {
        var name: String = "Bently"
        var new: Bool = true
        var age: Int = 10
        var area: Float = 0.12345678
        var weight: Double = 0.1234567890123456
        var height: Decimal = 0.123456789012345678901234567890123456789
        var price: NSDecimalNumber = NSDecimalNumber(string: "0.123456789012345678901234567890123456789")
        var minSpeed: Double = 66.66
        var maxSpeed: NSNumber = 77.77
        var capacity: CGFloat = 88.88
        var birthday: Date = Date(timeIntervalSince1970: 1565922866)
        var url: URL? = URL(string: "http://520suanfa.com")
    }
}

/// "Optional"
enum OptionalModels {
    struct Student: Convertible, Equatable {
        var op1: Int? = 10
        var op2: Double?? = 66.66
        var op3: Float??? = 77.77
        var op4: String???? = "Jack"
        var op5: Bool????? = true
        // op6 can alse be NSArray\Set<CGFloat>\NSSet\NSMutableArray\NSMutableSet
        var op6: [CGFloat]?????? = [44.44, 55.55]
    }
}

/// "Enum"
enum EnumModels {
    enum Grade: String, ConvertibleEnum {
        case perfect = "A"
        case great = "B"
        case good = "C"
        case bad = "D"
    }

    struct Student: Convertible {
        var grade1: Grade = .great
        var grade2: Grade = .bad
    }

    // Not in the README: an Int raw value and optional enums.
    enum Level: Int, ConvertibleEnum {
        case low = 1
        case high = 9
    }

    struct Ranking: Convertible {
        var level: Level = .high
        var maybeLevel: Level? = .low
        var noLevel: Level? = nil
        var maybeGrade: Grade? = .perfect
        var grades: [Grade] = [.good, .bad]
    }
}

/// "Nested Model"
enum NestedModels {
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
        var name: String = "Jack"
        var car: Car? = Car(name: "Bently", price: 106.666)
        var books: [Book]? = [
            Book(name: "Fast C++", price: 666.6),
            Book(name: "Data Structure And Algorithm", price: 666.6),
        ]
        var dogs: [String: Dog]? = [
            "dog0": Dog(name: "Wang", age: 5),
            "dog1": Dog(name: "ErHa", age: 3),
        ]
    }
}

/// "Any"
enum AnyModels {
    struct Book: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Dog: Convertible {
        var name: String = ""
        var age: Int = 0
    }

    struct Person: Convertible {
        // books can alse be NSArray\NSMutableArray
        var books: [Any]? = [
            Book(name: "Fast C++", price: 666.6),
            Book(name: "Data Structure And Algorithm", price: 666.6),
        ]

        // dogs can alse be NSDictionary\NSMutableDictionary
        var dogs: [String: Any]? = [
            "dog0": Dog(name: "Wang", age: 5),
            "dog1": Dog(name: "ErHa", age: 3),
        ]
    }
}

/// "Model Array"
enum ModelArrayModels {
    struct Car: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }
}

/// "Model Set"
enum ModelSetModels {
    struct Car: Convertible, Hashable {
        var name: String = ""
        var price: Double = 0.0
    }
}

/// "Key Mapping"
enum KeyMappingModels {
    struct Dog: Convertible {
        var nickName: String = "Wang"
        var price: Double = 100.6

        func kj_JSONKey(from property: Property) -> JSONPropertyKey {
            switch property.name {
            case "nickName": return "_nick_name_"
            default: return property.name
            }
        }
    }

    // For ConvertibleConfig.setJSONKey (shapes of the README's modelKey config examples).
    class Person: Convertible {
        var nickName: String = "Jack"
        required init() {}
    }

    class Student: Person {
        var mathScore: Int = 96
    }

    struct Car: Convertible {
        var maxSpeed: Double = 250.0
        var name: String = "Bently"
    }

    struct Garage: Convertible {
        var ownerName: String = "Rose"
        var mainCar: Car = Car()
    }

    /// Asks ConvertibleConfig for Person's mapping, like "Config Example 2".
    class Teacher: Convertible {
        var fullName: String = "Lee"
        required init() {}

        func kj_JSONKey(from property: Property) -> JSONPropertyKey {
            ConvertibleConfig.JSONKey(from: property, Person.self)
        }
    }

    /// Asks ConvertibleConfig for the global mapping.
    struct Bus: Convertible {
        var maxSpeed: Double = 80.0

        func kj_JSONKey(from property: Property) -> JSONPropertyKey {
            ConvertibleConfig.JSONKey(from: property)
        }
    }
}

/// "Custom Value"
enum CustomValueModels {
    /// The README's formatter, with a fixed time zone and locale so the test is deterministic.
    static func makeDateFormatter() -> DateFormatter {
        let fmt = DateFormatter()
        fmt.dateFormat = "yyyy-MM-dd HH:mm:ss"
        fmt.timeZone = TimeZone(identifier: "UTC")
        fmt.locale = Locale(identifier: "en_US_POSIX")
        return fmt
    }

    /// A new formatter per use: no shared mutable state, whatever DateFormatter's Sendable status.
    static var dateFmt: DateFormatter { makeDateFormatter() }

    struct Student: Convertible {
        var birthday: Date?

        func kj_JSONValue(from modelValue: Any?, _ property: Property) -> Any? {
            if property.name != "birthday" { return modelValue }
            return birthday.flatMap(dateFmt.string)
        }
    }

    // For ConvertibleConfig.setJSONValue.
    struct Event: Convertible {
        var title: String = "Launch"
        var start: Date = Date(timeIntervalSince1970: 1565700771)
        var secret: String = "hidden"
    }

    struct Meeting: Convertible {
        var title: String = "Review"
        var start: Date = Date(timeIntervalSince1970: 1565922866)
        var secret: String = "hidden"
    }
}

/// "Listen"
enum ListenModels {
    static let recorder = CallRecorder()

    struct Car: Convertible {
        var name: String = "Bently"
        var age: Int = 10

        // call when will begin to convert from model to json
        func kj_willConvertToJSON() {
            ListenModels.recorder.record("Car.will")
        }

        // call when did finish converting from model to json
        func kj_didConvertToJSON(json: [String: Any]) {
            ListenModels.recorder.record("Car.did", json: json)
        }
    }

    struct Garage: Convertible {
        var car: Car = Car()

        func kj_willConvertToJSON() {
            ListenModels.recorder.record("Garage.will")
        }

        func kj_didConvertToJSON(json: [String: Any]) {
            ListenModels.recorder.record("Garage.did", json: json)
        }
    }
}

// MARK: - Tests

final class ModelToJSONTests: XCTestCase {
    override func tearDown() {
        ConvertibleConfig.reset()
        ListenModels.recorder.reset()
        super.tearDown()
    }

    // MARK: JSON and JSONString

    func testJSONAndJSONString() {
        typealias Car = JSONAndJSONStringModels.Car
        let car = Car()

        // `var height: Decimal = 0.123456789012345678901234567890123456789` goes
        // through a Double literal, so the Decimal holds fewer digits than the
        // README's literal (0.12345678901234569216 here). Every digit the Decimal
        // holds must be written.
        let heightDigits = car.height.description
        XCTAssertGreaterThan(heightDigits.filter(\.isNumber).count, 17, "the Decimal should hold more digits than a Double")

        let expected: [String: Any] = [
            "name": "Bently",
            "new": true,
            "age": 10,
            "area": Float(0.12345678),
            "weight": 0.1234567890123456,
            "height": ExactDecimal(heightDigits),
            "price": ExactDecimal("0.123456789012345678901234567890123456789"),
            "minSpeed": 66.66,
            "maxSpeed": 77.77,
            "capacity": CGFloat(88.88),
            "birthday": 1565922866,
            "url": "http://520suanfa.com",
        ]

        // car -> JSON
        let json1 = car.kj.JSONObject()
        // global function `JSONObject(from:)`
        let json2 = JSONObject(from: car)
        assertJSONObjectEqual(json1, expected)
        assertJSONObjectEqual(json2, expected)

        // car -> JSONString
        let jsonString1 = car.kj.JSONString()
        // global function `JSONString(from:)`
        let jsonString2 = JSONString(from: car)
        assertJSONEqual(jsonString1, expected)
        assertJSONEqual(jsonString2, expected)
        assertCompact(jsonString1)
        assertCompact(jsonString2)

        // get prettyPrinted JSONString
        let jsonString3 = car.kj.JSONString(prettyPrinted: true)
        let jsonString4 = JSONString(from: car, prettyPrinted: true)
        assertJSONEqual(jsonString3, expected)
        assertJSONEqual(jsonString4, expected)
        assertPrettyPrinted(jsonString3, sameAs: jsonString1)
        assertPrettyPrinted(jsonString4, sameAs: jsonString2)

        // prettyPrinted: false is the compact form.
        let jsonString5 = car.kj.JSONString(prettyPrinted: false)
        assertJSONEqual(jsonString5, expected)
        assertCompact(jsonString5)

        // url: nil leaves the key out.
        var noURL = Car()
        noURL.url = nil
        var expectedNoURL = expected
        expectedNoURL["url"] = nil
        assertJSONObjectEqual(noURL.kj.JSONObject(), expectedNoURL)
        assertJSONEqual(noURL.kj.JSONString(), expectedNoURL)
        XCTAssertNil(noURL.kj.JSONObject()["url"])
        XCTAssertNil(parseJSONObject(noURL.kj.JSONString())?["url"])
    }

    // MARK: Optional

    func testOptional() {
        typealias Student = OptionalModels.Student
        let expected: [String: Any] = [
            "op1": 10,
            "op2": 66.66,
            "op3": Float(77.77),
            "op4": "Jack",
            "op5": true,
            "op6": [CGFloat(44.44), CGFloat(55.55)],
        ]

        let jsonString = Student().kj.JSONString()
        assertJSONEqual(jsonString, expected)
        assertJSONObjectEqual(Student().kj.JSONObject(), expected)
        assertJSONEqual(JSONString(from: Student()), expected)
        assertJSONObjectEqual(JSONObject(from: Student()), expected)
        assertPrettyPrinted(Student().kj.JSONString(prettyPrinted: true), sameAs: jsonString)

        // nil at any depth leaves the key out.
        var empty = Student()
        empty.op1 = nil
        empty.op2 = .some(nil)
        empty.op3 = .some(.some(nil))
        empty.op4 = .some(.some(.some(nil)))
        empty.op5 = nil
        empty.op6 = .some(.some(.some(.some(.some(nil)))))
        let emptyJSON = empty.kj.JSONObject()
        assertJSONObjectEqual(emptyJSON, [String: Any]())
        assertJSONEqual(empty.kj.JSONString(), [String: Any]())
        let parsedEmpty = parseJSONObject(empty.kj.JSONString())
        for key in ["op1", "op2", "op3", "op4", "op5", "op6"] {
            XCTAssertNil(emptyJSON[key], "nil optional \(key) must be left out of JSONObject()")
            XCTAssertNil(parsedEmpty?[key], "nil optional \(key) must be left out of JSONString()")
        }

        // Some nil, some not.
        var mixed = Student()
        mixed.op2 = nil
        mixed.op4 = .some(.some(nil))
        mixed.op6 = .some(.some(.some([])))
        let expectedMixed: [String: Any] = [
            "op1": 10,
            "op3": Float(77.77),
            "op5": true,
            "op6": [Any](),
        ]
        assertJSONObjectEqual(mixed.kj.JSONObject(), expectedMixed)
        assertJSONEqual(mixed.kj.JSONString(), expectedMixed)
    }

    // MARK: Enum

    func testEnum() {
        typealias Student = EnumModels.Student
        let expected: [String: Any] = ["grade1": "B", "grade2": "D"]

        // put rawValue into the jsonString
        let jsonString = Student().kj.JSONString()
        assertJSONEqual(jsonString, expected)
        assertJSONObjectEqual(Student().kj.JSONObject(), expected)
        assertJSONEqual(JSONString(from: Student()), expected)
        assertJSONObjectEqual(JSONObject(from: Student()), expected)

        var student = Student()
        student.grade1 = .perfect
        student.grade2 = .good
        assertJSONEqual(student.kj.JSONString(), ["grade1": "A", "grade2": "C"])

        // Int raw values are numbers; optional enums and arrays of enums.
        let expectedRanking: [String: Any] = [
            "level": 9,
            "maybeLevel": 1,
            "maybeGrade": "A",
            "grades": ["C", "D"],
        ]
        let ranking = EnumModels.Ranking()
        assertJSONEqual(ranking.kj.JSONString(), expectedRanking)
        assertJSONObjectEqual(ranking.kj.JSONObject(), expectedRanking)
        XCTAssertNil(ranking.kj.JSONObject()["noLevel"])
    }

    // MARK: Nested Model

    func testNestedModel() {
        typealias Person = NestedModels.Person
        let expected: [String: Any] = [
            "dogs": [
                "dog0": ["name": "Wang", "age": 5],
                "dog1": ["name": "ErHa", "age": 3],
            ] as [String: Any],
            "books": [
                ["price": 666.6, "name": "Fast C++"],
                ["name": "Data Structure And Algorithm", "price": 666.6],
            ] as [Any],
            "name": "Jack",
            "car": ["price": 106.666, "name": "Bently"] as [String: Any],
        ]

        let jsonString = Person().kj.JSONString()
        assertJSONEqual(jsonString, expected)
        assertJSONEqual(JSONString(from: Person()), expected)
        assertPrettyPrinted(Person().kj.JSONString(prettyPrinted: true), sameAs: jsonString)

        // JSONObject() holds nested dictionaries and arrays, not models.
        let json = Person().kj.JSONObject()
        assertJSONObjectEqual(json, expected)
        assertJSONObjectEqual(JSONObject(from: Person()), expected)
        XCTAssertNotNil(json["car"] as? [String: Any])
        XCTAssertNotNil(json["books"] as? [[String: Any]])
        XCTAssertNotNil(json["dogs"] as? [String: [String: Any]])

        // nil nested models are left out.
        var person = Person()
        person.car = nil
        person.books = nil
        person.dogs = nil
        assertJSONEqual(person.kj.JSONString(), ["name": "Jack"])
        assertJSONObjectEqual(person.kj.JSONObject(), ["name": "Jack"])
    }

    // MARK: Any

    func testAny() {
        typealias Person = AnyModels.Person
        // The README's output shows "price" : 1666.6 for the second book, but the
        // model holds 666.6 (a typo in the README). The model's value is expected.
        let expected: [String: Any] = [
            "dogs": [
                "dog1": ["age": 3, "name": "ErHa"],
                "dog0": ["age": 5, "name": "Wang"],
            ] as [String: Any],
            "books": [
                ["name": "Fast C++", "price": 666.6],
                ["price": 666.6, "name": "Data Structure And Algorithm"],
            ] as [Any],
        ]

        let jsonString = Person().kj.JSONString()
        assertJSONEqual(jsonString, expected)
        assertJSONEqual(JSONString(from: Person()), expected)
        assertJSONObjectEqual(Person().kj.JSONObject(), expected)
        assertJSONObjectEqual(JSONObject(from: Person()), expected)
        assertPrettyPrinted(Person().kj.JSONString(prettyPrinted: true), sameAs: jsonString)

        // Plain JSON values mixed with models in Any collections.
        var person = Person()
        person.books = ["text", 7, true, 2.5, AnyModels.Book(name: "C", price: 1.5)]
        person.dogs = ["n": 1, "s": "x", "dog": AnyModels.Dog(name: "Wang", age: 5)]
        let expectedMixed: [String: Any] = [
            "books": ["text", 7, true, 2.5, ["name": "C", "price": 1.5] as [String: Any]] as [Any],
            "dogs": ["n": 1, "s": "x", "dog": ["name": "Wang", "age": 5] as [String: Any]] as [String: Any],
        ]
        assertJSONEqual(person.kj.JSONString(), expectedMixed)
        assertJSONObjectEqual(person.kj.JSONObject(), expectedMixed)
    }

    // MARK: Model Array

    func testModelArray() {
        typealias Car = ModelArrayModels.Car
        // models can alse be NSArray\NSMutableArray
        let models = [
            Car(name: "BMW", price: 100.0),
            Car(name: "Audi", price: 70.0),
            Car(name: "Bently", price: 300.0),
        ]
        let expected: [Any] = [
            ["name": "BMW", "price": 100.0],
            ["price": 70.0, "name": "Audi"],
            ["price": 300.0, "name": "Bently"],
        ]

        let jsonString1 = models.kj.JSONString()
        // gloabal function `JSONString(from:)`
        let jsonString2 = JSONString(from: models)
        assertJSONEqual(jsonString1, expected)
        assertJSONEqual(jsonString2, expected)
        assertCompact(jsonString1)

        let pretty1 = models.kj.JSONString(prettyPrinted: true)
        let pretty2 = JSONString(from: models, prettyPrinted: true)
        assertJSONEqual(pretty1, expected)
        assertJSONEqual(pretty2, expected)
        assertPrettyPrinted(pretty1, sameAs: jsonString1)
        assertPrettyPrinted(pretty2, sameAs: jsonString2)

        // [[String: Any]]: `models.kj.JSONObject()`, upstream's name
        // `models.kj.JSONObjectArray()`, and the global `JSONObjectArray(from:)`.
        let objects1: [[String: Any]] = models.kj.JSONObject()
        let objects2: [[String: Any]] = models.kj.JSONObjectArray()
        let objects3: [[String: Any]] = JSONObjectArray(from: models)
        assertJSONObjectEqual(objects1, expected)
        assertJSONObjectEqual(objects2, expected)
        assertJSONObjectEqual(objects3, expected)

        // NSArray / NSMutableArray of models.
        let nsArray = NSArray(array: models)
        assertJSONEqual(JSONString(from: nsArray), expected)
        let nsMutableArray = NSMutableArray(array: models)
        assertJSONEqual(JSONString(from: nsMutableArray), expected)

        // An empty array is an empty JSON array.
        let none: [Car] = []
        assertJSONEqual(none.kj.JSONString(), [Any]())
        assertJSONEqual(JSONString(from: none), [Any]())
        XCTAssertTrue(none.kj.JSONObject().isEmpty)
        XCTAssertTrue(none.kj.JSONObjectArray().isEmpty)
        XCTAssertTrue(JSONObjectArray(from: none).isEmpty)
    }

    // MARK: Model Set

    func testModelSet() {
        typealias Car = ModelSetModels.Car
        let models: Set<Car> = [
            Car(name: "BMW", price: 100.0),
            Car(name: "Audi", price: 70.0),
            Car(name: "Bently", price: 300.0),
        ]
        // A set has no order: any order of the three objects is right.
        let expected = UnorderedJSONArray([
            ["price": 70.0, "name": "Audi"] as [String: Any],
            ["price": 300.0, "name": "Bently"] as [String: Any],
            ["name": "BMW", "price": 100.0] as [String: Any],
        ])

        let jsonString = models.kj.JSONString()
        assertJSONEqual(jsonString, expected)
        assertJSONEqual(JSONString(from: models), expected)
        assertCompact(jsonString)

        let pretty1 = models.kj.JSONString(prettyPrinted: true)
        let pretty2 = JSONString(from: models, prettyPrinted: true)
        assertJSONEqual(pretty1, expected)
        assertJSONEqual(pretty2, expected)
        assertTwoSpaceIndented(pretty1)
        assertTwoSpaceIndented(pretty2)

        let objects1: [[String: Any]] = models.kj.JSONObject()
        let objects2: [[String: Any]] = models.kj.JSONObjectArray() // upstream's name
        assertJSONObjectEqual(objects1, expected)
        assertJSONObjectEqual(objects2, expected)

        // NSSet / NSMutableSet of models.
        assertJSONEqual(JSONString(from: NSSet(set: models)), expected)
        assertJSONEqual(JSONString(from: NSMutableSet(set: models)), expected)

        let none: Set<Car> = []
        assertJSONEqual(none.kj.JSONString(), [Any]())
    }

    // MARK: Key Mapping

    func testKeyMapping() {
        // The README example: the model's own kj_JSONKey.
        let expected: [String: Any] = ["price": 100.6, "_nick_name_": "Wang"]
        let jsonString = KeyMappingModels.Dog().kj.JSONString()
        assertJSONEqual(jsonString, expected)
        assertJSONObjectEqual(KeyMappingModels.Dog().kj.JSONObject(), expected)
        assertJSONEqual(JSONString(from: KeyMappingModels.Dog()), expected)
        assertJSONEqual([KeyMappingModels.Dog()].kj.JSONString(), [expected] as [Any])

        // Global config: affects every type without its own kj_JSONKey.
        ConvertibleConfig.setJSONKey { property in underlined(property.name) }
        assertJSONEqual(KeyMappingModels.Person().kj.JSONString(), ["nick_name": "Jack"])
        assertJSONEqual(KeyMappingModels.Student().kj.JSONString(), ["nick_name": "Jack", "math_score": 96])
        assertJSONObjectEqual(KeyMappingModels.Student().kj.JSONObject(), ["nick_name": "Jack", "math_score": 96])
        assertJSONEqual(KeyMappingModels.Car().kj.JSONString(), ["max_speed": 250.0, "name": "Bently"])
        assertJSONEqual(KeyMappingModels.Garage().kj.JSONString(), [
            "owner_name": "Rose",
            "main_car": ["max_speed": 250.0, "name": "Bently"] as [String: Any],
        ])
        // The model's own kj_JSONKey wins over the global config.
        assertJSONEqual(KeyMappingModels.Dog().kj.JSONString(), expected)
        // A model may ask for the global config itself.
        assertJSONEqual(KeyMappingModels.Bus().kj.JSONString(), ["max_speed": 80.0])

        // Reset: property names again.
        ConvertibleConfig.reset()
        assertJSONEqual(KeyMappingModels.Student().kj.JSONString(), ["nickName": "Jack", "mathScore": 96])
        assertJSONEqual(KeyMappingModels.Bus().kj.JSONString(), ["maxSpeed": 80.0])

        // Config per type: Person's config applies to its subclass Student too;
        // Garage has none, its nested Car has one.
        ConvertibleConfig.setJSONKey(for: [KeyMappingModels.Person.self, KeyMappingModels.Car.self]) { property in
            underlined(property.name)
        }
        assertJSONEqual(KeyMappingModels.Person().kj.JSONString(), ["nick_name": "Jack"])
        assertJSONEqual(KeyMappingModels.Student().kj.JSONString(), ["nick_name": "Jack", "math_score": 96])
        assertJSONEqual(KeyMappingModels.Car().kj.JSONString(), ["max_speed": 250.0, "name": "Bently"])
        assertJSONEqual(KeyMappingModels.Garage().kj.JSONString(), [
            "ownerName": "Rose",
            "mainCar": ["max_speed": 250.0, "name": "Bently"] as [String: Any],
        ])
        assertJSONEqual(KeyMappingModels.Bus().kj.JSONString(), ["maxSpeed": 80.0])
        // A model may ask for another type's config.
        assertJSONEqual(KeyMappingModels.Teacher().kj.JSONString(), ["full_name": "Lee"])
        ConvertibleConfig.reset()

        // Global + per type: the type's own config wins, then its superclass's, then the global one.
        ConvertibleConfig.setJSONKey { property in underlined(property.name) }
        ConvertibleConfig.setJSONKey(for: KeyMappingModels.Person.self) { property in
            property.name == "nickName" ? "_nickName_" : property.name
        }
        ConvertibleConfig.setJSONKey(for: KeyMappingModels.Student.self) { property in
            property.name == "mathScore" ? "_mathScore_" : property.name
        }
        assertJSONEqual(KeyMappingModels.Person().kj.JSONString(), ["_nickName_": "Jack"])
        assertJSONEqual(KeyMappingModels.Student().kj.JSONString(), ["nickName": "Jack", "_mathScore_": 96])
        assertJSONEqual(KeyMappingModels.Car().kj.JSONString(), ["max_speed": 250.0, "name": "Bently"])
        assertJSONEqual([KeyMappingModels.Car()].kj.JSONString(), [["max_speed": 250.0, "name": "Bently"]] as [Any])
        assertJSONObjectEqual(KeyMappingModels.Car().kj.JSONObject(), ["max_speed": 250.0, "name": "Bently"])
    }

    // MARK: Custom Value

    func testCustomValue() {
        typealias Student = CustomValueModels.Student
        let dateFmt = CustomValueModels.dateFmt

        let time = "2019-08-13 12:52:51"
        let date = dateFmt.date(from: time)
        XCTAssertNotNil(date)
        let student = Student(birthday: date)
        let jsonString = student.kj.JSONString()
        assertJSONEqual(jsonString, ["birthday": "2019-08-13 12:52:51"])
        assertJSONObjectEqual(student.kj.JSONObject(), ["birthday": "2019-08-13 12:52:51"])
        assertJSONEqual(JSONString(from: student), ["birthday": "2019-08-13 12:52:51"])

        // kj_JSONValue returns nil: the key is left out.
        assertJSONEqual(Student(birthday: nil).kj.JSONString(), [String: Any]())
        XCTAssertNil(Student(birthday: nil).kj.JSONObject()["birthday"])

        // Without a custom value a Date is its timeIntervalSince1970.
        let event = CustomValueModels.Event()
        let meeting = CustomValueModels.Meeting()
        assertJSONEqual(event.kj.JSONString(), ["title": "Launch", "start": 1565700771, "secret": "hidden"])

        // Global config: Dates become text, "secret" is left out (nil), other values unchanged.
        ConvertibleConfig.setJSONValue { modelValue, property in
            if property.name == "secret" { return nil }
            if let date = modelValue as? Date { return CustomValueModels.dateFmt.string(from: date) }
            return modelValue
        }
        assertJSONEqual(event.kj.JSONString(), ["title": "Launch", "start": "2019-08-13 12:52:51"])
        assertJSONObjectEqual(event.kj.JSONObject(), ["title": "Launch", "start": "2019-08-13 12:52:51"])
        assertJSONEqual(meeting.kj.JSONString(), ["title": "Review", "start": "2019-08-16 02:34:26"])
        // The model's own kj_JSONValue wins over the global config.
        assertJSONEqual(student.kj.JSONString(), ["birthday": "2019-08-13 12:52:51"])

        // Per type config wins over the global one, and only for its type.
        ConvertibleConfig.setJSONValue(for: CustomValueModels.Meeting.self) { modelValue, property in
            property.name == "title" ? "[\(modelValue.map { "\($0)" } ?? "")]" : modelValue
        }
        assertJSONEqual(meeting.kj.JSONString(), ["title": "[Review]", "start": 1565922866, "secret": "hidden"])
        assertJSONObjectEqual(meeting.kj.JSONObject(), ["title": "[Review]", "start": 1565922866, "secret": "hidden"])
        assertJSONEqual(event.kj.JSONString(), ["title": "Launch", "start": "2019-08-13 12:52:51"])

        // The replacement value may be any JSON-convertible value, even a model.
        ConvertibleConfig.setJSONValue(for: CustomValueModels.Event.self) { modelValue, property in
            property.name == "start" ? ModelArrayModels.Car(name: "BMW", price: 100) : modelValue
        }
        assertJSONEqual(event.kj.JSONString(), [
            "title": "Launch",
            "start": ["name": "BMW", "price": 100.0] as [String: Any],
            "secret": "hidden",
        ])

        ConvertibleConfig.reset()
        assertJSONEqual(meeting.kj.JSONString(), ["title": "Review", "start": 1565922866, "secret": "hidden"])
    }

    // MARK: Listen

    func testListen() {
        typealias Car = ListenModels.Car
        let recorder = ListenModels.recorder
        let expected: [String: Any] = ["name": "Bently", "age": 10]

        // Twice: the first conversion of a type must behave like every later one.
        for round in 1...2 {
            recorder.reset()
            let jsonString = Car().kj.JSONString()
            assertJSONEqual(jsonString, expected)
            XCTAssertEqual(recorder.events, ["Car.will", "Car.did"], "round \(round)")
            XCTAssertEqual(recorder.recordedJSONs.count, 1, "round \(round)")
            if let json = recorder.recordedJSONs.first {
                assertJSONObjectEqual(json, expected)
            }
        }

        // JSONObject() and the global functions call the hooks too.
        recorder.reset()
        let json = Car().kj.JSONObject()
        assertJSONObjectEqual(json, expected)
        XCTAssertEqual(recorder.events, ["Car.will", "Car.did"])
        recorder.reset()
        assertJSONObjectEqual(JSONObject(from: Car()), expected)
        XCTAssertEqual(recorder.events, ["Car.will", "Car.did"])
        recorder.reset()
        assertJSONEqual(JSONString(from: Car()), expected)
        XCTAssertEqual(recorder.events, ["Car.will", "Car.did"])
        recorder.reset()
        assertJSONEqual(Car().kj.JSONString(prettyPrinted: true), expected)
        XCTAssertEqual(recorder.events, ["Car.will", "Car.did"])

        // "will" comes before the properties are read, "did" after.
        ConvertibleConfig.setJSONValue(for: Car.self) { modelValue, property in
            recorder.record("Car.value.\(property.name)")
            return modelValue
        }
        recorder.reset()
        assertJSONEqual(Car().kj.JSONString(), expected)
        let events = recorder.events
        XCTAssertEqual(events.first, "Car.will")
        XCTAssertEqual(events.last, "Car.did")
        XCTAssertEqual(Set(events.dropFirst().dropLast()), ["Car.value.name", "Car.value.age"])
        XCTAssertEqual(events.count, 4)
        ConvertibleConfig.reset()

        // A nested model gets its own calls, inside its parent's.
        recorder.reset()
        assertJSONEqual(ListenModels.Garage().kj.JSONString(), ["car": expected])
        XCTAssertEqual(recorder.events, ["Garage.will", "Car.will", "Car.did", "Garage.did"])
        let jsons = recorder.recordedJSONs
        XCTAssertEqual(jsons.count, 2)
        if jsons.count == 2 {
            assertJSONObjectEqual(jsons[0], expected)
            assertJSONObjectEqual(jsons[1], ["car": expected])
        }

        // Each model of an array gets its calls.
        recorder.reset()
        var rose = Car()
        rose.name = "Rose"
        assertJSONEqual([Car(), rose].kj.JSONString(), [expected, ["name": "Rose", "age": 10]] as [Any])
        XCTAssertEqual(recorder.events, ["Car.will", "Car.did", "Car.will", "Car.did"])
    }
}

/// `nickName` → `nick_name` (the tests' own version, so they do not depend on the library's).
private func underlined(_ name: String) -> String {
    var result = ""
    for character in name {
        if character.isUppercase {
            result += "_" + character.lowercased()
        } else {
            result.append(character)
        }
    }
    return result
}
