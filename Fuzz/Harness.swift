// libFuzzer target: bytes → models → JSON text → models → text again.
//
// Built by Fuzz/run.sh with -sanitize=fuzzer,address against KakaJSON's
// objects; not part of `swift test`. A crash, a sanitizer report or a
// failed check (fuzzCheck) stops the run and leaves the input in
// Fuzz/crashes/.

import Foundation
import KakaJSON

// MARK: Models: inheritance, generics, optionals of optionals, enums,
// collections of models, key paths, every scalar type.

enum Mood: String, ConvertibleEnum { case calm, wild }
enum Level: Int, ConvertibleEnum { case low = 1, high = 2 }

struct Scalars: Convertible {
    var int = 0, int8: Int8 = 0, int16: Int16 = 0, int32: Int32 = 0, int64: Int64 = 0
    var uint: UInt = 0, uint8: UInt8 = 0, uint16: UInt16 = 0, uint32: UInt32 = 0, uint64: UInt64 = 0
    var double = 0.0, float: Float = 0, bool = false, string = ""
    var decimal = Decimal(0), date = Date(timeIntervalSince1970: 0), url: URL?, data = Data()
    var number: NSNumber?, text: NSString?
}

class Animal: Convertible {
    var name = ""
    var legs: Int? = nil
    var tags: Set<String> = []
    required init() {}
}

final class Dog: Animal {
    var mood = Mood.calm
    var friends: [Dog] = []
    var best: Dog?
}

struct Box<Value>: Convertible {
    var value: Value?
    var values: [Value] = []
}

struct Rich: Convertible {
    var scalars = Scalars()
    var deep: Int?? = nil
    var levels: [Level] = []
    var byName: [String: Scalars] = [:]
    var byNumber: [Int: String] = [:]
    var dog: Dog?
    var animals: [Animal] = []
    var intBox = Box<Int>()
    var dogBox = Box<Dog>()
    var any: Any?
    var list: [Any] = []
    var map: [String: Any] = [:]
    var nested: String = ""
    var optionalArray: [Int?] = []

    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        switch property.name {
        case "nested": return ["nested", "a.b.0.c", "x.y"]
        case "levels": return "levels"
        default: return property.name
        }
    }
}

/// Every integer width, for the integer spellings check.
struct IntegerWidths: Convertible {
    var i8: Int8 = 0, i16: Int16 = 0, i32: Int32 = 0, i64: Int64 = 0, int: Int = 0
    var u8: UInt8 = 0, u16: UInt16 = 0, u32: UInt32 = 0, u64: UInt64 = 0, uint: UInt = 0
}

/// Integer dictionary keys, for the integer spellings check.
struct IntegerKeys: Convertible {
    var signed: [Int64: Int] = [:]
    var unsigned: [UInt64: Int] = [:]
}

/// A Codable model for the coders: read by KakaJSONDecoder, then written by
/// KakaJSONEncoder and by Foundation's JSONEncoder.
struct CodableRich: Codable {
    var a: Int?
    var b: String?
    var c: [Double]?
    var d: [String: Int]?
    var e: Bool?
    var f: Int64?
    var g: [CodableRich]?
    var h: UInt8?
    var i: [String?]?
    var j: Decimal?
    var k: Data?
    var l: Date?
}

// MARK: Checks

func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard condition else {
        FileHandle.standardError.write(Data("fuzz check failed: \(message())\n".utf8))
        abort()
    }
}

/// JSON text in a canonical form, for comparing texts whose unordered
/// collections (sets, dictionaries) may come out in another order: object
/// members sorted by key, array elements sorted by their canonical text.
func canonical(_ text: String) -> String? {
    guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) else {
        return nil
    }
    func form(_ value: Any) -> String {
        switch value {
        case let object as [String: Any]:
            return "{" + object.keys.sorted().map { "\($0):\(form(object[$0]!))" }.joined(separator: ",") + "}"
        case let array as [Any]:
            return "[" + array.map(form).sorted().joined(separator: ",") + "]"
        case let string as String:
            return "\"" + string + "\""
        default:
            // Numbers by value: a Float's text keeps its fraction (`0.0`),
            // JSONSerialization writes the same Double without it (`0`).
            let text = "\(value)"
            guard let number = Double(text) else { return text }
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        }
    }
    return form(value)
}

