// Acceptance tests for README chapter "JSON To Model_02_Data Type".
//
// Every example of the chapter is one test method named after it, with the
// spec's models and assertions. Tests after the "Beyond the examples" mark
// feed the same kinds of values as JSON text (String/Data entry points, which
// use the library's own reader) and check 64-bit integers, exact doubles and
// values that must keep the default.
//
// Spec fixes (typos, not meaning): the missing comma after
// `NSDecimalNumber(value: 6.66)` in "Int"; `student2?.grade1` on a
// non-optional model; `longDouble` in "NSNumber" is 0.1234567890123456.
//
// Linux notes (verified with Swift 6.3.1 Foundation on Linux); the library
// converts through decimal text, so these assertions hold:
// - `NSDecimalNumber(string: "0.1234567890123456").doubleValue` is
//   0.12345678901234558 and `NSDecimalNumber(string: "8.88").doubleValue`
//   is not 8.88; `Decimal(0.1234567890123456)` is 0.12345678901234561024.
//   The assertions on Double/CGFloat/Decimal/enum values below hold only if
//   the library converts decimals and doubles through their shortest decimal
//   text (as upstream does with "\(value)"), not through these APIs.
// - `NSNumber(value: 0.666).boolValue` and `Bool(truncating:)` are false on
//   Linux (true on Apple platforms); "Bool" expects true for 0.666.
// - `NSURL(string:)` returns nil for the non-ASCII URL of "URL";
//   `URL(string:)` percent-encodes it.

import XCTest
import Foundation
import KakaJSON

// MARK: - Models

private enum IntExample {
    struct Student: Convertible {
        var age1: Int8 = 6
        var age2: Int16 = 0
        var age3: Int32 = 0
        var age4: Int64 = 0
        var age5: UInt8 = 0
        var age6: UInt16 = 0
        var age7: UInt32 = 0
        var age8: UInt64 = 0
        var age9: UInt = 0
        var age10: Int = 0
        var age11: Int = 0
    }
}

private enum FloatExample {
    struct Student: Convertible {
        var height1: Float = 0.0
        var height2: Float = 0.0
        var height3: Float = 0.0
        var height4: Float = 0.0
        var height5: Float = 0.0
        var height6: Float = 0.0
        var height7: Float = 0.0
        var height8: Float = 0.0
        var height9: Float = 0.0
    }
}

private enum DoubleExample {
    struct Student: Convertible {
        var height1: Double = 0.0
        var height2: Double = 0.0
        var height3: Double = 0.0
        var height4: Double = 0.0
        var height5: Double = 0.0
        var height6: Double = 0.0
        var height7: Double = 0.0
        var height8: Double = 0.0
        var height9: Double = 0.0
    }
}

private enum CGFloatExample {
    struct Student: Convertible {
        var height1: CGFloat = 0.0
        var height2: CGFloat = 0.0
        var height3: CGFloat = 0.0
        var height4: CGFloat = 0.0
        var height5: CGFloat = 0.0
        var height6: CGFloat = 0.0
        var height7: CGFloat = 0.0
        var height8: CGFloat = 0.0
        var height9: CGFloat = 0.0
    }
}

private enum BoolExample {
    struct Student: Convertible {
        var rich1: Bool = false
        var rich2: Bool = false
        var rich3: Bool = false
        var rich4: Bool = false
        var rich5: Bool = false
        var rich6: Bool = false
    }
}

private enum StringExample {
    struct Student: Convertible {
        var name1: String = ""
        var name2: String = ""
        var name3: NSString = ""
        var name4: NSString = ""
        var name5: NSMutableString = ""
        var name6: NSMutableString = ""
        var name7: String = ""
        var name8: String = ""
        var name9: String = ""
    }
}

private enum DecimalExample {
    struct Student: Convertible {
        var money1: Decimal = 0
        var money2: Decimal = 0
        var money3: Decimal = 0
        var money4: Decimal = 0
        var money5: Decimal = 0
        var money6: Decimal = 0
        var money7: Decimal = 0
        var money8: Decimal = 0
    }
}

private enum NSDecimalNumberExample {
    struct Student: Convertible {
        var money1: NSDecimalNumber = 0
        var money2: NSDecimalNumber = 0
        var money3: NSDecimalNumber = 0
        var money4: NSDecimalNumber = 0
        var money5: NSDecimalNumber = 0
        var money6: NSDecimalNumber = 0
        var money7: NSDecimalNumber = 0
        var money8: NSDecimalNumber = 0
    }
}

private enum NSNumberExample {
    struct Student: Convertible {
        var money1: NSNumber = 0
        var money2: NSNumber = 0
        var money3: NSNumber = 0
        var money4: NSNumber = 0
        var money5: NSNumber = 0
        var money6: NSNumber = 0
        var money7: NSNumber = 0
        var money8: NSNumber = 0
    }
}

private enum OptionalExample {
    struct Student: Convertible {
        var rich1: Bool = false
        var rich2: Bool? = false
        var rich3: Bool?? = false
        var rich4: Bool??? = false
        var rich5: Bool???? = false
        var rich6: Bool????? = false
    }
}

private enum URLExample {
    struct Student: Convertible {
        var url1: NSURL?
        var url2: NSURL?
        var url3: URL?
        var url4: URL?
    }
}

private enum DataExample {
    struct Student: Convertible {
        var data1: NSData?
        var data2: NSData?
        var data3: Data?
        var data4: Data?
        var data5: NSMutableData?
        var data6: NSMutableData?
    }
}

private enum DateExample {
    struct Student: Convertible {
        var date1: NSDate?
        var date2: NSDate?
        var date3: Date?
        var date4: Date?
        var date5: Date?
        var date6: Date?
        var date7: Date?
    }
}

private enum EnumExample {
    enum Grade: String, ConvertibleEnum {
        case perfect = "A"
        case great = "B"
        case good = "C"
        case bad = "D"
    }

    struct Student: Convertible {
        var grade1: Grade = .perfect
        var grade2: Grade = .perfect
    }

    enum Grade2: Double, ConvertibleEnum {
        case perfect = 8.88
        case great = 7.77
        case good = 6.66
        case bad = 5.55
    }

