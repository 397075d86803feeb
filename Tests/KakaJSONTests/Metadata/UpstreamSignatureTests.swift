// Upstream KakaJSON's public entry points, called with upstream's exact
// types: a drift in a return type, an optional or a label breaks the build.
// `exactly(&value, T.self)` compiles only when `value` is exactly a `T`
// (an inout argument allows no conversion, not even to an Optional).

import XCTest
import Foundation
import KakaJSON

private func exactly<T>(_ value: inout T, _: T.Type) {}

private struct Kitten: Convertible, Hashable {
    var name = ""
}

private enum Mood: String, ConvertibleEnum {
    case calm, wild
}

/// A ConvertibleEnum without a raw value, written as upstream's protocol asks.
private enum Size: ConvertibleEnum {
    case small, large
    static func kj_convert(from value: Any) -> Size? { (value as? Int).map { $0 > 5 ? .large : .small } }
    var kj_value: Any { self == .small ? 1 : 9 }
    static var kj_valueType: Any.Type { Int.self }
}

/// Every hook, with upstream's signatures.
private struct Hooked: Convertible {
    var name = ""
    func kj_modelKey(from property: Property) -> ModelPropertyKey { property.name }
    func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? { jsonValue }
    func kj_modelType(from jsonValue: Any?, _ property: Property) -> Convertible.Type? { nil }
    mutating func kj_willConvertToModel(from json: [String: Any]) {}
    mutating func kj_didConvertToModel(from json: [String: Any]) {}
    func kj_JSONKey(from property: Property) -> JSONPropertyKey { property.name }
    func kj_JSONValue(from modelValue: Any?, _ property: Property) -> Any? { modelValue }
    func kj_willConvertToJSON() {}
    func kj_didConvertToJSON(json: [String: Any]) {}
}

final class UpstreamSignatureTests: XCTestCase {
    func testTextAndDataEntryPoints() {
        let text = #"[{"name": "a"}]"#
        let object = #"{"name": "a"}"#
        var m1 = object.kj.model(Kitten.self); exactly(&m1, Kitten?.self)
        var m2 = object.kj.model(type: Kitten.self); exactly(&m2, Convertible?.self)
        var a1 = text.kj.modelArray(Kitten.self); exactly(&a1, [Kitten].self)
        var a2 = text.kj.modelArray(type: Kitten.self); exactly(&a2, [Convertible].self)
        let nsText = text as NSString, nsObject = object as NSString
        var m3 = nsObject.kj.model(Kitten.self); exactly(&m3, Kitten?.self)
        var a3 = nsText.kj.modelArray(Kitten.self); exactly(&a3, [Kitten].self)
        let data = Data(text.utf8), objectData = Data(object.utf8)
        var m4 = objectData.kj.model(Kitten.self); exactly(&m4, Kitten?.self)
        var a4 = data.kj.modelArray(Kitten.self); exactly(&a4, [Kitten].self)
        var a5 = (data as NSData).kj.modelArray(type: Kitten.self); exactly(&a5, [Convertible].self)
        var g1 = model(from: object, Kitten.self); exactly(&g1, Kitten?.self)
        var g2 = model(from: object, type: Kitten.self); exactly(&g2, Convertible?.self)
        var g3 = model(from: nsObject, Kitten.self); exactly(&g3, Kitten?.self)
        var g4 = model(from: objectData, Kitten.self); exactly(&g4, Kitten?.self)
        var g5 = model(from: objectData as NSData, type: Kitten.self); exactly(&g5, Convertible?.self)
        var g6 = modelArray(from: text, Kitten.self); exactly(&g6, [Kitten].self)
        var g7 = modelArray(from: nsText, type: Kitten.self); exactly(&g7, [Convertible].self)
        var g8 = modelArray(from: data, Kitten.self); exactly(&g8, [Kitten].self)
        var g9 = modelArray(from: data as NSData, Kitten.self); exactly(&g9, [Kitten].self)
        XCTAssertEqual(a1.first?.name, "a")
        XCTAssertEqual(g9.first?.name, "a")
        XCTAssertEqual(m1?.name, "a")
        // Upstream code indexes the result directly; malformed text gives [].
        XCTAssertEqual("[{".kj.modelArray(Kitten.self), [])
        XCTAssertEqual(modelArray(from: "nope", Kitten.self).count, 0)
    }

