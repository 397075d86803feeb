/// Everything needed to write one model type as JSON, built once per type and
/// configuration: each property's key (escaped and quoted once), its encoder,
/// and whether `kj_JSONValue` may change it.
final class EncodePlan: @unchecked Sendable {
    // @unchecked: immutable except the CallbackPresence flag, which is atomic.
    struct Member {
        let property: Property
        let key: JSONWriter.PreparedKey
        let name: String
        let encoder: AnyEncoder
        let hasValueHook: Bool
    }

    let members: [Member]
    let didConvertToJSON = CallbackPresence()

    required init<Model: Convertible>(for type: Model.Type) {
        let sample = Model()
        let properties = (Metadata.type(Model.self) as? ModelType)?.properties ?? []
        members = properties.compactMap { property in
            guard property.access != nil else { return nil }
            let name = sample.kj_JSONKey(from: property)
            let probe = sample.kj_JSONValue(from: HookSentinel.shared, property)
            return Member(property: property, key: JSONWriter.PreparedKey(name), name: name,
                          encoder: EncoderFactory.anyEncoder(for: property.type),
                          hasValueHook: (probe as? HookSentinel) !== HookSentinel.shared)
        }
    }
}