    struct Student2: Convertible {
        var grade1: Grade2 = .perfect
        var grade2: Grade2 = .perfect
        var grade3: Grade2 = .perfect
        var grade4: Grade2 = .perfect
    }
}

private enum EnumInArrayExample {
    enum Grade: String, ConvertibleEnum {
        case perfect = "A"
        case great = "B"
        case good = "C"
        case bad = "D"
    }

    struct Student: Convertible {
        var name: String?
        var grades: [Grade]?
    }
}

private enum EnumInDictionaryExample {
    enum Grade: String, ConvertibleEnum {
        case perfect = "A"
        case great = "B"
        case good = "C"
        case bad = "D"
    }

    struct Student: Convertible {
        var name: String?
        var grades: [String: Grade]?
    }
}

private enum EnumArrayInDictionaryExample {
    enum Grade: String, ConvertibleEnum {
        case perfect = "A"
        case great = "B"
        case good = "C"
        case bad = "D"
    }

    struct Student: Convertible {
        var name: String?
        var grades: [String: [Grade?]]?
    }
}

private enum ArrayExample {
    struct Person: Convertible {
        var array1: [Int]?
        var array2: NSArray?
        var array3: NSMutableArray?
        var array4: [Int]?
        var array5: NSArray?
        var array6: NSMutableArray?
    }
}

private enum SetExample {
    struct Person: Convertible {
        var set1: Set<Int>?
        var set2: NSSet?
        var set3: NSMutableSet?
        var set4: Set<Int>?
        var set5: NSSet?
        var set6: NSMutableSet?
    }
}

private enum DictionaryExample {
    struct Person: Convertible {
        var dict1: [String: Any]?
        var dict2: NSDictionary?
        var dict3: NSMutableDictionary?
    }
}

// Models used only by the tests beyond the examples.
private enum WideIntegerExample {
    struct Signed: Convertible {
        var id: Int64 = 0
        var int: Int = 0
    }

    struct Unsigned: Convertible {
        var id: UInt64 = 0
        var uint: UInt = 0
    }
}

private enum ExactDoubleExample {
    struct Values: Convertible {
        var a: Double = 0
        var b: Double = 0
        var c: Double = 0
        var d: Double = 0
        var e: Double = 0
        var f: Float = 0
        var g: CGFloat = 0
    }
}

private enum WrongTypeExample {
    enum Grade: String, ConvertibleEnum {
        case perfect = "A"
        case bad = "D"
    }

    struct Student: Convertible {
        var age: Int = 7
        var count: Int = 8
        var list: Int = 9
        var height: Double = 1.5
        var rich: Bool = true
        var grade: Grade = .perfect
        var url: URL? = URL(string: "http://kaka.example")
        var date: Date? = Date(timeIntervalSince1970: 10)
        var numbers: [Int]? = [1]
    }
}

// MARK: - Tests

final class JSONToModel02DataTypeTests: XCTestCase {

    // MARK: Int

    func testInt() {
        let json: [String: Any] = [
            "age1": "suan8fa8",
            "age2": "6suan8fa8",
            "age3": "6",
            "age4": 6.66,
            "age5": NSNumber(value: 6.66),
            "age6": Int32(6),
            "age7": true,
            "age8": "FALSE",
            "age9": Decimal(6.66),
            "age10": NSDecimalNumber(value: 6.66),
            "age11": Date(timeIntervalSince1970: 1565922866)
        ]

        let student = json.kj.model(IntExample.Student.self)
        // convert failed, keep default value
        XCTAssertEqual(student.age1, 6)
        XCTAssertEqual(student.age2, 6)
        XCTAssertEqual(student.age3, 6)
        XCTAssertEqual(student.age4, 6)
        XCTAssertEqual(student.age5, 6)
        XCTAssertEqual(student.age6, 6)
        // true is 1, false is 0
        XCTAssertEqual(student.age7, 1)
        // "true"\"TRUE"\"YES"\"yes" is 1, "false"\"FALSE"\"NO"\"no" is 0
        XCTAssertEqual(student.age8, 0)
        XCTAssertEqual(student.age9, 6)
        XCTAssertEqual(student.age10, 6)
        XCTAssertEqual(student.age11, 1565922866)
    }

    // MARK: Float

    func testFloat() {
        let json: [String: Any] = [
            "height1": "6.66suan8fa8",
            "height2": "0.12345678",
            "height3": NSDecimalNumber(string: "0.12345678"),
            "height4": Decimal(string: "0.12345678") as Any,
            "height5": 666,
            "height6": true,
            "height7": "NO",
            "height8": CGFloat(0.12345678),
            "height9": Date(timeIntervalSince1970: 1565922866)
        ]

        let student = json.kj.model(FloatExample.Student.self)
        XCTAssertEqual(student.height1, 6.66)
        XCTAssertEqual(student.height2, 0.12345678)
        XCTAssertEqual(student.height3, 0.12345678)
        XCTAssertEqual(student.height4, 0.12345678)
        XCTAssertEqual(student.height5, 666.0)
        // true is 1.0, false is 0.0
        XCTAssertEqual(student.height6, 1.0)
        // "true"\"TRUE"\"YES"\"yes" is 1.0, "false"\"FALSE"\"NO"\"no" is 0.0
        XCTAssertEqual(student.height7, 0.0)
        XCTAssertEqual(student.height8, 0.12345678)
        XCTAssertEqual(student.height9, Float(1565922866))
    }

    // MARK: Double

    func testDouble() {
        let json: [String: Any] = [
            "height1": "6.66suan8fa8",
            "height2": "0.1234567890123456",
            "height3": NSDecimalNumber(string: "0.1234567890123456"),
            "height4": Decimal(string: "0.1234567890123456") as Any,
            "height5": 666,
            "height6": true,
            "height7": "NO",
            "height8": CGFloat(0.1234567890123456),
            "height9": Date(timeIntervalSince1970: 1565922866)
        ]

        let student = json.kj.model(DoubleExample.Student.self)
        XCTAssertEqual(student.height1, 6.66)
        XCTAssertEqual(student.height2, 0.1234567890123456)
        // Linux: NSDecimalNumber.doubleValue is one ulp off here (see header)
        XCTAssertEqual(student.height3, 0.1234567890123456)
        XCTAssertEqual(student.height4, 0.1234567890123456)
        XCTAssertEqual(student.height5, 666.0)
        // true is 1.0, false is 0.0
        XCTAssertEqual(student.height6, 1.0)
        // "true"\"TRUE"\"YES"\"yes" is 1.0, "false"\"FALSE"\"NO"\"no" is 0.0
        XCTAssertEqual(student.height7, 0.0)
        XCTAssertEqual(student.height8, 0.1234567890123456)
        XCTAssertEqual(student.height9, 1565922866)
    }

