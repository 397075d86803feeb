extension JSONByteBuffer {
    /// Appends the decimal digits of `value` (no sign), generated in place: the exact
    /// width is reserved and filled from the right, two digits per division.
    mutating func appendDecimal(_ value: UInt64) {
        if value < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        let width = Self.digitCount(value)
        reserve(width)
        var cursor = base + count + width
        var rest = value
        while rest >= 100 {
            let quotient = rest / 100
            let pair = UInt8(truncatingIfNeeded: rest &- quotient &* 100)
            cursor -= 2
            cursor[0] = UInt8(ascii: "0") &+ pair / 10
            cursor[1] = UInt8(ascii: "0") &+ pair % 10
            rest = quotient
        }
        let last = UInt8(truncatingIfNeeded: rest)
        if last >= 10 {
            cursor[-2] = UInt8(ascii: "0") &+ last / 10
            cursor[-1] = UInt8(ascii: "0") &+ last % 10
        } else {
            cursor[-1] = UInt8(ascii: "0") &+ last
        }
        count &+= width
    }

    /// Number of decimal digits in `value` (1...20).
    @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        var width = 1
        var threshold: UInt64 = 10
        // 10^19 is the largest power of ten in UInt64, hence at most 20 digits.
        while width < 20 && value >= threshold {
            width &+= 1
            threshold &*= 10
        }
        return width
    }
}
