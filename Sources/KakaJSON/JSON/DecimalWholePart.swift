/// The whole part of a decimal number, read exactly from its digits (never
/// through `Double`): its sign, its magnitude when that fits in 128 bits, and
/// whether a non-zero fraction follows it.
///
/// `9007199254740993.0`, `"1.8446744073709551615e19"` and `12e-1` have the
/// whole parts 9007199254740993, 18446744073709551615 and 1 (the last with
/// a fraction); `-9223372036854775809` has one that no `Int64` holds.
struct DecimalWholePart {
    /// Whether the number is negative (a negative fraction of zero too: `-0.5`).
    let isNegative: Bool
    /// The whole part with its sign, or nil when its magnitude is beyond
    /// 128 bits.
    let value: WideInteger?
    /// Whether a non-zero digit follows the point.
    let hasFraction: Bool

    /// The whole part of the number `digits` spells.
    init(_ digits: DecimalDigits) {
        isNegative = digits.isNegative
        guard !digits.isZero else {
            value = WideInteger(isNegative: false, high: 0, low: 0)
            hasFraction = false
            return
        }
        let point = digits.pointPosition
        hasFraction = Int64(digits.last) >= point
        value = Self.magnitude(digits, point: point).map { WideInteger(isNegative: digits.isNegative, high: $0.high, low: $0.low) }
    }

    /// The magnitude of the digits before the point, or nil past 128 bits.
    private static func magnitude(_ digits: DecimalDigits, point: Int64) -> (high: UInt64, low: UInt64)? {
        guard point > Int64(digits.first) else { return (0, 0) }
        // 2^128 has 39 digits: more before the point cannot fit, and the
        // loops below stay within 39 steps whatever the exponent.
        guard point &- Int64(digits.first) <= 39 else { return nil }
        var low: UInt64 = 0
        var position = digits.first
        let pointIndex = Int(clamping: point)
        // Up to 19 digits, every value fits one half.
        let narrowEnd = min(pointIndex, position &+ 19)
        while position < narrowEnd {
            low = low &* 10 &+ UInt64(digits.digit(position))
            position &+= 1
        }
        var high: UInt64 = 0
        while position < pointIndex {
            guard let next = WideInteger.appending(digits.digit(position), to: high, low) else { return nil }
            (high, low) = next
            position &+= 1
        }
        return (high, low)
    }

    /// The whole part's magnitude, or nil when it is beyond `UInt64.max`.
    var magnitude: UInt64? {
        guard let value, value.high == 0 else { return nil }
        return value.low
    }

    /// The number of a text (a JSON number's, or a string's leading number).
    init(text: String) {
        self = DecimalDigits.reading(text) { DecimalWholePart($0) }
    }

    /// The whole part as `I` (the number truncated toward zero), or nil when
    /// `I` cannot hold it.
    @inline(__always)
    func integer<I: FixedWidthInteger>(_: I.Type) -> I? {
        value?.integer(I.self)
    }
}
