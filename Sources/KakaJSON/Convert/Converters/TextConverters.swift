import Foundation

/// String: numbers as their digits, bools as "true"/"false", URLs as their
/// absolute string, dates as their seconds, arrays and dictionaries as their description.
final class StringConverter: LooseConverter<String>, @unchecked Sendable {
    override func value(from node: JSONNode) -> String? {
        node.string ?? convert(node.looseValue)
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        address.store(value, at: offset)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        address.property(at: offset, as: String?.self).pointee = value
        return true
    }

    override func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = value(from: node) else { return false }
        address.initialize(value, at: 0)
        return true
    }

    override func convert(_ value: LooseValue) -> String? {
        switch value {
        case .string(let string): return string
        case .number(let number): return number.text
        case .bool(let bool): return bool ? "true" : "false"
        case .url(let url): return url.absoluteString
        case .date(let date): return LooseNumber.double(date.timeIntervalSince1970).text
        case .data(let data): return String(data: data, encoding: .utf8)
        case .array(let array): return "\(array)"
        case .dictionary(let dictionary): return "\(dictionary)"
        case .null, .other: return nil
        }
    }
}

/// URL: from a URL or a string; characters a URL cannot hold (such as
/// Chinese path segments) are percent-encoded.
final class URLConverter: LooseConverter<URL>, @unchecked Sendable {
    override func convert(_ value: LooseValue) -> URL? {
        switch value {
        case .url(let url): return url
        case .string(let string): return URLConverter.url(from: string)
        default: return nil
        }
    }

    static func url(from string: String) -> URL? {
        guard !string.isEmpty else { return nil }
        if string.unicodeScalars.allSatisfy({ $0.isASCII }), let url = URL(string: string) { return url }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.insert(charactersIn: "#%")
        return string.addingPercentEncoding(withAllowedCharacters: allowed).flatMap(URL.init(string:))
    }
}

/// NSURL, with URL's rules.
final class NSURLConverter: LooseConverter<NSURL>, @unchecked Sendable {
    private let url = URLConverter()

    override func convert(_ value: LooseValue) -> NSURL? {
        url.convert(value).flatMap { NSURL(string: $0.absoluteString) }
    }
}

/// Data: a string gives its UTF-8 bytes; an array of byte values (0...255),
/// the form encoding uses for bytes that are not UTF-8, gives those bytes.
final class DataConverter: LooseConverter<Data>, @unchecked Sendable {
    private let byte = IntegerConverter<UInt8>()

    override func convert(_ value: LooseValue) -> Data? {
        switch value {
        case .data(let data): return data
        case .string(let string): return Data(string.utf8)
        case .array(let elements):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(elements.count)
            for element in elements {
                // Only whole numbers in range: a string or a bool element means this is not byte data.
                guard case .number = LooseValue(element), let value = byte.value(fromAny: element) else { return nil }
                bytes.append(value)
            }
            return Data(bytes)
        default: return nil
        }
    }
}

/// Date: numbers (and numeric strings) are seconds since 1970.
final class DateConverter: LooseConverter<Date>, @unchecked Sendable {
    override func convert(_ value: LooseValue) -> Date? {
        switch value {
        case .date(let date): return date
        case .bool: return nil
        // A date from text only when the text is a number, not a bool word.
        case .string(let string) where NumericText.boolWord(Substring(string).utf8) != nil: return nil
        default:
            guard let seconds = value.number?.doubleValue, seconds.isFinite else { return nil }
            return Date(timeIntervalSince1970: seconds)
        }
    }
}

/// NSDate, with Date's rules.
final class NSDateConverter: LooseConverter<NSDate>, @unchecked Sendable {
    private let date = DateConverter()

    override func convert(_ value: LooseValue) -> NSDate? {
        date.convert(value).map { NSDate(timeIntervalSince1970: $0.timeIntervalSince1970) }
    }
}

/// NSNull: only from null.
final class NullConverter: LooseConverter<NSNull>, @unchecked Sendable {
    override func convert(_ value: LooseValue) -> NSNull? {
        if case .null = value { return NSNull() }
        return nil
    }
}
