/// Writes models as JSON text or Foundation values, following their encode plans.
enum ModelEncoding {
    /// Writes `model` as a JSON object.
    static func write<Model: Convertible>(_ model: Model, to writer: inout JSONWriter) {
        let plan = Plans.encoding.plan(for: Model.self)
        model.kj_willConvertToJSON()
        writer.beginObject()
        withInstanceAddress(ofValue: model) { address in
            for member in plan.members {
                let offset = member.property.offset
                guard member.hasValueHook else {
                    member.encoder.writeMember(member.key, from: address, offset: offset, to: &writer)
                    continue
                }
                let current = member.encoder.hookValue(from: address, offset: offset)
                guard let replaced = model.kj_JSONValue(from: current, member.property),
                      DynamicEncoder.shared.isPresent(replaced) else { continue }
                writer.key(member.key)
                DynamicEncoder.shared.write(replaced, to: &writer)
            }
        }
        writer.endObject()
        plan.didConvertToJSON.call({ model.kj_didConvertToJSON(json: $0) }, json: { members(of: model, plan) })
    }

    /// `model` as a JSON object of Foundation values.
    static func jsonObject<Model: Convertible>(_ model: Model) -> [String: Any] {
        let plan = Plans.encoding.plan(for: Model.self)
        model.kj_willConvertToJSON()
        let json = members(of: model, plan)
        plan.didConvertToJSON.call({ model.kj_didConvertToJSON(json: $0) }, json: { json })
        return json
    }

    /// The members of `model`'s JSON object, without calling the callbacks.
    private static func members<Model: Convertible>(of model: Model, _ plan: EncodePlan) -> [String: Any] {
        var json: [String: Any] = [:]
        json.reserveCapacity(plan.members.count)
        withInstanceAddress(ofValue: model) { address in
            for member in plan.members {
                let offset = member.property.offset
                if member.hasValueHook {
                    let current = member.encoder.hookValue(from: address, offset: offset)
                    if let replaced = model.kj_JSONValue(from: current, member.property),
                       let value = DynamicEncoder.shared.jsonValue(replaced) {
                        json[member.name] = value
                    }
                } else if let value = member.encoder.jsonValue(from: address, offset: offset) {
                    json[member.name] = value
                }
            }
        }
        return json
    }
}

/// Writes any value (a model, an array or dictionary of models, a scalar) as JSON text.
enum ValueWriting {
    /// The JSON text of `value`, or nil when it has no JSON form.
    static func bytes(of value: Any, prettyPrinted: Bool = false) -> [UInt8]? {
        let encoder = DynamicEncoder.shared
        guard encoder.isPresent(value) else { return nil }
        var writer = JSONWriter(options: prettyPrinted ? .prettyPrinted : [], capacity: 256)
        encoder.write(value, to: &writer)
        return writer.takeBytes()
    }

    /// The JSON text of `value` as a String ("" when it has no JSON form, as upstream).
    static func string(of value: Any, prettyPrinted: Bool = false) -> String {
        bytes(of: value, prettyPrinted: prettyPrinted).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The JSON text of a statically typed value, without dynamic lookups.
    static func string<Value>(of value: Value, as _: Value.Type, prettyPrinted: Bool) -> String {
        let encoder = EncoderFactory.encoder(for: Value.self)
        guard encoder.isPresent(value) else { return "" }
        var writer = JSONWriter(options: prettyPrinted ? .prettyPrinted : [], capacity: 1024)
        encoder.write(value, to: &writer)
        return writer.makeString()
    }
}
