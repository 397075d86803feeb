/// Converts the text of a validated JSON number when the consumer asks for it.
///
/// Integers are exact over the whole `Int64` and `UInt64` ranges and never go
/// through `Double`. A number written with a fraction or exponent counts as an
/// integer when its value is exactly integral ("1.0", "1e2", "-0.0", "120e-1"
/// are 1, 100, 0, 12). Doubles are correctly rounded: a fast exact path
/// (Clinger's) covers most inputs, and the rest go to the standard library's
/// correctly rounded `Double(_: String)`.
enum JSONNumberParsing {
    // MARK: - Integers

    /// The value as `Int64`, or nil if it is not exactly an integer in range.
    static func int64(_ bytes: JSONByteView, start: Int, end: Int, isIntegerLiteral: Bool) -> Int64? {
        guard let (negative, magnitude) = integer(bytes, start: start, end: end, isIntegerLiteral: isIntegerLiteral) else {
            return nil
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) &+ 1 else { return nil }
            // Two's complement negation also covers Int64.min.
            return Int64(bitPattern: 0 &- magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return Int64(magnitude)
    }

    /// The value as `UInt64`, or nil if it is not exactly an integer in range.
    /// "-0" is 0.
    static func uint64(_ bytes: JSONByteView, start: Int, end: Int, isIntegerLiteral: Bool) -> UInt64? {
        guard let (negative, magnitude) = integer(bytes, start: start, end: end, isIntegerLiteral: isIntegerLiteral) else {
            return nil
        }
        if negative && magnitude != 0 { return nil }
        return magnitude
    }

    /// Sign and magnitude of an exactly integral number whose magnitude fits
    /// in `UInt64`; nil otherwise.
    private static func integer(
        _ bytes: JSONByteView, start: Int, end: Int, isIntegerLiteral: Bool
    ) -> (negative: Bool, magnitude: UInt64)? {
        var i = start
        let negative = bytes[i] == JSONByte.minus
        if negative { i &+= 1 }
        // Nineteen digits cannot overflow UInt64 (max is 20 digits long).
        if isIntegerLiteral, end &- i <= 19 {
            var value: UInt64 = 0
            while i < end {
                value = value &* 10 &+ UInt64(bytes[i] &- JSONByte.zero)
                i &+= 1
            }
            return (negative, value)
        }
        guard let magnitude = integralMagnitude(bytes, start: start, end: end) else { return nil }
        return (negative, magnitude)
    }

    /// The magnitude of a number in any other spelling ("1.0", "1e2", twenty
    /// digits) when it is an integer that fits in `UInt64`, read exactly from
    /// its digits. Out of line: such numbers are rare, and the common path
    /// stays small.
    @inline(never)
    private static func integralMagnitude(_ bytes: JSONByteView, start: Int, end: Int) -> UInt64? {
        let whole = DecimalWholePart(DecimalDigits(bytes, start: start, end: end))
        return whole.hasFraction ? nil : whole.magnitude
    }

    // MARK: - Doubles

    /// The value rounded correctly to the nearest `Double`. Too large a
    /// magnitude gives ±infinity, too small ±0.
    static func double(_ bytes: JSONByteView, start: Int, end: Int) -> Double {
        if let fast = fastDouble(bytes, start: start, end: end) { return fast }
        // JSON number syntax is a subset of what `Double(_:)` accepts.
        return Double(bytes.string(from: start, to: end)) ?? .nan
    }

    /// Exact powers of ten that a double holds exactly (10^0 ... 10^22).
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Clinger's fast path: when the significant digits form an integer
    /// m <= 2^53 and the decimal exponent e satisfies |e| <= 22, both m and
    /// 10^|e| are exact doubles, so one IEEE multiply or divide rounds
    /// correctly. Returns nil when the input needs the slow path.
    static func fastDouble(_ bytes: JSONByteView, start: Int, end: Int) -> Double? {
        var i = start
        let negative = bytes[i] == JSONByte.minus
        if negative { i &+= 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var scale: Int64 = 0
        while i < end {
            let d = bytes[i] &- JSONByte.zero
            guard d < 10 else { break }
            if significantDigits < 19 {
                mantissa = mantissa &* 10 &+ UInt64(d)
                if mantissa != 0 { significantDigits &+= 1 }
            } else {
                // Dropping a non-zero digit would make the value inexact.
                guard d == 0 else { return nil }
                scale &+= 1
            }
            i &+= 1
        }
        if i < end, bytes[i] == JSONByte.period {
            i &+= 1
            while i < end {
                let d = bytes[i] &- JSONByte.zero
                guard d < 10 else { break }
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    scale &-= 1
                    if mantissa != 0 { significantDigits &+= 1 }
                } else if d != 0 {
                    return nil
                }
                i &+= 1
            }
        }
        scale &+= DecimalDigits.exponent(bytes, from: i, end: end)
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        guard mantissa <= 1 << 53 else { return nil }
        if scale > 22 {
            // 1.5e30 is 15e29: move zeros into the mantissa while it stays exact.
            while scale > 22 {
                let (next, overflow) = mantissa.multipliedReportingOverflow(by: 10)
                guard !overflow, next <= 1 << 53 else { return nil }
                mantissa = next
                scale &-= 1
            }
        }
        guard scale >= -22 else { return nil }
        var value = Double(mantissa)
        if scale >= 0 {
            value *= powersOfTen[Int(scale)]
        } else {
            value /= powersOfTen[Int(-scale)]
        }
        return negative ? -value : value
    }
}

extension JSONNumberParsing {
    /// Whether the significand of the number text `text` has a digit other
    /// than 0: a number that rounds to zero without one is a true zero,
    /// with one it underflowed.
    static func hasNonZeroDigit(_ text: [UInt8]) -> Bool {
        JSONByteView.withView(of: .array(text)) { hasNonZeroDigit($0, start: 0, end: $0.count) }
    }

    /// `hasNonZeroDigit(_:)` for the text `start..<end` of `bytes`.
    static func hasNonZeroDigit(_ bytes: JSONByteView, start: Int, end: Int) -> Bool {
        var i = start
        while i < end {
            let byte = bytes[i]
            if byte | 0x20 == JSONByte.lowerE { return false }
            if byte >= 0x31 && byte <= 0x39 { return true }
            i &+= 1
        }
        return false
    }
}
