// Acceptance tests for README chapter "JSON To Model_03_Key Mapping".
//
// Every example of the chapter is one test method named after it. The three
// parts of "Complex" are testComplex, testComplex2 and testComplex3.
//
// The examples that call `ConvertibleConfig.setModelKey` change process-wide
// state. They are all in `JSONToModel03KeyMappingConfigTests`, each restores
// the global key config to identity (`ConvertibleConfig.setModelKey { $0.name }`)
// in a `defer` and again in `tearDown`, and each uses its own model types, so
// per-type configs need no reset. XCTest runs test classes one after another;
// this class must not run concurrently with the other conversion tests.

import XCTest
import Foundation
import KakaJSON

// MARK: - Models

private enum BasicUsageExample {
    struct Person: Convertible {
        var nickName: String = ""
        var mostFavoriteNumber: Int = 0
        var birthday: String = ""

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            switch property.name {
            // `nickName` -> `nick_name`
            case "nickName": return "nick_name"
            // `mostFavoriteNumber` -> `most_favorite_number`
            case "mostFavoriteNumber": return "most_favorite_number"
            default: return property.name
            }
        }
    }
}

private enum CamelToUnderlineExample {
    struct Person: Convertible {
        var nickName: String = ""
        var mostFavoriteNumber: Int = 0
        var birthday: String = ""

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // `nickName` -> `nick_name`
            return property.name.kj.underlineCased()
        }
    }
}

private enum UnderlineToCamelExample {
    struct Person: Convertible {
        var nick_name: String = ""
        var most_favorite_number: Int = 0
        var birthday: String = ""

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // `nick_name` -> `nickName`
            return property.name.kj.camelCased()
        }
    }
}

private enum InheritanceExample {
    class Person: Convertible {
        var nickName: String = ""
        required init() {}

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // `nickName` -> `nick_name`
            return property.name.kj.underlineCased()
        }
    }

    class Student: Person {
        var mathScore: Int = 0
        // `mathScore` -> `math_score`
    }
}

private enum Override1Example {
    class Person: Convertible {
        var name: String = ""
        required init() {}

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // `name` -> `_name_`
            return property.name == "name" ? "_name_" : property.name
        }
    }

    class Student: Person {
        var score: Int = 0

        override func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // `score` -> `_score_`, `name` -> `_name_`
            return property.name == "score" ? "_score_" : super.kj_modelKey(from: property)
        }
    }
}

private enum Override2Example {
    class Person: Convertible {
        var name: String = ""
        required init() {}

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // `name` -> `_name_`
            return property.name == "name" ? "_name_" : property.name
        }
    }

    class Student: Person {
        var score: Int = 0

        override func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // `score` -> `_score_`, `name` -> `name`
            return property.name == "score" ? "_score_" : property.name
        }
    }
}

private enum GlobalConfigExample {
    class Person: Convertible {
        var nickName: String = ""
        required init() {}
    }

    class Student: Person {
        var mathScore: Int = 0
    }

    struct Car: Convertible {
        var maxSpeed: Double = 0.0
        var name: String = ""
    }
}

private enum LocalConfigExample {
    class Person: Convertible {
        var nickName: String = ""
        required init() {}
    }

    class Student: Person {
        var mathScore: Int = 0
    }

    struct Car: Convertible {
        var maxSpeed: Double = 0.0
        var name: String = ""
    }

    // not configured: keeps property names as keys
    struct Bike: Convertible {
        var maxSpeed: Double = 0.0
    }
}

private enum ConfigExample1 {
    class Person: Convertible {
        var name: String = ""
        required init() {}
    }

    class Student: Person {
        var score: Int = 0
    }

    struct Car: Convertible {
        var maxSpeed: Double = 0.0
        var name: String = ""
    }
}

private enum ConfigExample2 {
    class Person: Convertible {
        var name: String = ""
        required init() {}

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // use ConvertibleConfig to get the config of Person
            // `name` -> `_name_`
            return ConvertibleConfig.modelKey(from: property, Person.self)
        }
    }

    class Student: Person {
        var score: Int = 0

        override func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // `score` -> `score`, `name` -> `name`
            return property.name
        }
    }

    struct Car: Convertible {
        var maxSpeed: Double = 0.0
        var name: String = ""

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            // use ConvertibleConfig to get the global config
            // `maxSpeed` -> `max_speed`
            // `name` -> `name`
            return ConvertibleConfig.modelKey(from: property)
        }
    }
}

