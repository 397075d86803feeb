#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// A converter whose typed code is in two closures, made by generic code
/// that knows the type: scalars with a coercion rule (`loose`), sets and
/// dictionaries, whose element types need `Hashable`.
///
/// Not generic: the closures capture the type, so no class is instantiated
/// for each type converted (see `AnyConverter`).
final class ClosureConverter: AnyConverter, @unchecked Sendable {
    /// Initializes storage from a node; false, leaving it uninitialized, if it does not convert.
    private let fromNode: (JSONNode, InstanceAddress) -> Bool
    /// Initializes storage from a Foundation-style value.
    private let fromAny: (Any, InstanceAddress) -> Bool

    /// The converters the closures convert parts of the value with.
    private let closureParts: [AnyConverter]

    init(valueType: Any.Type, fromNode: @escaping (JSONNode, InstanceAddress) -> Bool,
         fromAny: @escaping (Any, InstanceAddress) -> Bool, parts: [AnyConverter] = []) {
        self.fromNode = fromNode
        self.fromAny = fromAny
        closureParts = parts
        super.init(valueType: valueType)
    }

    override var parts: [AnyConverter] { closureParts }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        fromNode(node, address)
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        fromAny(value, address)
    }

    /// A scalar converted by its coercion rule over `LooseValue` (see
    /// `LooseRules`), so a JSON node and a Foundation value follow exactly the
    /// same rules: Decimal, Date, URL, Data and the Foundation classes. A
    /// Foundation value that is already a `Value` (by `exact`; by default, of
    /// exactly that type) is kept.
    /// `diagnosis` says which conversions it reports as lossy.
    static func loose<Value>(_ type: Value.Type, diagnosis: ScalarDiagnosis = .other,
                             exact: @escaping @Sendable (Any) -> Value? = { LooseValue.identical($0, as: Value.self) },
                             _ convert: @escaping @Sendable (LooseValue) -> Value?) -> ClosureConverter {
        func initialize(_ value: LooseValue, at address: InstanceAddress) -> Bool {
            guard let converted = convert(value) else {
                diagnosis.report(value, into: Value.self, converted: false)
                return false
            }
            diagnosis.report(value, into: Value.self, converted: true)
            PropertyStore.initialize(converted, at: address)
            return true
        }
        return ClosureConverter(valueType: type, fromNode: { initialize($0.looseValue, at: $1) }, fromAny: { value, address in
            if let same = exact(value) {
                PropertyStore.initialize(same, at: address)
                return true
            }
            return initialize(LooseValue(value), at: address)
        })
    }
}
