import XCTest
import Foundation
import KakaJSON

// Model → JSON → model round trips, random strings, and non-finite numbers.

// MARK: - Models

enum RoundTripModels {
    enum Color: String, ConvertibleEnum {
        case red
        case green
    }

    enum Level: Int, ConvertibleEnum {
        case low = 1
        case high = 3
    }

    struct Address: Convertible, Equatable {
        var street: String = ""
        var zip: Int = 0
    }

    struct Pet: Convertible, Equatable {
        var name: String = ""
        var age: Int = 0
        var color: Color = .red
        var owner: Address? = nil
    }

    /// Every optional defaults to nil: a nil optional is left out of the JSON,
    /// and an absent key keeps the default, so nil reads back as nil.
    struct Rich: Convertible, Equatable {
        var name: String = ""
        var nickname: String? = nil
        var middleName: String? = nil
        var address: Address = Address()
        var secondAddress: Address? = nil
        var color: Color = .red
        var optionalColor: Color? = nil
        var missingColor: Color? = nil
        var level: Level = .low
        var pets: [Pet] = []
        var optionalPets: [Pet]? = nil
        var petsByName: [String: Pet] = [:]
        var tags: Set<String> = []
        var amount: Decimal = 0
        var created: Date = Date(timeIntervalSince1970: 0)
        var homepage: URL? = nil
        var big: Int64 = 0
        var huge: UInt64 = 0
        var negative: Int = 0
        var int8: Int8 = 0
        var uint8: UInt8 = 0
        var tenth: Double = 0
        var tiny: Double = 0
        var ratio: Float = 0
        var flag: Bool = false
        var payload: Data = Data()
        var optionalInt: Int? = nil
        var missingInt: Int? = nil
        var nestedOptional: Int?? = nil
    }

    struct Text: Convertible {
        var text: String = ""
        var list: [String] = []
    }

    struct NonFinite: Convertible {
        var nan: Double = .nan
        var inf: Double = .infinity
        var negInf: Double = -.infinity
        var floatNaN: Float = .nan
        var floatInf: Float = -.infinity
        var cgNaN: CGFloat = .nan
        var optionalNaN: Double? = .nan
        var numberNaN: NSNumber = NSNumber(value: Double.nan)
        var decimalNaN: Decimal = .nan
        var finite: Double = 1.5
    }

    struct NonFiniteInArray: Convertible {
        var samples: [Double] = [1, .nan, .infinity, 2]
        var name: String = "samples"
    }

    struct NonFiniteNested: Convertible {
        var inner: NonFinite = NonFinite()
        var inners: [NonFinite] = [NonFinite()]
    }
}

// MARK: - Tests

final class RoundTripTests: XCTestCase {
    // MARK: A rich model

    private func makeRich() -> RoundTripModels.Rich {
        typealias M = RoundTripModels
        var model = M.Rich()
        model.name = "Kaka \"JSON\" \\ / 红黑树 😀"
        model.middleName = "J."
        model.address = M.Address(street: "1 Infinite Loop", zip: 95014)
        model.color = .green
        model.optionalColor = .red
        model.level = .high
        model.pets = [
            M.Pet(name: "Wang", age: 5, color: .red, owner: M.Address(street: "Home", zip: 1)),
            M.Pet(name: "ErHa", age: 3, color: .green, owner: nil),
        ]
        model.petsByName = ["wang": M.Pet(name: "Wang", age: 5, color: .green, owner: nil)]
        model.tags = ["a", "b", "中文"]
        model.amount = Decimal(string: "1234567890.12345678901234567891")! // 30 significant digits
        model.created = Date(timeIntervalSince1970: 1565922866.25)
        model.homepage = URL(string: "https://example.com/path/page?x=1&y=2")
        model.big = .max
        model.huge = .max
        model.negative = -12345
        model.int8 = .min
        model.uint8 = .max
        model.tenth = 0.1
        model.tiny = 1e-7
        model.ratio = 0.12345678
        model.flag = true
        model.payload = Data("héllo, wörld ✓ 😀".utf8)
        model.optionalInt = 42
        model.nestedOptional = .some(.some(7))
        return model
    }