private enum ComplexExample {
    struct Toy: Convertible {
        var price: Double = 0.0
        var name: String = ""
    }

    struct Dog: Convertible {
        var name: String = ""
        var age: Int = 0
        var nickName: String?
        var toy: Toy?

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            switch property.name {
            // toy -> dog["toy"]
            case "toy": return "dog.toy"
            // name -> data[1]["dog"]["name"]
            case "name": return "data.1.dog.name"
            // try every mapping of array orderly until success
            // 1. nickName -> nickName
            // 2. nickName -> nick_name
            // 3. nickName -> dog["nickName"]
            // 4. nickName -> dog["nick_name"]
            case "nickName": return ["nickName", "nick_name", "dog.nickName", "dog.nick_name"]
            default: return property.name
            }
        }
    }
}

private enum Complex2Example {
    struct Team: Convertible {
        var name: String?
        var captainName: String?

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            switch property.name {
            case "captainName": return "captain.name"
            default: return property.name
            }
        }
    }
}

private enum Complex3Example {
    struct Model: Convertible {
        var valueA: String?
        var valueB: String?

        func kj_modelKey(from property: Property) -> ModelPropertyKey {
            switch property.name {
            case "valueA": return "a.0.a"
            case "valueB": return "b.0.b.0.b"
            default: return property.name
            }
        }
    }
}

// MARK: - Tests without global state

final class JSONToModel03KeyMappingTests: XCTestCase {

    // MARK: Basic Usage

    func testBasicUsage() {
        let nick_name = "ErHa"
        let most_favorite_number = 666
        let birthday = "2011-10-12"

        let json: [String: Any] = [
            "nick_name": nick_name,
            "most_favorite_number": most_favorite_number,
            "birthday": birthday
        ]

        let student = json.kj.model(BasicUsageExample.Person.self)
        XCTAssertEqual(student.nickName, nick_name)
        XCTAssertEqual(student.mostFavoriteNumber, most_favorite_number)
        XCTAssertEqual(student.birthday, birthday)
    }

    // MARK: Camel -> Underline

    func testCamelToUnderline() {
        let nick_name = "ErHa"
        let most_favorite_number = 666
        let birthday = "2011-10-12"

        let json: [String: Any] = [
            "nick_name": nick_name,
            "most_favorite_number": most_favorite_number,
            "birthday": birthday
        ]

        let student = json.kj.model(CamelToUnderlineExample.Person.self)
        XCTAssertEqual(student.nickName, nick_name)
        XCTAssertEqual(student.mostFavoriteNumber, most_favorite_number)
        XCTAssertEqual(student.birthday, birthday)
    }

    // MARK: Underline -> Camel

    func testUnderlineToCamel() {
        let nickName = "ErHa"
        let mostFavoriteNumber = 666
        let birthday = "2011-10-12"

        let json: [String: Any] = [
            "nickName": nickName,
            "mostFavoriteNumber": mostFavoriteNumber,
            "birthday": birthday
        ]

        let student = json.kj.model(UnderlineToCamelExample.Person.self)
        XCTAssertEqual(student.nick_name, nickName)
        XCTAssertEqual(student.most_favorite_number, mostFavoriteNumber)
        XCTAssertEqual(student.birthday, birthday)
    }

    // MARK: Inheritance

    func testInheritance() {
        let nick_ame = "Jack"
        let math_score = 96
        let json: [String: Any] = ["nick_name": nick_ame, "math_score": math_score]

        let person = json.kj.model(InheritanceExample.Person.self)
        XCTAssertEqual(person.nickName, nick_ame)

        let student = json.kj.model(InheritanceExample.Student.self)
        XCTAssertEqual(student.nickName, nick_ame)
        XCTAssertEqual(student.mathScore, math_score)
    }

    // MARK: Override 1

