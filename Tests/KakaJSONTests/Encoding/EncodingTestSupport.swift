import XCTest
import Foundation
import KakaJSON

// Helpers for the model → JSON and Coding tests.
//
// Expected values are plain Swift/Foundation values:
//   [String: Any]       a JSON object: same keys (order irrelevant), values compared recursively
//   [Any]               a JSON array: same count, compared in order
//   UnorderedJSONArray  a JSON array whose order does not matter (sets)
//   String              exactly the same Unicode scalars
//   Bool                true/false; a number is not accepted
//   any BinaryInteger   a number exactly equal to the integer (Int64.max, UInt64.max exact)
//   Double              a number `==` to the Double
//   Float               a number that converts back to the same Float
//   CGFloat             a number `==` to the CGFloat's Double value
//   NSNumber            the same, by its kind (boolean, integer or floating point)
//   ExactDecimal        a number with exactly these decimal digits (more than 17
//                       significant digits). `assertJSONEqual` also checks that
//                       the raw JSON text contains the digits.
//   Decimal             the same as ExactDecimal(decimal.description), without the text check
//   NSNull              null
//
// Actual JSON values from `JSONSerialization` are Foundation values (NSNumber,
// NSDecimalNumber, String, [String: Any], [Any]). Actual values from
// `JSONObject()` may also be Swift numbers, Decimal or NSDecimalNumber; they must
// never be `Optional`.

/// An expected number whose decimal digits all matter (more than 17 significant digits).
struct ExactDecimal: CustomStringConvertible {
    let digits: String
    init(_ digits: String) { self.digits = digits }
    var description: String { "ExactDecimal(\(digits))" }
}

/// An expected JSON array whose element order does not matter (a `Set` written as an array).
struct UnorderedJSONArray {
    let elements: [Any]
    init(_ elements: [Any]) { self.elements = elements }
}

// MARK: - Assertions

/// Parses `jsonString` with Foundation (fragments allowed) and compares the result with `expected`.
///
/// Fails if the string is nil, empty, or not valid JSON. For every `ExactDecimal`
/// in `expected`, also checks that the raw text contains its digits, because a
/// JSON parser may round them.
func assertJSONEqual(_ jsonString: String?, _ expected: Any,
                     file: StaticString = #filePath, line: UInt = #line) {
    guard let parsed = parseJSON(jsonString, file: file, line: line) else { return }
    if let mismatch = jsonMismatch(parsed, expected, path: "$", mode: .parsedText) {
        XCTFail("JSON text differs from the expected value: \(mismatch)\ntext: \(jsonString ?? "nil")",
                file: file, line: line)
    }
    for exact in exactDecimals(in: expected) where !(jsonString ?? "").contains(exact.digits) {
        XCTFail("JSON text does not contain the exact digits \(exact.digits): \(jsonString ?? "nil")",
                file: file, line: line)
    }
}

/// Compares a value from `JSONObject()` / `JSONObjectArray()` (Swift or Foundation values) with `expected`.
func assertJSONObjectEqual(_ actual: Any?, _ expected: Any,
                           file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else {
        XCTFail("JSON object is nil", file: file, line: line)
        return
    }
    if let mismatch = jsonMismatch(actual, expected, path: "$", mode: .object) {
        XCTFail("JSON object differs from the expected value: \(mismatch)\nobject: \(actual)",
                file: file, line: line)
    }
}

/// The value Foundation's `JSONSerialization` parses from `jsonString`, or nil
/// (with a test failure) when the string is nil or not valid JSON.
@discardableResult
func parseJSON(_ jsonString: String?, file: StaticString = #filePath, line: UInt = #line) -> Any? {
    guard let jsonString else {
        XCTFail("JSON string is nil", file: file, line: line)
        return nil
    }
    guard !jsonString.isEmpty else {
        XCTFail("JSON string is empty", file: file, line: line)
        return nil
    }
    do {
        return try JSONSerialization.jsonObject(with: Data(jsonString.utf8), options: [.fragmentsAllowed])
    } catch {
        XCTFail("JSONSerialization cannot parse the JSON string (\(error)): \(jsonString)", file: file, line: line)
        return nil
    }
}

