import Foundation

/// How one property is read from JSON: its keys, its converter, its hooks.
///
/// A class, so that handing one to the decoder costs one retain, not one per
/// reference it holds.
final class PropertyPlan: @unchecked Sendable {
    // @unchecked: immutable; Property and the converters are immutable too.

    /// What a property typed `Any`, `[Any]` or `[String: Any]` holds, for `kj_modelType`.
    enum DynamicShape {
        case single, array, dictionary
    }

    let property: Property
    let candidates: KeyCandidates
    let converter: AnyConverter
    /// Non-nil when `kj_modelType` applies to this property.
    let dynamicShape: DynamicShape?

    init(property: Property, candidates: KeyCandidates, converter: AnyConverter, dynamicShape: DynamicShape?) {
        self.property = property
        self.candidates = candidates
        self.converter = converter
        self.dynamicShape = dynamicShape
    }

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
