/// An enum that KakaJSON converts from and to its raw value.
///
/// An enum with a raw value only declares the conformance:
///
///     enum Grade: String, ConvertibleEnum { case perfect = "A", great = "B" }
///
/// The JSON value is first converted to the raw value's type (so "5.55kaka"
/// gives the `Double` 5.55), then to the case with that raw value.
public protocol ConvertibleEnum {
    /// The case for `value`, a value of `kj_valueType`, or nil.
    static func kj_convert(from value: Any) -> Self?
    /// The value written to JSON.
    var kj_value: Any { get }
    /// The type JSON values are converted to before `kj_convert(from:)`.
    static var kj_valueType: Any.Type { get }
}

extension ConvertibleEnum where Self: RawRepresentable {
    /// The case whose raw value is `value`.
    public static func kj_convert(from value: Any) -> Self? {
        (value as? RawValue).flatMap(Self.init(rawValue:))
    }

    /// The raw value.
    public var kj_value: Any {
        rawValue
    }

    /// The raw value's type.
    public static var kj_valueType: Any.Type {
        RawValue.self
    }
}
