// KakaJSONDecoder against Foundation's JSONDecoder where a value is null:
// null into each scalar and into the types the decoder reads itself (under
// every strategy).

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
}
