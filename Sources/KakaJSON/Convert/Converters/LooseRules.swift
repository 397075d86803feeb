import Foundation

/// The coercion table: how a sorted value (`LooseValue`) becomes each scalar
/// type. A rule gives nil for a value that does not convert, and the
/// property keeps its default.
enum LooseRules {
    /// Bool: numbers are true unless zero; "true"/"yes" and "false"/"no" in any case; numeric strings by value.
    static func bool(_ value: LooseValue) -> Bool? {
        switch value {
        case .bool(let bool): return bool
        case .number(let number): return !number.isZero
        case .string(let string): return NumericText.number(from: string).map { !$0.isZero }
        default: return nil
        }
    }

    /// String: numbers as their digits, bools as "true"/"false", URLs as their
    /// absolute string, dates as their seconds, arrays and dictionaries as their JSON text
    /// (keys sorted).
    static func string(_ value: LooseValue) -> String? {
        switch value {
        case .string(let string): return string
        case .number(let number): return number.text
        case .bool(let bool): return bool ? "true" : "false"
        case .url(let url): return url.absoluteString
        case .date(let date): return LooseNumber.double(date.timeIntervalSince1970).text
        case .data(let data): return String(data: data, encoding: .utf8)
        case .array(let array): return ContainerText.sortedJSON(of: array)
        case .dictionary(let dictionary): return ContainerText.sortedJSON(of: dictionary)
        case .null, .other: return nil
        }
    }

    /// Character: from a string (or what a `String` property reads) of
    /// exactly one character.
    static func character(_ value: LooseValue) -> Character? {
        guard let text = string(value), text.count == 1 else { return nil }
        return text.first
    }

    /// Decimal, from the number's own digits (never through Double when the source is text).
    static func decimal(_ value: LooseValue) -> Decimal? {
        value.number?.decimalValue
    }

    /// NSNumber: integers stay integers, fractions are doubles, bools are bools.
    static func number(_ value: LooseValue) -> NSNumber? {
        switch value {
        case .bool(let bool): return NSNumber(value: bool)
        default: return value.number?.numberValue
        }
    }

    /// An NSNumber kept as it is: a plain number instance, not an
    /// NSDecimalNumber (an NSNumber too, but the property wants a plain number).
    static func exactNumber(_ value: Any) -> NSNumber? {
        guard Kind(Swift.type(of: value)).isClassInstance, let number = value as? NSNumber,
              !(value is NSDecimalNumber) else { return nil }
        return number
    }

    /// URL: from a URL or a string; characters a URL cannot hold (such as
    /// Chinese path segments) are percent-encoded.
    static func url(_ value: LooseValue) -> URL? {
        switch value {
        case .url(let url): return url
        case .string(let string): return url(from: string)
        default: return nil
        }
    }

    /// The URL of a string, percent-encoding what a URL cannot hold.
    static func url(from string: String) -> URL? {
        guard !string.isEmpty else { return nil }
        if string.unicodeScalars.allSatisfy({ $0.isASCII }), let url = URL(string: string) { return url }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.insert(charactersIn: "#%")
        return string.addingPercentEncoding(withAllowedCharacters: allowed).flatMap(URL.init(string:))
    }

    /// Data: a string gives its UTF-8 bytes; an array of byte values (0...255),
    /// the form encoding uses for bytes that are not UTF-8, gives those bytes.
    static func data(_ value: LooseValue) -> Data? {
        switch value {
        case .data(let data): return data
        case .string(let string): return Data(string.utf8)
        case .array(let elements):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(elements.count)
            for element in elements {
                // Only whole numbers in range: a string or a bool element means this is not byte data.
                guard case .number(let number) = LooseValue(element), let byte = number.integer(UInt8.self) else { return nil }
                bytes.append(byte)
            }
            return Data(bytes)
        default: return nil
        }
    }

    /// Date: an ISO 8601 string is the instant it names; a number, or a
    /// string that is only a number, counts seconds since 1970 (milliseconds
    /// under `millisecondsSince1970`); a formatter reads strings first.
    static func date(_ value: LooseValue, format: DateFormat) -> Date? {
        switch value {
        case .date(let date): return date
        case .bool: return nil
        case .string(let string): return format.date(fromString: string)
        default:
            guard let number = value.number?.doubleValue else { return nil }
            return format.date(fromNumber: number)
        }
    }

    /// NSNull: only from null.
    static func null(_ value: LooseValue) -> NSNull? {
        if case .null = value { return NSNull() }
        return nil
    }
}
