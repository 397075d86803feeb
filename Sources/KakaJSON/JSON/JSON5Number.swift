import Foundation

/// A number in a spelling only JSON5 has (the tape marks it with
/// `JSONTapeEntry.Flags.json5Number`), read as Foundation's `JSONDecoder`
/// reads it with `allowsJSON5`.
enum JSON5Number {
    /// `Infinity` or `NaN`, with its sign.
    case special(Double)
    /// `0x…`: its sign and magnitude (nil beyond `UInt64`).
    case hex(negative: Bool, magnitude: UInt64?)
    /// Any other: the same number in JSON's spelling (`+.5` is `0.5`,
    /// `5.e3` is `5e3`).
    case decimal([UInt8])

    /// The number whose scanned text is `start..<end` of `bytes`.
    init(_ bytes: JSONByteView, start: Int, end: Int) {
        var i = start
        let negative = bytes[i] == JSONByte.minus
        if negative || bytes[i] == JSONByte.plus { i &+= 1 }
        switch bytes[i] {
        case 0x49: // I
            self = .special(negative ? -.infinity : .infinity)
        case 0x4E: // N
            self = .special(negative ? -.nan : .nan)
        case JSONByte.zero where bytes[i &+ 1] | 0x20 == 0x78: // 0x
            var magnitude: UInt64? = 0
            var position = i &+ 2
            while position < end, let current = magnitude {
                let (shifted, overflow) = current.multipliedReportingOverflow(by: 16)
                magnitude = overflow ? nil : shifted | UInt64(JSONStringDecoding.hexValue(bytes[position]))
                position &+= 1
            }
            self = .hex(negative: negative, magnitude: magnitude)
        default:
            var text: [UInt8] = negative ? [JSONByte.minus] : []
            if bytes[i] == JSONByte.period { text.append(JSONByte.zero) }
            while i < end {
                let byte = bytes[i]
                // A point with no digit after it adds nothing.
                if byte == JSONByte.period, !JSONByte.isDigit(bytes[i &+ 1]) || i &+ 1 >= end {
                    i &+= 1
                    continue
                }
                text.append(byte)
                i &+= 1
            }
            self = .decimal(text)
        }
    }

    /// The integer, as Foundation reads it into `Value`; nil where it throws.
    func integer<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
        switch self {
        case .special:
            return nil
        case .hex(let negative, let magnitude):
            guard let magnitude else { return nil }
            guard negative else { return Value(exactly: magnitude) }
            return Self.negative(magnitude).flatMap { Value(exactly: $0) }
        case .decimal(let text):
            return JSONByteView.withView(of: .array(text)) {
                FoundationIntegerRule.integer(Value.self, $0, start: 0, end: $0.count)
            }
        }
    }

    /// The floating-point value, as Foundation reads it into `Value`: the
    /// specials as they are, a hex number only when `Value` holds it
    /// exactly, and a decimal one correctly rounded (by `parse`, given
    /// its JSON spelling) unless it overflows or underflows; nil where
    /// Foundation throws.
    func floating<Value: BinaryFloatingPoint>(_: Value.Type, parse: (String) -> Value?) -> Value? {
        switch self {
        case .special(let value):
            return Value(value)
        case .hex(let negative, let magnitude):
            guard let magnitude else { return nil }
            guard negative else { return Value(exactly: magnitude) }
            return Self.negative(magnitude).flatMap { Value(exactly: $0) }
        case .decimal(let text):
            guard let value = parse(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
            guard value != 0 || !JSONNumberParsing.hasNonZeroDigit(text) else { return nil }
            return value
        }
    }

    /// The `Decimal`, as Foundation reads it: NaN for the specials, a hex
    /// number within `Int64` (negative) or `UInt64`; nil where it throws.
    var decimal: Decimal? {
        switch self {
        case .special:
            return .nan
        case .hex(let negative, let magnitude):
            guard let magnitude else { return nil }
            guard negative else { return Decimal(magnitude) }
            return Self.negative(magnitude).map { Decimal($0) }
        case .decimal(let text):
            return Decimal(string: String(decoding: text, as: UTF8.self), locale: Locale(identifier: "en_US_POSIX"))
        }
    }

    /// A negative hex number as Foundation reads it, through `Int64`; nil
    /// below `Int64.min`.
    private static func negative(_ magnitude: UInt64) -> Int64? {
        magnitude <= UInt64(Int64.max) &+ 1 ? Int64(bitPattern: 0 &- magnitude) : nil
    }
}