    // MARK: CGFloat

    func testCGFloat() {
        let json: [String: Any] = [
            "height1": "6.66suan8fa8",
            "height2": "0.1234567890123456",
            "height3": NSDecimalNumber(string: "0.1234567890123456"),
            "height4": Decimal(string: "0.1234567890123456") as Any,
            "height5": 666,
            "height6": true,
            "height7": "NO",
            "height8": 0.1234567890123456,
            "height9": Date(timeIntervalSince1970: 1565922866)
        ]

        let student = json.kj.model(CGFloatExample.Student.self)
        XCTAssertEqual(student.height1, 6.66)
        XCTAssertEqual(student.height2, CGFloat(0.1234567890123456))
        // Linux: NSDecimalNumber.doubleValue is one ulp off here (see header)
        XCTAssertEqual(student.height3, CGFloat(0.1234567890123456))
        XCTAssertEqual(student.height4, CGFloat(0.1234567890123456))
        XCTAssertEqual(student.height5, 666.0)
        XCTAssertEqual(student.height6, 1.0)
        XCTAssertEqual(student.height7, 0.0)
        XCTAssertEqual(student.height8, CGFloat(0.1234567890123456))
        XCTAssertEqual(student.height9, CGFloat(1565922866))
    }

    // MARK: Bool

    func testBool() {
        let json: [String: Any] = [
            "rich1": 100,
            "rich2": 0.0,
            "rich3": "1",
            "rich4": NSNumber(value: 0.666),
            "rich5": "true",
            "rich6": "NO"
        ]

        let student = json.kj.model(BoolExample.Student.self)
        // number 0 is false, not number 0 is true
        XCTAssertEqual(student.rich1, true)
        XCTAssertEqual(student.rich2, false)
        XCTAssertEqual(student.rich3, true)
        // 0.666 isn't 0, so true
        // Linux: NSNumber(value: 0.666).boolValue / Bool(truncating:) is false
        // there, so the library must compare the number with zero itself.
        XCTAssertEqual(student.rich4, true)
        // "true"\"TRUE"\"YES"\"yes" is true
        XCTAssertEqual(student.rich5, true)
        // "false"\"FALSE"\"NO"\"no" is false
        XCTAssertEqual(student.rich6, false)
    }

    // MARK: String

    func testString() {
        let json: [String: Any] = [
            "name1": 666,
            "name2": NSMutableString(string: "777"),
            "name3": [1, [2, 3], "4"],
            "name4": NSDecimalNumber(string: "0.123456789012345678901234567890123456789"),
            "name5": 6.66,
            "name6": false,
            "name7": NSURL(fileURLWithPath: "/users/mj/desktop"),
            "name8": URL(string: "http://www.520suanfa.com") as Any,
            "name9": Date(timeIntervalSince1970: 1565922866)
        ]

        let student = json.kj.model(StringExample.Student.self)
        XCTAssertEqual(student.name1, "666")
        XCTAssertEqual(student.name2, "777")
        // The array's JSON text (upstream: its description, which for a
        // dictionary changes from run to run).
        XCTAssertEqual(student.name3, "[1,[2,3],\"4\"]")
        XCTAssertEqual(student.name4, "0.123456789012345678901234567890123456789")
        XCTAssertEqual(student.name5, "6.66")
        XCTAssertEqual(student.name6, "false")
        XCTAssertEqual(student.name7, "file:///users/mj/desktop")
        XCTAssertEqual(student.name8, "http://www.520suanfa.com")
        XCTAssertEqual(student.name9, "1565922866")
    }

    // MARK: Decimal

    func testDecimal() {
        let json: [String: Any] = [
            "money1": 0.1234567890123456,
            "money2": true,
            "money3": NSDecimalNumber(string: "0.123456789012345678901234567890123456789"),
            "money4": "0.123456789012345678901234567890123456789",
            "money5": 666,
            "money6": "NO",
            "money7": CGFloat(0.1234567890123456),
            "money8": Date(timeIntervalSince1970: 1565922866)
        ]

        let student = json.kj.model(DecimalExample.Student.self)
        // Linux: Decimal(Double) gives 0.12345678901234561024 (see header)
        XCTAssertEqual(student.money1, Decimal(string: "0.1234567890123456"))
        XCTAssertEqual(student.money2, 1)
        XCTAssertEqual(student.money3, Decimal(string: "0.123456789012345678901234567890123456789"))
        XCTAssertEqual(student.money4, Decimal(string: "0.123456789012345678901234567890123456789"))
        XCTAssertEqual(student.money5, 666)
        XCTAssertEqual(student.money6, 0)
        XCTAssertEqual(student.money7, Decimal(string: "0.1234567890123456"))
        XCTAssertEqual(student.money8, Decimal(string: "1565922866"))
    }

    // MARK: NSDecimalNumber

    func testNSDecimalNumber() {
        let json: [String: Any] = [
            "money1": 0.1234567890123456,
            "money2": true,
            "money3": Decimal(string: "0.123456789012345678901234567890123456789") as Any,
            "money4": "0.123456789012345678901234567890123456789",
            "money5": 666.0,
            "money6": "NO",
            "money7": CGFloat(0.1234567890123456),
            "money8": Date(timeIntervalSince1970: 1565922866)
        ]

        let student = json.kj.model(NSDecimalNumberExample.Student.self)
        XCTAssertEqual(student.money1, NSDecimalNumber(string: "0.1234567890123456"))
        XCTAssertEqual(student.money2, true)
        XCTAssertEqual(student.money2, 1)
        XCTAssertEqual(student.money3, NSDecimalNumber(string: "0.123456789012345678901234567890123456789"))
        XCTAssertEqual(student.money4, NSDecimalNumber(string: "0.123456789012345678901234567890123456789"))
        XCTAssertEqual(student.money5, 666)
        XCTAssertEqual(student.money6, false)
        XCTAssertEqual(student.money6, 0)
        XCTAssertEqual(student.money7, NSDecimalNumber(string: "0.1234567890123456"))
        XCTAssertEqual(student.money8, NSDecimalNumber(string: "1565922866"))
    }