    private let richExpected: [String: Any] = [
        "name": "Kaka \"JSON\" \\ / 红黑树 😀",
        "middleName": "J.",
        "address": ["street": "1 Infinite Loop", "zip": 95014] as [String: Any],
        "color": "green",
        "optionalColor": "red",
        "level": 3,
        "pets": [
            ["name": "Wang", "age": 5, "color": "red", "owner": ["street": "Home", "zip": 1] as [String: Any]],
            ["name": "ErHa", "age": 3, "color": "green"],
        ] as [Any],
        "petsByName": ["wang": ["name": "Wang", "age": 5, "color": "green"] as [String: Any]] as [String: Any],
        "tags": UnorderedJSONArray(["a", "b", "中文"]),
        "amount": ExactDecimal("1234567890.12345678901234567891"),
        "created": 1565922866.25,
        "homepage": "https://example.com/path/page?x=1&y=2",
        "big": Int64.max,
        "huge": UInt64.max,
        "negative": -12345,
        "int8": Int8.min,
        "uint8": UInt8.max,
        "tenth": 0.1,
        "tiny": 1e-7,
        "ratio": Float(0.12345678),
        "flag": true,
        // Data is written as its UTF-8 text: the reader turns a string into its UTF-8 bytes.
        "payload": "héllo, wörld ✓ 😀",
        "optionalInt": 42,
        "nestedOptional": 7,
    ]

    /// `Rich()`: every optional nil, so left out.
    private let defaultRichExpected: [String: Any] = [
        "name": "",
        "address": ["street": "", "zip": 0] as [String: Any],
        "color": "red",
        "level": 1,
        "pets": [Any](),
        "petsByName": [String: Any](),
        "tags": [Any](),
        "amount": 0,
        "created": 0,
        "big": 0,
        "huge": 0,
        "negative": 0,
        "int8": 0,
        "uint8": 0,
        "tenth": 0.0,
        "tiny": 0.0,
        "ratio": Float(0),
        "flag": false,
        "payload": "",
    ]

    func testRichModelRoundTrip() throws {
        typealias Rich = RoundTripModels.Rich
        let model = makeRich()
        XCTAssertEqual(model.amount.description.filter(\.isNumber).count, 30)

        // model → JSONObject / JSONString: the same values, nil optionals left out.
        let object = model.kj.JSONObject()
        assertJSONObjectEqual(object, richExpected)
        let jsonString = model.kj.JSONString()
        assertJSONEqual(jsonString, richExpected)
        let pretty = model.kj.JSONString(prettyPrinted: true)
        assertJSONEqual(pretty, richExpected)
        // Not assertPrettyPrinted(_:sameAs:): the Set may come out in another order.
        assertTwoSpaceIndented(pretty)
        let parsed = parseJSONObject(jsonString)
        for key in ["nickname", "secondAddress", "missingColor", "optionalPets", "missingInt"] {
            XCTAssertNil(object[key], "nil \(key) must be left out of JSONObject()")
            XCTAssertNil(parsed?[key], "nil \(key) must be left out of JSONString()")
        }

        // JSONString → model: equal.
        let back = try XCTUnwrap(jsonString.kj.model(Rich.self), jsonString)
        XCTAssertEqual(back, model)
        if back != model { reportDifferences(back, model) }
        XCTAssertEqual(try XCTUnwrap(pretty.kj.model(Rich.self)), model)
        let globalString = JSONString(from: model)
        assertJSONEqual(globalString, richExpected)
        XCTAssertEqual(globalString.kj.model(Rich.self), model)

        // JSONObject → model: equal.
        XCTAssertEqual(object.kj.model(Rich.self), model)

        // Twice: the second conversion uses the cached plan.
        let secondString = model.kj.JSONString()
        assertJSONEqual(secondString, richExpected)
        XCTAssertEqual(secondString.kj.model(Rich.self), model)

        // A default model round-trips too (empty Data is written as "").
        let defaultString = Rich().kj.JSONString()
        assertJSONEqual(defaultString, defaultRichExpected)
        assertJSONObjectEqual(Rich().kj.JSONObject(), defaultRichExpected)
        XCTAssertEqual(defaultString.kj.model(Rich.self), Rich())

        // Arrays of models.
        let models = [model, Rich()]
        let arrayString = models.kj.JSONString()
        assertJSONEqual(arrayString, [richExpected, defaultRichExpected] as [Any])
        let decoded: [Rich]? = arrayString.kj.modelArray(Rich.self)
        XCTAssertEqual(decoded, models)
        // Written the way a user would: String's `modelArray` must be the one
        // chosen (String is a Sequence, but not an array of JSON objects).
        XCTAssertEqual(arrayString.kj.modelArray(Rich.self), models,
                       "String.kj.modelArray must read the JSON text, not treat the String as a sequence")
    }

    /// Names the properties that differ, to make a failure readable.
    private func reportDifferences(_ actual: RoundTripModels.Rich, _ expected: RoundTripModels.Rich) {
        let a = Mirror(reflecting: actual).children.map { ($0.label ?? "?", "\($0.value)") }
        let e = Mirror(reflecting: expected).children.map { "\($0.value)" }
        for (index, (label, value)) in a.enumerated() where value != e[index] {
            XCTFail("round trip changed \(label): \(e[index]) → \(value)")
        }
    }

