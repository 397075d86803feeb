/// A converter for a scalar type, written once against `LooseValue`, so a JSON
/// node and a Foundation value follow exactly the same coercion rules.
/// Subclasses add fast paths for the node kinds they meet most.
class LooseConverter<Value>: Converter<Value>, @unchecked Sendable {
    /// Converts a sorted value; nil if it does not convert.
    func convert(_ value: LooseValue) -> Value? { nil }

    override func value(from node: JSONNode) -> Value? {
        convert(node.looseValue)
    }

    override func value(fromAny value: Any) -> Value? {
        if let same = LooseValue.identical(value, as: Value.self) { return same }
        return convert(LooseValue(value))
    }
}
