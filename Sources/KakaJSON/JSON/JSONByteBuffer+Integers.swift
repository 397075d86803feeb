extension JSONByteBuffer {
    /// "00", "01", ... "99" back to back: two digits per read, no division by 10.
    /// A literal of more than one Unicode scalar, so `utf8Start` is valid
    /// (StaticString's pointer representation) and points to its 200 ASCII bytes.
    private static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Appends the decimal digits of `value` (no sign), generated in place: the exact
    /// width is reserved and filled from the right, two digits per division.
    mutating func appendDecimal(_ value: UInt64) {
        if value < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        let width = Self.digitCount(value)
        reserve(width)
        let pairs = Self.digitPairs.utf8Start
        var cursor = base + count + width
        var rest = value
        while rest >= 100 {
            let quotient = rest / 100
            // In the table: the remainder is below 100, so `pair + 1` is below 200.
            let pair = Int(truncatingIfNeeded: rest &- quotient &* 100) &<< 1
            cursor -= 2
            cursor[0] = pairs[pair]
            cursor[1] = pairs[pair &+ 1]
            rest = quotient
        }
        if rest >= 10 {
            // In the table: 10 <= rest < 100 here.
            let pair = Int(truncatingIfNeeded: rest) &<< 1
            cursor[-2] = pairs[pair]
            cursor[-1] = pairs[pair &+ 1]
        } else {
            cursor[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        count &+= width
    }

    /// Appends the decimal digits of `value` padded with leading zeros to
    /// `width` digits (for the lower parts of a number written in parts).
    mutating func appendDecimal(_ value: UInt64, width: Int) {
        var zeros = width &- Self.digitCount(value)
        while zeros > 0 {
            append(UInt8(ascii: "0"))
            zeros &-= 1
        }
        appendDecimal(value)
    }

    /// Number of decimal digits in `value` (1...20), by a tree of at most
    /// five comparisons instead of a loop over the powers of ten.
    @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        if value < 100_000_000 {
            if value < 10_000 {
                return value < 100 ? (value < 10 ? 1 : 2) : (value < 1_000 ? 3 : 4)
            }
            return value < 1_000_000 ? (value < 100_000 ? 5 : 6) : (value < 10_000_000 ? 7 : 8)
        }
        if value < 10_000_000_000_000_000 {
            if value < 1_000_000_000_000 {
                return value < 10_000_000_000 ? (value < 1_000_000_000 ? 9 : 10) : (value < 100_000_000_000 ? 11 : 12)
            }
            return value < 100_000_000_000_000
                ? (value < 10_000_000_000_000 ? 13 : 14)
                : (value < 1_000_000_000_000_000 ? 15 : 16)
        }
        // 10^19 is the largest power of ten in UInt64, hence at most 20 digits.
        return value < 1_000_000_000_000_000_000
            ? (value < 100_000_000_000_000_000 ? 17 : 18)
            : (value < 10_000_000_000_000_000_000 ? 19 : 20)
    }
}
