/// Everything needed to write one model type as JSON, built once per type and
/// configuration: each property's key (escaped and quoted once), its encoder,
/// and whether the type's hooks do anything.
final class EncodePlan: @unchecked Sendable {
    // @unchecked: immutable except the HookPresence flags, which are atomic.
    struct Member {
        let property: Property
        let key: JSONWriter.PreparedKey
        let name: String
        let encoder: AnyEncoder
    }

    let members: [Member]
    /// Whether the type's `kj_JSONValue` (or its value configuration) does anything.
    let JSONValueHook = HookPresence()
    let didConvertToJSON = HookPresence()

    required init<Model: Convertible>(for type: Model.Type) {
        let sample = Model()
        let properties = (Metadata.type(Model.self) as? ModelType)?.properties ?? []
        // As for decoding keys (see `ModelPlan`): once a call has run only the
        // default, with no configured closure, every key is the property's name.
        var keysAreNames = false
        members = properties.compactMap { property in
            guard property.hasValueAccess else { return nil }
            let name: String
            if keysAreNames {
                name = property.name
            } else {
                let (key, onlyDefault) = CallbackProbe.probe { sample.kj_JSONKey(from: property) }
                keysAreNames = onlyDefault
                name = key
            }
            return Member(property: property, key: JSONWriter.PreparedKey(name), name: name,
                          encoder: EncoderFactory.anyEncoder(for: property.type))
        }
    }
}