/// The object Foundation parses from `jsonString`, as a dictionary, or nil with a test failure.
func parseJSONObject(_ jsonString: String?, file: StaticString = #filePath, line: UInt = #line) -> [String: Any]? {
    guard let parsed = parseJSON(jsonString, file: file, line: line) else { return nil }
    guard let object = parsed as? [String: Any] else {
        XCTFail("JSON text is not an object: \(jsonString ?? "nil")", file: file, line: line)
        return nil
    }
    return object
}

/// Fails unless `string` contains no newline: the compact form.
func assertCompact(_ string: String?, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(string?.contains("\n") ?? true, "compact JSON must be one line: \(string ?? "nil")",
                   file: file, line: line)
}

/// Fails unless `pretty` is pretty printed (newlines, two-space indentation) and
/// parses to the same Foundation value as `compact`.
func assertPrettyPrinted(_ pretty: String?, sameAs compact: String?,
                         file: StaticString = #filePath, line: UInt = #line) {
    guard let pretty else {
        XCTFail("pretty-printed JSON string is nil", file: file, line: line)
        return
    }
    assertTwoSpaceIndented(pretty, file: file, line: line)
    guard let prettyValue = parseJSON(pretty, file: file, line: line),
          let compactValue = parseJSON(compact, file: file, line: line) else { return }
    XCTAssertTrue(foundationEqual(prettyValue, compactValue),
                  "pretty-printed and compact JSON differ:\n\(pretty)\n\(compact ?? "nil")", file: file, line: line)
}

/// Fails unless `pretty` spans several lines and indents with two spaces.
func assertTwoSpaceIndented(_ pretty: String?, file: StaticString = #filePath, line: UInt = #line) {
    guard let pretty else {
        XCTFail("pretty-printed JSON string is nil", file: file, line: line)
        return
    }
    if pretty.hasPrefix("{") {
        XCTAssertTrue(pretty.contains("\n  \""), "object not pretty printed with two-space indentation: \(pretty)",
                      file: file, line: line)
    }
    let lines = pretty.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 2 else {
        XCTFail("pretty-printed JSON has no line breaks: \(pretty)", file: file, line: line)
        return
    }
    // The first member (or element) is indented by exactly two spaces.
    XCTAssertTrue(lines[1].hasPrefix("  ") && !lines[1].hasPrefix("   "),
                  "the first indented line is not indented by two spaces: \(pretty)", file: file, line: line)
    XCTAssertFalse(pretty.contains("\t"), "pretty-printed JSON indents with tabs: \(pretty)", file: file, line: line)
}

/// Whether two values parsed by `JSONSerialization` are equal: same keys, same
/// array order, same string scalars, booleans equal to booleans, numbers equal
/// as numbers. (NSDictionary's own `isEqual` is not used: on Linux it reports
/// two parsed `true` values as different.)
func foundationEqual(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case let (a as [String: Any], b as [String: Any]):
        return a.count == b.count && a.allSatisfy { key, value in b[key].map { foundationEqual(value, $0) } ?? false }
    case let (a as [Any], b as [Any]):
        return a.count == b.count && zip(a, b).allSatisfy(foundationEqual)
    case let (a as String, b as String):
        return a.unicodeScalars.elementsEqual(b.unicodeScalars)
    case (is NSNull, is NSNull):
        return true
    default:
        guard let x = JSONNumber(a), let y = JSONNumber(b), x.isBool == y.isBool else { return false }
        if x.isBool { return x.boolValue == y.boolValue }
        if let dx = x.decimal, let dy = y.decimal { return dx == dy }
        if let ix = x.integerText, let iy = y.integerText { return ix == iy }
        return x.double == y.double
    }
}

/// Whether two strings have exactly the same Unicode scalars (`==` on String
/// uses canonical equivalence, which is too lenient for a round trip).
func sameUnicodeScalars(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a?, b?): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
    default: return false
    }
}

