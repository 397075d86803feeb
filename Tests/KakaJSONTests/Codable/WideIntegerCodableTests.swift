import Foundation
import KakaJSON
import XCTest

// Int128 and UInt128 through KakaJSONDecoder and KakaJSONEncoder, compared
// with Foundation's JSONDecoder and JSONEncoder on every container kind.

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct WidePair: Codable, Equatable {
    var signed: Int128
    var unsigned: UInt128
    var maybe: Int128?
    var maybeUnsigned: UInt128?
}

/// Reads and writes its values through an unkeyed container's concrete methods.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct UnkeyedWide: Codable, Equatable {
    var signed: Int128
    var unsigned: UInt128

    init(signed: Int128, unsigned: UInt128) {
        self.signed = signed
        self.unsigned = unsigned
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        signed = try container.decode(Int128.self)
        unsigned = try container.decode(UInt128.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(signed)
        try container.encode(unsigned)
    }
}

/// Reads and writes itself through a single-value container's concrete methods.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct SingleWide: Codable, Equatable {
    var value: UInt128

    init(_ value: UInt128) { self.value = value }

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(UInt128.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

private let int128Max = "170141183460469231731687303715884105727"
private let int128Min = "-170141183460469231731687303715884105728"
private let uint128Max = "340282366920938463463374607431768211455"

/// Spellings at and around the bounds, and the other number forms whose
/// reading Foundation fixes for these types.
private let spellings = [
    int128Max, int128Min, uint128Max, "170141183460469231731687303715884105728",
    "-170141183460469231731687303715884105729", "340282366920938463463374607431768211456",
    "0", "-0", "-1", "18446744073709551615", "18446744073709551616", "-9223372036854775809",
    "1e38", "1e19", "1e20", "-1e19", "1.5e1", "1.5", "15.0", "-0.0", "1e-400", "9007199254740993.0",
    "18446744073709551615.0", "18446744073709551616.0", "-18446744073709551615.0",
    "12345678901234567890123.0", "1.8446744073709551615e19", #""5""#, "null", "true", "[]",
]

final class WideIntegerCodableTests: XCTestCase {
    private let decoding = DecodingOracle()
    private let encoding = EncodingOracle()

    func testTopLevelValuesDecodeAsFoundationDecodes() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        for text in spellings {
            decoding.check(Int128.self, text)
            decoding.check(UInt128.self, text)
            decoding.check([Int128].self, "[\(text)]")
            decoding.check([UInt128?].self, "[\(text)]")
            decoding.check(SingleWide.self, text)
        }
    }

    func testKeyedAndUnkeyedContainersDecodeAsFoundationDecodes() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        for text in spellings {
            decoding.check(WidePair.self, #"{"signed":\#(text),"unsigned":1}"#)
            decoding.check(WidePair.self, #"{"signed":1,"unsigned":\#(text)}"#)
            decoding.check(WidePair.self, #"{"signed":1,"unsigned":1,"maybe":\#(text),"maybeUnsigned":\#(text)}"#)
            decoding.check(UnkeyedWide.self, "[\(text), 1]")
            decoding.check(UnkeyedWide.self, "[1, \(text)]")
            decoding.check([String: Int128].self, #"{"k":\#(text)}"#)
        }
    }

    func testValuesDecodeExactly() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let decoder = KakaJSONDecoder()
        let pair = try decoder.decode(WidePair.self, from: Data(#"{"signed":\#(int128Min),"unsigned":\#(uint128Max),"maybe":\#(int128Max)}"#.utf8))
        XCTAssertEqual(pair, WidePair(signed: .min, unsigned: .max, maybe: .max, maybeUnsigned: nil))
        XCTAssertEqual(try decoder.decode(UnkeyedWide.self, from: Data("[\(int128Max), \(uint128Max)]".utf8)),
                       UnkeyedWide(signed: .max, unsigned: .max))
        // Out of range: dataCorrupted at the value's path.
        XCTAssertThrowsError(try decoder.decode(WidePair.self, from: Data(#"{"signed":0,"unsigned":-1}"#.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["unsigned"])
        }
    }

    func testValuesEncodeAsFoundationEncodes() throws {
        try skipUnlessWideIntegersExist()
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let signedValues: [Int128] = [.min, .min + 1, -1, 0, 1, Int128(Int64.max) + 1, Int128(UInt64.max) + 1, .max]
        let unsignedValues: [UInt128] = [0, UInt128(UInt64.max), UInt128(UInt64.max) + 1, UInt128(Int128.max) + 1, .max]
        for value in signedValues {
            encoding.check(value)
            encoding.check([value])
            encoding.check(["k": value])
            encoding.check(WidePair(signed: value, unsigned: 0, maybe: value, maybeUnsigned: nil))
            encoding.check(UnkeyedWide(signed: value, unsigned: 1))
        }
        for value in unsignedValues {
            encoding.check(value)
            encoding.check([value])
            encoding.check(SingleWide(value))
            encoding.check([SingleWide(value)])
            encoding.check(WidePair(signed: 0, unsigned: value, maybe: nil, maybeUnsigned: value))
            encoding.check(UnkeyedWide(signed: 1, unsigned: value))
        }
        let text = String(decoding: try KakaJSONEncoder().encode([Int128.min]), as: UTF8.self)
        XCTAssertEqual(text, "[\(int128Min)]")
    }
}
