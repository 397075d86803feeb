/// The integer Foundation's `JSONDecoder` reads from a number that is not
/// a plain integer literal (`1.0`, `1e2`, `9007199254740993.0`), so that
/// `KakaJSONDecoder`, its drop-in replacement, reads the same.
///
/// Foundation's implementation in swift-foundation (Swift 6.3 on Linux,
/// where `FoundationIntegerRuleTests` compare the two) rounds the text to a
/// `Double`, which must be an integer the type holds.
/// Below 2^53 that `Double` is the answer: `1.0000000000000001` is 1,
/// `1e-400` is 0 and `0.5` is refused. From 2^53 up it reads the text
/// again as a `Decimal` and takes its whole part, provided the `Decimal`'s
/// significand without trailing zeros fits in `UInt64`:
/// `9007199254740993.0` is 9007199254740993 and `1234567890123456789.9`
/// is 1234567890123456789, but `9007199254740992.0001` is refused, and
/// so are `18446744073709551615.0` (its `Double` is 2^64) and
/// `-9223372036854775808.0` (a magnitude beyond `Int64.max`).
/// Where Foundation stops the process instead (a `Decimal` whose exponent
/// overflows while it is parsed, such as 200 zeros before the point and
/// `e-200`), this answers as if the `Decimal` had been read.
enum FoundationIntegerRule {
    /// Below this magnitude every integer is a `Double`, and Foundation
    /// takes the `Double`'s value.
    private static let exactDoubleLimit = 9_007_199_254_740_992.0

    /// The number in `start..<end` of `bytes` as `Value`, or nil where
    /// Foundation throws.
    static func integer<Value: FixedWidthInteger>(_: Value.Type, _ bytes: JSONByteView, start: Int, end: Int) -> Value? {
        let double = JSONNumberParsing.double(bytes, start: start, end: end)
        guard let rounded = Value(exactly: double) else { return nil }
        if double.magnitude < exactDoubleLimit { return rounded }
        let digits = DecimalDigits(bytes, start: start, end: end)
        guard significandFitsUInt64(digits) else { return nil }
        // The magnitude must fit the type, then takes its sign: -2^63 is refused.
        let whole = DecimalWholePart(digits)
        guard let magnitude = whole.magnitude.flatMap({ Value(exactly: $0) }) else { return nil }
        guard whole.isNegative else { return magnitude }
        return Value.isSigned ? 0 - magnitude : (magnitude == 0 ? 0 : nil)
    }

    /// Whether the significand of the number's `Decimal`, without its
    /// trailing zeros, is at most `UInt64.max`.
    private static func significandFitsUInt64(_ digits: DecimalDigits) -> Bool {
        let significand = digits.decimalSignificand
        // UInt64.max has 20 digits.
        guard significand.count <= 20 else { return false }
        var value: UInt64 = 0
        for position in digits.first..<(digits.first &+ significand.count) {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = product.addingReportingOverflow(UInt64(digits.digit(position)))
            guard !overflow, !carry else { return false }
            value = sum
        }
        return true
    }
}

extension JSONNode {
    /// The number as `Value` as Foundation's `JSONDecoder` reads it, or nil
    /// where it throws or the value is not a number: a plain integer
    /// exactly and only in range (Foundation's fast path), any other
    /// number by `FoundationIntegerRule`.
    @inline(__always)
    func foundationInteger<Value: FixedWidthInteger>(_ type: Value.Type) -> Value? {
        let entry = entry
        guard entry.kind == .number else { return nil }
        let start = entry.startOffset, end = entry.endOffset
        guard entry.has(JSONTapeEntry.Flags.integerLiteral) else { return foundationRuleInteger(type, start: start, end: end) }
        // Foundation reads every digit of a plain integer for the 128-bit types.
        if Value.bitWidth > 64 { return wideLiteral(type, start: start, end: end) }
        return document.withBytes { bytes in
            if Value.isSigned {
                return JSONNumberParsing.int64(bytes, start: start, end: end, isIntegerLiteral: true).flatMap { Value(exactly: $0) }
            }
            return JSONNumberParsing.uint64(bytes, start: start, end: end, isIntegerLiteral: true).flatMap { Value(exactly: $0) }
        }
    }

    /// The plain integer in `start..<end` as a type of more than 64 bits,
    /// exactly and only in range.
    @inline(never)
    private func wideLiteral<Value: FixedWidthInteger>(_: Value.Type, start: Int, end: Int) -> Value? {
        document.withBytes { DecimalWholePart(DecimalDigits($0, start: start, end: end)).integer(Value.self) }
    }

    /// The number in `start..<end`, not a plain integer, by
    /// `FoundationIntegerRule`; out of line, as such numbers are rare.
    @inline(never)
    private func foundationRuleInteger<Value: FixedWidthInteger>(_: Value.Type, start: Int, end: Int) -> Value? {
        // A JSON5 spelling is never an integer literal, so it comes here.
        if entry.has(JSONTapeEntry.Flags.json5Number) {
            return document.withBytes { JSON5Number($0, start: start, end: end) }.integer(Value.self)
        }
        return document.withBytes { FoundationIntegerRule.integer(Value.self, $0, start: start, end: end) }
    }
}
