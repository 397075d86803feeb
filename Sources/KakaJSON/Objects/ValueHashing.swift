import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// Hashing consistent with `ValueEquality`: equal values feed the hasher
/// the same way. Models hash their properties, Foundation containers their
/// elements (a class instance or container met again while it is being
/// hashed adds a marker instead, so cycles terminate);
/// arrays their count and elements; dictionaries their count and an
/// order-independent sum of their members' hashes; `Hashable` values
/// themselves; other `Equatable` values only their type (their `==` may
/// see more than any hash of ours); other values their `Mirror` children.
struct ValueHashing {
    private var hashing: Set<ObjectIdentifier> = []

    /// Feeds `value` to `hasher`.
    static func hash(_ value: Any, into hasher: inout Hasher) {
        var hashing = ValueHashing()
        hashing.hash(value, into: &hasher)
    }

    private mutating func hash(_ value: Any, into hasher: inout Hasher) {
        // Each level of models and collections: deep values go on with a larger stack.
        StackGuard.nested { hashShape(ValueShape(value), into: &hasher) }
    }

    private mutating func hashShape(_ shape: ValueShape, into hasher: inout Hasher) {
        switch shape {
        case .none:
            hasher.combine(0 as UInt8)
        case .model(let model):
            hasher.combine(1 as UInt8)
            hashModel(model, into: &hasher)
        case .array(let elements):
            hasher.combine(2 as UInt8)
            hasher.combine(elements.count)
            for element in elements { hash(element, into: &hasher) }
        case .dictionary(let members):
            hasher.combine(3 as UInt8)
            hasher.combine(members.count)
            var sum = 0
            for (key, member) in members {
                var memberHasher = Hasher()
                memberHasher.combine(key)
                hash(member, into: &memberHasher)
                sum = sum &+ memberHasher.finalize()
            }
            hasher.combine(sum)
        case .set(let elements):
            hasher.combine(5 as UInt8)
            hasher.combine(elements.count)
            var sum = 0
            for element in elements {
                var elementHasher = Hasher()
                hash(element, into: &elementHasher)
                sum = sum &+ elementHasher.finalize()
            }
            hasher.combine(sum)
        case .container(let object, _, let contents):
            hasher.combine(6 as UInt8)
            hasher.combine(ObjectIdentifier(Swift.type(of: object)))
            let identity = ObjectIdentifier(object)
            guard hashing.insert(identity).inserted else { return hasher.combine("cycle") }
            hashShape(contents, into: &hasher)
            hashing.remove(identity)
        case .leaf(let leaf):
            hasher.combine(4 as UInt8)
            hashLeaf(leaf, into: &hasher)
        }
    }

    private mutating func hashModel(_ model: any Convertible, into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Swift.type(of: model)))
        if let identity = ModelValues.identity(of: model) {
            guard hashing.insert(identity).inserted else { return hasher.combine("cycle") }
        }
        let properties = ModelValues.properties(of: model)
        for (_, value) in properties { hash(value, into: &hasher) }
        if let identity = ModelValues.identity(of: model) { hashing.remove(identity) }
    }

    /// (An instance method: a model inside a plain struct may close a cycle.)
    private mutating func hashLeaf(_ value: Any, into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Swift.type(of: value)))
        // NaN equals NaN, and 0 equals -0, for ValueEquality: one hash each.
        if let number = ScalarType.floatingLeaf(value) { return hasher.combine(number.isNaN ? .nan : number + 0) }
        if let hashable = value as? any Hashable { return hasher.combine(AnyHashable(hashable)) }
        if value is any Equatable { return }
        if Swift.type(of: value) is AnyClass { return hasher.combine(ObjectIdentifier(value as AnyObject)) }
        let children = Mirror(reflecting: value).children
        hasher.combine(children.count)
        if children.isEmpty { return hasher.combine(String(describing: value)) }
        for child in children {
            hasher.combine(child.label)
            hash(child.value, into: &hasher)
        }
    }
}
