// KakaJSONDecoder against Foundation's JSONDecoder where a value is null or
// missing: null into each scalar and into the types the decoder reads
// itself (under every strategy), an unkeyed container read past its end,
// and text with its byte-order mark twice.

import XCTest
import Foundation
import KakaJSON

/// One value under the key `a`.
private struct Keyed<Value: Decodable & Equatable>: Decodable, Equatable {
    let a: Value
}

/// The second element of an array, read from an unkeyed container.
private struct Second<Value: Decodable & Equatable>: Decodable, Equatable {
    let value: Value

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        _ = try container.decode(Int.self)
        value = try container.decode(Value.self)
    }
}

/// What each operation named in `userInfo[.operations]` did on an unkeyed
/// container: its value or error, and the container's index after it.
private struct PastTheEnd: Decodable, Equatable {
    enum NoKeys: CodingKey {}

    let outcomes: [String]

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var outcomes: [String] = []
        for operation in decoder.userInfo[.operations] as? [String] ?? [] {
            let outcome: String
            do {
                switch operation {
                case "decode": outcome = "\(try container.decode(Int.self))"
                case "decodeString": outcome = try container.decode(String.self)
                case "decodeArray": outcome = "\(try container.decode([Int].self))"
                case "ifPresent": outcome = "\(try container.decodeIfPresent(Int.self) as Any)"
                case "ifPresentBool": outcome = "\(try container.decodeIfPresent(Bool.self) as Any)"
                case "ifPresentArray": outcome = "\(try container.decodeIfPresent([Int].self) as Any)"
                case "nil": outcome = "\(try container.decodeNil())"
                case "keyed": outcome = "\(try container.nestedContainer(keyedBy: NoKeys.self).allKeys.count)"
                case "unkeyed": outcome = "\(try container.nestedUnkeyedContainer().count as Any)"
                case "super": outcome = "\(try container.superDecoder().codingPath.count)"
                default: outcome = "?"
                }
            } catch let error as DecodingError {
                outcome = "\(DecodingOracle.describe(error))"
            }
            outcomes.append("\(operation): \(outcome) at \(container.currentIndex), end \(container.isAtEnd)")
        }
        self.outcomes = outcomes
    }
}

extension CodingUserInfoKey {
    /// The operations `PastTheEnd` runs.
    fileprivate static let operations = CodingUserInfoKey(rawValue: "operations")!
}

final class NullAndEndDifferentialTests: XCTestCase {
    private let oracle = DecodingOracle()

    /// Null where a non-optional of each type is expected, in keyed,
    /// unkeyed and single-value containers and in an array.
    private func checkNull<Value: Decodable & Equatable>(_: Value.Type, with oracle: DecodingOracle? = nil,
                                                         file: StaticString = #filePath, line: UInt = #line) {
        let oracle = oracle ?? self.oracle
        oracle.check(Keyed<Value>.self, #"{"a": null}"#, file: file, line: line)
        oracle.check(Second<Value>.self, "[0, null]", file: file, line: line)
        oracle.check(Value.self, "null", file: file, line: line)
        oracle.check([Value].self, "[null]", file: file, line: line)
    }

    func testNullIntoEachScalar() {
        // Foundation: typeMismatch for Bool, valueNotFound for the others.
        checkNull(Bool.self)
        checkNull(Int.self)
        checkNull(Int8.self)
        checkNull(Int16.self)
        checkNull(Int32.self)
        checkNull(Int64.self)
        checkNull(UInt.self)
        checkNull(UInt8.self)
        checkNull(UInt16.self)
        checkNull(UInt32.self)
        checkNull(UInt64.self)
        checkNull(Double.self)
        checkNull(Float.self)
        checkNull(String.self)
        checkNull(Decimal.self)
        checkNull([Int].self)
        checkNull([String: Int].self)
    }

    func testNullIntoDateDataAndURLUnderEveryStrategy() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        let dates: [JSONDecoder.DateDecodingStrategy] = [
            .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .formatted(formatter),
            .custom { _ in Date(timeIntervalSince1970: 0) },
        ]
        for strategy in dates {
            checkNull(Date.self, with: DecodingOracle { $0.dateDecodingStrategy = strategy; $1.dateDecodingStrategy = strategy })
        }
        let data: [JSONDecoder.DataDecodingStrategy] = [.deferredToData, .base64, .custom { _ in Data([1]) }]
        for strategy in data {
            checkNull(Data.self, with: DecodingOracle { $0.dataDecodingStrategy = strategy; $1.dataDecodingStrategy = strategy })
        }
        checkNull(URL.self)
    }

