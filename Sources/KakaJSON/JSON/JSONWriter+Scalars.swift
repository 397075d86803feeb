extension JSONWriter {
    /// Writes `null`.
    @inline(__always)
    package mutating func null() {
        prepareForValue()
        appendNullLiteral()
        finishValue()
    }

    /// Writes `true` or `false`.
    @inline(__always)
    package mutating func bool(_ value: Bool) {
        prepareForValue()
        buffer.append(value ? "true" : "false")
        finishValue()
    }

    /// Writes a signed integer with its exact decimal digits.
    @inline(__always)
    package mutating func int64(_ value: Int64) {
        prepareForValue()
        if value < 0 {
            buffer.append(UInt8(ascii: "-"))
        }
        buffer.appendDecimal(value.magnitude)
        finishValue()
    }

    /// Writes an unsigned integer with its exact decimal digits.
    @inline(__always)
    package mutating func uint64(_ value: UInt64) {
        prepareForValue()
        buffer.appendDecimal(value)
        finishValue()
    }

    /// Writes an `Int` with its exact decimal digits.
    package mutating func int(_ value: Int) {
        int64(Int64(value))
    }

    /// Writes a `UInt` with its exact decimal digits.
    package mutating func uint(_ value: UInt) {
        uint64(UInt64(value))
    }

    /// Writes an integer of up to 128 bits (an `Int128`'s, a `UInt128`'s)
    /// with its exact decimal digits.
    mutating func wideInteger(_ value: WideInteger) {
        prepareForValue()
        if value.isNegative {
            buffer.append(UInt8(ascii: "-"))
        }
        let (count, chunks) = value.decimalChunks
        buffer.appendDecimal(chunks.0)
        if count > 1 { buffer.appendDecimal(chunks.1, width: 19) }
        if count > 2 { buffer.appendDecimal(chunks.2, width: 19) }
        finishValue()
    }

    /// Whether `value` has a JSON number form; NaN and infinities do not.
    ///
    /// Callers that would rather omit a member than write `null` check this
    /// first. (Package access: the writer's tests.)
    package static func canRepresent(_ value: Double) -> Bool {
        value.isFinite
    }

    /// Writes a `Double` as Foundation's `JSONEncoder` writes it: its shortest
    /// round-trip text (`Double.description`) without a trailing `.0`.
    ///
    /// So integral values have no fraction (`100`, and `-0` for `-0.0`); large and
    /// tiny magnitudes use exponent form such as `1e+21` or `5e-324`, which is valid
    /// JSON. NaN and infinities have no JSON form, so `null` is written instead and
    /// `false` returned.
    ///
    /// - Returns: `true` if the number itself was written, `false` if `null` was.
    @discardableResult
    package mutating func double(_ value: Double) -> Bool {
        prepareForValue()
        defer { finishValue() }
        guard value.isFinite else {
            appendNullLiteral()
            return false
        }
        JSONFloatText.appendDouble(value, to: &buffer)
        return true
    }

    /// Writes a `Float` in its shortest `Float` round-trip form (`Float(0.1)` as `0.1`,
    /// `Float(100)` as `100`, `Float(1e10)` as `1e+10`), as `JSONEncoder` writes it.
    ///
    /// Same formatting rules as ``double(_:)``, including `null` for NaN and infinities.
    ///
    /// - Returns: `true` if the number itself was written, `false` if `null` was.
    @discardableResult
    package mutating func float(_ value: Float) -> Bool {
        prepareForValue()
        defer { finishValue() }
        guard value.isFinite else {
            appendNullLiteral()
            return false
        }
        JSONFloatText.appendFloat(value, to: &buffer)
        return true
    }

    /// Writes number text verbatim, e.g. the exact digits of a `Decimal`.
    ///
    /// The text is checked against the JSON number grammar
    /// (`-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`); text that does not match
    /// is replaced by `null` so the output stays valid.
    ///
    /// - Returns: `true` if the text was written, `false` if `null` was.
    @discardableResult
    package mutating func rawNumber(_ text: String) -> Bool {
        rawNumber(utf8: text.utf8)
    }

    /// Writes number text given as ASCII bytes verbatim; see ``rawNumber(_:)``.
    ///
    /// - Returns: `true` if the text was written, `false` if `null` was.
    @discardableResult
    package mutating func rawNumber(utf8 text: some Collection<UInt8>) -> Bool {
        prepareForValue()
        defer { finishValue() }
        guard JSONNumberSyntax.isValid(text) else {
            appendNullLiteral()
            return false
        }
        buffer.append(contentsOf: text)
        return true
    }

    /// Writes number text as it is, unchecked: `KakaJSONEncoder` writes `Decimal.nan`
    /// as `NaN` because Foundation's `JSONEncoder` does (byte for byte the same text).
    mutating func uncheckedNumber(_ text: String) {
        prepareForValue()
        buffer.append(utf8Of: text)
        finishValue()
    }

    /// Writes a string value, escaped and quoted.
    @inline(__always)
    package mutating func string(_ value: String) {
        prepareForValue()
        buffer.appendQuoted(value, escapingSlashes: escapesSlashes)
        finishValue()
    }

    /// Writes a string value given as UTF-8 bytes, which must be valid UTF-8.
    package mutating func string(utf8 value: some Collection<UInt8>) {
        prepareForValue()
        buffer.appendQuoted(utf8: value, escapingSlashes: escapesSlashes)
        finishValue()
    }

    private mutating func appendNullLiteral() {
        buffer.append("null")
    }
}
