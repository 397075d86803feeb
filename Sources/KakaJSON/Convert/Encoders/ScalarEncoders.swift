import Foundation

/// Int, Int8...UInt64, Int128 and UInt128: exact digits.
final class IntegerEncoder<Value: FixedWidthInteger>: ValueEncoder<Value>, @unchecked Sendable {
    /// Whether the type is wider than 64 bits (`Int128`, `UInt128`): asked
    /// once, as the methods run unspecialized, where each `bitWidth` is a call.
    private let isWide = Value.bitWidth > 64

    override func isPresent(_ value: Value) -> Bool { true }

    override func write(_ value: Value, to writer: inout JSONWriter) {
        if isWide {
            writer.wideInteger(WideInteger(value))
        } else if Value.isSigned {
            writer.int64(Int64(value))
        } else {
            writer.uint64(UInt64(value))
        }
    }

    override func jsonValue(_ value: Value) -> Any? { value }

    override var valueIsItsOwnJSONValue: Bool { true }

    override func setJSONValue(from address: InstanceAddress, offset: Int, for member: EncodePlan.Member,
                               in object: inout JSONObjectBuilder) {
        // This class's methods run unspecialized (see EncoderFactory.integer):
        // an `Int`, by far the most common, is loaded and boxed as itself,
        // without value witnesses.
        if Value.self == Int.self {
            // The property is a `Value`, which is `Int` itself here.
            object.set(address.load(Int.self, at: offset), for: member)
        } else {
            object.set(address.load(Value.self, at: offset), for: member)
        }
    }
}

/// Double and CGFloat: the shortest text that reads back to the same value,
/// as JSONEncoder writes it (integral values without a fraction: `100`, `-0`).
/// NaN and infinities have no JSON form and are left out.
final class DoubleEncoder<Value: BinaryFloatingPoint>: ValueEncoder<Value>, @unchecked Sendable {
    override func isPresent(_ value: Value) -> Bool { value.isFinite }

    override func write(_ value: Value, to writer: inout JSONWriter) {
        writer.double(Double(value))
    }

    override func jsonValue(_ value: Value) -> Any? { value.isFinite ? Double(value) : nil }

    override func setJSONValue(from address: InstanceAddress, offset: Int, for member: EncodePlan.Member,
                               in object: inout JSONObjectBuilder) {
        // Unspecialized, as IntegerEncoder: a `Double` is read as itself.
        if Value.self == Double.self {
            // The property is a `Value`, which is `Double` itself here.
            let value = address.load(Double.self, at: offset)
            if value.isFinite { object.set(value, for: member) }
            return
        }
        let value = address.load(Value.self, at: offset)
        if value.isFinite { object.set(Double(value), for: member) }
    }
}

/// Float: its own shortest text (0.1, not 0.10000000149011612), as JSONEncoder
/// writes it (`100`, `1e+10`).
final class FloatEncoder: ValueEncoder<Float>, @unchecked Sendable {
    override func isPresent(_ value: Float) -> Bool { value.isFinite }

    override func write(_ value: Float, to writer: inout JSONWriter) { writer.float(value) }

    /// The Double its JSON text reads as, so `JSONObject()` and a parse of `JSONString()` agree.
    override func jsonValue(_ value: Float) -> Any? { value.isFinite ? Double("\(value)") : nil }
}

/// Bool: `true` / `false`.
final class BoolEncoder: ValueEncoder<Bool>, @unchecked Sendable {
    override func isPresent(_ value: Bool) -> Bool { true }
    override func write(_ value: Bool, to writer: inout JSONWriter) { writer.bool(value) }
    override func jsonValue(_ value: Bool) -> Any? { value }

    override var valueIsItsOwnJSONValue: Bool { true }

    override func setJSONValue(from address: InstanceAddress, offset: Int, for member: EncodePlan.Member,
                               in object: inout JSONObjectBuilder) {
        object.set(address.load(Bool.self, at: offset), for: member)
    }
}

/// String.
final class StringEncoder: ValueEncoder<String>, @unchecked Sendable {
    override func isPresent(_ value: String) -> Bool { true }
    override func write(_ value: String, to writer: inout JSONWriter) { writer.string(value) }
    override func jsonValue(_ value: String) -> Any? { value }

    override var valueIsItsOwnJSONValue: Bool { true }

    override func setJSONValue(from address: InstanceAddress, offset: Int, for member: EncodePlan.Member,
                               in object: inout JSONObjectBuilder) {
        object.set(address.load(String.self, at: offset), for: member)
    }
}

/// Decimal: every digit, never through Double. NaN is left out.
final class DecimalEncoder: ValueEncoder<Decimal>, @unchecked Sendable {
    override func isPresent(_ value: Decimal) -> Bool { !value.isNaN }
    override func write(_ value: Decimal, to writer: inout JSONWriter) { writer.decimal(value) }
    override func jsonValue(_ value: Decimal) -> Any? { value.isNaN ? nil : NSDecimalNumber(decimal: value) }
}

/// Date: in the model's `DateFormat`, seconds since 1970 by default (the
/// form decoding reads without a setting). A date whose number in the
/// format is not finite (a NaN or infinite interval, or milliseconds past
/// `Double`'s range) has no JSON form, as NaN has: a member is left out, an
/// array element is `null`.
final class DateEncoder: ValueEncoder<Date>, @unchecked Sendable {
    private let format: DateFormat

    init(format: DateFormat) {
        self.format = format
    }

