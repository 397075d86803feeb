/// One way of writing a number: JSON number text, or text only a string
/// may hold (`+5`, `007`, `.5`, `5.`).
struct NumberSpelling {
    var text: String
    /// Whether `text` is a JSON number (RFC 8259), so it may stand unquoted.
    var isJSONNumber: Bool
}

/// Random spellings of numbers, seeded, biased toward every integer width's
/// bounds: the same value with its point moved and an exponent to match,
/// fractions of zeros, non-zero fractions, leading zeros, long digit runs
/// and huge exponents.
struct NumberSpellingGenerator {
    /// A value to write spellings near, as sign and digits.
    typealias Bound = (negative: Bool, digits: String)

    /// The bounds of every integer width, 2^53 and 0.
    static let allBounds: [Bound] = [
        (true, "128"), (false, "127"), (false, "255"),
        (true, "32768"), (false, "32767"), (false, "65535"),
        (true, "2147483648"), (false, "2147483647"), (false, "4294967295"),
        (true, "9223372036854775808"), (false, "9223372036854775807"), (false, "18446744073709551615"),
        (false, "9007199254740992"), (false, "0"),
    ]

    /// The bounds of `I`, and 0.
    static func bounds<I: FixedWidthInteger>(of _: I.Type) -> [Bound] {
        [(I.min < 0, "\(I.min.magnitude)"), (false, "\(I.max)"), (false, "0")]
    }

    private var random: SplitMix64
    /// Whether spellings only a string may hold are made too.
    private let forStrings: Bool
    /// The largest exponent magnitude of ordinary spellings.
    private let exponentLimit: Int
    /// Whether a few spellings have hundreds of digits or exponents beyond any type.
    private let extremes: Bool

    init(seed: UInt64, forStrings: Bool = true, exponentLimit: Int = 45, extremes: Bool = true) {
        random = SplitMix64(seed: seed)
        self.forStrings = forStrings
        self.exponentLimit = exponentLimit
        self.extremes = extremes
    }

    /// A spelling, near one of `bounds` more often than not.
    mutating func next(near bounds: [Bound] = allBounds) -> NumberSpelling {
        let roll = int(100)
        let spelling: NumberSpelling
        if extremes, roll < 2 {
            spelling = extreme()
        } else if roll < 50 {
            spelling = nearBound(bounds[int(bounds.count)])
        } else if roll < 60 {
            spelling = nearBound(Self.allBounds[int(Self.allBounds.count)])
        } else {
            spelling = anyNumber()
        }
        return forStrings ? stringVariant(of: spelling) : spelling
    }

    // MARK: Kinds of spelling

    /// A bound, give or take 2, written with its point moved.
    private mutating func nearBound(_ bound: Bound) -> NumberSpelling {
        let (digits, negative) = offset(bound.digits, negative: bound.negative, by: int(5) - 2)
        return spell(digits: digits, negative: negative, withFraction: int(4) == 0)
    }

    /// Random digits, fraction and exponent.
    private mutating func anyNumber() -> NumberSpelling {
        let count = int(26)
        let digits = count == 0 ? "0" : String(nonZeroDigit()) + digitString(count - 1)
        return spell(digits: digits, negative: int(2) == 0, withFraction: int(3) == 0)
    }

    /// Hundreds of digits, or an exponent beyond every type.
    private mutating func extreme() -> NumberSpelling {
        let sign = int(2) == 0 ? "-" : ""
        switch int(5) {
        case 0: return NumberSpelling(text: sign + "0e99999999999999999999", isJSONNumber: true)
        case 1: return NumberSpelling(text: sign + "\(nonZeroDigit())e99999999999999999999", isJSONNumber: true)
        case 2: return NumberSpelling(text: sign + "\(nonZeroDigit()).\(digitString(5))e-99999999999999999999", isJSONNumber: true)
        case 3:
            // 400 digits brought back near the 64-bit bounds by a large negative exponent.
            let exponent = 400 - 1 - int(22)
            return NumberSpelling(text: sign + "\(nonZeroDigit())" + digitString(399) + "e-\(exponent)", isJSONNumber: true)
        default:
            return NumberSpelling(text: sign + "0." + String(repeating: "0", count: 300) + "\(nonZeroDigit())e\(280 + int(40))",
                                  isJSONNumber: true)
        }
    }

    /// `digits` (an integer) written as mantissa and exponent, the point
    /// moved left or right, with zeros or (when `withFraction`) non-zero
    /// digits after its last digit.
    private mutating func spell(digits: String, negative: Bool, withFraction: Bool) -> NumberSpelling {
        let exponent = int(2 * exponentLimit + 1) - exponentLimit
        var integerPart: String, fractionPart: String
        if exponent > 0 {
            // Point moved left: 12345e2 is 123.45e2.
            let padded = String(repeating: "0", count: max(0, exponent - digits.count + 1)) + digits
            integerPart = String(padded.dropLast(exponent))
            fractionPart = String(padded.suffix(exponent))
        } else {
            integerPart = digits + String(repeating: "0", count: -exponent)
            fractionPart = ""
        }
        integerPart = String(integerPart.drop { $0 == "0" })
        if integerPart.isEmpty { integerPart = "0" }
        if int(3) == 0 { fractionPart += String(repeating: "0", count: 1 + int(20)) }
        if withFraction { fractionPart += digitString(int(20)) + String(nonZeroDigit()) }
        var text = negative ? "-" : ""
        text += integerPart
        if !fractionPart.isEmpty { text += "." + fractionPart }
        if exponent != 0 || int(4) == 0 {
            text += ["e", "E"][int(2)]
            let shown = exponent < 0 ? "-" : ["", "+"][int(2)]
            text += shown + String(repeating: "0", count: int(3)) + String(abs(exponent))
        }
        return NumberSpelling(text: text, isJSONNumber: true)
    }

