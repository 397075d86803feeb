#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The deep copy of `kj.copy()`: every model in the value is copied, class
/// instances once each, so references shared in the original are shared in
/// the copy and cycles close on the copies. Plain structs (declared outside
/// the system modules) and tuples are walked field by field, so the models
/// they hold are copied too. Other values are copied as Swift copies them:
/// objects of other classes stay shared, and so do models inside an enum's
/// payload (the metadata layer reads no payloads in place).
///
/// A copied class instance starts from `init()` and then receives every
/// property its plan converts; properties the library does not convert
/// (closures, weak and unowned references) keep what `init()` gave them.
struct ModelCopier {
    private var copies: [ObjectIdentifier: AnyObject] = [:]

    /// A deep copy of `model`.
    static func copy<Model: Convertible>(_ model: Model) -> Model {
        var copier = ModelCopier()
        return copier.copy(model) as? Model ?? model
    }

    /// A copy of `value`; containers come back as `[Any]` or
    /// `[AnyHashable: Any]`, which the typed write of a property casts back.
    private mutating func copy(_ value: Any) -> Any {
        // Each level of models and collections: deep values go on with a larger stack.
        StackGuard.nested { copyShape(value) }
    }

    private mutating func copyShape(_ value: Any) -> Any {
        switch ValueShape(value) {
        // Foundation containers are objects of other classes: shared, as they are.
        case .none, .set, .container: return value
        case .leaf(let leaf): return copyFields(of: leaf)
        case .model(let model): return copyModel(model)
        case .array(let elements): return elements.map { copy($0) }
        case .dictionary(let members): return members.mapValues { copy($0) }
        }
    }

    private mutating func copyModel(_ model: any Convertible) -> any Convertible {
        func typed<Model: Convertible>(_ model: Model) -> any Convertible {
            if let subclass = ModelEncoding.subclass(of: model) {
                func open<Subclass: Convertible>(_: Subclass.Type) -> any Convertible {
                    (model as? Subclass).map { typed($0) } ?? model
                }
                return open(subclass)
            }
            let properties = ModelValues.properties(of: model)
            var result: Model
            if let identity = ModelValues.identity(of: model) {
                if let done = copies[identity] as? Model { return done }
                result = Model()
                // Before the properties: a cycle back to `model` finds the copy.
                copies[identity] = result as AnyObject
            } else {
                result = model
            }
            withInstanceAddress(of: &result) { copy(properties, to: $0) }
            return result
        }
        return typed(model)
    }

    /// A plain struct or tuple with the models in its fields copied; any
    /// other value as it is (see `ModelValues.fields(of:)`).
    private mutating func copyFields(of value: Any) -> Any {
        guard let fields = ModelValues.fields(of: value), !fields.isEmpty else { return value }
        func typed<Value>(_ value: Value) -> Any {
            // Written into a fresh copy, which no one else sees yet: its
            // `let` fields change before anyone can rely on them.
            var result = value
            withInstanceAddress(of: &result) { copy(fields, to: $0) }
            return result
        }
        return typed(value)
    }

    /// Writes the copy of each of `properties`' values to its property of
    /// the instance at `address`: the one write models and plain values share.
    private mutating func copy(_ properties: [(property: Property, value: Any)], to address: InstanceAddress) {
        for (property, value) in properties {
            // A value whose copy the property's type cannot take
            // back (a set of models) is kept as it is.
            if !PropertyStore.assign(copy(value), to: property, at: address) {
                _ = PropertyStore.assign(value, to: property, at: address)
            }
        }
    }
}
