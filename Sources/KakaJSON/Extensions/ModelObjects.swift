import Foundation

extension KJ where Base: Convertible {
    /// Whether this model and `other` hold equal values in every stored
    /// property, recursively: nested models, Optionals, arrays,
    /// dictionaries, Foundation values; class instances must be of the same
    /// class. Cycles terminate (see `ValueEquality`); NaN equals NaN.
    /// Properties `kj_isIgnored` names take no part.
    public func isEqual(to other: Base) -> Bool {
        ValueEquality.equal(base, other)
    }

    /// Feeds the model's stored properties to `hasher`, consistently with
    /// `isEqual(to:)`: equal models hash the same.
    public func hash(into hasher: inout Hasher) {
        ValueHashing.hash(base, into: &hasher)
    }

    /// `User(id: 1, name: "Kaka", friends: [User(id: 2, …)])`: the type and
    /// every stored property by name; a class instance met again inside
    /// itself is shown once as `<cycle User>`.
    public var description: String {
        ValueDescription.describe(base)
    }

    /// A model of `type` with this model's values, matched by JSON key
    /// (EVReflection's `mapObjectTo`): the values go through the same
    /// coercions as decoding, as Foundation values, with no JSON text in
    /// between. `kj_JSONKey`/`kj_JSONValue` of this model and
    /// `kj_modelKey`/`kj_modelValue` of `type` apply.
    public func map<Target: Convertible>(to type: Target.Type) -> Target {
        let object = ModelEncoding.jsonObject(base)
        let target = object.kj.model(type)
        // A deep graph's object is dropped a level at a time, not recursively.
        FoundationValue.release(consume object)
        return target
    }

    /// A deep copy: every model inside is copied, each class instance once,
    /// so shared references stay shared and cycles are kept (see
    /// `ModelCopier`). Objects of other classes are not copied.
    public func copy() -> Base {
        ModelCopier.copy(base)
    }
}

/// A model whose `==` compares every stored property (`kj.isEqual(to:)`):
/// `struct User: Convertible, KJEquatable {}` is all it takes.
public protocol KJEquatable: Convertible, Equatable {}

extension KJEquatable {
    /// Whether the two models hold equal values in every stored property.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kj.isEqual(to: rhs)
    }
}

/// A model hashed by every stored property (`kj.hash(into:)`), consistently
/// with `KJEquatable`'s `==`.
public protocol KJHashable: KJEquatable, Hashable {}

extension KJHashable {
    /// Feeds every stored property to `hasher`.
    public func hash(into hasher: inout Hasher) {
        kj.hash(into: &hasher)
    }
}

/// A model described by its type and stored properties (`kj.description`).
public protocol KJDescribable: Convertible, CustomStringConvertible {}

extension KJDescribable {
    /// `User(id: 1, name: "Kaka")`.
    public var description: String {
        kj.description
    }
}
