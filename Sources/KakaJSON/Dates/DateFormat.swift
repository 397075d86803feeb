import Foundation

/// How `Date` and `NSDate` properties are written as JSON, and how numbers
/// and strings are read into them.
///
/// Set it with `ConvertibleConfig.setDateFormat(_:)` for every model, or
/// with `setDateFormat(for:_:)` for some types and their subclasses.
/// Reading is lenient under every format: an ISO 8601 string is always
/// read as the instant it names, and a number (or a string holding only a
/// number) as seconds since 1970, or milliseconds under
/// `millisecondsSince1970`.
public enum DateFormat: Sendable {
    /// Seconds since 1970 as a JSON number (`1704164645.5`); the default.
    case secondsSince1970
    /// Milliseconds since 1970 as a JSON number (`1704164645500`).
    case millisecondsSince1970
    /// An RFC 3339 / ISO 8601 string in UTC (`"2024-01-02T03:04:05Z"`), with
    /// fractional seconds when the date has them (up to microseconds).
    case iso8601
    /// The formatter's string; strings it cannot read are tried as ISO
    /// 8601. Like every configuration value it is used from any thread,
    /// which `DateFormatter` allows; do not change it once set.
    case formatter(DateFormatter)

    /// Identifies a format for caching what is made for it.
    enum Key: Hashable {
        case seconds, milliseconds, iso8601, formatter(ObjectIdentifier)
    }

    var key: Key {
        switch self {
        case .secondsSince1970: return .seconds
        case .millisecondsSince1970: return .milliseconds
        case .iso8601: return .iso8601
        case .formatter(let formatter): return .formatter(ObjectIdentifier(formatter))
        }
    }

    /// Whether this is the default, `secondsSince1970`.
    var isDefault: Bool {
        if case .secondsSince1970 = self { return true }
        return false
    }

    /// The date a number stands for under this format.
    func date(fromNumber number: Double) -> Date? {
        guard number.isFinite else { return nil }
        if case .millisecondsSince1970 = self { return Date(timeIntervalSince1970: number / 1_000) }
        return Date(timeIntervalSince1970: number)
    }

    /// The date a string names: the formatter's reading, an ISO 8601 date,
    /// or a number (the whole string) under this format.
    func date(fromString string: String) -> Date? {
        if case .formatter(let formatter) = self, let date = formatter.date(from: string) { return date }
        if let date = ISO8601Text.date(from: string) { return date }
        guard let number = NumericText.wholeNumber(from: string) else { return nil }
        return date(fromNumber: number)
    }
}