    func testOverride1() {
        let name = "Jack"
        let score = 96
        let json: [String: Any] = ["_name_": name, "_score_": score]

        let person = json.kj.model(Override1Example.Person.self)
        XCTAssertEqual(person.name, name)

        let student = json.kj.model(Override1Example.Student.self)
        XCTAssertEqual(student.name, name)
        XCTAssertEqual(student.score, score)
    }

    // MARK: Override 2

    func testOverride2() {
        let personName = "Jack"
        let person = ["_name_": personName].kj.model(Override2Example.Person.self)
        XCTAssertEqual(person.name, personName)

        let studentName = "Rose"
        let studentScore = 96
        let student = ["name": studentName,
                       "_score_": studentScore].kj.model(Override2Example.Student.self)
        XCTAssertEqual(student.name, studentName)
        XCTAssertEqual(student.score, studentScore)

        // the subclass's override wins: `_name_` is not read for a Student
        let student2 = ["_name_": studentName].kj.model(Override2Example.Student.self)
        XCTAssertEqual(student2.name, "")
    }

    // MARK: Complex

    private let complexName = "Larry"
    private let complexAge = 5
    private let nickName1 = "Jake1"
    private let nickName2 = "Jake2"
    private let nickName3 = "Jake3"
    private let nickName4 = "Jake4"
    private let toy = (name: "Bobbi", price: 20.5)

    func testComplex() {
        let json: [String: Any] = [
            "data": [10, ["dog": ["name": complexName]]],
            "age": complexAge,
            "nickName": nickName1,
            "nick_name": nickName2,
            "dog": [
                "nickName": nickName3,
                "nick_name": nickName4,
                "toy": ["name": toy.name, "price": toy.price]
            ]
        ]

        let dog = json.kj.model(ComplexExample.Dog.self)
        XCTAssertEqual(dog.name, complexName)
        XCTAssertEqual(dog.age, complexAge)
        XCTAssertEqual(dog.nickName, nickName1)
        XCTAssertEqual(dog.toy?.name, toy.name)
        XCTAssertEqual(dog.toy?.price, toy.price)
    }

    func testComplex2() {
        let teamName = "V"
        let captainName = "Quentin"

        let json: [String: Any] = [
            "name": teamName,
            "captain.name": captainName,
        ]
        let team = json.kj.model(Complex2Example.Team.self)
        XCTAssertEqual(team.name, teamName)
        XCTAssertEqual(team.captainName, captainName)
    }

    func testComplex3() {
        let json: [String: Any] = [
            "a": ["l", "u", "o"],
            "b": [
                ["b": ["x", "i", "u"]]
            ]
        ]
        let model = json.kj.model(Complex3Example.Model.self)
        XCTAssertEqual(model.valueA, "l")
        XCTAssertEqual(model.valueB, "x")
    }

    // MARK: - Beyond the examples

    func testUnderlineCased() {
        XCTAssertEqual("nickName".kj.underlineCased(), "nick_name")
        XCTAssertEqual("mostFavoriteNumber".kj.underlineCased(), "most_favorite_number")
        XCTAssertEqual("mathScore".kj.underlineCased(), "math_score")
        XCTAssertEqual("maxSpeed".kj.underlineCased(), "max_speed")
        XCTAssertEqual("birthday".kj.underlineCased(), "birthday")
        XCTAssertEqual("name".kj.underlineCased(), "name")
        XCTAssertEqual("".kj.underlineCased(), "")
    }

    func testCamelCased() {
        XCTAssertEqual("nick_name".kj.camelCased(), "nickName")
        XCTAssertEqual("most_favorite_number".kj.camelCased(), "mostFavoriteNumber")
        XCTAssertEqual("math_score".kj.camelCased(), "mathScore")
        XCTAssertEqual("birthday".kj.camelCased(), "birthday")
        XCTAssertEqual("nickName".kj.camelCased(), "nickName")
        XCTAssertEqual("".kj.camelCased(), "")
    }

    func testCamelAndUnderlineRoundTrip() {
        for name in ["nickName", "mostFavoriteNumber", "birthday", "mathScore"] {
            XCTAssertEqual(name.kj.underlineCased().kj.camelCased(), name)
        }
    }

