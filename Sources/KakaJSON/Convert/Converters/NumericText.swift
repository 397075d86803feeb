/// Reading numbers and booleans out of free-form strings, as KakaJSON's
/// coercion table asks: `"6suan8fa8"` is 6, `"6.66suan8fa8"` is 6.66,
/// `"YES"` is true.
enum NumericText {
    /// `true` for "true"/"yes", `false` for "false"/"no" (any letter case), else nil.
    static func boolWord(_ text: Substring.UTF8View) -> Bool? {
        switch text.count {
        case 2: return equalsIgnoringCase(text, "no") ? false : nil
        case 3: return equalsIgnoringCase(text, "yes") ? true : nil
        case 4: return equalsIgnoringCase(text, "true") ? true : nil
        case 5: return equalsIgnoringCase(text, "false") ? false : nil
        default: return nil
        }
    }

    private static func equalsIgnoringCase(_ text: Substring.UTF8View, _ word: StaticString) -> Bool {
        var index = 0
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in text {
            // ASCII letters only: setting bit 5 lowercases them.
            guard index < bytes.count, byte | 0x20 == bytes[index] else { return false }
            index += 1
        }
        return index == bytes.count
    }

    /// The longest leading number in `text`, after leading whitespace:
    /// an optional sign, digits, an optional fraction and an optional exponent.
    /// `isInteger` is true when it has neither fraction nor exponent.
    static func leadingNumber(_ text: String) -> (text: Substring, isInteger: Bool)? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex, utf8[index] == UInt8(ascii: " ") || utf8[index] == UInt8(ascii: "\t")
            || utf8[index] == UInt8(ascii: "\n") || utf8[index] == UInt8(ascii: "\r") {
            index = utf8.index(after: index)
        }
        let start = index
        func isDigit(_ i: String.UTF8View.Index) -> Bool {
            i < utf8.endIndex && utf8[i] >= UInt8(ascii: "0") && utf8[i] <= UInt8(ascii: "9")
        }
        if index < utf8.endIndex, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
            index = utf8.index(after: index)
        }
        var digits = 0
        while isDigit(index) { index = utf8.index(after: index); digits += 1 }
        var isInteger = true
        if index < utf8.endIndex, utf8[index] == UInt8(ascii: ".") {
            var fraction = utf8.index(after: index)
            var fractionDigits = 0
            while isDigit(fraction) { fraction = utf8.index(after: fraction); fractionDigits += 1 }
            if fractionDigits > 0 || digits > 0 {
                if fractionDigits > 0 { isInteger = false }
                index = fraction
                digits += fractionDigits
            }
        }
        guard digits > 0 else { return nil }
        if index < utf8.endIndex, utf8[index] | 0x20 == UInt8(ascii: "e") {
            var exponent = utf8.index(after: index)
            if exponent < utf8.endIndex, utf8[exponent] == UInt8(ascii: "-") || utf8[exponent] == UInt8(ascii: "+") {
                exponent = utf8.index(after: exponent)
            }
            if isDigit(exponent) {
                while isDigit(exponent) { exponent = utf8.index(after: exponent) }
                index = exponent
                isInteger = false
            }
        }
        return (text[start..<index], isInteger)
    }

    /// The number a free-form string stands for: a bool word as 0 or 1, else its leading number.
    static func number(from text: String) -> LooseNumber? {
        if let word = boolWord(Substring(text).utf8) { return .signed(word ? 1 : 0) }
        guard let (number, isInteger) = leadingNumber(text) else { return nil }
        let unsigned = number.first == "+" ? number.dropFirst() : number
        if isInteger {
            // "-0" stays text: an integer would lose the sign a Float or Double keeps.
            if let value = Int64(unsigned) {
                if value != 0 || unsigned.first != "-" { return .signed(value) }
            } else if let value = UInt64(unsigned) {
                return .unsigned(value)
            }
        }
        return Double(unsigned).map { .text(String(unsigned), $0) }
    }

    /// The number `text` holds when it holds nothing else but whitespace
    /// around it (`" 12.5 "`, not `"2024-01-02"` or `"12 apples"`).
    static func wholeNumber(from text: String) -> Double? {
        guard let (number, _) = leadingNumber(text),
              text[number.endIndex...].allSatisfy(\.isWhitespace) else { return nil }
        let unsigned = number.first == "+" ? number.dropFirst() : number
        return Double(unsigned)
    }
}