    // MARK: NSNumber

    func testNSNumber() {
        let longDouble = 0.1234567890123456
        let json: [String: Any] = [
            "money1": 0.1234567890123456,
            "money2": true,
            "money3": Decimal(string: "0.1234567890123456") as Any,
            "money4": "0.1234567890123456",
            "money5": 666.0,
            "money6": "NO",
            "money7": CGFloat(0.1234567890123456),
            "money8": Date(timeIntervalSince1970: 1565922866)
        ]

        let student = json.kj.model(NSNumberExample.Student.self)
        XCTAssertEqual(student.money1, NSNumber(value: 0.1234567890123456))
        XCTAssertEqual(student.money2, true)
        XCTAssertEqual(student.money2, 1)
        XCTAssertEqual(student.money2, 1.0)
        XCTAssertEqual(student.money3, NSNumber(value: 0.1234567890123456))
        XCTAssertEqual(student.money4, NSNumber(value: 0.1234567890123456))
        XCTAssertEqual(student.money5, 666)
        XCTAssertEqual(student.money5, 666.0)
        XCTAssertEqual(student.money6, false)
        XCTAssertEqual(student.money6, 0)
        XCTAssertEqual(student.money6, 0.0)
        XCTAssertEqual(student.money7, NSNumber(value: longDouble))
        XCTAssertEqual(student.money8, NSNumber(value: 1565922866))
    }

    // MARK: Optional

    func testOptional() {
        // Support any number of ?
        let rich1: Int????? = 100
        let rich2: Double???? = 0.0
        let rich3: String??? = "0"
        let rich4: NSNumber?? = NSNumber(value: 0.666)
        let rich5: String? = "true"
        let rich6: String = "NO"

        let json: [String: Any] = [
            "rich1": rich1 as Any,
            "rich2": rich2 as Any,
            "rich3": rich3 as Any,
            "rich4": rich4 as Any,
            "rich5": rich5 as Any,
            "rich6": rich6
        ]

        let student = json.kj.model(OptionalExample.Student.self)
        XCTAssertEqual(student.rich1, true)
        XCTAssertEqual(student.rich2, false)
        XCTAssertEqual(student.rich3, false)
        // Linux: see testBool about 0.666
        XCTAssertEqual(student.rich4, true)
        XCTAssertEqual(student.rich5, true)
        XCTAssertEqual(student.rich6, false)
    }

    // MARK: URL

    func testURL() {
        let url = "http://520suanfa.com/红黑树"
        let encodedUrl = "http://520suanfa.com/%E7%BA%A2%E9%BB%91%E6%A0%91"

        let json: [String: Any] = [
            "url1": url,
            "url2": URL(string: encodedUrl) as Any,
            "url3": url,
            "url4": NSURL(string: encodedUrl) as Any
        ]

        let student = json.kj.model(URLExample.Student.self)
        XCTAssertEqual(student.url1?.absoluteString, encodedUrl)
        XCTAssertEqual(student.url2?.absoluteString, encodedUrl)
        XCTAssertEqual(student.url3?.absoluteString, encodedUrl)
        XCTAssertEqual(student.url4?.absoluteString, encodedUrl)
    }

    // MARK: Data

    func testData() throws {
        let utf8 = String.Encoding.utf8
        let str = "RedBlackTree"
        let data = try XCTUnwrap(str.data(using: utf8))

        let json: [String: Any] = [
            "data1": str,
            "data2": data,
            "data3": str,
            "data4": NSMutableData(data: data),
            "data5": str,
            "data6": data
        ]

        let student = json.kj.model(DataExample.Student.self)
        XCTAssertEqual(String(data: try XCTUnwrap(student.data1) as Data, encoding: utf8), str)
        XCTAssertEqual(String(data: try XCTUnwrap(student.data2) as Data, encoding: utf8), str)
        XCTAssertEqual(String(data: try XCTUnwrap(student.data3), encoding: utf8), str)
        XCTAssertEqual(String(data: try XCTUnwrap(student.data4), encoding: utf8), str)
        XCTAssertEqual(String(data: try XCTUnwrap(student.data5) as Data, encoding: utf8), str)
        XCTAssertEqual(String(data: try XCTUnwrap(student.data6) as Data, encoding: utf8), str)
    }

    // MARK: Date

    func testDate() {
        let milliseconds: TimeInterval = 1565922866

        let json: [String: Any] = [
            "date1": milliseconds,
            "date2": Date(timeIntervalSince1970: milliseconds),
            "date3": milliseconds,
            "date4": NSDate(timeIntervalSince1970: milliseconds),
            "date5": "\(milliseconds)",
            "date6": NSDecimalNumber(string: "\(milliseconds)"),
            "date7": Decimal(string: "\(milliseconds)") as Any
        ]

        let student = json.kj.model(DateExample.Student.self)
        XCTAssertEqual(student.date1?.timeIntervalSince1970, milliseconds)
        XCTAssertEqual(student.date2?.timeIntervalSince1970, milliseconds)
        XCTAssertEqual(student.date3?.timeIntervalSince1970, milliseconds)
        XCTAssertEqual(student.date4?.timeIntervalSince1970, milliseconds)
        XCTAssertEqual(student.date5?.timeIntervalSince1970, milliseconds)
        XCTAssertEqual(student.date6?.timeIntervalSince1970, milliseconds)
        XCTAssertEqual(student.date7?.timeIntervalSince1970, milliseconds)
    }

    // MARK: Enum