    // MARK: Random strings

    /// 1,000 random strings survive model → JSONString → model (KakaJSON's reader)
    /// and model → JSONString → JSONSerialization (Foundation's reader).
    /// A dictionary key is written as the text the reader converts back
    /// into it: an enum by its raw value, a number by its digits.
    func testDictionaryKeysRoundTrip() throws {
        struct Keyed: Convertible {
            var byLevel: [RoundTripModels.Level: String] = [:]
            var byColor: [RoundTripModels.Color: Int] = [:]
            var bySmall: [Int8: Bool] = [:]
            var byRatio: [Double: Int] = [:]
            var byFlag: [Bool: Int] = [:]
        }
        var keyed = Keyed()
        keyed.byLevel = [.high: "x", .low: "y"]
        keyed.byColor = [.green: 1]
        keyed.bySmall = [-128: true]
        keyed.byRatio = [0.5: 1, 100: 2]
        keyed.byFlag = [true: 1]
        let text = keyed.kj.JSONString()
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let object = keyed.kj.JSONObject()
        for json in [parsed, object] {
            XCTAssertEqual(json["byLevel"] as? [String: String], ["3": "x", "1": "y"], text)
            XCTAssertEqual(json["byColor"] as? [String: Int], ["green": 1], text)
            XCTAssertEqual(json["bySmall"] as? [String: Bool], ["-128": true], text)
            XCTAssertEqual(json["byRatio"] as? [String: Int], ["0.5": 1, "100": 2], text)
            XCTAssertEqual(json["byFlag"] as? [String: Int], ["true": 1], text)
        }
        for read in [text.kj.model(Keyed.self), object.kj.model(Keyed.self)] {
            let model = try XCTUnwrap(read)
            XCTAssertEqual(model.byLevel, keyed.byLevel)
            XCTAssertEqual(model.byColor, keyed.byColor)
            XCTAssertEqual(model.bySmall, keyed.bySmall)
            XCTAssertEqual(model.byRatio, keyed.byRatio)
            XCTAssertEqual(model.byFlag, keyed.byFlag)
        }
    }

    func testRandomStringsRoundTrip() {
        typealias Text = RoundTripModels.Text
        var generator = RoundTripSplitMix64(seed: 0x5EED_2019_0813)
        let strings = (0..<1000).map { _ in randomString(using: &generator) }

        var failures: [String] = []
        func fail(_ message: String) {
            if failures.count < 10 { failures.append(message) } else { failures.append("") }
        }

        for (index, string) in strings.enumerated() {
            let other = strings[(index + 1) % strings.count]
            let model = Text(text: string, list: [string, other, ""])
            let jsonString = model.kj.JSONString()

            // Foundation
            guard let data = jsonString.data(using: .utf8),
                  let parsed = (try? JSONSerialization.jsonObject(with: data, options: [])) as? [String: Any] else {
                fail("#\(index): JSONSerialization cannot parse \(debugScalars(jsonString)) for \"\(debugScalars(string))\"")
                continue
            }
            if !sameUnicodeScalars(parsed["text"] as? String, string) {
                fail("#\(index): Foundation read text \(debugScalars(parsed["text"] as? String ?? "nil")) for \"\(debugScalars(string))\"")
            }
            let parsedList = parsed["list"] as? [String] ?? []
            if parsedList.count != 3 || !zip(parsedList, [string, other, ""]).allSatisfy({ sameUnicodeScalars($0, $1) }) {
                fail("#\(index): Foundation read list \(parsedList.map(debugScalars)) for \"\(debugScalars(string))\"")
            }

            // KakaJSON
            guard let back = jsonString.kj.model(Text.self) else {
                fail("#\(index): kj.model gave nil for \(debugScalars(jsonString))")
                continue
            }
            if !sameUnicodeScalars(back.text, string) {
                fail("#\(index): KakaJSON read text \"\(debugScalars(back.text))\" for \"\(debugScalars(string))\"")
            }
            if back.list.count != 3 || !zip(back.list, [string, other, ""]).allSatisfy({ sameUnicodeScalars($0, $1) }) {
                fail("#\(index): KakaJSON read list \(back.list.map(debugScalars)) for \"\(debugScalars(string))\"")
            }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) failures, the first: \n" + failures.prefix(10).joined(separator: "\n"))

        // All of them in one model, compact and pretty printed.
        let all = Text(text: strings.joined(), list: strings)
        for jsonString in [all.kj.JSONString(), all.kj.JSONString(prettyPrinted: true)] {
            assertJSONEqual(jsonString, ["text": strings.joined(), "list": strings])
            let back = jsonString.kj.model(Text.self)
            XCTAssertTrue(sameUnicodeScalars(back?.text, strings.joined()))
            XCTAssertEqual(back?.list.count, strings.count)
            XCTAssertTrue(back.map { zip($0.list, strings).allSatisfy { sameUnicodeScalars($0, $1) } } ?? false)
        }
    }

