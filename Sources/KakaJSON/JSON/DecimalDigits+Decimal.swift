import Foundation

/// A number's digits as a Foundation `Decimal`: a significand of at most 39
/// digits (what its 128 bits hold) times a power of ten from -128 to 127.
extension DecimalDigits {
    /// 2^128 - 1, the largest significand a `Decimal` holds, digit by digit.
    private static let largestSignificand: [UInt8] = "340282366920938463463374607431768211455".utf8.map { $0 &- JSONByte.zero }

    /// The exponents a `Decimal` holds.
    private static let exponentRange: ClosedRange<Int64> = -128...127

    /// The digits of a `Decimal`'s significand hold at most this many digits
    /// whatever they are (39 fit only up to 2^128 - 1).
    private static let significandDigits = 38

    /// The significant digits a `Decimal` keeps of the number, as Foundation's
    /// parser keeps them: all of them up to 38, a 39th while the 39 fit in 128
    /// bits; the rest are dropped (the value is truncated). Trailing zeros are
    /// left out. The significand is `count` digits from `first`, and the
    /// value `significand × 10^exponent`.
    var decimalSignificand: (count: Int, exponent: Int64) {
        guard !isZero else { return (0, 0) }
        var count = last &- first &+ 1
        if count > Self.significandDigits {
            count = firstDigitsFitIn128Bits ? Self.largestSignificand.count : Self.significandDigits
        }
        while count > 0, digit(first &+ count &- 1) == 0 { count &-= 1 }
        return (count, pointPosition &- Int64(first) &- Int64(count))
    }

    /// Whether the first 39 significant digits, read as an integer, do not
    /// exceed 2^128 - 1 (asked of numbers with at least 39).
    private var firstDigitsFitIn128Bits: Bool {
        for k in 0..<Self.largestSignificand.count {
            let value = digit(first &+ k), limit = Self.largestSignificand[k]
            if value != limit { return value < limit }
        }
        return true
    }

    /// The number as a `Decimal`: zero with any exponent is 0; beyond 38 or
    /// 39 significant digits the rest are truncated; nil when the value is
    /// beyond `Decimal`'s range (a non-zero value too large, or too small to
    /// keep any digit).
    var decimal: Decimal? {
        guard !isZero else { return Decimal.zero }
        var (count, exponent) = decimalSignificand
        var padding = 0
        if exponent > Self.exponentRange.upperBound {
            // 1e150 is 10^23 × 10^127: zeros move into the significand while it has room.
            let excess = exponent &- Self.exponentRange.upperBound
            guard excess <= Int64(Self.significandDigits &- count) else { return nil }
            padding = Int(excess)
            exponent = Self.exponentRange.upperBound
        } else if exponent < Self.exponentRange.lowerBound {
            // The smallest exponent keeps the leading digits; no digit left means out of range.
            let excess = Self.exponentRange.lowerBound &- exponent
            guard excess < Int64(count) else { return nil }
            count &-= Int(excess)
            exponent = Self.exponentRange.lowerBound
        }
        var text: [UInt8] = []
        text.reserveCapacity(count &+ padding &+ 7)
        if isNegative { text.append(JSONByte.minus) }
        for k in 0..<count { text.append(JSONByte.zero &+ digit(first &+ k)) }
        text.append(contentsOf: repeatElement(JSONByte.zero, count: padding))
        text.append(JSONByte.lowerE)
        text.append(contentsOf: String(exponent).utf8)
        // In range by now, in the form `Decimal(string:)` reads exactly.
        return Decimal(string: String(decoding: text, as: UTF8.self))
    }

    /// The number's `Decimal`, read from its text.
    static func decimal(text: String) -> Decimal? {
        reading(text) { $0.decimal }
    }
}
