import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// A Foundation value of a JSON object, sorted by its type's metadata
/// (`StandardContainer`, as `ValueShape` sorts model values): a conditional
/// cast of a dictionary to `[Any]` would try Foundation's bridging, which
/// converts every value inside, recursively.
package enum FoundationValue {
    case null
    case array([Any])
    case dictionary([String: Any])
    case scalar(Any)

    package init(_ value: Any) {
        // The exact types the builders make first, compared, not cast: a
        // cast, and most of all one that fails (`is NSNull` on an `Int`),
        // makes the runtime search the conformance records on its first use.
        let type = Swift.type(of: value)
        switch Self.container(of: type) {
        case .array?:
            if let array = LooseValue.identical(value, as: [Any].self) ?? value as? [Any] {
                self = .array(array)
                return
            }
        case .dictionary?:
            if let dictionary = LooseValue.identical(value, as: [String: Any].self) ?? value as? [String: Any] {
                self = .dictionary(dictionary)
                return
            }
        case nil:
            break
        }
        self = Kind(type).isClassInstance && value is NSNull ? .null : .scalar(value)
    }

    /// The standard containers a value of `type` may be taken for.
    private enum Container {
        case array, dictionary
    }

    /// Which standard container `type` is, told by its nominal type
    /// descriptor (no conformance lookup).
    private static func container(of type: Any.Type) -> Container? {
        if case .array? = StandardContainer(type) { return .array }
        return StandardContainer.isDictionary(type) ? .dictionary : nil
    }

    /// Drops `value` one level at a time: Swift releases nested containers
    /// recursively, which a value as deep as the decoder allows would need
    /// more stack for than a thread may have.
    /// Callers pass `consume value`: a copy left behind would be released
    /// recursively after all.
    package static func release(_ value: consuming Any) {
        // Only containers wait their turn: a scalar goes with the container
        // that holds it, so a deep value's list does not fill with its scalars.
        var pending: [Any] = [consume value]
        while let next = pending.popLast() {
            switch FoundationValue(next) {
            case .dictionary(let dictionary):
                for child in dictionary.values where nests(child) { pending.append(child) }
            case .array(let array):
                for child in array where nests(child) { pending.append(child) }
            case .null, .scalar: break
            }
        }
    }

    /// Whether `value` is a container that `init(_:)` may take for an array
    /// or a dictionary, told from its type alone.
    private static func nests(_ value: Any) -> Bool {
        container(of: Swift.type(of: value)) != nil
    }
}
