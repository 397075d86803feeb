import XCTest
import Foundation
import KakaJSON

// `ScalarType`, the one list of scalar types: each case is named by its type
// and no other type is, and a value of each case makes the round trips.

// MARK: - Models

enum ScalarTypeModels {
    /// One property per `ScalarType` case.
    struct EveryScalar: Convertible {
        var int: Int = 0
        var int8: Int8 = 0
        var int16: Int16 = 0
        var int32: Int32 = 0
        var int64: Int64 = 0
        var uint: UInt = 0
        var uint8: UInt8 = 0
        var uint16: UInt16 = 0
        var uint32: UInt32 = 0
        var uint64: UInt64 = 0
        var float: Float = 0
        var double: Double = 0
        var cgFloat: CGFloat = 0
        var bool: Bool = false
        var string: String = ""
        var substring: Substring = ""
        var decimal: Decimal = 0
        var date: Date = Date(timeIntervalSince1970: 0)
        var data: Data = Data()
        var url: URL = URL(fileURLWithPath: "/")
        var nsString: NSString = ""
        var nsMutableString: NSMutableString = ""
        var nsNumber: NSNumber = 0
        var nsDecimalNumber: NSDecimalNumber = 0
        var nsDate: NSDate = NSDate(timeIntervalSince1970: 0)
        var nsURL: NSURL = NSURL(fileURLWithPath: "/")
        var nsData: NSData = NSData()
        var nsMutableData: NSMutableData = NSMutableData()
        var nsNull: NSNull = NSNull()
    }

    /// One property per Swift `ScalarType` case but `Substring`: it and
    /// Foundation's classes are not Codable.
    struct EveryCodableScalar: Codable, Equatable {
        var int: Int = -1 << 40
        var int8: Int8 = .min
        var int16: Int16 = .min
        var int32: Int32 = .min
        var int64: Int64 = .min
        var uint: UInt = 1 << 40
        var uint8: UInt8 = .max
        var uint16: UInt16 = .max
        var uint32: UInt32 = .max
        var uint64: UInt64 = .max
        var float: Float = 0.1
        var double: Double = 0.1
        var cgFloat: CGFloat = 2.5
        var bool: Bool = true
        var string: String = "Kaka \"JSON\" ✓"
        var decimal: Decimal = Decimal(string: "1234.5")!
        var date: Date = Date(timeIntervalSince1970: 1_565_922_866.25)
        var data: Data = Data("hi".utf8)
        var url: URL = URL(string: "https://example.com/a?b=1")!
    }
}

// MARK: - Tests

