import Foundation

/// The types Foundation's decoder reads itself, at `current`, following the
/// decoder's strategies.
extension TapeDecoder {
    func decodeDate() throws -> Date {
        try nullCheck(Date.self)
        switch settings.dates {
        case .deferredToDate:
            return try Date(from: self)
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try double(at: current) { codingPath })
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try double(at: current) { codingPath } / 1000)
        case .iso8601:
            let text = try string(at: current) { codingPath }
            guard let date = ISO8601Text.internetDateTime(from: text) else {
                throw corrupted("Expected date string to be ISO8601-formatted.")
            }
            return date
        #if canImport(Darwin)
        // On Linux `.formatted(_:)` makes a `.custom` strategy; Apple's Foundation has a case.
        case .formatted(let formatter):
            let text = try string(at: current) { codingPath }
            guard let date = formatter.date(from: text) else {
                throw corrupted("Date string does not match format expected by formatter.")
            }
            return date
        #endif
        case .custom(let read):
            return try read(self)
        @unknown default:
            return try Date(from: self)
        }
    }

    func decodeData() throws -> Data {
        try nullCheck(Data.self)
        switch settings.data {
        case .deferredToData:
            return try Data(from: self)
        case .base64:
            let text = try string(at: current) { codingPath }
            guard let data = Data(base64Encoded: text) else {
                throw corrupted("Encountered Data is not valid Base64.")
            }
            return data
        case .custom(let read):
            return try read(self)
        @unknown default:
            return try Data(from: self)
        }
    }

    func decodeURL() throws -> URL {
        try nullCheck(URL.self)
        let text = try string(at: current) { codingPath }
        guard let url = URL(string: text) else { throw corrupted("Invalid URL string.") }
        return url
    }

    /// A `Decimal` from the number's own digits, never through `Double`.
    func decodeDecimal() throws -> Decimal {
        guard kind(at: current) == .number, let text = node(at: current).numberText else {
            throw mismatch(Decimal.self, at: current, path: codingPath)
        }
        if document.tape[current].has(JSONTapeEntry.Flags.json5Number) {
            guard let decimal = json5Number(at: current).decimal else {
                throw corrupted("Parsed JSON number <\(text)> does not fit in Decimal.")
            }
            return decimal
        }
        guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            throw corrupted("Parsed JSON number <\(text)> does not fit in Decimal.")
        }
        return decimal
    }

    private func corrupted(_ message: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }
}

/// `[String: Value]`, read member by member as Foundation reads it: its
/// keys are data, so a key decoding strategy leaves them as they are.
protocol StringKeyedDictionary {
    static func decodeMembers(from decoder: TapeDecoder) throws -> Self
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    static func decodeMembers(from decoder: TapeDecoder) throws -> Self {
        let object = decoder.current
        guard decoder.kind(at: object) == .object else {
            throw decoder.mismatch([String: Any].self, at: object, path: decoder.codingPath)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(decoder.document.tape[object].count))
        let depth = decoder.path.count
        var position = object &+ 1
        let end = decoder.next(after: object)
        while position &+ 1 < end {
            let key = decoder.node(at: position).string ?? ""
            let valueIndex = position &+ 1
            // The first of duplicate keys wins, as in Foundation.
            if result[key] == nil {
                result[key] = try decoder.decode(Value.self, at: valueIndex, depth: depth, extra: [],
                                                 step: .dictionaryMember(keyAt: position))
            }
            position = decoder.next(after: valueIndex)
        }
        return result
    }
}
