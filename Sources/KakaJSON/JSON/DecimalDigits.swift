/// The digits of a decimal number's text, located but not converted: its
/// sign, where its significant digits start and end, and where the decimal
/// point falls once the exponent is applied.
///
/// Every exact reading of a number follows from these (its whole part, a
/// `Decimal`), in time linear in the text whatever the number of digits or
/// the size of the exponent, and without arithmetic that can overflow.
///
/// The text is `[+-] digits [. digits] [(e|E) [+-] digits]`, either run of
/// digits possibly empty: a JSON number, or the leading number of a string
/// (`NumericText`). A value lives only as long as the view it reads.
struct DecimalDigits {
    /// Exponents are clamped to this magnitude: beyond any digit count a
    /// text can hold and any exponent a reader can use, yet far from
    /// overflowing `Int64`, which the arithmetic uses on every platform so
    /// that 32-bit platforms give the same answers.
    private static let exponentClamp: Int64 = 1_000_000_000_000

    private let bytes: JSONByteView
    private let integerStart: Int
    private let integerCount: Int
    private let fractionStart: Int

    /// Whether the text starts with a minus sign (`-0` too).
    let isNegative: Bool
    /// The number of digits before and after the point, read as one sequence.
    let count: Int
    /// The position in that sequence of the first non-zero digit; `count`
    /// when every digit is zero.
    let first: Int
    /// The position of the last non-zero digit; -1 when every digit is zero.
    let last: Int
    /// How many digits of the sequence stand before the decimal point once
    /// the exponent is applied: `12.5e1` is 125 with the point after 3
    /// digits, `0.5e-3` has it at -2. The value is
    /// `0.d₀d₁d₂… × 10^pointPosition`.
    let pointPosition: Int64

    /// Locates the digits of the number text in `start..<end`.
    init(_ bytes: JSONByteView, start: Int, end: Int) {
        self.bytes = bytes
        var i = start
        let sign = bytes[i]
        isNegative = sign == JSONByte.minus
        if isNegative || sign == JSONByte.plus { i &+= 1 }
        integerStart = i
        i = Self.digitRunEnd(bytes, from: i, end: end)
        integerCount = i &- integerStart
        var fractionCount = 0
        if i < end, bytes[i] == JSONByte.period {
            i &+= 1
            let fractionEnd = Self.digitRunEnd(bytes, from: i, end: end)
            fractionCount = fractionEnd &- i
            fractionStart = i
            i = fractionEnd
        } else {
            fractionStart = i
        }
        count = integerCount &+ fractionCount
        pointPosition = Int64(integerCount) &+ Self.exponent(bytes, from: i, end: end)

        let integerStart = integerStart, integerCount = integerCount, fractionStart = fractionStart
        func digit(_ position: Int) -> UInt8 {
            Self.digit(bytes, position, integerStart: integerStart, integerCount: integerCount, fractionStart: fractionStart)
        }
        var first = 0
        while first < count, digit(first) == 0 { first &+= 1 }
        var last = count &- 1
        while last >= first, digit(last) == 0 { last &-= 1 }
        self.first = first
        self.last = first == count ? -1 : last
    }

    /// Whether the value is zero (every digit is, or there are none).
    var isZero: Bool { first == count }

    /// The digit at `position` of the sequence (0...9); 0 outside it, so
    /// positions past the last digit read as the zeros an exponent adds.
    @inline(__always)
    func digit(_ position: Int) -> UInt8 {
        guard position >= 0, position < count else { return 0 }
        return digitOrZero(position)
    }

    /// The digit at `position`, known to be in the sequence.
    @inline(__always)
    private func digitOrZero(_ position: Int) -> UInt8 {
        Self.digit(bytes, position, integerStart: integerStart, integerCount: integerCount, fractionStart: fractionStart)
    }

    /// The digit at `position` of the digits before the point (from
    /// `integerStart`) followed by those after it (from `fractionStart`).
    @inline(__always)
    private static func digit(_ bytes: JSONByteView, _ position: Int,
                              integerStart: Int, integerCount: Int, fractionStart: Int) -> UInt8 {
        let index = position < integerCount ? integerStart &+ position : fractionStart &+ (position &- integerCount)
        return bytes[index] &- JSONByte.zero
    }

    /// The end of the run of ASCII digits that starts at `from`, capped at `end`.
    @inline(__always)
    private static func digitRunEnd(_ bytes: JSONByteView, from: Int, end: Int) -> Int {
        var i = from
        while i < end, JSONByte.isDigit(bytes[i]) { i &+= 1 }
        return i
    }

    /// The value of an `e`/`E` exponent at `from` (0 if there is none),
    /// clamped, so that a 10,000-digit exponent stays cheap and cannot overflow.
    static func exponent(_ bytes: JSONByteView, from: Int, end: Int) -> Int64 {
        var i = from
        guard i < end, bytes[i] | 0x20 == JSONByte.lowerE else { return 0 }
        i &+= 1
        let sign = bytes[i]
        let negative = sign == JSONByte.minus
        if negative || sign == JSONByte.plus { i &+= 1 }
        var value: Int64 = 0
        while i < end {
            let digit = bytes[i] &- JSONByte.zero
            guard digit < 10 else { break }
            if value < exponentClamp { value = value &* 10 &+ Int64(digit) }
            i &+= 1
        }
        return negative ? -value : value
    }
}

extension DecimalDigits {
    /// Reads the digits of `text`, a number's text, for the duration of `body`.
    static func reading<R>(_ text: String, _ body: (DecimalDigits) -> R) -> R {
        JSONByteView.withView(of: text) { body(DecimalDigits($0, start: 0, end: $0.count)) }
    }
}
