import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// A value seen the way equality, hashing, description and copying walk it:
/// a model (by its plan's properties), a collection of values, nothing (an
/// Optional's `none`), or a value of another kind, taken as it is.
enum ValueShape {
    case none
    case model(any Convertible)
    case array([Any])
    case dictionary([AnyHashable: Any])
    /// A `Set`'s elements, in its order.
    case set([Any])
    /// An NSArray, NSDictionary or NSSet: the object, which (when mutable)
    /// may contain itself, so the walks track it as they track class models;
    /// the name a cycle back to it is shown with; its elements, as the
    /// shape of the Swift collection of the same kind.
    indirect case container(AnyObject, name: String, contents: ValueShape)
    case leaf(Any)

    /// The shape of `value`, with Optionals unwrapped (nested ones too).
    init(_ value: Any) {
        let type = Swift.type(of: value)
        switch StandardContainer(type) {
        case .optional?:
            guard let wrapped = (value as? any OptionalValue)?.wrappedValue else {
                self = .none
                return
            }
            self = ValueShape(wrapped)
            return
        case .array?:
            self = .array(value as? [Any] ?? [])
            return
        case nil:
            break
        }
        if let model = value as? any Convertible {
            self = .model(model)
        } else if Kind(type).isClassInstance, let container = ValueShape.container(value, type: type) {
            self = container
        } else if StandardContainer.isDictionary(type), let dictionary = value as? [AnyHashable: Any] {
            self = .dictionary(dictionary)
        } else if value is any SetAlgebra, case let mirror = Mirror(reflecting: value), mirror.displayStyle == .set {
            // Walked like the other collections: models in a set may close a
            // cycle, which the set's own == and hash would follow afresh.
            self = .set(mirror.children.map(\.value))
        } else {
            self = .leaf(value)
        }
    }

    /// The shape of a Foundation container (see `FoundationContainer`),
    /// nil for other class instances.
    private static func container(_ value: Any, type: Any.Type) -> ValueShape? {
        guard let container = FoundationContainer(value) else { return nil }
        let contents: ValueShape
        switch container {
        case .array: contents = .array(container.elements)
        case .set: contents = .set(container.elements)
        case .dictionary:
            var members: [AnyHashable: Any] = [:]
            for (key, member) in container.members { members[key] = member }
            contents = .dictionary(members)
        }
        return .container(container.object, name: container.name, contents: contents)
    }
}

/// The properties a model takes part with in equality, hashing, description
/// and copying: those of its encoding plan (its dynamic type's, for a class
/// instance), `kj_isIgnored` ones left out.
enum ModelValues {
    /// The properties of `model`'s type and, in the same order, their values.
    static func properties(of model: any Convertible) -> [(property: Property, value: Any)] {
        func read<Model: Convertible>(_ model: Model) -> [(property: Property, value: Any)] {
            // A subclass instance seen as its superclass: its own type's plan
            // (a plan built for the static type would lack its properties).
            if let subclass = ModelEncoding.subclass(of: model) {
                func open<Subclass: Convertible>(_: Subclass.Type) -> [(property: Property, value: Any)] {
                    (model as? Subclass).map(read) ?? []
                }
                return open(subclass)
            }
            let members = Plans.encoding.plan(for: Model.self).members
            return withInstanceAddress(ofValue: model) { address in
                members.compactMap { member in
                    guard let access = member.property.access else { return nil }
                    return (member.property, access.read(from: address, offset: member.property.offset))
                }
            }
        }
        return read(model)
    }

    /// The stored fields of a value that is not a model but may hold models
    /// (a struct declared outside the system modules, or a tuple) and, in
    /// the same order, their values; nil for any other value. Fields without
    /// a typed accessor (weak and unowned references, closures) are left out,
    /// as a model's are.
    ///
    /// The metadata's fields rather than a plan: such a type has no plan, and
    /// its fields are where a model inside it lies. System types are left
    /// alone: their fields are implementation details (a `String`'s storage)
    /// whose invariants a rewrite field by field is not entitled to assume.
    static func fields(of value: Any) -> [(property: Property, value: Any)]? {
        guard let fields = fieldProperties(of: Swift.type(of: value)) else { return nil }
        func read<Value>(_ value: Value) -> [(property: Property, value: Any)] {
            withInstanceAddress(ofValue: value) { address in
                fields.compactMap { property in
                    guard let access = property.access else { return nil }
                    return (property, access.read(from: address, offset: property.offset))
                }
            }
        }
        return read(value)
    }

    /// The fields `fields(of:)` walks for values of `type`; nil for a type it leaves alone.
    private static func fieldProperties(of type: Any.Type) -> [Property]? {
        // Most leaves are scalars: told by identity, before any metadata is read.
        guard ScalarType(valueType: type) == nil else { return nil }
        switch Kind(type) {
        case .tuple:
            return (Metadata.type(type) as? TupleType)?.properties
        case .struct:
            guard let structType = Metadata.type(type) as? StructType, !structType.isSystemModule else { return nil }
            return structType.properties
        default:
            return nil
        }
    }

    /// The name shown for a model: its type as written ("User", "Box<Int>").
    static func typeName(of model: any Convertible) -> String {
        _typeName(Swift.type(of: model), qualified: false)
    }

    /// The identity of a class instance; nil for a value type.
    static func identity(of model: any Convertible) -> ObjectIdentifier? {
        Swift.type(of: model) is AnyClass ? ObjectIdentifier(model as AnyObject) : nil
    }
}
