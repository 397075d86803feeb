/// A converter for a scalar type, written once against `LooseValue`, so a JSON
/// node and a Foundation value follow exactly the same coercion rules.
/// Subclasses add fast paths for the node kinds they meet most.
///
/// The generic numeric converters (`IntegerConverter`, `FloatingConverter`)
/// follow the same rules through `looseValue(fromAny:_:)` but subclass
/// `Converter` directly: each level of generic superclass is instantiated
/// from its mangled name on the first use of each numeric type, about 15k
/// instructions of a new model's first conversion.
class LooseConverter<Value>: Converter<Value>, @unchecked Sendable {
    /// Converts a sorted value; nil if it does not convert.
    func convert(_ value: LooseValue) -> Value? { nil }

    override func value(from node: JSONNode) -> Value? {
        convert(node.looseValue)
    }

    override func value(fromAny value: Any) -> Value? {
        looseValue(fromAny: value, convert)
    }
}

extension Converter {
    /// A Foundation value under the loose rules: itself when it already has
    /// the type, else `convert` of its sorted form.
    @inline(__always)
    final func looseValue(fromAny value: Any, _ convert: (LooseValue) -> Value?) -> Value? {
        if let same = LooseValue.identical(value, as: Value.self) { return same }
        return convert(LooseValue(value))
    }
}