    /// A random string of 0–32 scalars: control characters, JSON's special
    /// characters, U+2028/U+2029, emoji, CJK, combining marks and any other scalar.
    ///
    /// U+FEFF is never used: Foundation's JSONSerialization on Linux drops a
    /// U+FEFF (byte order mark) from the text it parses, so a string holding one
    /// cannot survive the Foundation half of the test.
    private func randomString(using generator: inout RoundTripSplitMix64) -> String {
        let specials: [UInt32] = [0x22, 0x5C, 0x2F, 0x2028, 0x2029, 0x00, 0x7F, 0x200D, 0xFE0F, 0xFFFD, 0x10FFFF]
        var scalars = String.UnicodeScalarView()
        let length = Int.random(in: 0...32, using: &generator)
        while scalars.count < length {
            let value: UInt32
            switch Int.random(in: 0..<9, using: &generator) {
            case 0: value = UInt32.random(in: 0x00...0x1F, using: &generator)      // C0 controls
            case 1: value = UInt32.random(in: 0x7F...0x9F, using: &generator)      // DEL, C1 controls
            case 2: value = specials[Int.random(in: 0..<specials.count, using: &generator)]
            case 3: value = UInt32.random(in: 0x20...0x7E, using: &generator)      // printable ASCII
            case 4: value = UInt32.random(in: 0x1F300...0x1FAFF, using: &generator) // emoji
            case 5: value = UInt32.random(in: 0x4E00...0x9FFF, using: &generator)  // CJK
            case 6: value = UInt32.random(in: 0x20000...0x2A6DF, using: &generator) // CJK extension B
            case 7: value = UInt32.random(in: 0x0300...0x036F, using: &generator)  // combining marks
            default: value = UInt32.random(in: 0...0x10FFFF, using: &generator)    // anything
            }
            guard value != 0xFEFF, let scalar = Unicode.Scalar(value) else { continue } // no surrogates, no BOM
            scalars.append(scalar)
        }
        return String(scalars)
    }

    // MARK: Non-finite numbers

    /// NaN and ±infinity have no JSON form: the JSON stays valid and their keys are left out.
    func testNonFiniteNumbers() {
        let model = RoundTripModels.NonFinite()
        let expected: [String: Any] = ["finite": 1.5]
        let absent = ["nan", "inf", "negInf", "floatNaN", "floatInf", "cgNaN", "optionalNaN", "numberNaN", "decimalNaN"]

        for jsonString in [model.kj.JSONString(), model.kj.JSONString(prettyPrinted: true), JSONString(from: model)] {
            assertJSONEqual(jsonString, expected)
            let parsed = parseJSONObject(jsonString)
            for key in absent {
                XCTAssertNil(parsed?[key], "\(key) must be left out: \(jsonString)")
            }
        }
        let object = model.kj.JSONObject()
        assertJSONObjectEqual(object, expected)
        for key in absent {
            XCTAssertNil(object[key], "\(key) must be left out of JSONObject()")
        }

        // Nested models and arrays of them.
        let nested = RoundTripModels.NonFiniteNested()
        assertJSONEqual(nested.kj.JSONString(), ["inner": expected, "inners": [expected]] as [String: Any])
        assertJSONEqual([model].kj.JSONString(), [expected] as [Any])

        // Inside an array the JSON must stay valid; the finite elements keep their order.
        let withArray = RoundTripModels.NonFiniteInArray()
        for jsonString in [withArray.kj.JSONString(), withArray.kj.JSONString(prettyPrinted: true)] {
            guard let parsed = parseJSONObject(jsonString) else { continue }
            XCTAssertTrue(sameUnicodeScalars(parsed["name"] as? String, "samples"))
            if let samples = parsed["samples"] {
                let elements = samples as? [Any] ?? []
                XCTAssertNotNil(samples as? [Any], "samples is not an array: \(jsonString)")
                let finite = elements.compactMap { $0 is NSNull ? nil : ($0 as? NSNumber)?.doubleValue }
                XCTAssertEqual(finite, [1, 2], jsonString)
                XCTAssertTrue(elements.allSatisfy { $0 is NSNull || $0 is NSNumber }, jsonString)
            }
        }
    }
}

// MARK: - Random numbers

/// SplitMix64: a small seeded generator, so the random tests reproduce exactly.
/// (Named apart from the target's other `SplitMix64`, so the files compile together.)
struct RoundTripSplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
