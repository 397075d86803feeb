/// The whole part of a decimal number, read exactly from its digits (never
/// through `Double`): its sign, its magnitude when that fits in `UInt64`, and
/// whether a non-zero fraction follows it.
///
/// `9007199254740993.0`, `"1.8446744073709551615e19"` and `12e-1` have the
/// whole parts 9007199254740993, 18446744073709551615 and 1 (the last with
/// a fraction); `-9223372036854775809` has one that no `Int64` holds.
struct DecimalWholePart {
    /// Whether the number is negative (a negative fraction of zero too: `-0.5`).
    let isNegative: Bool
    /// The whole part's magnitude, or nil when it is beyond `UInt64.max`.
    let magnitude: UInt64?
    /// Whether a non-zero digit follows the point.
    let hasFraction: Bool

    /// The whole part of the number `digits` spells.
    init(_ digits: DecimalDigits) {
        isNegative = digits.isNegative
        guard !digits.isZero else {
            magnitude = 0
            hasFraction = false
            return
        }
        let point = digits.pointPosition
        hasFraction = Int64(digits.last) >= point
        let first = Int64(digits.first)
        guard point > first else {
            magnitude = 0
            return
        }
        // UInt64.max has 20 digits: more before the point cannot fit, and
        // the loop below stays within 20 steps whatever the exponent.
        guard point &- first <= 20 else {
            magnitude = nil
            return
        }
        var value: UInt64 = 0
        var position = digits.first
        let pointIndex = Int(clamping: point)
        while position < pointIndex {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = product.addingReportingOverflow(UInt64(digits.digit(position)))
            guard !overflow, !carry else {
                magnitude = nil
                return
            }
            value = sum
            position &+= 1
        }
        magnitude = value
    }

    /// The number of a text (a JSON number's, or a string's leading number).
    init(text: String) {
        self = DecimalDigits.reading(text) { DecimalWholePart($0) }
    }

    /// The whole part as `I` (the number truncated toward zero), or nil when
    /// `I` cannot hold it.
    @inline(__always)
    func integer<I: FixedWidthInteger>(_: I.Type) -> I? {
        guard let magnitude else { return nil }
        guard isNegative else { return I(exactly: magnitude) }
        // -2^63 is the most negative whole part any standard width holds.
        guard magnitude <= UInt64(1) << 63 else { return nil }
        // Two's complement negation also covers -2^63.
        return I(exactly: Int64(bitPattern: 0 &- magnitude))
    }
}