    func testEnum() {
        // String RawValue
        let json: [String: Any] = [
            "grade1": "C",
            "grade2": "D"
        ]

        let student = json.kj.model(EnumExample.Student.self)
        XCTAssertEqual(student.grade1, .good)
        XCTAssertEqual(student.grade2, .bad)

        // Double RawValue
        let json2: [String: Any] = [
            "grade1": "5.55kaka",
            "grade2": 6.66,
            "grade3": NSNumber(value: 7.77),
            "grade4": NSDecimalNumber(string: "8.88")
        ]

        let student2 = json2.kj.model(EnumExample.Student2.self)
        XCTAssertEqual(student2.grade1, .bad)
        XCTAssertEqual(student2.grade2, .good)
        XCTAssertEqual(student2.grade3, .great)
        // Linux: NSDecimalNumber(string: "8.88").doubleValue != 8.88 (see header)
        XCTAssertEqual(student2.grade4, .perfect)
    }

    // MARK: Enum In Array

    func testEnumInArray() {
        let json: [String: Any] = [
            "name": "Jack",
            "grades": ["D", "B"]
        ]

        let stu = json.kj.model(EnumInArrayExample.Student.self)
        XCTAssertEqual(stu.name, "Jack")
        XCTAssertEqual(stu.grades?.count, 2)
        XCTAssertEqual(stu.grades?[0], .bad)
        XCTAssertEqual(stu.grades?[1], .great)
    }

    // MARK: Enum In Dictionary

    func testEnumInDictionary() {
        let json: [String: Any] = [
            "name": "Jack",
            "grades": ["2019": "D", "2020": "B"]
        ]

        let stu = json.kj.model(EnumInDictionaryExample.Student.self)
        XCTAssertEqual(stu.name, "Jack")
        XCTAssertEqual(stu.grades?.count, 2)
        XCTAssertEqual(stu.grades?["2019"], .bad)
        XCTAssertEqual(stu.grades?["2020"], .great)
    }

    // MARK: Enum Array In Dictionary

    func testEnumArrayInDictionary() {
        let json: [String: Any] = [
            "name": "Jack",
            "grades": ["2019": ["A", "B"], "2020": ["C", "D"]]
        ]

        let stu = json.kj.model(EnumArrayInDictionaryExample.Student.self)
        XCTAssertEqual(stu.name, "Jack")
        XCTAssertEqual(stu.grades?["2019"]?.count, 2)
        XCTAssertEqual(stu.grades?["2019"]?[0], .perfect)
        XCTAssertEqual(stu.grades?["2019"]?[1], .great)
        XCTAssertEqual(stu.grades?["2020"]?.count, 2)
        XCTAssertEqual(stu.grades?["2020"]?[0], .good)
        XCTAssertEqual(stu.grades?["2020"]?[1], .bad)
    }

    // MARK: Array

    func testArray() {
        // Support conversion between Array\NSArray\NSMutableArray and Set\NSSet\NSMutableSet
        let array = [1, 2, 3]

        let json: [String: Any] = [
            "array1": NSMutableArray(array: array),
            "array2": array,
            "array3": array,
            "array4": NSMutableSet(array: array),
            "array5": NSSet(array: array),
            "array6": Set(array),
        ]

        let person = json.kj.model(ArrayExample.Person.self)
        XCTAssertEqual(person.array1, array)
        XCTAssertEqual(person.array2, array as NSArray)
        XCTAssertEqual(person.array3, NSMutableArray(array: array))

        XCTAssertEqual(person.array4?.count, array.count)
        XCTAssertEqual(person.array5?.count, array.count)
        XCTAssertEqual(person.array6?.count, array.count)
        for i in array {
            XCTAssertEqual(person.array4?.contains(i), true)
            XCTAssertEqual(person.array5?.contains(i), true)
            XCTAssertEqual(person.array6?.contains(i), true)
        }
    }

    // MARK: Set

    func testSet() {
        // Support conversion between Set\NSSet\NSMutableSet and Array\NSArray\NSMutableArray
        let array = [1, 2, 3]

        let json: [String: Any] = [
            "set1": NSMutableSet(array: array),
            "set2": Set(array),
            "set3": Set(array),
            "set4": NSMutableArray(array: array),
            "set5": array,
            "set6": array
        ]

        let person = json.kj.model(SetExample.Person.self)
        XCTAssertEqual(person.set1?.count, array.count)
        XCTAssertEqual(person.set2?.count, array.count)
        XCTAssertEqual(person.set3?.count, array.count)
        XCTAssertEqual(person.set4?.count, array.count)
        XCTAssertEqual(person.set5?.count, array.count)
        XCTAssertEqual(person.set6?.count, array.count)
        for i in array {
            XCTAssertEqual(person.set1?.contains(i), true)
            XCTAssertEqual(person.set2?.contains(i), true)
            XCTAssertEqual(person.set3?.contains(i), true)
            XCTAssertEqual(person.set4?.contains(i), true)
            XCTAssertEqual(person.set5?.contains(i), true)
            XCTAssertEqual(person.set6?.contains(i), true)
        }
    }

    // MARK: Dictionary

    func testDictionary() {
        // Support conversion between Dictionary, NSDictionary and NSMutableDictionary
        let dict = ["no1": 100, "no2": 200]

        let json: [String: Any] = [
            "dict1": NSMutableDictionary(dictionary: dict),
            "dict2": dict,
            "dict3": dict
        ]

        let person = json.kj.model(DictionaryExample.Person.self)
        XCTAssertEqual(person.dict1?.count, dict.count)
        XCTAssertEqual(person.dict2?.count, dict.count)
        XCTAssertEqual(person.dict3?.count, dict.count)
        for (k, v) in dict {
            XCTAssertEqual(person.dict1?[k] as? Int, v)
            XCTAssertEqual(person.dict2?[k] as? Int, v)
            XCTAssertEqual(person.dict3?[k] as? Int, v)
        }
    }

    // MARK: - Beyond the examples