func roundTrip<Model: Convertible>(_ type: Model.Type, _ data: Data) {
    guard let model = data.kj.model(type) else { return }
    let first = model.kj.JSONString()
    guard let again = first.kj.model(type) else {
        fuzzCheck(false, "\(type): the written text does not read back: \(first)")
        return
    }
    let second = again.kj.JSONString()
    if first != second {
        let same = canonical(first).map { $0 == canonical(second) } ?? false
        fuzzCheck(same, "\(type): text changed on a round trip:\n\(first)\n\(second)")
    }
    // The Foundation object says what the text says (collections handed
    // over as they are included): JSONSerialization accepts it and writes
    // the same members.
    let object = model.kj.JSONObject()
    fuzzCheck(JSONSerialization.isValidJSONObject(object), "\(type): JSONObject() is not a valid JSON object: \(object)")
    if let data = try? JSONSerialization.data(withJSONObject: object),
       let serialized = String(data: data, encoding: .utf8) {
        let same = canonical(serialized).map { $0 == canonical(first) } ?? false
        fuzzCheck(same, "\(type): JSONObject() differs from the text:\n\(serialized)\n\(first)")
    } else {
        fuzzCheck(false, "\(type): JSONSerialization cannot write JSONObject(): \(object)")
    }
}

/// The report must not change the result: `model(_:issues:)` gives the model
/// `model(_:)` gives, and `decode` succeeds exactly when no issue is an error
/// (the fuzz models require no key, so only missing keys are not errors).
func checkDiagnostics<Model: Convertible>(_ type: Model.Type, _ data: Data) {
    var issues: [ConversionIssue] = []
    let reported = data.kj.model(type, issues: &issues)
    let plain = data.kj.model(type)
    let reportedText = reported?.kj.JSONString(), plainText = plain?.kj.JSONString()
    // A collection written into a String as its description: a dictionary's
    // description lists its pairs in the order of that instance's hashing.
    let describesCollection = issues.contains { $0.message.contains("as its description") }
    if reportedText != plainText && !describesCollection {
        // Dictionaries of equal contents may iterate in different orders.
        fuzzCheck(reportedText.flatMap(canonical) == plainText.flatMap(canonical),
                  "\(type): model(_:issues:) wrote \(reportedText ?? "nil"), model(_:) \(plainText ?? "nil")")
    }
    fuzzCheck(issues.allSatisfy { !$0.message.isEmpty }, "\(type): an issue without a message")
    let decoded = try? data.kj.decode(type)
    // Neither a missing key (no property here is required) nor a repeated key is an error.
    let clean = plain != nil && issues.allSatisfy { $0.kind == .missingKey || $0.kind == .duplicateKey }
    fuzzCheck((decoded != nil) == clean,
              "\(type): decode \(decoded == nil ? "threw" : "succeeded") with issues \(issues)")
}

/// Equality, hashing, description and copying on whatever decoded: a model
/// equals itself and its deep copy, with the same hash, and describes
/// itself without trapping.
func checkObjects<Model: Convertible>(_ type: Model.Type, _ data: Data) {
    guard let model = data.kj.model(type) else { return }
    fuzzCheck(model.kj.isEqual(to: model), "\(type): a model is not equal to itself: \(model.kj.description)")
    let copy = model.kj.copy()
    fuzzCheck(copy.kj.isEqual(to: model), "\(type): a copy differs: \(copy.kj.description) / \(model.kj.description)")
    var first = Hasher(), second = Hasher()
    model.kj.hash(into: &first)
    copy.kj.hash(into: &second)
    fuzzCheck(first.finalize() == second.finalize(), "\(type): equal models hash differently")
    _ = model.kj.description
}