    func testBasicUsageFromJSONString() throws {
        let text = #"{"nick_name": "ErHa", "most_favorite_number": 666, "birthday": "2011-10-12"}"#
        let student = try XCTUnwrap(text.kj.model(BasicUsageExample.Person.self))
        XCTAssertEqual(student.nickName, "ErHa")
        XCTAssertEqual(student.mostFavoriteNumber, 666)
        XCTAssertEqual(student.birthday, "2011-10-12")

        let data = try XCTUnwrap(text.data(using: .utf8))
        let student2 = try XCTUnwrap(data.kj.model(CamelToUnderlineExample.Person.self))
        XCTAssertEqual(student2.nickName, "ErHa")
        XCTAssertEqual(student2.mostFavoriteNumber, 666)
        XCTAssertEqual(student2.birthday, "2011-10-12")
    }

    func testMappedNamesFallBackToThePropertyName() {
        // Upstream reads a property's own name when its mapped key is missing.
        let json: [String: Any] = ["nickName": "ErHa", "mostFavoriteNumber": 666, "birthday": "2011-10-12"]
        let person = json.kj.model(BasicUsageExample.Person.self)
        XCTAssertEqual(person.nickName, "ErHa")
        XCTAssertEqual(person.mostFavoriteNumber, 666)
        XCTAssertEqual(person.birthday, "2011-10-12")
    }

    func testInheritanceAndOverrideFromJSONString() throws {
        let student = try XCTUnwrap(#"{"nick_name": "Jack", "math_score": 96}"#
            .kj.model(InheritanceExample.Student.self))
        XCTAssertEqual(student.nickName, "Jack")
        XCTAssertEqual(student.mathScore, 96)

        let student1 = try XCTUnwrap(#"{"_name_": "Jack", "_score_": 96}"#
            .kj.model(Override1Example.Student.self))
        XCTAssertEqual(student1.name, "Jack")
        XCTAssertEqual(student1.score, 96)

        let student2 = try XCTUnwrap(#"{"name": "Rose", "_score_": 96}"#
            .kj.model(Override2Example.Student.self))
        XCTAssertEqual(student2.name, "Rose")
        XCTAssertEqual(student2.score, 96)
    }

    func testComplexFromJSONString() throws {
        let text = """
        {
            "data": [10, {"dog": {"name": "Larry"}}],
            "age": 5,
            "nickName": "Jake1",
            "nick_name": "Jake2",
            "dog": {
                "nickName": "Jake3",
                "nick_name": "Jake4",
                "toy": {"name": "Bobbi", "price": 20.5}
            }
        }
        """
        let dog = try XCTUnwrap(text.kj.model(ComplexExample.Dog.self))
        XCTAssertEqual(dog.name, "Larry")
        XCTAssertEqual(dog.age, 5)
        XCTAssertEqual(dog.nickName, "Jake1")
        XCTAssertEqual(dog.toy?.name, "Bobbi")
        XCTAssertEqual(dog.toy?.price, 20.5)

        let team = try XCTUnwrap(#"{"name": "V", "captain.name": "Quentin"}"#.kj.model(Complex2Example.Team.self))
        XCTAssertEqual(team.name, "V")
        XCTAssertEqual(team.captainName, "Quentin")

        let model = try XCTUnwrap(#"{"a": ["l", "u", "o"], "b": [{"b": ["x", "i", "u"]}]}"#
            .kj.model(Complex3Example.Model.self))
        XCTAssertEqual(model.valueA, "l")
        XCTAssertEqual(model.valueB, "x")
    }

    // "try every mapping of array orderly until success"
    func testComplexKeyListFallsBackInOrder() {
        typealias Dog = ComplexExample.Dog

        let json2: [String: Any] = [
            "nick_name": nickName2,
            "dog": ["nickName": nickName3, "nick_name": nickName4]
        ]
        XCTAssertEqual(json2.kj.model(Dog.self).nickName, nickName2)

        let json3: [String: Any] = ["dog": ["nickName": nickName3, "nick_name": nickName4]]
        XCTAssertEqual(json3.kj.model(Dog.self).nickName, nickName3)

        let json4: [String: Any] = ["dog": ["nick_name": nickName4]]
        XCTAssertEqual(json4.kj.model(Dog.self).nickName, nickName4)

        let none: [String: Any] = ["dog": ["name": "x"]]
        XCTAssertNil(none.kj.model(Dog.self).nickName)
    }

    func testComplexMissingPathsKeepDefaults() {
        typealias Dog = ComplexExample.Dog

        // A missing key and an index out of range keep the defaults.
        let json: [String: Any] = [
            "data": [10],
            "age": 3,
            "dog": ["other": 1]
        ]
        let dog = json.kj.model(Dog.self)
        XCTAssertEqual(dog.name, "")
        XCTAssertEqual(dog.age, 3)
        XCTAssertNil(dog.nickName)
        XCTAssertNil(dog.toy)

        // Upstream's rule (see testComplex3): a path step into a scalar ends the
        // walk at that scalar, so "data.1.dog.name" on [10, 11] reads 11, and
        // "dog.nickName" on a string reads the string.
        let json2: [String: Any] = ["data": [10, 11], "dog": "not an object"]
        let dog2 = json2.kj.model(Dog.self)
        XCTAssertEqual(dog2.name, "11")
        XCTAssertEqual(dog2.nickName, "not an object")
        XCTAssertNil(dog2.toy, "a string does not convert to a Toy model")
    }
}

// MARK: - Tests that change the global key config

final class JSONToModel03KeyMappingConfigTests: XCTestCase {

