import Foundation
import KakaJSON
import XCTest

/// Random mutations of valid documents: the reader must never crash, and
/// whatever it accepts must be valid JSON for `JSONSerialization` too.
final class JSONFuzzTests: XCTestCase {
    private static let seedDocument = #"""
    {"a": [1, -2.5e+3, true, false, null, "s\"\\\u00e9\ud83d\ude00 名前 😋", {"b": {}, "c": []}],
     "n": -0, "e": 1E-7, "big": 18446744073709551615, "deep": [[[{"x": [0.5, "\/\b\f\n\r\t"]}]]], "": ""}
    """#

    /// Bytes that tend to produce interesting inputs when spliced in.
    private static let alphabet: [UInt8] = Array(#"{}[]:,"\/ubfnrt0123456789.eE+-truefalsenull "#.utf8)
        + [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE0, 0xED, 0xA0, 0xF0, 0xF4, 0x90, 0xFF]

    func testRandomMutationsNeverCrash() throws {
        // KAKAJSON_FUZZ_ROUNDS and KAKAJSON_FUZZ_SEED run longer campaigns by hand.
        let environment = ProcessInfo.processInfo.environment
        let rounds = environment["KAKAJSON_FUZZ_ROUNDS"].flatMap { Int($0) } ?? 3_000
        var generator = SplitMix64(seed: environment["KAKAJSON_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2024)
        let original = Array(Self.seedDocument.utf8)
        var accepted = 0
        for round in 0..<rounds {
            var bytes = original
            for _ in 0...(round % 4) {
                let position = Int(generator.next() % UInt64(bytes.count + 1))
                let byte = Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))]
                switch generator.next() % 3 {
                case 0 where position < bytes.count: bytes[position] = byte
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            guard let document = try? JSONDocument(bytes: bytes) else {
                if environment["KAKAJSON_FUZZ_VERBOSE"] != nil,
                   (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil {
                    print("rejected, Foundation accepts: \(readError(bytes).map(String.init(describing:)) ?? "") \(bytes.map { $0 < 0x20 || $0 >= 0x7F ? "<\($0)>" : String(UnicodeScalar($0)) }.joined())")
                }
                continue
            }
            accepted += 1
            // Foundation rejects numbers beyond Double's range; the reader reads them as ±infinity.
            guard !containsInfiniteNumber(foundationValue(document.root)) else { continue }
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]),
                             "accepted but Foundation rejects: \(String(decoding: bytes, as: UTF8.self))")
        }
        // Some mutations keep the document valid (inside strings, digits, ...).
        XCTAssertGreaterThan(accepted, 100)
    }

    func testRandomBytesNeverCrash() {
        var generator = SplitMix64(seed: 7)
        for length in 0..<400 {
            let bytes = (0..<length).map { _ in Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))] }
            if let document = try? JSONDocument(bytes: bytes) {
                _ = foundationValue(document.root)
            }
        }
    }

    private func containsInfiniteNumber(_ value: Any) -> Bool {
        switch value {
        case let double as Double: double.isInfinite
        case let array as [Any]: array.contains(where: containsInfiniteNumber)
        case let object as [String: Any]: object.values.contains(where: containsInfiniteNumber)
        default: false
        }
    }
}