/// KakaJSONEncoder against Foundation's JSONEncoder: the same bytes with
/// .sortedKeys, and the same JSON value from the streaming path.
func checkCoders(_ data: Data) {
    guard let value = try? KakaJSONDecoder().decode(CodableRich.self, from: data) else { return }
    let ours = KakaJSONEncoder()
    let foundation = JSONEncoder()
    ours.outputFormatting = .sortedKeys
    foundation.outputFormatting = .sortedKeys
    let expected = (try? foundation.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    let sorted = (try? ours.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    fuzzCheck(sorted == expected, "KakaJSONEncoder wrote \(sorted ?? "an error"), JSONEncoder \(expected ?? "an error")")
    ours.outputFormatting = []
    let streamed = (try? ours.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    fuzzCheck(streamed.flatMap(canonical) == sorted.flatMap(canonical),
              "KakaJSONEncoder's streamed text \(streamed ?? "an error") differs from its sorted text")
}

/// An integer taken from the input (its first 8 bytes, signed or not by the
/// 9th), written in an exact spelling (fraction of zeros, exponents, the
/// point moved, leading zeros after it; the 10th byte chooses) and with a
/// fraction, must read
/// back exactly into every width that holds it, as a JSON number, a JSON
/// string, a `[String: Any]` string and an integer key; a width that cannot
/// hold it keeps its default with an out-of-range issue; a fraction is
/// dropped with a lossy issue.
func checkIntegerSpellings(_ data: Data) {
    guard data.count >= 10 else { return }
    let bits = data.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let choice = Int(data[data.startIndex + 8]), spelling = Int(data[data.startIndex + 9])
    let negative = choice & 1 == 1 && Int64(bitPattern: bits) < 0
    let magnitude = negative ? Int64(bitPattern: bits).magnitude : bits
    let sign = negative ? "-" : ""
    let digits = String(magnitude)
    // The point moved `shift` places left, with the exponent to match.
    let shift = (choice >> 1) % 24
    let padded = String(repeating: "0", count: max(0, shift - digits.count + 1)) + digits
    let moved = String(padded.dropLast(shift)) + "." + padded.suffix(shift) + "0"
    let zeros = (spelling >> 4) % 8
    let exact = [digits, digits + ".0", digits + "e0", magnitude == 0 ? "0e-3" : digits + "000e-3", moved + "e\(shift)",
                 "0." + String(repeating: "0", count: zeros) + digits + "E+\(digits.count + zeros)"]
    // One exact spelling and one with a fraction per input, to keep the run fast.
    checkInteger(sign + exact[spelling % exact.count], negative: negative, magnitude: magnitude, lossy: false)
    let fraction = spelling & 8 == 0 ? digits + ".5" : moved + "01e\(shift)"
    checkInteger(sign + fraction, negative: negative, magnitude: magnitude, lossy: true)
    // KakaJSONDecoder reads a plain integer exactly too.
    let decoded = try? KakaJSONDecoder().decode(Int64.self, from: Data((sign + digits).utf8))
    fuzzCheck(decoded == signedValue(Int64.self, negative: negative, magnitude: magnitude),
              "KakaJSONDecoder read \(sign + digits) as \(decoded.map { "\($0)" } ?? "an error")")
}

/// ±`magnitude` as `I`, or nil when `I` cannot hold it.
func signedValue<I: FixedWidthInteger>(_: I.Type, negative: Bool, magnitude: UInt64) -> I? {
    guard negative else { return I(exactly: magnitude) }
    return magnitude <= UInt64(1) << 63 ? I(exactly: Int64(bitPattern: 0 &- magnitude)) : nil
}

/// `text`, a spelling of ±`magnitude` (plus a fraction when `lossy`),
/// read on every path into every width.
func checkInteger(_ text: String, negative: Bool, magnitude: UInt64, lossy: Bool) {
    func expected<I: FixedWidthInteger>(_ type: I.Type) -> I? { signedValue(type, negative: negative, magnitude: magnitude) }
    let names = ["i8", "i16", "i32", "i64", "int", "u8", "u16", "u32", "u64", "uint"]
    func check(_ model: IntegerWidths?, _ issues: [ConversionIssue], _ path: String) {
        guard let model else { return fuzzCheck(false, "\(path) \(text): no model") }
        let found: [String: String] = [
            "i8": "\(model.i8)", "i16": "\(model.i16)", "i32": "\(model.i32)", "i64": "\(model.i64)", "int": "\(model.int)",
            "u8": "\(model.u8)", "u16": "\(model.u16)", "u32": "\(model.u32)", "u64": "\(model.u64)", "uint": "\(model.uint)",
        ]
        let wanted: [String: String?] = [
            "i8": expected(Int8.self).map { "\($0)" }, "i16": expected(Int16.self).map { "\($0)" },
            "i32": expected(Int32.self).map { "\($0)" }, "i64": expected(Int64.self).map { "\($0)" },
            "int": expected(Int.self).map { "\($0)" }, "u8": expected(UInt8.self).map { "\($0)" },
            "u16": expected(UInt16.self).map { "\($0)" }, "u32": expected(UInt32.self).map { "\($0)" },
            "u64": expected(UInt64.self).map { "\($0)" }, "uint": expected(UInt.self).map { "\($0)" },
        ]
        for name in names {
            let kinds = issues.filter { $0.path == name }.map(\.kind)
            if let value = wanted[name]! {
                fuzzCheck(found[name] == value && kinds == (lossy ? [.lossyConversion] : []),
                          "\(path) \(text) into \(name): \(found[name]!) \(kinds), expected \(value)")
            } else {
                fuzzCheck(found[name] == "0" && kinds == [.outOfRange],
                          "\(path) \(text) into \(name): \(found[name]!) \(kinds), expected the default and outOfRange")
            }
        }
    }
    var issues: [ConversionIssue] = []
    let number = "{" + names.map { #""\#($0)":\#(text)"# }.joined(separator: ",") + "}"
    check(number.kj.model(IntegerWidths.self, issues: &issues), issues, "number")
    issues = []
    let string = "{" + names.map { #""\#($0)":"\#(text)""# }.joined(separator: ",") + "}"
    check(string.kj.model(IntegerWidths.self, issues: &issues), issues, "string")
    issues = []
    let object = Dictionary(uniqueKeysWithValues: names.map { ($0, text as Any) })
    check(object.kj.model(IntegerWidths.self, issues: &issues), issues, "[String: Any]")
    let keys = #"{"signed": {"\#(text)": 1}, "unsigned": {"\#(text)": 1}}"#.kj.model(IntegerKeys.self)
    fuzzCheck(keys?.signed.keys.first == expected(Int64.self) && keys?.unsigned.keys.first == expected(UInt64.self),
              "key \(text): \(keys.map { "\($0.signed) \($0.unsigned)" } ?? "no model")")
}

/// Any JSON value through the Codable containers only, so that every value
/// of a document is read (Foundation validates a value only when it is read).
indirect enum FuzzValue: Decodable, Equatable {
    case null, bool(Bool), string(String), integer(Int64)
    /// A `Double` by its bits, every NaN as one: decoders must agree to the bit.
    case number(UInt64)
    case array([FuzzValue]), object([String: FuzzValue])

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if var elements = try? decoder.unkeyedContainer() {
            var array: [FuzzValue] = []
            while !elements.isAtEnd { array.append(try elements.decode(FuzzValue.self)) }
            self = .array(array)
        } else if let members = try? decoder.container(keyedBy: Key.self) {
            var object: [String: FuzzValue] = [:]
            for key in members.allKeys { object[key.stringValue] = try members.decode(FuzzValue.self, forKey: key) }
            self = .object(object)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let string = try? value.decode(String.self) {
                self = .string(string)
            } else if let integer = try? value.decode(Int64.self) {
                self = .integer(integer)
            } else {
                let double = try value.decode(Double.self)
                self = .number(double.isNaN ? Double.nan.bitPattern : double.bitPattern)
            }
        }
    }
}

/// KakaJSONDecoder and Foundation's JSONDecoder accept and refuse the same
/// bytes, as JSON and as JSON5, and decode the same values from them. Skipped: text whose first bytes make it
/// UTF-16 or UTF-32 (our detection also reads text whose second character
/// is not ASCII), and an exponent sign without digits, on which Foundation
/// stops the process (Docs/Differences.md); with JSON5, also the other
/// inputs that stop it or that it reads past.
func checkAgainstFoundation(_ data: Data) {
    guard !data.prefix(4).contains(0), !data.starts(with: [0xFE, 0xFF]), !data.starts(with: [0xFF, 0xFE]) else { return }
    let bytes = Array(data)
    for index in bytes.indices.dropFirst() where bytes[index] == 0x2B || bytes[index] == 0x2D {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if bytes[index - 1] | 0x20 == 0x65, !(0x30...0x39).contains(next) { return }
    }
    // Foundation's JSON5 reader stops the process on ill-formed UTF-8 in an
    // unquoted key (`{\xFF"::Int0}`): such input is read by ours alone.
    let isUTF8 = String(validating: data, as: UTF8.self) != nil
    var unreadValueIsInvalid = false
    for json5 in [false, true] {
        let foundation = JSONDecoder(), ours = KakaJSONDecoder()
        foundation.allowsJSON5 = json5
        ours.allowsJSON5 = json5
        guard !json5 || (isUTF8 && !endsInANumber(bytes) && !hasHexNumberFoundationStopsOn(bytes)) else {
            _ = try? ours.decode(FuzzValue.self, from: data)
            continue
        }
        let theirValue = try? foundation.decode(FuzzValue.self, from: data)
        let myValue = try? ours.decode(FuzzValue.self, from: data)
        let theirs = theirValue != nil, mine = myValue != nil
        if let theirValue, let myValue {
            fuzzCheck(theirValue == myValue, "JSONDecoder and KakaJSONDecoder decode different values, allowsJSON5 \(json5)")
        }
        // JSONDecoder checks a value only when a type reads it, and the
        // value of a repeated key is never read there: text it accepts that
        // JSONSerialization (which reads everything) refuses is refused by
        // ours on purpose (Differences.md). JSONSerialization reads no JSON5
        // here: with JSON5, the excuse is the plain text's.
        if !json5 {
            unreadValueIsInvalid = theirs && !mine
                && (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) == nil
        } else {
            // Foundation's JSON5 reader checks a number only when it is read:
            // text with a repeated key may hide a bad one from it.
            unreadValueIsInvalid = unreadValueIsInvalid || (theirs && !mine && hasRepeatedKey(bytes))
        }
        fuzzCheck(theirs == mine || (theirs && !mine && unreadValueIsInvalid),
                  "JSONDecoder \(theirs ? "accepts" : "refuses") and KakaJSONDecoder \(mine ? "accepts" : "refuses"), allowsJSON5 \(json5)")
    }
}

/// Whether the text may end in a number (its last token starts as a number
/// does): Foundation's JSON5 number reader reads past the end of such text,
/// so its result depends on the bytes after it, and now and then it stops
/// the process.
func endsInANumber(_ bytes: [UInt8]) -> Bool {
    func isTokenByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
    guard let last = bytes.last, isTokenByte(last) else { return false }
    var start = bytes.count - 1
    while start > 0, isTokenByte(bytes[start - 1]) { start -= 1 }
    return !(0x61...0x7A).contains(bytes[start] | 0x20)
}

/// Whether some key token (quoted either way, or a bare identifier before a
/// colon) appears twice in the text: an approximation, for the fuzz check
/// only, of "an object repeats a key".
func hasRepeatedKey(_ bytes: [UInt8]) -> Bool {
    var seen = Set<ArraySlice<UInt8>>()
    var index = 0
    func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "\\")
            || (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)
    }
    while index < bytes.count {
        let start = index
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            index += 1
            while index < bytes.count, bytes[index] != byte {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index = min(index + 1, bytes.count)
        } else if isIdentifierByte(byte) {
            while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        } else {
            index += 1
            continue
        }
        let token = bytes[start..<index]
        var next = index
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x0A || bytes[next] == 0x09 || bytes[next] == 0x0D {
            next += 1
        }
        if next < bytes.count, bytes[next] == UInt8(ascii: ":"), !seen.insert(token).inserted { return true }
    }
    return false
}

/// Whether the text may hold a hexadecimal number on which Foundation's
/// JSON5 integer reader stops the process: any `0x` not followed by 1 to 15
/// hexadecimal digits and then a byte that ends a number. Seen: one followed
/// by an exponent sign (`0x1e-1`), by another `x` (`0x0x`), or a negative
/// one of 16 digits (`-0x8000000000000001` into `Int64`).
func hasHexNumberFoundationStopsOn(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 1 < bytes.count {
        defer { index += 1 }
        guard bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x") else { continue }
        var end = index + 2
        while end < bytes.count, bytes[end].isHexDigit { end += 1 }
        let digits = end - index - 2
        if digits == 0 || digits >= 16 { return true }
        if end < bytes.count {
            let next = bytes[end]
            if next >= 0x80 || next.isHexDigit || (0x61...0x7A).contains(next | 0x20)
                || [UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "$"),
                    UInt8(ascii: "\\")].contains(next) {
                return true
            }
        }
    }
    return false
}

private extension UInt8 {
    var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x61...0x66).contains(self | 0x20)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    roundTrip(Rich.self, data)
    roundTrip(Scalars.self, data)
    roundTrip(Dog.self, data)
    _ = data.kj.modelArray(Rich.self)
    checkDiagnostics(Rich.self, data)
    checkDiagnostics(Scalars.self, data)
    checkObjects(Rich.self, data)
    checkObjects(Dog.self, data)
    _ = try? KakaJSONDecoder().decode([String: [Int?]].self, from: data)
    checkCoders(data)
    checkIntegerSpellings(data)
    checkAgainstFoundation(data)
    return 0
}
