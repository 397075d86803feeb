import XCTest
import Foundation
import KakaJSON

/// Any JSON value, decoded through the Codable containers only, so that
/// Foundation's `JSONDecoder` and `KakaJSONDecoder` can be compared on every
/// value of a document. Every value is read, so both validate all of it.
indirect enum AnyJSONValue: Decodable, Equatable, CustomStringConvertible {
    case null, bool(Bool), int(Int64), double(Double), string(String), array([AnyJSONValue]), object([String: AnyJSONValue])

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if var elements = try? decoder.unkeyedContainer() {
            var array: [AnyJSONValue] = []
            while !elements.isAtEnd { array.append(try elements.decode(AnyJSONValue.self)) }
            self = .array(array)
            return
        }
        if let members = try? decoder.container(keyedBy: Key.self) {
            var object: [String: AnyJSONValue] = [:]
            for key in members.allKeys { object[key.stringValue] = try members.decode(AnyJSONValue.self, forKey: key) }
            self = .object(object)
            return
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() { self = .null; return }
        if let bool = try? value.decode(Bool.self) { self = .bool(bool); return }
        do { self = .string(try value.decode(String.self)); return } catch DecodingError.typeMismatch {}
        // A number: as an integer where it is one, else as a Double.
        // (Foundation's JSON5 reader throws an error of its own here.)
        if let int = try? value.decode(Int64.self) { self = .int(int); return }
        self = .double(try value.decode(Double.self))
    }

    static func == (lhs: AnyJSONValue, rhs: AnyJSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        // NaN equals NaN of the same sign; -0.0 differs from 0.0.
        case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN && a.sign == b.sign)
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .int(let int): "\(int)"
        case .double(let double): "\(double)d"
        case .string(let string): string.debugDescription
        case .array(let array): "[" + array.map(\.description).joined(separator: ", ") + "]"
        case .object(let object):
            "{" + object.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }
}

/// Decodes the same bytes with Foundation's `JSONDecoder` and with
/// `KakaJSONDecoder`, configured alike: the same value, or both throwing the
/// same case (with the same path where Foundation names one).
struct ByteOracle {
    var allowsJSON5 = false
    var assumesTopLevelDictionary = false

    func decoders() -> (JSONDecoder, KakaJSONDecoder) {
        let foundation = JSONDecoder(), ours = KakaJSONDecoder()
        foundation.allowsJSON5 = allowsJSON5
        ours.allowsJSON5 = allowsJSON5
        foundation.assumesTopLevelDictionary = assumesTopLevelDictionary
        ours.assumesTopLevelDictionary = assumesTopLevelDictionary
        return (foundation, ours)
    }

    /// Whether both agree; `expectSuccess` (when given) also asks that both
    /// decoded or both threw.
    @discardableResult
    func check<T: Decodable & Equatable>(_ type: T.Type, _ data: Data, _ label: String, expectSuccess: Bool? = nil,
                                         file: StaticString = #filePath, line: UInt = #line) -> Bool {
        DecodingOracle.comparisons += 1
        let (foundation, ours) = decoders()
        let expected = Result { try foundation.decode(T.self, from: data) }
        let actual = Result { try ours.decode(T.self, from: data) }
        switch (expected, actual) {
        case (.success(let expected), .success(let actual)):
            XCTAssertEqual(actual, expected, "value of \(T.self) from \(label)", file: file, line: line)
            if let expectSuccess { XCTAssertTrue(expectSuccess, "both decoded \(label)", file: file, line: line) }
            return actual == expected
        case (.failure(let expected), .failure(let actual)):
            DecodingOracle().assertEquivalent(actual, expected, label, file: file, line: line)
            if let expectSuccess { XCTAssertFalse(expectSuccess, "both refused \(label): \(actual)", file: file, line: line) }
            return true
        case (.success(let expected), .failure(let actual)):
            XCTFail("Foundation decoded \(expected) from \(label); KakaJSONDecoder threw \(actual)", file: file, line: line)
        case (.failure(let expected), .success(let actual)):
            XCTFail("Foundation threw \(expected) for \(label); KakaJSONDecoder decoded \(actual)", file: file, line: line)
        }
        return false
    }

    @discardableResult
    func check<T: Decodable & Equatable>(_ type: T.Type, _ text: String, expectSuccess: Bool? = nil,
                                         file: StaticString = #filePath, line: UInt = #line) -> Bool {
        check(type, Data(text.utf8), text, expectSuccess: expectSuccess, file: file, line: line)
    }
}