    func testIntFromJSONString() throws {
        let text = """
        {
            "age1": "suan8fa8",
            "age2": "6suan8fa8",
            "age3": "6",
            "age4": 6.66,
            "age5": 6.66,
            "age6": 6,
            "age7": true,
            "age8": "FALSE",
            "age9": 6.66,
            "age10": 6.66,
            "age11": 1565922866
        }
        """
        let student = try XCTUnwrap(text.kj.model(IntExample.Student.self))
        XCTAssertEqual(student.age1, 6)
        XCTAssertEqual(student.age2, 6)
        XCTAssertEqual(student.age3, 6)
        XCTAssertEqual(student.age4, 6)
        XCTAssertEqual(student.age5, 6)
        XCTAssertEqual(student.age6, 6)
        XCTAssertEqual(student.age7, 1)
        XCTAssertEqual(student.age8, 0)
        XCTAssertEqual(student.age9, 6)
        XCTAssertEqual(student.age10, 6)
        XCTAssertEqual(student.age11, 1565922866)
    }

    func testInt64AndUInt64LimitsFromJSONString() throws {
        let max = try XCTUnwrap(#"{"id": 9223372036854775807, "int": 9223372036854775807}"#
            .kj.model(WideIntegerExample.Signed.self))
        XCTAssertEqual(max.id, Int64.max)
        XCTAssertEqual(max.int, Int.max)

        let min = try XCTUnwrap(#"{"id": -9223372036854775808, "int": -9223372036854775808}"#
            .kj.model(WideIntegerExample.Signed.self))
        XCTAssertEqual(min.id, Int64.min)
        XCTAssertEqual(min.int, Int.min)

        let umax = try XCTUnwrap(#"{"id": 18446744073709551615, "uint": 18446744073709551615}"#
            .kj.model(WideIntegerExample.Unsigned.self))
        XCTAssertEqual(umax.id, UInt64.max)
        XCTAssertEqual(umax.uint, UInt.max)

        // 2^53 + 1 is not representable as a Double: it must not go through one
        let odd = try XCTUnwrap(#"{"id": 9007199254740993}"#.kj.model(WideIntegerExample.Signed.self))
        XCTAssertEqual(odd.id, 9007199254740993)
    }

    func testInt64AndUInt64LimitsFromJSONData() throws {
        let data = try XCTUnwrap(#"{"id": 9223372036854775807}"#.data(using: .utf8))
        XCTAssertEqual(data.kj.model(WideIntegerExample.Signed.self)?.id, Int64.max)

        let udata = try XCTUnwrap(#"{"id": 18446744073709551615}"#.data(using: .utf8))
        XCTAssertEqual(udata.kj.model(WideIntegerExample.Unsigned.self)?.id, UInt64.max)
    }

    func testInt64AndUInt64LimitsFromDictionary() {
        let signed = ["id": Int64.max, "int": Int.min].kj.model(WideIntegerExample.Signed.self)
        XCTAssertEqual(signed.id, Int64.max)
        XCTAssertEqual(signed.int, Int.min)

        let unsigned = ["id": UInt64.max, "uint": UInt.max].kj.model(WideIntegerExample.Unsigned.self)
        XCTAssertEqual(unsigned.id, UInt64.max)
        XCTAssertEqual(unsigned.uint, UInt.max)

        let fromString = ["id": "18446744073709551615"].kj.model(WideIntegerExample.Unsigned.self)
        XCTAssertEqual(fromString.id, UInt64.max)
    }

    func testDoublesFromJSONStringAreExact() throws {
        let text = """
        {
            "a": 0.1234567890123456,
            "b": 1.0000000000000002,
            "c": 6.66,
            "d": 1.7976931348623157e308,
            "e": -2.2250738585072014E-308,
            "f": 0.12345678,
            "g": 0.1234567890123456
        }
        """
        let values = try XCTUnwrap(text.kj.model(ExactDoubleExample.Values.self))
        XCTAssertEqual(values.a, 0.1234567890123456)
        XCTAssertEqual(values.b, 1.0000000000000002)
        XCTAssertEqual(values.c, 6.66)
        XCTAssertEqual(values.d, 1.7976931348623157e308)
        XCTAssertEqual(values.e, -2.2250738585072014E-308)
        XCTAssertEqual(values.f, 0.12345678)
        XCTAssertEqual(values.g, CGFloat(0.1234567890123456))
    }

    func testFloatAndDoubleFromJSONString() throws {
        let text = """
        {
            "height1": "6.66suan8fa8",
            "height2": "0.1234567890123456",
            "height5": 666,
            "height6": true,
            "height7": "NO",
            "height8": 0.1234567890123456,
            "height9": 1565922866
        }
        """
        let double = try XCTUnwrap(text.kj.model(DoubleExample.Student.self))
        XCTAssertEqual(double.height1, 6.66)
        XCTAssertEqual(double.height2, 0.1234567890123456)
        XCTAssertEqual(double.height5, 666.0)
        XCTAssertEqual(double.height6, 1.0)
        XCTAssertEqual(double.height7, 0.0)
        XCTAssertEqual(double.height8, 0.1234567890123456)
        XCTAssertEqual(double.height9, 1565922866)

        let float = try XCTUnwrap(text.kj.model(FloatExample.Student.self))
        XCTAssertEqual(float.height1, 6.66)
        XCTAssertEqual(float.height5, 666.0)
        XCTAssertEqual(float.height6, 1.0)
        XCTAssertEqual(float.height7, 0.0)
        XCTAssertEqual(float.height9, Float(1565922866))

        let cgFloat = try XCTUnwrap(text.kj.model(CGFloatExample.Student.self))
        XCTAssertEqual(cgFloat.height2, CGFloat(0.1234567890123456))
        XCTAssertEqual(cgFloat.height8, CGFloat(0.1234567890123456))
    }

    func testBoolFromJSONString() throws {
        let text = #"{"rich1": 100, "rich2": 0.0, "rich3": "1", "rich4": 0.666, "rich5": "true", "rich6": "NO"}"#
        let student = try XCTUnwrap(text.kj.model(BoolExample.Student.self))
        XCTAssertEqual(student.rich1, true)
        XCTAssertEqual(student.rich2, false)
        XCTAssertEqual(student.rich3, true)
        XCTAssertEqual(student.rich4, true)
        XCTAssertEqual(student.rich5, true)
        XCTAssertEqual(student.rich6, false)

        let lowercase = #"{"rich1": "yes", "rich2": "no", "rich3": "YES", "rich4": "TRUE", "rich5": "false", "rich6": true}"#
        let student2 = try XCTUnwrap(lowercase.kj.model(BoolExample.Student.self))
        XCTAssertEqual(student2.rich1, true)
        XCTAssertEqual(student2.rich2, false)
        XCTAssertEqual(student2.rich3, true)
        XCTAssertEqual(student2.rich4, true)
        XCTAssertEqual(student2.rich5, false)
        XCTAssertEqual(student2.rich6, true)
    }

    func testStringFromJSONString() throws {
        let text = """
        {"name1": 666, "name2": "777", "name3": "x", "name4": "y", "name5": 6.66, "name6": false, "name8": "http://www.520suanfa.com", "name9": 1565922866}
        """
        let student = try XCTUnwrap(text.kj.model(StringExample.Student.self))
        XCTAssertEqual(student.name1, "666")
        XCTAssertEqual(student.name2, "777")
        XCTAssertEqual(student.name3, "x")
        XCTAssertEqual(student.name4, "y")
        XCTAssertEqual(student.name5, "6.66")
        XCTAssertEqual(student.name6, "false")
        XCTAssertEqual(student.name7, "")
        XCTAssertEqual(student.name8, "http://www.520suanfa.com")
        XCTAssertEqual(student.name9, "1565922866")

        // escapes and non-ASCII text arrive decoded
        let escaped = #"{"name1": "line\nbreak \"quoted\" \u00e9\u7ea2 \ud83d\ude00 红"}"#
        XCTAssertEqual(escaped.kj.model(StringExample.Student.self)?.name1,
                       "line\nbreak \"quoted\" é红 😀 红")
    }

    // A JSON number keeps all its digits when the property is a Decimal or an
    // NSDecimalNumber (the Model To JSON chapter writes such numbers unrounded,
    // so reading them back must not round them through Double).
    func testDecimalFromJSONStringKeepsAllDigits() throws {
        let text = """
        {
            "money1": 0.1234567890123456,
            "money2": true,
            "money3": 0.123456789012345678901234567890123456789,
            "money4": "0.123456789012345678901234567890123456789",
            "money5": 666,
            "money6": "NO",
            "money8": 1565922866
        }
        """
        let student = try XCTUnwrap(text.kj.model(DecimalExample.Student.self))
        XCTAssertEqual(student.money1, Decimal(string: "0.1234567890123456"))
        XCTAssertEqual(student.money2, 1)
        XCTAssertEqual(student.money3, Decimal(string: "0.123456789012345678901234567890123456789"))
        XCTAssertEqual(student.money4, Decimal(string: "0.123456789012345678901234567890123456789"))
        XCTAssertEqual(student.money5, 666)
        XCTAssertEqual(student.money6, 0)
        XCTAssertEqual(student.money8, Decimal(string: "1565922866"))

        let number = try XCTUnwrap(text.kj.model(NSDecimalNumberExample.Student.self))
        XCTAssertEqual(number.money1, NSDecimalNumber(string: "0.1234567890123456"))
        XCTAssertEqual(number.money3, NSDecimalNumber(string: "0.123456789012345678901234567890123456789"))
        XCTAssertEqual(number.money5, 666)
    }

    func testNSNumberFromJSONString() throws {
        let text = #"{"money1": 0.1234567890123456, "money2": true, "money4": "0.1234567890123456", "money5": 666.0, "money6": "NO", "money8": 1565922866}"#
        let student = try XCTUnwrap(text.kj.model(NSNumberExample.Student.self))
        XCTAssertEqual(student.money1, NSNumber(value: 0.1234567890123456))
        XCTAssertEqual(student.money2, true)
        XCTAssertEqual(student.money2, 1)
        XCTAssertEqual(student.money4, NSNumber(value: 0.1234567890123456))
        XCTAssertEqual(student.money5, 666)
        XCTAssertEqual(student.money6, 0)
        XCTAssertEqual(student.money8, NSNumber(value: 1565922866))
    }

    func testOptionalFromJSONString() throws {
        let text = #"{"rich1": 100, "rich2": 0.0, "rich3": "0", "rich4": 0.666, "rich5": "true", "rich6": "NO"}"#
        let student = try XCTUnwrap(text.kj.model(OptionalExample.Student.self))
        XCTAssertEqual(student.rich1, true)
        XCTAssertEqual(student.rich2, false)
        XCTAssertEqual(student.rich3, false)
        XCTAssertEqual(student.rich4, true)
        XCTAssertEqual(student.rich5, true)
        XCTAssertEqual(student.rich6, false)
    }

    func testURLAndDataFromJSONString() throws {
        let text = """
        {"url1": "http://520suanfa.com/红黑树", "url3": "http://520suanfa.com/%E7%BA%A2%E9%BB%91%E6%A0%91"}
        """
        let encodedUrl = "http://520suanfa.com/%E7%BA%A2%E9%BB%91%E6%A0%91"
        let student = try XCTUnwrap(text.kj.model(URLExample.Student.self))
        XCTAssertEqual(student.url1?.absoluteString, encodedUrl)
        XCTAssertEqual(student.url3?.absoluteString, encodedUrl)
        XCTAssertNil(student.url2)

        let dataText = #"{"data1": "RedBlackTree", "data3": "RedBlackTree", "data5": "RedBlackTree"}"#
        let dataStudent = try XCTUnwrap(dataText.kj.model(DataExample.Student.self))
        XCTAssertEqual(dataStudent.data1.map { String(decoding: $0 as Data, as: UTF8.self) }, "RedBlackTree")
        XCTAssertEqual(dataStudent.data3.map { String(decoding: $0, as: UTF8.self) }, "RedBlackTree")
        XCTAssertEqual(dataStudent.data5.map { String(decoding: $0 as Data, as: UTF8.self) }, "RedBlackTree")
    }

    func testDateFromJSONString() throws {
        let milliseconds: TimeInterval = 1565922866
        let text = #"{"date1": 1565922866, "date3": 1565922866.0, "date5": "1565922866.0", "date6": "1565922866"}"#
        let student = try XCTUnwrap(text.kj.model(DateExample.Student.self))
        XCTAssertEqual(student.date1?.timeIntervalSince1970, milliseconds)
        XCTAssertEqual(student.date3?.timeIntervalSince1970, milliseconds)
        XCTAssertEqual(student.date5?.timeIntervalSince1970, milliseconds)
        XCTAssertEqual(student.date6?.timeIntervalSince1970, milliseconds)
        XCTAssertNil(student.date7)
    }

    func testEnumsFromJSONString() throws {
        let student = try XCTUnwrap(#"{"grade1": "C", "grade2": "D"}"#.kj.model(EnumExample.Student.self))
        XCTAssertEqual(student.grade1, .good)
        XCTAssertEqual(student.grade2, .bad)

        let text2 = #"{"grade1": "5.55kaka", "grade2": 6.66, "grade3": 7.77, "grade4": "8.88"}"#
        let student2 = try XCTUnwrap(text2.kj.model(EnumExample.Student2.self))
        XCTAssertEqual(student2.grade1, .bad)
        XCTAssertEqual(student2.grade2, .good)
        XCTAssertEqual(student2.grade3, .great)
        XCTAssertEqual(student2.grade4, .perfect)

        let inArray = try XCTUnwrap(#"{"name": "Jack", "grades": ["D", "B"]}"#
            .kj.model(EnumInArrayExample.Student.self))
        XCTAssertEqual(inArray.grades, [.bad, .great])

        let inDictionary = try XCTUnwrap(#"{"name": "Jack", "grades": {"2019": "D", "2020": "B"}}"#
            .kj.model(EnumInDictionaryExample.Student.self))
        XCTAssertEqual(inDictionary.grades, ["2019": .bad, "2020": .great])

        let arrayInDictionary = try XCTUnwrap(#"{"name": "Jack", "grades": {"2019": ["A", "B"], "2020": ["C", "D"]}}"#
            .kj.model(EnumArrayInDictionaryExample.Student.self))
        XCTAssertEqual(arrayInDictionary.grades?["2019"], [.perfect, .great])
        XCTAssertEqual(arrayInDictionary.grades?["2020"], [.good, .bad])
    }

    func testCollectionsFromJSONString() throws {
        let arrayText = #"{"array1": [1, 2, 3], "array2": [1, 2, 3], "array3": [1, 2, 3], "array4": [1, 2, 3]}"#
        let arrays = try XCTUnwrap(arrayText.kj.model(ArrayExample.Person.self))
        XCTAssertEqual(arrays.array1, [1, 2, 3])
        XCTAssertEqual(arrays.array4, [1, 2, 3])
        XCTAssertEqual(arrays.array2?.count, 3)
        XCTAssertEqual(arrays.array3?.count, 3)
        for i in [1, 2, 3] {
            XCTAssertEqual(arrays.array2?.contains(i), true)
            XCTAssertEqual(arrays.array3?.contains(i), true)
        }

        let setText = #"{"set1": [1, 2, 3], "set2": [1, 2, 3], "set3": [1, 2, 3]}"#
        let sets = try XCTUnwrap(setText.kj.model(SetExample.Person.self))
        XCTAssertEqual(sets.set1, [1, 2, 3])
        for i in [1, 2, 3] {
            XCTAssertEqual(sets.set2?.contains(i), true)
            XCTAssertEqual(sets.set3?.contains(i), true)
        }

        let dictText = #"{"dict1": {"no1": 100, "no2": 200}, "dict2": {"no1": 100, "no2": 200}, "dict3": {"no1": 100, "no2": 200}}"#
        let dicts = try XCTUnwrap(dictText.kj.model(DictionaryExample.Person.self))
        for (k, v) in ["no1": 100, "no2": 200] {
            XCTAssertEqual(dicts.dict1?[k] as? Int, v)
            XCTAssertEqual(dicts.dict2?[k] as? Int, v)
            XCTAssertEqual(dicts.dict3?[k] as? Int, v)
        }
    }

    // "convert failed, keep default value"
    func testUnconvertibleValuesKeepDefaults() {
        let json: [String: Any] = [
            "age": "abc",
            "count": ["x": 1],
            "list": [1, 2],
            "height": "tall",
            "rich": "maybe",
            "grade": "Z",
            "url": 5,
            "date": "yesterday",
            "numbers": 5
        ]
        let student = json.kj.model(WrongTypeExample.Student.self)
        XCTAssertEqual(student.age, 7)
        XCTAssertEqual(student.count, 8)
        XCTAssertEqual(student.list, 9)
        XCTAssertEqual(student.height, 1.5)
        XCTAssertEqual(student.rich, true)
        XCTAssertEqual(student.grade, .perfect)
        XCTAssertEqual(student.url?.absoluteString, "http://kaka.example")
        XCTAssertEqual(student.date?.timeIntervalSince1970, 10)
        XCTAssertEqual(student.numbers, [1])

        let text = """
        {"age": "abc", "count": {"x": 1}, "list": [1, 2], "height": "tall", "rich": "maybe", "grade": "Z", "url": 5, "date": "yesterday", "numbers": 5}
        """
        let student2 = text.kj.model(WrongTypeExample.Student.self)
        XCTAssertNotNil(student2)
        XCTAssertEqual(student2?.age, 7)
        XCTAssertEqual(student2?.count, 8)
        XCTAssertEqual(student2?.list, 9)
        XCTAssertEqual(student2?.height, 1.5)
        XCTAssertEqual(student2?.rich, true)
        XCTAssertEqual(student2?.grade, .perfect)
        XCTAssertEqual(student2?.url?.absoluteString, "http://kaka.example")
        XCTAssertEqual(student2?.date?.timeIntervalSince1970, 10)
        XCTAssertEqual(student2?.numbers, [1])

        let nulls = #"{"age": null, "height": null, "rich": null, "grade": null}"#
        let student3 = nulls.kj.model(WrongTypeExample.Student.self)
        XCTAssertEqual(student3?.age, 7)
        XCTAssertEqual(student3?.height, 1.5)
        XCTAssertEqual(student3?.rich, true)
        XCTAssertEqual(student3?.grade, .perfect)
    }
}
