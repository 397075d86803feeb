/// Converts the text of a validated JSON number when the consumer asks for it.
///
/// Integers are exact over the whole `Int64` and `UInt64` ranges and never go
/// through `Double`. A number written with a fraction or exponent counts as an
/// integer when its value is exactly integral ("1.0", "1e2", "-0.0", "120e-1"
/// are 1, 100, 0, 12). Doubles are correctly rounded: a fast exact path
/// (Clinger's) covers most inputs, and the rest go to the standard library's
/// correctly rounded `Double(_: String)`.
enum JSONNumberParsing {
    /// Exponents are clamped to this magnitude while parsing: beyond any
    /// finite double and any digit count a document can hold (< 2^32), yet
    /// far from overflowing. Exponent arithmetic is `Int64` everywhere so
    /// 32-bit platforms get the same answers.
    private static let exponentClamp: Int64 = 1_000_000_000_000

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
        guard let magnitude = integralMagnitude(bytes, from: i, end: end) else { return nil }
        return (negative, magnitude)
    }

    /// The magnitude of the unsigned number text `from..<end` when it is an
    /// integer that fits in `UInt64`, whatever its notation.
    private static func integralMagnitude(_ bytes: JSONByteView, from: Int, end: Int) -> UInt64? {
        let intStart = from
        let intEnd = digitRunEnd(bytes, from: intStart, end: end)
        var fracStart = intEnd
        var fracEnd = intEnd
        if intEnd < end, bytes[intEnd] == JSONByte.period {
            fracStart = intEnd &+ 1
            fracEnd = digitRunEnd(bytes, from: fracStart, end: end)
        }
        let exponent = parseExponent(bytes, from: fracEnd, end: end)

        // The digits of both parts, read as one sequence.
        let intLength = intEnd &- intStart
        let fracLength = fracEnd &- fracStart
        let total = intLength &+ fracLength
        func digit(_ k: Int) -> UInt8 {
            let byte = k < intLength ? bytes[intStart &+ k] : bytes[fracStart &+ (k &- intLength)]
            return byte &- JSONByte.zero
        }
        var first = 0
        while first < total, digit(first) == 0 { first &+= 1 }
        if first == total { return 0 }
        var last = total &- 1
        while last > first, digit(last) == 0 { last &-= 1 }

        // value = (digits first...last) * 10^scale
        let scale = exponent &- Int64(fracLength) &+ Int64(total &- 1 &- last)
        guard scale >= 0, scale < 20, last &- first < 20 else { return nil }
        var value: UInt64 = 0
        for k in first...last {
            guard let next = multiplyAdd(value, 10, UInt64(digit(k))) else { return nil }
            value = next
        }
        for _ in 0..<Int(scale) {
            guard let next = multiplyAdd(value, 10, 0) else { return nil }
            value = next
        }
        return value
    }

    /// `value * factor + addend`, or nil on overflow.
    @inline(__always)
    private static func multiplyAdd(_ value: UInt64, _ factor: UInt64, _ addend: UInt64) -> UInt64? {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        guard !overflow else { return nil }
        let (sum, carry) = product.addingReportingOverflow(addend)
        return carry ? nil : sum
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
        scale &+= parseExponent(bytes, from: i, end: end)
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

    // MARK: - Shared

    /// The end of the run of ASCII digits that starts at `from`, capped at `end`.
    @inline(__always)
    private static func digitRunEnd(_ bytes: JSONByteView, from: Int, end: Int) -> Int {
        var i = from
        while i < end, JSONByte.isDigit(bytes[i]) { i &+= 1 }
        return i
    }

    /// The value of an `e`/`E` exponent at `from` (0 if there is none),
    /// clamped to ±`exponentClamp` so that 10,000-digit exponents stay cheap
    /// and cannot overflow.
    private static func parseExponent(_ bytes: JSONByteView, from: Int, end: Int) -> Int64 {
        var i = from
        guard i < end, bytes[i] | 0x20 == JSONByte.lowerE else { return 0 }
        i &+= 1
        var negative = false
        if bytes[i] == JSONByte.minus {
            negative = true
            i &+= 1
        } else if bytes[i] == JSONByte.plus {
            i &+= 1
        }
        var value: Int64 = 0
        while i < end {
            let d = bytes[i] &- JSONByte.zero
            guard d < 10 else { break }
            if value < exponentClamp { value = value &* 10 &+ Int64(d) }
            i &+= 1
        }
        return negative ? -value : value
    }
}
