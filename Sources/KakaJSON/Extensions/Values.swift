import Foundation

/// One value converted by KakaJSON's own rules (the conversion table of the
/// JSON-to-model guide): what a property of the type would receive.
///
///     Values.int("6suan8fa8")   // 6
///     Values.bool("yes")        // true
///     Values.value(["name": "Kaka"], of: Person.self)?.name  // "Kaka"
///
/// Nil when the value does not convert, or is nil or `NSNull`.
public enum Values {
    /// `value` converted to `type`: a scalar, a model (from a `[String: Any]`),
    /// an enum, a collection; nil when it does not convert.
    public static func value<T>(_ value: Any?, of type: T.Type) -> T? {
        guard let unwrapped = LooseValue.unwrapped(value as Any), !(unwrapped is NSNull) else { return nil }
        if let same = unwrapped as? T, Swift.type(of: unwrapped) == T.self { return same }
        let dates = ConfigStore.current.dateFormat(for: nil)
        return ConverterFactory.anyConverter(for: T.self, dates: dates).anyValue(fromAny: unwrapped) as? T
    }

    /// `value` as a `String`.
    public static func string(_ value: Any?) -> String? { self.value(value, of: String.self) }
    /// `value` as a `Bool`.
    public static func bool(_ value: Any?) -> Bool? { self.value(value, of: Bool.self) }
    /// `value` as an `Int`.
    public static func int(_ value: Any?) -> Int? { self.value(value, of: Int.self) }
    /// `value` as an `Int8`.
    public static func int8(_ value: Any?) -> Int8? { self.value(value, of: Int8.self) }
    /// `value` as an `Int16`.
    public static func int16(_ value: Any?) -> Int16? { self.value(value, of: Int16.self) }
    /// `value` as an `Int32`.
    public static func int32(_ value: Any?) -> Int32? { self.value(value, of: Int32.self) }
    /// `value` as an `Int64`.
    public static func int64(_ value: Any?) -> Int64? { self.value(value, of: Int64.self) }
    /// `value` as a `UInt`.
    public static func uInt(_ value: Any?) -> UInt? { self.value(value, of: UInt.self) }
    /// `value` as a `UInt8`.
    public static func uInt8(_ value: Any?) -> UInt8? { self.value(value, of: UInt8.self) }
    /// `value` as a `UInt16`.
    public static func uInt16(_ value: Any?) -> UInt16? { self.value(value, of: UInt16.self) }
    /// `value` as a `UInt32`.
    public static func uInt32(_ value: Any?) -> UInt32? { self.value(value, of: UInt32.self) }
    /// `value` as a `UInt64`.
    public static func uInt64(_ value: Any?) -> UInt64? { self.value(value, of: UInt64.self) }
    /// `value` as an `Int128`, exact over its whole range.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public static func int128(_ value: Any?) -> Int128? { self.value(value, of: Int128.self) }
    /// `value` as a `UInt128`, exact over its whole range.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public static func uInt128(_ value: Any?) -> UInt128? { self.value(value, of: UInt128.self) }
    /// `value` as a `Float`.
    public static func float(_ value: Any?) -> Float? { self.value(value, of: Float.self) }
    /// `value` as a `Double`.
    public static func double(_ value: Any?) -> Double? { self.value(value, of: Double.self) }
    /// `value` as a `CGFloat`.
    public static func cgFloat(_ value: Any?) -> CGFloat? { self.value(value, of: CGFloat.self) }
    /// `value` as a `Decimal`, from its digits.
    public static func decimal(_ value: Any?) -> Decimal? { self.value(value, of: Decimal.self) }
    /// `value` as an `NSNumber`.
    public static func number(_ value: Any?) -> NSNumber? { self.value(value, of: NSNumber.self) }
    /// `value` as an `NSDecimalNumber`, from its digits.
    public static func decimalNumber(_ value: Any?) -> NSDecimalNumber? { self.value(value, of: NSDecimalNumber.self) }
}
