import Foundation

/// How one property is read from JSON: its keys and what `kj_modelType`
/// needs; its converter is in the plan's `PropertyWriter` at the same index.
///
/// A struct in the plan's array, not an object each: plans are built on a
/// type's first use, where an allocation per property counts.
struct PropertyPlan: Sendable {

    /// What a property typed `Any`, `[Any]` or `[String: Any]` holds, for `kj_modelType`.
    enum DynamicShape {
        case single, array, dictionary
    }

    let property: Property
    let candidates: KeyCandidates
    /// Non-nil when `kj_modelType` applies to this property.
    let dynamicShape: DynamicShape?

    /// The single plain key, when the property has exactly one key without a dot.
    var directKey: String? {
        candidates.count == 1 && candidates[0].path == nil ? candidates[0].key : nil
    }

    static func dynamicShape(of type: Any.Type) -> DynamicShape? {
        switch Kind(type) {
        case .existential: return .single
        case .struct, .class:
            if type == [Any].self || type == NSArray.self || type == NSMutableArray.self { return .array }
            if type == [String: Any].self || type == NSDictionary.self || type == NSMutableDictionary.self {
                return .dictionary
            }
            return nil
        default: return nil
        }
    }
}

/// What the decoding loop needs of a property: its converter and where it is
/// stored. Kept apart from `PropertyPlan` so that reading one retains one object.
struct PropertyWriter: Sendable {
    let converter: AnyConverter
    let offset: Int
}
