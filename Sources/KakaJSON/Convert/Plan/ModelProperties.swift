import KakaMetadata

/// The properties a plan converts: the metadata's stored properties, with
/// property wrappers' storage seen through the wrappers.
enum ModelProperties {
    /// The properties of `type`, or none when it has no reflection metadata.
    static func of(_ type: Any.Type) -> [Property] {
        (Metadata.type(type) as? ModelType)?.propertiesThroughWrappers(convertsInOwnRight: convertsInOwnRight) ?? []
    }

    /// Whether a type converts as it is: a model or an enum of ours. A
    /// property `_x` of such a type is a wrapper's storage only when the type
    /// keeps a stored `wrappedValue`.
    private static func convertsInOwnRight(_ type: Any.Type) -> Bool {
        type is Convertible.Type || type is ConvertibleEnum.Type
    }
}
