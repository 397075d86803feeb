/// An integer of up to 128 bits as its sign and its magnitude's two 64-bit
/// halves: how code that must build where `Int128` and `UInt128` do not
/// exist (Apple systems before macOS 15, iOS 18, tvOS 18, watchOS 11)
/// holds their values, reads them from digits and writes them.
struct WideInteger: Equatable {
    // The halves first: a `Bool` first would pad the struct by seven bytes.
    /// The magnitude's upper 64 bits.
    let high: UInt64
    /// The magnitude's lower 64 bits.
    let low: UInt64
    /// Whether the value is below zero; never for a zero magnitude.
    let isNegative: Bool

    /// The value `isNegative ? -magnitude : magnitude`; a zero is never negative.
    init(isNegative: Bool, high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
        self.isNegative = isNegative && (high | low) != 0
    }

    /// `value`, of any standard integer type up to 128 bits.
    init<I: FixedWidthInteger>(_ value: I) {
        let magnitude = value.magnitude
        // A shift past the width gives 0: the upper half of a narrow magnitude.
        self.init(isNegative: value < 0, high: UInt64(truncatingIfNeeded: magnitude >> 64),
                  low: UInt64(truncatingIfNeeded: magnitude))
    }

    /// The value as `I`, or nil when `I` cannot hold it.
    @inline(__always)
    func integer<I: FixedWidthInteger>(_: I.Type) -> I? {
        if high == 0 {
            if !isNegative { return I(exactly: low) }
            // Two's complement negation also covers -2^63.
            if low <= UInt64(1) << 63 { return I(exactly: Int64(bitPattern: 0 &- low)) }
        }
        return wideInteger(I.self)
    }

    /// The value as a type of at least 128 bits, or nil (for narrower types too).
    private func wideInteger<I: FixedWidthInteger>(_: I.Type) -> I? {
        guard I.Magnitude.bitWidth >= 128 else { return nil }
        let magnitude = I.Magnitude(truncatingIfNeeded: high) << 64 | I.Magnitude(truncatingIfNeeded: low)
        guard isNegative else { return I(exactly: magnitude) }
        // The most negative value's magnitude is 2^(bitWidth - 1).
        guard I.isSigned, magnitude <= I.Magnitude(1) << (I.bitWidth - 1) else { return nil }
        // Two's complement negation also covers the most negative value.
        return I(truncatingIfNeeded: 0 &- magnitude)
    }

    /// The magnitude times 10 plus `digit`, or nil past 128 bits.
    @inline(__always)
    static func appending(_ digit: UInt8, to high: UInt64, _ low: UInt64) -> (high: UInt64, low: UInt64)? {
        let lowProduct = low.multipliedFullWidth(by: 10)
        let (newLow, carry) = lowProduct.low.addingReportingOverflow(UInt64(digit))
        let (highProduct, overflow) = high.multipliedReportingOverflow(by: 10)
        let (withCarry, carried) = highProduct.addingReportingOverflow(lowProduct.high &+ (carry ? 1 : 0))
        guard !overflow, !carried else { return nil }
        return (withCarry, newLow)
    }

    /// The magnitude as base-10^19 digits, most significant first: at most
    /// three (2^128 is below 10^39), the first not zero unless it is alone.
    /// Each but the first is written as exactly 19 decimal digits.
    var decimalChunks: (count: Int, chunks: (UInt64, UInt64, UInt64)) {
        let base: UInt64 = 10_000_000_000_000_000_000
        guard high != 0 else {
            return low < base ? (1, (low, 0, 0)) : (2, (low / base, low % base, 0))
        }
        // Long division of the two halves by 10^19: the quotient's upper
        // half is `high / base`, its lower half the division of the rest.
        let (quotientHigh, remainder) = high.quotientAndRemainder(dividingBy: base)
        let (quotientLow, lowChunk) = base.dividingFullWidth((remainder, low))
        // The quotient is below 2^128 / 10^19: once more, and what is left
        // is below 10 (2^128 is below 10^39). `quotientHigh` is 0 or 1,
        // below the divisor, as `dividingFullWidth` needs.
        let (top, middleChunk) = base.dividingFullWidth((quotientHigh, quotientLow))
        if top == 0 { return (2, (middleChunk, lowChunk, 0)) }
        return (3, (top, middleChunk, lowChunk))
    }
}

extension WideInteger: CustomStringConvertible {
    /// Every decimal digit, with a minus sign when negative.
    var description: String {
        let (count, chunks) = decimalChunks
        var text = isNegative ? "-" : ""
        text += String(chunks.0)
        for chunk in [chunks.1, chunks.2].prefix(count - 1) {
            let digits = String(chunk)
            text += String(repeating: "0", count: 19 - digits.count) + digits
        }
        return text
    }
}