    override func isPresent(_ value: Date) -> Bool {
        let seconds = value.timeIntervalSince1970
        guard seconds.isFinite else { return false }
        if case .millisecondsSince1970 = format { return (seconds * 1_000).isFinite }
        return true
    }

    override func write(_ value: Date, to writer: inout JSONWriter) {
        switch form(of: value) {
        case .number(let number)?: writer.double(number)
        case .text(let text)?: writer.string(text)
        case nil: writer.null()
        }
    }

    override func jsonValue(_ value: Date) -> Any? {
        switch form(of: value) {
        case .number(let number)?: return number
        case .text(let text)?: return text
        case nil: return nil
        }
    }

    private enum Form {
        case number(Double)
        case text(String)
    }

    /// The date's form; nil when it has none (see `isPresent`).
    private func form(of date: Date) -> Form? {
        guard isPresent(date) else { return nil }
        switch format {
        case .secondsSince1970: return .number(date.timeIntervalSince1970)
        case .millisecondsSince1970: return .number(Self.milliseconds(date.timeIntervalSince1970))
        // Years the text cannot hold (before 0000, after 9999) stay numbers.
        case .iso8601: return ISO8601Text.string(from: date).map(Form.text) ?? .number(date.timeIntervalSince1970)
        case .formatter(let formatter): return .text(formatter.string(from: date))
        }
    }

    /// Through microseconds, so that a whole number of milliseconds is
    /// written without binary noise (1704164645123, not ...123.0001); a
    /// date so far off that its microseconds pass `Double`'s range is a
    /// whole number of milliseconds anyway, multiplied directly.
    private static func milliseconds(_ seconds: Double) -> Double {
        let micros = seconds * 1e6
        return micros.isFinite ? micros.rounded() / 1e3 : seconds * 1e3
    }
}

/// URL: its absolute string.
final class URLEncoder: ValueEncoder<URL>, @unchecked Sendable {
    override func isPresent(_ value: URL) -> Bool { true }
    override func write(_ value: URL, to writer: inout JSONWriter) { writer.string(value.absoluteString) }
    override func jsonValue(_ value: URL) -> Any? { value.absoluteString }
}

/// Data: its UTF-8 text when the bytes are valid UTF-8 (decoding turns a string
/// into its UTF-8 bytes, so this round-trips); otherwise an array of byte values,
/// which decoding also reads back.
final class DataEncoder: ValueEncoder<Data>, @unchecked Sendable {
    override func isPresent(_ value: Data) -> Bool { true }

    override func write(_ value: Data, to writer: inout JSONWriter) {
        if let text = String(validatingUTF8Data: value) {
            writer.string(text)
        } else {
            writer.beginArray()
            for byte in value { writer.uint64(UInt64(byte)) }
            writer.endArray()
        }
    }

    override func jsonValue(_ value: Data) -> Any? {
        String(validatingUTF8Data: value) ?? value.map { Int($0) }
    }
}

extension String {
    /// The text of `data` if it is valid UTF-8, else nil (never repairs bytes).
    init?(validatingUTF8Data data: Data) {
        guard let text = String(bytes: data, encoding: .utf8) else { return nil }
        self = text
    }
}

/// NSNumber: integers as integers, floating point as shortest text.
final class NumberEncoder: ValueEncoder<NSNumber>, @unchecked Sendable {
    override func isPresent(_ value: NSNumber) -> Bool {
        if value is NSDecimalNumber { return !(value as! NSDecimalNumber).decimalValue.isNaN }
        return value.doubleValue.isFinite
    }

    override func write(_ value: NSNumber, to writer: inout JSONWriter) {
        if let decimal = value as? NSDecimalNumber {
            writer.decimal(decimal.decimalValue)
            return
        }
        switch LooseValue(value) {
        case .bool(let bool): writer.bool(bool)
        case .number(.signed(let integer)): writer.int64(integer)
        case .number(.unsigned(let integer)): writer.uint64(integer)
        case .number(.float(let float)): writer.float(float)
        default: writer.double(value.doubleValue)
        }
    }

    override func jsonValue(_ value: NSNumber) -> Any? { isPresent(value) ? value : nil }
}

/// A Foundation or bridged type encoded as another type: NSString as String,
/// NSURL as URL, NSData as Data, NSDate as Date.
final class BridgedEncoder<Value, Target>: ValueEncoder<Value>, @unchecked Sendable {
    private let target: ValueEncoder<Target>
    private let convert: @Sendable (Value) -> Target?

    init(_ target: ValueEncoder<Target>, _ convert: @escaping @Sendable (Value) -> Target?) {
        self.target = target
        self.convert = convert
    }

    override var parts: [AnyEncoder] { [target] }

    override func isPresent(_ value: Value) -> Bool {
        guard let converted = convert(value) else { return false }
        return target.isPresent(converted)
    }

    override func write(_ value: Value, to writer: inout JSONWriter) {
        guard let converted = convert(value) else { writer.null(); return }
        target.write(converted, to: &writer)
    }

    override func jsonValue(_ value: Value) -> Any? {
        guard let converted = convert(value) else { return nil }
        return target.jsonValue(converted)
    }
}

/// NSNull: `null`.
final class NullEncoder: ValueEncoder<NSNull>, @unchecked Sendable {
    override func isPresent(_ value: NSNull) -> Bool { true }
    override func write(_ value: NSNull, to writer: inout JSONWriter) { writer.null() }
    override func jsonValue(_ value: NSNull) -> Any? { value }
}
