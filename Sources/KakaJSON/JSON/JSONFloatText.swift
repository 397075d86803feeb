/// Text of finite binary floating-point values, as Foundation's `JSONEncoder`
/// writes them: the standard library's `description` (the shortest text that
/// parses back to the same value; for `Float`, the same `Float`) without a
/// trailing `.0`. So `0.1`, `100`, `-0`, `1e-05`, `1.2345678901234568e+20`, all
/// valid JSON numbers.
enum JSONFloatText {
    /// 2^53: up to this every integer is exactly representable and `description`
    /// prints it as plain digits with `.0`.
    private static let doubleExactIntegerLimit: Double = 9_007_199_254_740_992

    /// 2^24, the `Float` counterpart of `doubleExactIntegerLimit`.
    private static let floatExactIntegerLimit: Float = 16_777_216

    /// Appends `value`, which must be finite.
    static func appendDouble(_ value: Double, to out: inout JSONByteBuffer) {
        // Integral values (ids, counts) are common: write their digits directly,
        // producing the same text as `description` without building a String.
        if value.magnitude <= doubleExactIntegerLimit && value.rounded(.towardZero) == value {
            appendIntegral(Int64(value), negative: value.sign == .minus, to: &out)
            return
        }
        appendDescription(value.description, to: &out)
    }

    /// Appends `value`, which must be finite, in its shortest `Float` form.
    static func appendFloat(_ value: Float, to out: inout JSONByteBuffer) {
        if value.magnitude <= floatExactIntegerLimit && value.rounded(.towardZero) == value {
            appendIntegral(Int64(value), negative: value.sign == .minus, to: &out)
            return
        }
        appendDescription(value.description, to: &out)
    }

    /// Writes `-?digits`; `negative` carries the sign of `-0.0`, which `Int64` loses.
    private static func appendIntegral(_ integer: Int64, negative: Bool, to out: inout JSONByteBuffer) {
        if negative {
            out.append(UInt8(ascii: "-"))
        }
        out.appendDecimal(integer.magnitude)
    }

    /// Appends a `description` less its trailing `.0`, should it have one (the
    /// integral values the fast paths leave to it print in exponent form).
    private static func appendDescription(_ description: String, to out: inout JSONByteBuffer) {
        let start = out.count
        out.append(utf8Of: description)
        if out.count - start > 2 && out.endsWith(UInt8(ascii: "."), UInt8(ascii: "0")) {
            out.removeSuffix(from: out.count - 2)
        }
    }
}
