import Foundation
import KakaJSON
import XCTest

/// A model of one number member, which is also `Codable` for `JSONEncoder`.
private protocol NumberBox: Convertible, Codable {
    associatedtype Number: Encodable
    init(v: Number)
}

private struct DoubleBox: NumberBox {
    var v: Double = 0
}

private struct FloatBox: NumberBox {
    var v: Float = 0
}

/// Every path that writes JSON text writes `Float` and `Double` as Foundation's
/// `JSONEncoder` does on this machine: a model's `JSONString()`, a `[String: Any]`
/// written by `JSONString(from:)`, and `KakaJSONEncoder` through its stream (no
/// `.sortedKeys`) and its tree (`.sortedKeys`), in each output formatting.
final class FloatTextDifferentialTests: XCTestCase {
    private static let formattings: [JSONEncoder.OutputFormatting] = [
        [], [.prettyPrinted], [.sortedKeys], [.withoutEscapingSlashes], [.prettyPrinted, .sortedKeys],
        [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes],
    ]

    private static var doubles: [Double] {
        var values: [Double] = [
            0, -0.0, 1, -1, 100, -100, 0.1, 0.5, 1.5, -2.25, 0.1 + 0.2, .pi, 123_456_789, 1e10, 1e15, 1e16, 1e17,
            1e20, 1e21, 1e22, 1e100, 1e-5, 1e-7, 0.0001, 9_007_199_254_740_991, 9_007_199_254_740_992,
            9_007_199_254_740_994, -9_007_199_254_740_992, 18_014_398_509_481_984, Double(Int64.max), Double(UInt64.max),
            .leastNonzeroMagnitude, .leastNormalMagnitude, Double.leastNormalMagnitude.nextDown,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1.2345678901234567e-300, 2.2250738585072014e-308,
        ]
        var rng = SplitMix64(seed: 0xF10A7)
        while values.count < 1_500 {
            let value = Double(bitPattern: rng.next())
            if value.isFinite { values.append(value) }
        }
        for _ in 0..<200 {
            // Subnormals, and integral values of every magnitude.
            values.append(Double(bitPattern: rng.next() & 0x800F_FFFF_FFFF_FFFF))
            let integral = Double(rng.next() >> UInt64.random(in: 0...63, using: &rng))
            values.append(Bool.random(using: &rng) ? integral : -integral)
        }
        return values
    }

    private static var floats: [Float] {
        var values: [Float] = [
            0, -0.0, 1, -1, 100, -100, 0.1, 0.5, 1.5, 16_777_215, 16_777_216, 16_777_218, 1e10, 1e20, 1e-7,
            .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        ]
        var rng = SplitMix64(seed: 0xF10A8)
        while values.count < 1_500 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()))
            if value.isFinite { values.append(value) }
        }
        for _ in 0..<200 {
            values.append(Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()) & 0x807F_FFFF))
            let integral = Float(UInt32(truncatingIfNeeded: rng.next()) >> UInt32.random(in: 0...31, using: &rng))
            values.append(Bool.random(using: &rng) ? integral : -integral)
        }
        return values
    }

    private func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    /// Foundation's text of `value`, and KakaJSONEncoder's, in every formatting.
    private func checkEncoder<T: Encodable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        for formatting in Self.formattings {
            let foundation = JSONEncoder()
            let ours = KakaJSONEncoder()
            foundation.outputFormatting = formatting
            ours.outputFormatting = formatting
            XCTAssertEqual(text(try ours.encode(value)), text(try foundation.encode(value)),
                           "\(formatting.rawValue)", file: file, line: line)
        }
    }

    /// `values` on every path: in an array through KakaJSONEncoder, each as a
    /// model member, a `[String: Any]` member and a Codable member, and the
    /// first `topLevel` of them as top-level values and dictionary members.
    private func checkEveryPath<Box: NumberBox>(_: Box.Type, _ values: [Box.Number], topLevel: Int) throws {
        try checkEncoder(values)
        let foundation = JSONEncoder()
        for value in values {
            let box = Box(v: value)
            let expected = text(try foundation.encode(box))
            XCTAssertEqual(box.kj.JSONString(), expected, "model \(value)")
            XCTAssertEqual(JSONString(from: ["v": value] as [String: Any]), expected, "[String: Any] \(value)")
            XCTAssertEqual(text(try KakaJSONEncoder().encode(box)), expected, "encoder \(value)")
        }
        for value in values.prefix(topLevel) {
            try checkEncoder(value)
            try checkEncoder(["k/ey": value])
        }
    }

    func testDoublesAsJSONEncoder() throws {
        try checkEveryPath(DoubleBox.self, Self.doubles, topLevel: 60)
    }

    func testFloatsAsJSONEncoder() throws {
        try checkEveryPath(FloatBox.self, Self.floats, topLevel: 40)
    }

    func testTheFormsTheIssueNamed() {
        XCTAssertEqual(FloatBox(v: 100).kj.JSONString(), #"{"v":100}"#)
        XCTAssertEqual(DoubleBox(v: 100).kj.JSONString(), #"{"v":100}"#)
        XCTAssertEqual(DoubleBox(v: -0.0).kj.JSONString(), #"{"v":-0}"#)
        XCTAssertEqual(FloatBox(v: -0.0).kj.JSONString(), #"{"v":-0}"#)
        XCTAssertEqual(FloatBox(v: 1e10).kj.JSONString(), #"{"v":1e+10}"#)
        // `JSONObject()` holds a Float as the Double its text reads as, and a
        // Double is written by the Double rule.
        XCTAssertEqual(JSONString(from: FloatBox(v: 1e10).kj.JSONObject()), #"{"v":10000000000}"#)
        XCTAssertEqual(JSONString(from: FloatBox(v: 100).kj.JSONObject()), #"{"v":100}"#)
    }
}