    /// Sometimes a form only a string holds: a plus sign, leading zeros, no
    /// digit before or after the point.
    private mutating func stringVariant(of spelling: NumberSpelling) -> NumberSpelling {
        guard int(5) == 0 else { return spelling }
        var text = spelling.text
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        switch int(4) {
        case 0: text = String(repeating: "0", count: 1 + int(3)) + text
        case 1: if text.hasPrefix("0.") { text.removeFirst() }
        case 2:
            if let point = text.firstIndex(of: "."), !text[text.index(after: point)...].contains(where: { $0 == "e" || $0 == "E" }),
               text[text.index(after: point)...].allSatisfy({ $0 == "0" }) {
                text = String(text[...point])
            }
        default: break
        }
        let sign = negative ? "-" : (int(2) == 0 ? "+" : "")
        return NumberSpelling(text: sign + text, isJSONNumber: false)
    }

    // MARK: Digits

    /// `digits` ± `delta` (digits of a magnitude with a sign), crossing zero if need be.
    private func offset(_ digits: String, negative: Bool, by delta: Int) -> (String, Bool) {
        // Signed arithmetic on digit strings: magnitude ± 1, one step at a time.
        var magnitude = digits.map { Int($0.asciiValue! - 48) }
        var isNegative = negative
        for _ in 0..<abs(delta) {
            let towardZero = (delta > 0) == isNegative
            if towardZero, magnitude.allSatisfy({ $0 == 0 }) {
                isNegative.toggle()
                magnitude = [1]
            } else if towardZero {
                var i = magnitude.count - 1
                while magnitude[i] == 0 { magnitude[i] = 9; i -= 1 }
                magnitude[i] -= 1
            } else {
                var i = magnitude.count - 1
                while i >= 0, magnitude[i] == 9 { magnitude[i] = 0; i -= 1 }
                if i < 0 { magnitude.insert(1, at: 0) } else { magnitude[i] += 1 }
            }
        }
        while magnitude.count > 1, magnitude[0] == 0 { magnitude.removeFirst() }
        return (magnitude.map(String.init).joined(), isNegative && magnitude != [0])
    }

    private mutating func digitString(_ count: Int) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(count)
        for _ in 0..<count { digits.append(UInt8(48 + int(10))) }
        return String(decoding: digits, as: UTF8.self)
    }

    private mutating func nonZeroDigit() -> Int { 1 + int(9) }

    private mutating func int(_ upperBound: Int) -> Int { Int(random.next() % UInt64(upperBound)) }
}

/// The exact whole part of a number's text, worked out on its digits
/// alone: an independent reference for the converters' integer rule.
struct ReferenceWholePart {
    /// The whole part (truncated toward zero) as text with its sign, `"-0"`
    /// never; nil when an exponent beyond any type makes it too large.
    let wholeText: String?
    /// Whether a non-zero digit stands after the point.
    let hasFraction: Bool

    /// Reads `text`: `[+-] digits [. digits] [(e|E) [+-] digits]`.
    init(_ text: String) {
        let zero = UInt8(ascii: "0")
        let bytes = Array(text.utf8)
        var i = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { i += 1 }
        // The digits before and after the point, as one run, and how many stand before it.
        var digits: [UInt8] = []
        var integerCount = 0
        while i < bytes.count, bytes[i] >= zero, bytes[i] <= UInt8(ascii: "9") {
            digits.append(bytes[i])
            integerCount += 1
            i += 1
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, bytes[i] >= zero, bytes[i] <= UInt8(ascii: "9") {
                digits.append(bytes[i])
                i += 1
            }
        }
        var exponentIsNegative = false
        var exponentDigits: [UInt8] = []
        if i < bytes.count {
            i += 1  // e or E
            exponentIsNegative = bytes[i] == UInt8(ascii: "-")
            if exponentIsNegative || bytes[i] == UInt8(ascii: "+") { i += 1 }
            while i < bytes.count, bytes[i] == zero { i += 1 }
            exponentDigits = Array(bytes[i...])
        }
        let isZero = !digits.contains { $0 != zero }
        if exponentDigits.count > 6 {
            // Beyond any type and any digit count here: zero stays zero, others are huge or tiny.
            wholeText = isZero || exponentIsNegative ? "0" : nil
            hasFraction = !isZero && exponentIsNegative
            return
        }
        var exponent = 0
        for digit in exponentDigits { exponent = exponent * 10 + Int(digit - zero) }
        if exponentIsNegative { exponent = -exponent }
        // The point stands after this many digits; move it by appending or prepending zeros.
        var point = integerCount + exponent
        if point > digits.count { digits += repeatElement(zero, count: point - digits.count) }
        if point < 0 {
            digits.insert(contentsOf: repeatElement(zero, count: -point), at: 0)
            point = 0
        }
        var first = 0
        while first < point, digits[first] == zero { first += 1 }
        hasFraction = digits[point...].contains { $0 != zero }
        if first == point {
            wholeText = "0"
        } else {
            wholeText = (negative ? "-" : "") + String(decoding: digits[first..<point], as: UTF8.self)
        }
    }

    /// The whole part as `I`, or nil when `I` cannot hold it.
    func value<I: FixedWidthInteger>(_: I.Type) -> I? {
        // The standard library's parser refuses text out of `I`'s range.
        wholeText.flatMap { I($0) }
    }
}