    func testAnUnkeyedContainerPastItsEnd() {
        let sequences: [[String]] = [
            ["decode", "decode"], ["decode", "decodeString", "decode"], ["decode", "decodeArray"],
            ["decode", "ifPresent", "ifPresent", "decode"], ["decode", "ifPresentBool", "nil"],
            ["decode", "ifPresentArray", "decodeString"], ["decode", "nil", "nil"], ["decode", "ifPresent", "nil"],
            ["decode", "keyed"], ["decode", "ifPresent", "keyed"], ["decode", "unkeyed"],
            ["decode", "ifPresent", "unkeyed"], ["decode", "super"], ["decode", "ifPresent", "super"],
            ["ifPresent", "ifPresent", "ifPresent", "decode"],
        ]
        for operations in sequences {
            let oracle = DecodingOracle { $0.userInfo[.operations] = operations; $1.userInfo[.operations] = operations }
            oracle.check(PastTheEnd.self, "[1]")
            oracle.check(PastTheEnd.self, "[null]")
        }
    }

    func testTextWithItsByteOrderMarkTwice() {
        let texts: [[UInt8]] = [
            [0xFF, 0xFE, 0xFF, 0xFE, 0x31, 0x00],
            [0xFE, 0xFF, 0xFE, 0xFF, 0x00, 0x31],
            [0xFF, 0xFE, 0x00, 0x00, 0xFF, 0xFE, 0x00, 0x00, 0x31, 0x00, 0x00, 0x00],
            [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x31],
            [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31],
            [0xFF, 0xFE, 0x20, 0x00, 0xFF, 0xFE, 0x31, 0x00],
            // Once is a byte-order mark.
            [0xFF, 0xFE, 0x31, 0x00], [0xFE, 0xFF, 0x00, 0x31], [0xEF, 0xBB, 0xBF, 0x31],
        ]
        for bytes in texts {
            let data = Data(bytes)
            let expected = Result { try JSONDecoder().decode(Int.self, from: data) }
            let actual = Result { try KakaJSONDecoder().decode(Int.self, from: data) }
            switch (expected, actual) {
            case (.success(let expected), .success(let actual)):
                XCTAssertEqual(actual, expected, "\(bytes)")
            case (.failure(let expected as DecodingError), .failure(let actual as DecodingError)):
                XCTAssertEqual(DecodingOracle.describe(actual).0, DecodingOracle.describe(expected).0, "\(bytes)")
            default:
                XCTFail("\(bytes): Foundation \(expected), KakaJSONDecoder \(actual)")
            }
        }
    }

    func testTheModelReaderRefusesAByteOrderMarkTwice() throws {
        // `read(_:from:)` tells UTF-16 and UTF-32 apart as the decoder does.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("value.json")
        try Data([0xFF, 0xFE, 0x31, 0x00]).write(to: file)
        XCTAssertEqual(read(Int.self, from: file.path), 1)
        try Data([0xFF, 0xFE, 0xFF, 0xFE, 0x31, 0x00]).write(to: file)
        XCTAssertNil(read(Int.self, from: file.path))
        try Data([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x31]).write(to: file)
        XCTAssertNil(read(Int.self, from: file.path))
    }
}
