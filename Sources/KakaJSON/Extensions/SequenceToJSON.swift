import Foundation

// Upstream's conversions on any array or set, whatever its elements.
extension KJ where Base: Sequence & ExpressibleByArrayLiteral {
    /// The enum cases converted from the values in this array (by the raw
    /// value's type first); values that match no case are skipped.
    public func enumArray<Enum: ConvertibleEnum>(_ type: Enum.Type) -> [Enum] {
        let converter = ConverterFactory.anyConverter(for: Enum.self)
        return base.compactMap { element in
            LooseValue.unwrapped(element).flatMap { converter.anyValue(fromAny: $0) as? Enum }
        }
    }

    /// The enum cases of the type `type` holds, converted from the values in this array.
    public func enumArray(type: ConvertibleEnum.Type) -> [ConvertibleEnum] {
        func open<Enum: ConvertibleEnum>(_: Enum.Type) -> [ConvertibleEnum] { enumArray(Enum.self) }
        return open(type)
    }

    /// The JSON objects of the models in this array; other elements are skipped.
    public func JSONObjectArray() -> [[String: Any]] {
        base.compactMap { element in
            (LooseValue.unwrapped(element) as? Convertible).flatMap { DynamicEncoder.shared.jsonValue($0) as? [String: Any] }
        }
    }

    /// This array as Foundation JSON values (models as `[String: Any]`);
    /// elements without a JSON form are left out.
    public func JSONArray() -> [Any] {
        let encoder = EncoderFactory.dynamic(dates: ConfigStore.current.dateFormat(for: nil))
        return base.compactMap { encoder.jsonValue($0) }
    }

    /// This array as JSON text ("" when it has no JSON form).
    public func JSONString(prettyPrinted: Bool = false) -> String {
        ValueWriting.string(of: base.map { $0 as Any }, prettyPrinted: prettyPrinted)
    }
}
