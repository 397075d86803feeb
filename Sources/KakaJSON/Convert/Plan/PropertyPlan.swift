import Foundation

/// How one property is read from JSON: its keys and what `kj_modelType`
/// needs; its converter is in the plan's `PropertyWriter` at the same index.
///
/// A struct in the plan's array, not an object each: plans are built on a
/// type's first use, where an allocation per property counts.
struct PropertyPlan: Sendable {

    /// What `kj_modelType` may put into a property: a model of any type in
    /// an `Any`, `[Any]` or `[String: Any]` property (or their Foundation
    /// forms); a subclass of the declared class in a property typed as a
    /// model class, an Optional of one, or an array or `[String: …]` of one.
    struct DynamicShape: Sendable {
        enum Layout: Sendable {
            case single, array, dictionary
        }

        let layout: Layout
        /// The class a model type from `kj_modelType` must be or inherit
        /// from; nil when any model type fits.
        let requiredClass: AnyClass?

        /// Whether a model of `type` may be stored here.
        func accepts(_ type: Convertible.Type) -> Bool {
            guard let requiredClass else { return true }
            var current: AnyClass? = type as? AnyClass
            while let candidate = current {
                if candidate == requiredClass { return true }
                current = _getSuperclass(candidate)
            }
            return false
        }
    }

    let property: Property
    let candidates: KeyCandidates
    /// The property's own name, read when none of its keys is in the JSON
    /// (as upstream does after a configured key); nil when it is one of them.
    let fallbackName: String?
    /// Non-nil when `kj_modelType` applies to this property.
    let dynamicShape: DynamicShape?

    /// The single plain key, when the property has exactly one key without a dot.
    var directKey: String? {
        candidates.count == 1 && candidates[0].path == nil ? candidates[0].key : nil
    }

    /// The shape of a property whose type without Optionals is `type`.
    ///
    /// Swift's metadata does not record whether a class is `final`, so every
    /// model class counts; a type whose `kj_modelType` is the default learns
    /// so on its first conversion and is never asked again (see `ModelPlan`).
    static func dynamicShape(of type: Any.Type) -> DynamicShape? {
        switch Kind(type) {
        case .existential: return DynamicShape(layout: .single, requiredClass: nil)
        case .class, .objCClassWrapper, .foreignClass:
            if type == NSArray.self || type == NSMutableArray.self { return DynamicShape(layout: .array, requiredClass: nil) }
            if type == NSDictionary.self || type == NSMutableDictionary.self {
                return DynamicShape(layout: .dictionary, requiredClass: nil)
            }
            return modelClass(type).map { DynamicShape(layout: .single, requiredClass: $0) }
        case .struct:
            if type == [Any].self { return DynamicShape(layout: .array, requiredClass: nil) }
            if StandardContainer.isStringToAnyDictionary(type) { return DynamicShape(layout: .dictionary, requiredClass: nil) }
            if case .array(let element) = StandardContainer(type) {
                return modelClass(withoutOptionals(element)).map { DynamicShape(layout: .array, requiredClass: $0) }
            }
            // A conformance cast that fails scans every conformance record of
            // the process, on a type's first use: only
            // dictionaries are asked.
            if StandardContainer.isDictionary(type), let dictionary = type as? HashedCollection.Type,
               let value = dictionary.stringKeyedValueType {
                return modelClass(withoutOptionals(value)).map {
                    DynamicShape(layout: .dictionary, requiredClass: $0)
                }
            }
            return nil
        default: return nil
        }
    }

    private static func withoutOptionals(_ type: Any.Type) -> Any.Type {
        var current = type
        while case .optional(let wrapped) = StandardContainer(current) { current = wrapped }
        return current
    }

    /// `type` as a class when it is a model class.
    private static func modelClass(_ type: Any.Type) -> AnyClass? {
        guard Kind(type) == .class, type is Convertible.Type else { return nil }
        return type as? AnyClass
    }
}

/// What the decoding loop needs of a property: its converter and where it is
/// stored. Kept apart from `PropertyPlan` so that reading one retains one object.
struct PropertyWriter: Sendable {
    let converter: AnyConverter
    let offset: Int
    /// `converter` again, read without a retain: a call on a class reference
    /// loaded from an array retains and releases it around the call.
    /// `converter` keeps it alive as long as the
    /// writer, and the decoding loop reads it only while its plan is held.
    let unretainedConverter: Unmanaged<AnyConverter>

    init(converter: AnyConverter, offset: Int) {
        self.converter = converter
        self.offset = offset
        unretainedConverter = Unmanaged.passUnretained(converter)
    }
}