    /// Restores the global model-key config to "property name as key".
    private func restoreGlobalModelKey() {
        ConvertibleConfig.setModelKey { $0.name }
    }

    override func tearDown() {
        restoreGlobalModelKey()
        super.tearDown()
    }

    // MARK: Global Config

    func testGlobalConfig() {
        defer { restoreGlobalModelKey() }

        // Set global config once, effect on any type
        ConvertibleConfig.setModelKey { property in
            property.name.kj.underlineCased()
        }

        let nick_ame = "Jack"
        let math_score = 96
        let json: [String: Any] = ["nick_name": nick_ame, "math_score": math_score]

        let person = json.kj.model(GlobalConfigExample.Person.self)
        XCTAssertEqual(person.nickName, nick_ame)

        let student = json.kj.model(GlobalConfigExample.Student.self)
        XCTAssertEqual(student.nickName, nick_ame)
        XCTAssertEqual(student.mathScore, math_score)

        let max_speed = 250.0
        let name = "Bently"
        let car = ["max_speed": max_speed, "name": name].kj.model(GlobalConfigExample.Car.self)
        XCTAssertEqual(car.maxSpeed, max_speed)
        XCTAssertEqual(car.name, name)

        // also through the String entry point
        let car2 = #"{"max_speed": 250.0, "name": "Bently"}"#.kj.model(GlobalConfigExample.Car.self)
        XCTAssertEqual(car2?.maxSpeed, max_speed)
        XCTAssertEqual(car2?.name, name)
    }

    // MARK: Local Config

    func testLocalConfig() {
        defer { restoreGlobalModelKey() }

        // Set config for Person, Car
        // It effects on Student because Person is Student's superclass
        ConvertibleConfig.setModelKey(for: [LocalConfigExample.Person.self, LocalConfigExample.Car.self]) {
            property in
            property.name.kj.underlineCased()
        }

        let nick_ame = "Jack"
        let math_score = 96
        let json: [String: Any] = ["nick_name": nick_ame, "math_score": math_score]

        let person = json.kj.model(LocalConfigExample.Person.self)
        XCTAssertEqual(person.nickName, nick_ame)

        let student = json.kj.model(LocalConfigExample.Student.self)
        XCTAssertEqual(student.nickName, nick_ame)
        XCTAssertEqual(student.mathScore, math_score)

        let max_speed = 250.0
        let name = "Bently"
        let car = ["max_speed": max_speed, "name": name].kj.model(LocalConfigExample.Car.self)
        XCTAssertEqual(car.maxSpeed, max_speed)
        XCTAssertEqual(car.name, name)

        // a type that is not configured is not affected
        let bike1 = ["max_speed": max_speed].kj.model(LocalConfigExample.Bike.self)
        XCTAssertEqual(bike1.maxSpeed, 0.0)
        let bike2 = ["maxSpeed": max_speed].kj.model(LocalConfigExample.Bike.self)
        XCTAssertEqual(bike2.maxSpeed, max_speed)
    }

