#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The properties a plan converts: the metadata's stored properties, with
/// property wrappers' storage seen through the wrappers.
enum ModelProperties {
    /// The properties of `Model`, or none when it has no reflection metadata
    /// or its layout fails the self-check (`LayoutAudit`), as does the
    /// layout of a property wrapper it uses. Those `sample.kj_isIgnored`
    /// names are left out.
    static func of<Model: Convertible>(_ type: Model.Type, sample: Model) -> [Property] {
        guard let model = Metadata.type(type) as? ModelType,
              LayoutAudit.approves(model, sample: { Model() }) else { return [] }
        let properties = (model.propertiesThroughWrappers(treatment: treatment) ?? []).filter {
            !sample.kj_isIgnored($0)
        }
        for property in properties {
            guard let storage = property.wrapperStorage,
                  let wrapper = Metadata.type(storage.type) as? ModelType else { continue }
            // A wrapper has no init() to mirror: only the runtime's walk can check it.
            guard LayoutAudit.approves(wrapper, sample: nil) else { return [] }
        }
        return properties
    }

    /// A model or an enum of ours converts as it is, so a property `_x` of
    /// it is a wrapper's storage only when the type keeps a stored
    /// `wrappedValue`, or declares itself a `ConvertibleWrapper` (then it
    /// converts as a whole, as a model). A `Codable` type is a wrapper
    /// converted as a whole through the Codable coder, as Swift's Codable
    /// synthesis treats a wrapped property. Anything else is read through
    /// the value it stores.
    private static func treatment(_ type: Any.Type) -> WrapperTreatment {
        if type is ConvertibleWrapper.Type { return .wrapperAsWhole }
        if type is Convertible.Type || type is ConvertibleEnum.Type { return .convertsAsIs }
        if type is Decodable.Type || type is Encodable.Type { return .wrapperAsWhole }
        return .hasNoConversion
    }
}