/// `string` with every scalar outside printable ASCII shown as `\u{X}`, for failure messages.
func debugScalars(_ string: String) -> String {
    string.unicodeScalars.map { scalar in
        (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
    }.joined()
}

// MARK: - Comparison

enum JSONCompareMode {
    /// A value `JSONSerialization` parsed from text.
    case parsedText
    /// A value from `JSONObject()`.
    case object
}

/// A description of the first difference between `actual` and `expected`, or nil if they match.
func jsonMismatch(_ actual: Any, _ expected: Any, path: String, mode: JSONCompareMode) -> String? {
    if mode == .object, Mirror(reflecting: actual).displayStyle == .optional {
        return "\(path): value is an Optional (\(actual)); a JSON object holds no Optionals"
    }
    switch expected {
    case let expected as [String: Any]:
        guard let actual = actual as? [String: Any] else {
            return "\(path): expected an object, got \(describe(actual))"
        }
        let missing = Set(expected.keys).subtracting(actual.keys).sorted()
        let extra = Set(actual.keys).subtracting(expected.keys).sorted()
        if !missing.isEmpty || !extra.isEmpty {
            return "\(path): keys differ; missing \(missing), unexpected \(extra)"
        }
        for key in expected.keys.sorted() {
            if let mismatch = jsonMismatch(actual[key]!, expected[key]!, path: "\(path).\(key)", mode: mode) {
                return mismatch
            }
        }
        return nil

    case let expected as UnorderedJSONArray:
        guard let actual = anyArray(actual) else {
            return "\(path): expected an array, got \(describe(actual))"
        }
        guard actual.count == expected.elements.count else {
            return "\(path): expected \(expected.elements.count) elements, got \(actual.count): \(actual)"
        }
        var unmatched = actual
        for (index, element) in expected.elements.enumerated() {
            guard let match = unmatched.firstIndex(where: {
                jsonMismatch($0, element, path: path, mode: mode) == nil
            }) else {
                return "\(path): no element matches expected element \(index) (\(element)); actual \(actual)"
            }
            unmatched.remove(at: match)
        }
        return nil

    case let expected as [Any]:
        guard let actual = anyArray(actual) else {
            return "\(path): expected an array, got \(describe(actual))"
        }
        guard actual.count == expected.count else {
            return "\(path): expected \(expected.count) elements, got \(actual.count): \(actual)"
        }
        for index in expected.indices {
            if let mismatch = jsonMismatch(actual[index], expected[index], path: "\(path)[\(index)]", mode: mode) {
                return mismatch
            }
        }
        return nil

    case let expected as String:
        guard let actual = actual as? String else {
            return "\(path): expected the string \"\(debugScalars(expected))\", got \(describe(actual))"
        }
        return sameUnicodeScalars(actual, expected) ? nil
            : "\(path): expected \"\(debugScalars(expected))\", got \"\(debugScalars(actual))\""

    case is NSNull:
        return actual is NSNull ? nil : "\(path): expected null, got \(describe(actual))"

    case let expected as ExactDecimal:
        guard let number = JSONNumber(actual), !number.isBool else {
            return "\(path): expected the number \(expected.digits), got \(describe(actual))"
        }
        let wanted = Decimal(string: expected.digits)!
        if let decimal = number.decimal {
            return decimal == wanted ? nil : "\(path): expected \(expected.digits), got \(decimal) (\(describe(actual)))"
        }
        guard mode == .parsedText else {
            return "\(path): expected the exact number \(expected.digits), got \(describe(actual)), which cannot hold every digit"
        }
        // The parser gave a binary number. The text holds the digits (checked by
        // assertJSONEqual); here the value only has to be the nearest binary number.
        let target = Double(expected.digits)!
        return abs(number.double - target) <= abs(target) * 1e-15 ? nil
            : "\(path): expected about \(expected.digits), got \(describe(actual))"

    case let expectedValue where JSONNumber(expectedValue) != nil:
        // Numbers and Bools, recognised by their exact type (on Linux `as? Bool`
        // also accepts an NSNumber 0 or 1, and `as? Double` any NSNumber).
        let expected = JSONNumber(expectedValue)!
        guard let number = JSONNumber(actual) else {
            return "\(path): expected \(expectedValue), got \(describe(actual))"
        }
        if expected.isBool || number.isBool {
            return expected.isBool && number.isBool && expected.boolValue == number.boolValue ? nil
                : "\(path): expected \(describe(expectedValue)), got \(describe(actual))"
        }
        if let decimal = expected.decimal {
            return jsonMismatch(actual, ExactDecimal(decimal.description), path: path, mode: mode)
        }
        if let integerText = expected.integerText {
            return number.equals(integerText: integerText) ? nil
                : "\(path): expected the integer \(integerText), got \(describe(actual))"
        }
        if type(of: expectedValue) == Float.self {
            return Float(number.double) == Float(expected.double) ? nil
                : "\(path): expected a number that reads back as the Float \(expectedValue), got \(describe(actual))"
        }
        return number.double == expected.double ? nil : "\(path): expected \(expectedValue), got \(describe(actual))"

    default:
        return "\(path): the test's expected value \(expected) (\(type(of: expected))) has no comparison rule"
    }
}

/// The elements of a JSON array value (`[Any]` or `NSArray`).
private func anyArray(_ value: Any) -> [Any]? {
    if let array = value as? [Any] { return array }
    if let array = value as? NSArray { return array.map { $0 } }
    return nil
}

private func describe(_ value: Any) -> String {
    "\(value) (\(type(of: value)))"
}

/// Every `ExactDecimal` inside an expected value.
private func exactDecimals(in expected: Any) -> [ExactDecimal] {
    switch expected {
    case let exact as ExactDecimal: return [exact]
    case let object as [String: Any]: return object.values.flatMap(exactDecimals(in:))
    case let array as UnorderedJSONArray: return array.elements.flatMap(exactDecimals(in:))
    case let array as [Any]: return array.flatMap(exactDecimals(in:))
    default: return []
    }
}

/// A number (or Bool) in any of the forms a JSON value may take.
struct JSONNumber {
    /// The value is a Bool (Swift `Bool` or Foundation's boolean NSNumber).
    var isBool = false
    var boolValue = false
    /// The exact integer digits, when the value is an integer type.
    var integerText: String?
    /// The exact decimal value, when the value is a Decimal or NSDecimalNumber.
    var decimal: Decimal?
    /// The value as a Double (exact for Double/Float/CGFloat and small integers).
    var double: Double = .nan

    init?(_ value: Any) {
        // Swift values first, by their exact type (on Apple platforms `as?` would
        // also bridge an NSNumber to any of them), then Foundation numbers.
        let valueType = type(of: value)
        if valueType == Bool.self, let bool = value as? Bool {
            isBool = true
            boolValue = bool
            double = bool ? 1 : 0
        } else if valueType == Decimal.self, let decimal = value as? Decimal {
            self.decimal = decimal
            double = Double(decimal.description) ?? .nan
        } else if let integer = value as? any BinaryInteger {
            integerText = String(describing: integer)
            double = Double(integerText!) ?? .nan
        } else if valueType == Float.self, let float = value as? Float {
            double = Double(float)
        } else if valueType == Double.self, let float = value as? Double {
            double = float
        } else if valueType == CGFloat.self, let float = value as? CGFloat {
            double = Double(float)
        } else if let number = value as? NSDecimalNumber {
            decimal = number.decimalValue
            double = Double(number.stringValue) ?? .nan
        } else if let number = value as? NSNumber {
            if type(of: number) == type(of: NSNumber(value: true)) {
                isBool = true
                boolValue = number.boolValue
                double = number.boolValue ? 1 : 0
                return
            }
            switch String(cString: number.objCType) {
            case "f", "d":
                double = number.doubleValue
            default:
                integerText = number.stringValue
                double = Double(number.stringValue) ?? number.doubleValue
            }
        } else {
            return nil
        }
    }

    /// Whether the number is exactly the integer written `text`.
    func equals(integerText text: String) -> Bool {
        if let integerText { return integerText == text }
        if let decimal { return decimal == Decimal(string: text) }
        // A binary floating-point number: exact only up to 2^53.
        guard let wanted = Double(text), abs(wanted) <= 9_007_199_254_740_992 else { return false }
        return double == wanted
    }
}

// MARK: - Call recording

/// A thread-safe list of events, for the conversion callbacks.
final class CallRecorder: @unchecked Sendable {
    // @unchecked: every access to `events` holds `lock`.
    private let lock = NSLock()
    private var storage: [String] = []
    private var jsons: [[String: Any]] = []

    func record(_ event: String, json: [String: Any]? = nil) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(event)
        if let json { jsons.append(json) }
    }

    var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// The JSON objects passed to `kj_didConvertToJSON`, in call order.
    var recordedJSONs: [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return jsons
    }

    func reset() {
        lock.lock()
        defer { lock.unlock() }
        storage = []
        jsons = []
    }
}
