import KakaMetadata

/// The properties a plan converts: the metadata's stored properties, with
/// property wrappers' storage seen through the wrappers.
enum ModelProperties {
    /// The properties of `type`, or none when it has no reflection metadata.
    static func of(_ type: Any.Type) -> [Property] {
        (Metadata.type(type) as? ModelType)?.propertiesThroughWrappers(treatment: treatment) ?? []
    }

    /// A model or an enum of ours converts as it is, so a property `_x` of
    /// it is a wrapper's storage only when the type keeps a stored
    /// `wrappedValue`. A `Codable` type is a wrapper converted as a whole
    /// through the Codable coder, as Swift's Codable synthesis treats a
    /// wrapped property. Anything else is read through the value it stores.
    private static func treatment(_ type: Any.Type) -> WrapperTreatment {
        if type is Convertible.Type || type is ConvertibleEnum.Type { return .convertsAsIs }
        if type is Decodable.Type || type is Encodable.Type { return .wrapperAsWhole }
        return .hasNoConversion
    }
}