    func testDictionaryAndArrayEntryPoints() {
        let json: [String: Any] = ["name": "a"]
        var d1 = json.kj.model(Kitten.self); exactly(&d1, Kitten.self)
        var d2 = json.kj.model(type: Kitten.self); exactly(&d2, Convertible.self)
        let nsKeyed: [NSString: Any] = ["name": "b"]
        var d3 = nsKeyed.kj.model(Kitten.self); exactly(&d3, Kitten.self)
        var d4 = model(from: nsKeyed, type: Kitten.self); exactly(&d4, Convertible.self)
        let dictionary = NSDictionary(dictionary: json)
        var d5 = dictionary.kj.model(Kitten.self); exactly(&d5, Kitten?.self)
        var d6 = model(from: dictionary, Kitten.self); exactly(&d6, Kitten?.self)
        var d7 = model(from: json, Kitten.self); exactly(&d7, Kitten.self)
        let array: [Any] = [json, 1, ["name": "c"]]
        var r1 = array.kj.modelArray(Kitten.self); exactly(&r1, [Kitten].self)
        var r2 = array.kj.modelArray(type: Kitten.self); exactly(&r2, [Convertible].self)
        var r3 = (array as NSArray).kj.modelArray(Kitten.self); exactly(&r3, [Kitten].self)
        var r4 = modelArray(from: array, Kitten.self); exactly(&r4, [Kitten].self)
        var r5 = modelArray(from: array as NSArray, type: Kitten.self); exactly(&r5, [Convertible].self)
        var e1 = (["calm", "x", "wild"] as [Any]).kj.enumArray(Mood.self); exactly(&e1, [Mood].self)
        var e2 = [3, 7].kj.enumArray(type: Size.self); exactly(&e2, [ConvertibleEnum].self)
        XCTAssertEqual(d3.name, "b")
        XCTAssertEqual(d5?.name, "a")
        XCTAssertEqual(r1.map(\.name), ["a", "c"])
        XCTAssertEqual(e1, [.calm, .wild])
        XCTAssertEqual(e2.compactMap { $0 as? Size }, [.small, .large])
        // Keys that are not strings count by their description.
        XCTAssertEqual(NSDictionary(dictionary: [1: "x", "name": "n"]).kj.model(Kitten.self)?.name, "n")
    }

    func testModelToJSONEntryPoints() throws {
        let kitten = Kitten(name: "a")
        var j1 = kitten.kj.JSONObject(); exactly(&j1, [String: Any].self)
        var j2 = kitten.kj.JSONString(prettyPrinted: false); exactly(&j2, String.self)
        var j3 = JSONObject(from: kitten); exactly(&j3, [String: Any].self)
        var j4 = JSONObjectArray(from: [kitten]); exactly(&j4, [[String: Any]].self)
        var j5 = JSONString(from: [kitten], prettyPrinted: false); exactly(&j5, String.self)
        var j6 = [kitten].kj.JSONObjectArray(); exactly(&j6, [[String: Any]].self)
        let mixed: [Any] = [kitten, 1, "x", Mood.wild, Size.large]
        var j7 = mixed.kj.JSONObjectArray(); exactly(&j7, [[String: Any]].self)
        var j8 = mixed.kj.JSONArray(); exactly(&j8, [Any].self)
        var j9 = mixed.kj.JSONString(); exactly(&j9, String.self)
        XCTAssertEqual(j2, #"{"name":"a"}"#)
        XCTAssertEqual(j7.count, 1)
        XCTAssertEqual(j8.count, 5)
        XCTAssertEqual(j9, #"[{"name":"a"},1,"x","wild",9]"#)
        var converted = Kitten()
        converted.kj_m.convert(["name": "m"])
        XCTAssertEqual(converted.name, "m")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kaka-signature-\(UUID()).json").path
        var written = write(kitten, to: file); exactly(&written, String?.self)
        var read1 = read(Kitten.self, from: file); exactly(&read1, Kitten?.self)
        XCTAssertEqual(read1?.name, "a")
        try? FileManager.default.removeItem(atPath: file)
        var key = "nickName".kj.underlineCased(); exactly(&key, String.self)
        XCTAssertEqual(key, "nick_name")
        XCTAssertEqual(Hooked().kj.JSONString(), #"{"name":""}"#)
    }

    func testValues() {
        var v1 = Values.int("6suan8fa8"); exactly(&v1, Int?.self)
        var v2 = Values.value(["name": "k"], of: Kitten.self); exactly(&v2, Kitten?.self)
        var v3 = Values.decimalNumber("0.1"); exactly(&v3, NSDecimalNumber?.self)
        XCTAssertEqual(v1, 6)
        XCTAssertEqual(v2?.name, "k")
        XCTAssertEqual(v3, NSDecimalNumber(string: "0.1"))
        XCTAssertEqual(Values.bool("yes"), true)
        XCTAssertEqual(Values.string(12.5), "12.5")
        XCTAssertEqual(Values.double("6.66cm"), 6.66)
        XCTAssertEqual(Values.float("0.1"), 0.1)
        XCTAssertEqual(Values.cgFloat(2), 2)
        XCTAssertEqual(Values.int8(300), nil, "out of range")
        XCTAssertEqual(Values.int16("-7"), -7)
        XCTAssertEqual(Values.int32(true), 1)
        XCTAssertEqual(Values.int64("9223372036854775807"), .max)
        XCTAssertEqual(Values.uInt(-1), nil)
        XCTAssertEqual(Values.uInt8("255"), 255)
        XCTAssertEqual(Values.uInt16(1.9), 1)
        XCTAssertEqual(Values.uInt32("7"), 7)
        XCTAssertEqual(Values.uInt64("18446744073709551615"), .max)
        XCTAssertEqual(Values.decimal("12345678901234567890.1"), Decimal(string: "12345678901234567890.1"))
        XCTAssertEqual(Values.number("5")?.intValue, 5)
        XCTAssertNil(Values.int(nil))
        XCTAssertNil(Values.int(NSNull()))
        XCTAssertNil(Values.int(Optional<Int>.none as Any))
        XCTAssertEqual(Values.int(Optional(Optional(4)) as Any), 4)
        XCTAssertEqual(Values.value("calm", of: Mood.self), .calm)
        XCTAssertEqual(Values.value(["1", 2], of: [Int].self), [1, 2])
    }
}
