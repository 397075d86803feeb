import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// Structural equality of two values: models property by property (through
/// their plans), collections element by element, other values by `==` where
/// they are `Equatable`, by identity where they are objects, and otherwise
/// by their `Mirror` children.
///
/// Models are compared before a type's own `==` is looked at: a model that
/// is `KJEquatable` gets its `==` from here, and calling it would start a
/// comparison that knows nothing of the cycles being followed. A class
/// instance or Foundation container (NSArray, NSDictionary, NSSet, compared
/// element by element) met again while it is being compared (a cycle) equals the other
/// side only if that side closes its cycle at the same place: the graphs
/// agree up to where their cycles close, which is also what `ValueHashing`
/// sees, so equal values hash the same. NaN equals NaN, so that every value
/// equals itself.
struct ValueEquality {
    /// The class instances on the way down, by the depth they were met at.
    private var leftPath: [ObjectIdentifier: Int] = [:]
    private var rightPath: [ObjectIdentifier: Int] = [:]

    /// Whether `lhs` and `rhs` are equal.
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        var equality = ValueEquality()
        return equality.equal(lhs, rhs)
    }

    private mutating func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        // Each level of models and collections: deep values go on with a larger stack.
        StackGuard.nested { equalShapes(ValueShape(lhs), ValueShape(rhs)) }
    }

    private mutating func equalShapes(_ lhs: ValueShape, _ rhs: ValueShape) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none):
            return true
        case (.model(let left), .model(let right)):
            return equalModels(left, right)
        case (.array(let left), .array(let right)):
            guard left.count == right.count else { return false }
            for index in left.indices where !equal(left[index], right[index]) { return false }
            return true
        case (.dictionary(let left), .dictionary(let right)):
            guard left.count == right.count else { return false }
            for (key, value) in left {
                guard let other = right[key], equal(value, other) else { return false }
            }
            return true
        case (.set(let left), .set(let right)):
            // Each element matched with an equal one not matched yet.
            guard left.count == right.count else { return false }
            var unmatched = right
            for element in left {
                var match: Int?
                for index in unmatched.indices where equal(element, unmatched[index]) {
                    match = index
                    break
                }
                guard let match else { return false }
                unmatched.remove(at: match)
            }
            return true
        case (.container(let left, _, let leftContents), .container(let right, _, let rightContents)):
            // Of the same class, as two class models must be.
            guard Swift.type(of: left) == Swift.type(of: right) else { return false }
            return following(ObjectIdentifier(left), ObjectIdentifier(right)) {
                $0.equalShapes(leftContents, rightContents)
            }
        case (.leaf(let left), .leaf(let right)):
            return equalLeaves(left, right)
        default:
            return false
        }
    }

    private mutating func equalModels(_ lhs: any Convertible, _ rhs: any Convertible) -> Bool {
        guard Swift.type(of: lhs) == Swift.type(of: rhs) else { return false }
        let left = ModelValues.identity(of: lhs), right = ModelValues.identity(of: rhs)
        guard let left, let right else { return equalProperties(lhs, rhs) }
        return following(left, right) { $0.equalProperties(lhs, rhs) }
    }

    private mutating func equalProperties(_ lhs: any Convertible, _ rhs: any Convertible) -> Bool {
        let leftProperties = ModelValues.properties(of: lhs)
        let rightProperties = ModelValues.properties(of: rhs)
        guard leftProperties.count == rightProperties.count else { return false }
        for index in leftProperties.indices
        where !equal(leftProperties[index].value, rightProperties[index].value) { return false }
        return true
    }

    /// Whether the objects `left` and `right` (class models, Foundation
    /// containers) are equal: by `contents` while both are on the way down,
    /// or, when either is met again (a cycle), whether both close their
    /// cycles at the same depth. An object equals itself off the path.
    private mutating func following(_ left: ObjectIdentifier, _ right: ObjectIdentifier,
                                    contents: (inout ValueEquality) -> Bool) -> Bool {
        let leftDepth = leftPath[left], rightDepth = rightPath[right]
        if left == right && leftDepth == nil && rightDepth == nil { return true }
        if leftDepth != nil || rightDepth != nil { return leftDepth == rightDepth }
        let depth = leftPath.count
        leftPath[left] = depth
        rightPath[right] = depth
        defer {
            leftPath[left] = nil
            rightPath[right] = nil
        }
        return contents(&self)
    }

    private mutating func equalLeaves(_ lhs: Any, _ rhs: Any) -> Bool {
        guard Swift.type(of: lhs) == Swift.type(of: rhs) else { return false }
        if let left = ScalarType.floatingLeaf(lhs), let right = ScalarType.floatingLeaf(rhs) {
            return left == right || (left.isNaN && right.isNaN)
        }
        if let left = lhs as? any Equatable { return Self.equal(left, rhs) }
        if Swift.type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return equalChildren(lhs, rhs)
    }

    private static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }

    /// Values with no `==` of their own (tuples, plain structs and enums
    /// holding non-Equatable values): their reflected children, in order,
    /// compared in this comparison (a model inside may close a cycle).
    private mutating func equalChildren(_ lhs: Any, _ rhs: Any) -> Bool {
        let left = Array(Mirror(reflecting: lhs).children)
        let right = Array(Mirror(reflecting: rhs).children)
        guard left.count == right.count else { return false }
        if left.isEmpty { return String(describing: lhs) == String(describing: rhs) }
        for (leftChild, rightChild) in zip(left, right) {
            guard leftChild.label == rightChild.label, equal(leftChild.value, rightChild.value) else { return false }
        }
        return true
    }
}

extension ScalarType {
    /// A floating-point leaf as a `Double` (which holds every `Float`
    /// exactly), for `ValueEquality` and `ValueHashing`, which take NaN as
    /// equal to NaN and -0 as 0; nil for a leaf whose own `==` is right.
    static func floatingLeaf(_ value: Any) -> Double? {
        guard let scalar = ScalarType(Swift.type(of: value)) else { return nil }
        switch scalar {
        case .double: return value as? Double
        case .float: return (value as? Float).map(Double.init)
        case .cgFloat: return (value as? CGFloat).map(Double.init)
        // As the `Double` they bridge to, when they do (NaN included).
        case .nsNumber, .nsDecimalNumber: return value as? Double
        case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64, .int128, .uint128, .bool,
             .string, .substring, .character,
             .decimal, .date, .data, .url, .nsString, .nsMutableString, .nsDate, .nsURL, .nsData, .nsMutableData, .nsNull:
            return nil
        }
    }
}
