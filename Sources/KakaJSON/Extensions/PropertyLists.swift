import Foundation

extension KJ where Base: Convertible {
    /// The model as a property list (binary by default, or XML): its
    /// `JSONObject()` serialized by `PropertyListSerialization`. A property
    /// list has no null, so nil elements of arrays are left out, as nil
    /// properties are; a `Decimal` is kept as the text of its digits. Nil
    /// when the serialization fails.
    public func plistData(format: PropertyListSerialization.PropertyListFormat = .binary) -> Data? {
        let object = PropertyListValues.plistValue(ModelEncoding.jsonObject(base)) ?? [String: Any]()
        return try? PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
    }
}

extension KJ where Base == Data {
    /// The model read from a property list (binary, XML or OpenStep) whose
    /// top level is a dictionary, with the same coercions as JSON; nil when
    /// the data is not such a property list.
    public func model<Model: Convertible>(fromPlist type: Model.Type) -> Model? {
        guard let object = try? PropertyListSerialization.propertyList(from: base, options: [], format: nil),
              let dictionary = object as? [String: Any] else { return nil }
        return dictionary.kj.model(type)
    }
}

/// Foundation values of a JSON object made fit for `PropertyListSerialization`.
enum PropertyListValues {
    /// `value` as a property-list value: nil for a null.
    static func plistValue(_ value: Any) -> Any? {
        switch value {
        case is NSNull:
            return nil
        case let dictionary as [String: Any]:
            return dictionary.compactMapValues(plistValue)
        case let array as [Any]:
            return array.compactMap(plistValue)
        case let decimal as Decimal:
            return decimal.description
        case let number as NSDecimalNumber:
            return number.stringValue
        default:
            return value
        }
    }
}
