import Foundation

/// A number from any source, kept as exact as its source was, and converted
/// to the target type with KakaJSON's rules: integers truncate toward zero,
/// a value out of the target's range is no value at all.
enum LooseNumber {
    case signed(Int64)
    case unsigned(UInt64)
    /// An `Int128` or `UInt128` beyond the 64-bit cases' ranges.
    case wide(WideInteger)
    case float(Float)
    case double(Double)
    case decimal(Decimal)
    /// A number read from text, with its correctly rounded `Double`; the text
    /// keeps every digit for `Decimal` and `Float`.
    case text(String, Double)

    var doubleValue: Double {
        switch self {
        case .signed(let value): return Double(value)
        case .unsigned(let value): return Double(value)
        // Correctly rounded from the digits: the halves would round twice.
        case .wide(let value): return Double(value.description) ?? 0
        case .float(let value): return Double(value)
        case .double(let value), .text(_, let value): return value
        // Through the digits: NSDecimalNumber.doubleValue is off by an ulp on Linux.
        case .decimal(let value): return Double(value.description) ?? NSDecimalNumber(decimal: value).doubleValue
        }
    }

    var floatValue: Float {
        switch self {
        case .float(let value): return value
        // Straight from the integer: through Double, a value beyond 2^53 could round twice.
        case .signed(let value): return Float(value)
        case .unsigned(let value): return Float(value)
        case .wide(let value): return Float(value.description) ?? 0
        // Parsing the digits directly avoids rounding twice through Double.
        case .text(let text, _): return Float(text) ?? Float(doubleValue)
        default: return Float(doubleValue)
        }
    }

    /// `doubleValue`, or nil when a finite number does not fit a `Double`
    /// (`1e400`): out of range, like `300` for an `Int8`. An infinity or NaN
    /// that is already a floating-point value stays as it is.
    var finiteDoubleValue: Double? {
        let value = doubleValue
        return value.isFinite || !isFiniteSource ? value : nil
    }

    /// `floatValue`, or nil when a finite number does not fit a `Float` (`1e39`).
    var finiteFloatValue: Float? {
        let value = floatValue
        return value.isFinite || !isFiniteSource ? value : nil
    }

    /// Whether the source is a finite number (every integer, decimal and text is).
    private var isFiniteSource: Bool {
        switch self {
        case .float(let value): return value.isFinite
        case .double(let value): return value.isFinite
        default: return true
        }
    }

    var isZero: Bool {
        switch self {
        case .signed(let value): return value == 0
        case .unsigned(let value): return value == 0
        case .wide(let value): return value.high | value.low == 0
        case .decimal(let value): return value.isZero
        // From the digits: 1e-400 is not zero, though its Double is.
        case .text(let text, _): return DecimalDigits.reading(text) { $0.isZero }
        default: return doubleValue == 0
        }
    }

    /// The value as `I`, truncating a fraction; nil if out of range or not finite.
    /// Text is read from its digits, whatever its spelling (`9007199254740993.0`,
    /// `1.8446744073709551615e19`), never through `Double`.
    func integer<I: FixedWidthInteger>(_: I.Type) -> I? {
        switch self {
        case .signed(let value): return I(exactly: value)
        case .unsigned(let value): return I(exactly: value)
        case .wide(let value): return value.integer(I.self)
        case .decimal(let value):
            var rounded = Decimal()
            var source = value
            NSDecimalRound(&rounded, &source, 0, .down)
            let digits = rounded.description
            if let exact = Int64(digits) { return I(exactly: exact) }
            if let exact = UInt64(digits) { return I(exactly: exact) }
            // Beyond 64 bits (an `Int128`'s), from the digits.
            return I.bitWidth > 64 ? DecimalWholePart(text: digits).integer(I.self) : nil
        case .text(let text, _): return DecimalWholePart(text: text).integer(I.self)
        case .float(let value): return Self.truncating(Double(value))
        case .double(let value): return Self.truncating(value)
        }
    }

    private static func truncating<I: FixedWidthInteger>(_ value: Double) -> I? {
        guard value.isFinite else { return nil }
        return I(exactly: value.rounded(.towardZero))
    }

    var decimalValue: Decimal? {
        switch self {
        case .signed(let value): return Decimal(value)
        case .unsigned(let value): return Decimal(value)
        // From the digits, as a text's: 39 digits keep the first 38.
        case .wide(let value): return DecimalDigits.decimal(text: value.description)
        case .decimal(let value): return value
        // The shortest text of a binary float is what the user wrote: 0.1, not 0.1000000000000000055.
        case .float(let value): return value.isFinite ? Decimal(string: "\(value)") : nil
        case .double(let value): return value.isFinite ? Decimal(string: "\(value)") : nil
        // From the digits: `0e99999999999999999999` is 0, and 400 digits keep the first 38.
        case .text(let text, _): return DecimalDigits.decimal(text: text)
        }
    }

    /// The number as `NSNumber`: integers stay integers, fractions become
    /// doubles. Nil when a finite number does not fit a `Double` (`1e400`),
    /// as for a `Double` property: an infinity would be a wrong value, and
    /// one a JSON text cannot hold.
    var numberValue: NSNumber? {
        switch self {
        case .signed(let value): return NSNumber(value: value)
        case .unsigned(let value): return NSNumber(value: value)
        case .float(let value): return NSNumber(value: value)
        case .wide, .double, .text, .decimal: return finiteDoubleValue.map { NSNumber(value: $0) }
        }
    }

    /// Text for a String property: integers in full, integral floats without ".0".
    var text: String {
        switch self {
        case .signed(let value): return String(value)
        case .unsigned(let value): return String(value)
        case .wide(let value): return value.description
        case .decimal(let value): return value.description
        case .text(let text, _): return text
        case .float(let value): return Self.text(of: Double(value), fallback: value.description)
        case .double(let value): return Self.text(of: value, fallback: value.description)
        }
    }

    private static func text(of value: Double, fallback: String) -> String {
        if value.isFinite, value.rounded(.towardZero) == value, abs(value) < 9.0e15 {
            return String(Int64(value))
        }
        return fallback
    }
}