final class ScalarTypeTests: XCTestCase {
    /// Every case with its type, written out here rather than taken from the
    /// library, so that a case named by the wrong type fails.
    private var typed: [(Any.Type, ScalarType)] {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return narrowTyped }
        return narrowTyped + [(Int128.self, .int128), (UInt128.self, .uint128)]
    }

    /// `typed` but for the types that exist only on newer systems.
    private let narrowTyped: [(Any.Type, ScalarType)] = [
        (Int.self, .int), (Int8.self, .int8), (Int16.self, .int16), (Int32.self, .int32), (Int64.self, .int64),
        (UInt.self, .uint), (UInt8.self, .uint8), (UInt16.self, .uint16), (UInt32.self, .uint32), (UInt64.self, .uint64),
        (Float.self, .float), (Double.self, .double), (CGFloat.self, .cgFloat),
        (Bool.self, .bool), (String.self, .string), (Substring.self, .substring), (Character.self, .character),
        (Decimal.self, .decimal), (Date.self, .date), (Data.self, .data), (URL.self, .url),
        (NSString.self, .nsString), (NSMutableString.self, .nsMutableString),
        (NSNumber.self, .nsNumber), (NSDecimalNumber.self, .nsDecimalNumber),
        (NSDate.self, .nsDate), (NSURL.self, .nsURL),
        (NSData.self, .nsData), (NSMutableData.self, .nsMutableData), (NSNull.self, .nsNull),
    ]

    func testEveryCaseIsNamedByItsType() {
        for (type, scalar) in typed {
            XCTAssertEqual(ScalarType(type), scalar, "\(type)")
        }
        // Every case is in the table once.
        // Where Int128 and UInt128 do not exist, no type names their cases.
        let named = typed.count == narrowTyped.count
            ? ScalarType.allCases.filter { $0 != .int128 && $0 != .uint128 } : ScalarType.allCases
        XCTAssertEqual(typed.count, named.count)
        XCTAssertEqual(Set(typed.map(\.1)), Set(named))
    }

    func testOtherTypesAreNoScalars() {
        // A subclass is not its superclass's scalar: Foundation's Boolean
        // number class, where it is not NSNumber itself.
        let booleanClass = type(of: NSNumber(value: true))
        let others: [Any.Type] = [
            Int?.self, Int??.self, [Int].self, [String: Int].self, Set<String>.self, (Int, Int).self,
            Any.self, AnyHashable.self, AnyObject.self, Unicode.Scalar.self, Int.Type.self, ((Int) -> Int).self,
            ScalarTypeModels.EveryScalar.self, NSObject.self, NSArray.self, NSMutableArray.self,
            NSDictionary.self, NSSet.self, Decimal?.self, NSString?.self,
        ] + (booleanClass == NSNumber.self ? [] : [booleanClass])
        for type in others {
            XCTAssertNil(ScalarType(type), "\(type)")
        }
    }

    // MARK: Round trips

    private let json = """
        {"int": -1099511627776, "int8": -128, "int16": -32768, "int32": -2147483648,
         "int64": -9223372036854775808, "uint": 1099511627776, "uint8": 255, "uint16": 65535,
         "uint32": 4294967295, "uint64": 18446744073709551615, "float": 0.5, "double": 0.1,
         "cgFloat": 2.5, "bool": true, "string": "Kaka ✓", "substring": "sub", "decimal": 1234.5,
         "date": 1565922866.25, "data": "hi", "url": "https://example.com/a?b=1",
         "nsString": "ns", "nsMutableString": "mutable", "nsNumber": 42, "nsDecimalNumber": 3.75,
         "nsDate": 1000.5, "nsURL": "https://example.com/ns", "nsData": "ns", "nsMutableData": "mut",
         "nsNull": null}
        """

    func testEveryScalarReadsFromJSON() throws {
        let model = try XCTUnwrap(json.kj.model(ScalarTypeModels.EveryScalar.self))
        XCTAssertEqual(model.int, -1 << 40)
        XCTAssertEqual(model.int8, .min)
        XCTAssertEqual(model.int16, .min)
        XCTAssertEqual(model.int32, .min)
        XCTAssertEqual(model.int64, .min)
        XCTAssertEqual(model.uint, 1 << 40)
        XCTAssertEqual(model.uint8, .max)
        XCTAssertEqual(model.uint16, .max)
        XCTAssertEqual(model.uint32, .max)
        XCTAssertEqual(model.uint64, .max)
        XCTAssertEqual(model.float, 0.5)
        XCTAssertEqual(model.double, 0.1)
        XCTAssertEqual(model.cgFloat, 2.5)
        XCTAssertEqual(model.bool, true)
        XCTAssertEqual(model.string, "Kaka ✓")
        XCTAssertEqual(model.substring, "sub")
        XCTAssertEqual(model.decimal, Decimal(string: "1234.5"))
        XCTAssertEqual(model.date, Date(timeIntervalSince1970: 1_565_922_866.25))
        XCTAssertEqual(model.data, Data("hi".utf8))
        XCTAssertEqual(model.url, URL(string: "https://example.com/a?b=1"))
        XCTAssertEqual(model.nsString, "ns")
        XCTAssertEqual(model.nsMutableString, "mutable")
        XCTAssertEqual(model.nsNumber, 42)
        XCTAssertEqual(model.nsDecimalNumber, NSDecimalNumber(string: "3.75"))
        XCTAssertEqual(model.nsDate.timeIntervalSince1970, 1000.5)
        XCTAssertEqual(model.nsURL.absoluteString, "https://example.com/ns")
        XCTAssertEqual(model.nsData as Data, Data("ns".utf8))
        XCTAssertEqual(model.nsMutableData as Data, Data("mut".utf8))
    }

    func testEveryScalarWritesWhatItRead() throws {
        let model = try XCTUnwrap(json.kj.model(ScalarTypeModels.EveryScalar.self))
        let written = model.kj.JSONString()
        let original = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
        let rewritten = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary, written)
        XCTAssertEqual(Set(rewritten.allKeys.map { "\($0)" }), Set(original.allKeys.map { "\($0)" }), written)
        for (key, value) in original {
            XCTAssertEqual(rewritten[key] as? NSObject, value as? NSObject, "\(key) in \(written)")
        }
        // And back: the text written reads as the same model.
        let again = try XCTUnwrap(written.kj.model(ScalarTypeModels.EveryScalar.self))
        XCTAssertEqual(again.kj.JSONString(), written)
    }

    func testEveryCodableScalarRoundTrips() throws {
        let value = ScalarTypeModels.EveryCodableScalar()
        let data = try KakaJSONEncoder().encode(value)
        XCTAssertEqual(try KakaJSONDecoder().decode(ScalarTypeModels.EveryCodableScalar.self, from: data), value)
        // The same JSON as Foundation's encoder writes, read the same by both decoders.
        let foundation = try JSONEncoder().encode(value)
        let ours = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
        let theirs = try XCTUnwrap(try JSONSerialization.jsonObject(with: foundation) as? NSDictionary)
        XCTAssertEqual(ours, theirs)
        XCTAssertEqual(try KakaJSONDecoder().decode(ScalarTypeModels.EveryCodableScalar.self, from: foundation), value)
        XCTAssertEqual(try JSONDecoder().decode(ScalarTypeModels.EveryCodableScalar.self, from: data), value)
    }
}