    // MARK: Config Example 1

    func testConfigExample1() {
        defer { restoreGlobalModelKey() }

        // Global config
        ConvertibleConfig.setModelKey { property in
            property.name.kj.underlineCased()
        }

        // Config of Person
        ConvertibleConfig.setModelKey(for: ConfigExample1.Person.self) { property in
            // `name` -> `_name_`
            property.name == "name" ? "_name_" : property.name
        }

        // Config of Student
        ConvertibleConfig.setModelKey(for: ConfigExample1.Student.self) { property in
            // `score` -> `_score_`, `name` -> `name`
            property.name == "score" ? "_score_" : property.name
        }

        let personName = "Jack"
        let person = ["_name_": personName].kj.model(ConfigExample1.Person.self)
        XCTAssertEqual(person.name, personName)

        let studentName = "Rose"
        let studentScore = 96
        let student = ["name": studentName,
                       "_score_": studentScore].kj.model(ConfigExample1.Student.self)
        XCTAssertEqual(student.name, studentName)
        XCTAssertEqual(student.score, studentScore)

        let max_speed = 250.0
        let name = "Bently"
        let car = ["max_speed": max_speed, "name": name].kj.model(ConfigExample1.Car.self)
        XCTAssertEqual(car.maxSpeed, max_speed)
        XCTAssertEqual(car.name, name)
    }

    // MARK: Config Example 2

    func testConfigExample2() {
        defer { restoreGlobalModelKey() }

        // Global config
        ConvertibleConfig.setModelKey { property in
            property.name.kj.underlineCased()
        }

        // Config of Person
        ConvertibleConfig.setModelKey(for: ConfigExample2.Person.self) { property in
            // `name` -> `_name_`
            property.name == "name" ? "_name_" : property.name
        }

        // Config of Student
        ConvertibleConfig.setModelKey(for: ConfigExample2.Student.self) { property in
            // `score` -> `_score_`, `name` -> `name`
            property.name == "score" ? "_score_" : property.name
        }

        // Person, Student, Car all have kj_modelKey, so use kj_modelKey firstly

        let personName = "Jack"
        let person = ["_name_": personName].kj.model(ConfigExample2.Person.self)
        XCTAssertEqual(person.name, personName)

        let studentName = "Rose"
        let studentScore = 96
        let student = ["name": studentName,
                       "score": studentScore].kj.model(ConfigExample2.Student.self)
        XCTAssertEqual(student.name, studentName)
        XCTAssertEqual(student.score, studentScore)

        let max_speed = 250.0
        let name = "Bently"
        let car = ["max_speed": max_speed, "name": name].kj.model(ConfigExample2.Car.self)
        XCTAssertEqual(car.maxSpeed, max_speed)
        XCTAssertEqual(car.name, name)
    }

    // MARK: - Beyond the examples

    func testRestoredGlobalConfigUsesPropertyNames() {
        ConvertibleConfig.setModelKey { property in
            property.name.kj.underlineCased()
        }
        restoreGlobalModelKey()

        // Model type first converted after the restore
        let car = ["maxSpeed": 250.0, "max_speed": 1.0].kj.model(ConfigExample1RestoreCar.self)
        XCTAssertEqual(car.maxSpeed, 250.0)
    }

    // rule 1: a type's own kj_modelKey wins over the global config
    func testOwnModelKeyWinsOverGlobalConfig() {
        defer { restoreGlobalModelKey() }

        ConvertibleConfig.setModelKey { property in
            property.name.kj.underlineCased()
        }

        let json: [String: Any] = ["_name_": "Jack", "name": "Rose", "_score_": 96, "score": 1]
        let person = json.kj.model(Override1Example.Person.self)
        XCTAssertEqual(person.name, "Jack")
        let student = json.kj.model(Override1Example.Student.self)
        XCTAssertEqual(student.name, "Jack")
        XCTAssertEqual(student.score, 96)
    }
}

private struct ConfigExample1RestoreCar: Convertible {
    var maxSpeed: Double = 0.0
}
