import Foundation

/// Models as JSON objects of Foundation values (`JSONObject()`), following
/// their encode plans.
extension ModelEncoding {
    /// The struct model stored at `address` as a JSON object of Foundation
    /// values, read in place (see `writeStruct`), with the plan of `Model`.
    static func jsonObject<Model: Convertible>(_: Model.Type, storedAt address: InstanceAddress,
                                               plan: EncodePlan) -> [String: Any] {
        if let collected = collectedObject(at: address) { return collected }
        let model = ModelStorage.structModel(at: address, Model.self)
        let callbacks = callsHooks(plan)
        if callbacks { plan.willConvertToJSON.callUnlessAbsent { model.pointee.kj_willConvertToJSON() } }
        let json: [String: Any] = StackGuard.nested { memberValues(of: Model.self, at: address, plan) }
        if callbacks { plan.didConvertToJSON.call({ model.pointee.kj_didConvertToJSON(json: $0) }, json: { json }) }
        return json
    }

    /// `model` as a JSON object of Foundation values.
    static func jsonObject<Model: Convertible>(_ model: Model) -> [String: Any] {
        if let subclass = subclass(of: model) { return jsonObject(model, as: subclass) }
        return jsonObject(model, plan: Plans.encoding.plan(for: Model.self))
    }

    /// `model` as a JSON object, with the plan of its dynamic type `subclass`.
    static func jsonObject<Model: Convertible>(_ model: Model, as subclass: any Convertible.Type) -> [String: Any] {
        func open<Subclass: Convertible>(_: Subclass.Type) -> [String: Any] {
            guard let instance = model as? Subclass else { return [:] }
            return jsonObject(instance, plan: Plans.encoding.plan(for: Subclass.self))
        }
        return open(subclass)
    }

    /// `model`, an instance of `Model` itself (not of a subclass), as a JSON
    /// object of Foundation values, with the plan of `Model`.
    /// (A class model's collected object was looked for by its encoder, or
    /// it is the top-level model: see `ModelValueEncoder.jsonValue`.)
    static func jsonObject<Model: Convertible>(_ model: Model, plan: EncodePlan) -> [String: Any] {
        let callbacks = callsHooks(plan)
        if callbacks { plan.willConvertToJSON.callUnlessAbsent { model.kj_willConvertToJSON() } }
        let json: [String: Any] = StackGuard.nested { members(of: model, plan) }
        if callbacks { plan.didConvertToJSON.call({ model.kj_didConvertToJSON(json: $0) }, json: { json }) }
        return json
    }

    /// Whether `JSONObject()` calls the type's will/did hooks: not while the
    /// object for a `kj_didConvertToJSON` is built (they ran with the text),
    /// and not when both are known to be the defaults, which skips asking
    /// the conversion state for every nested model.
    private static func callsHooks(_ plan: EncodePlan) -> Bool {
        switch (plan.willConvertToJSON.presence, plan.didConvertToJSON.presence) {
        case (.absent, .absent):
            return false
        case (.unknown, _), (.present, _), (_, .unknown), (_, .present):
            return ConversionState.current?.buildingCallbackJSON != true
        }
    }

    /// The members of `model`'s JSON object; empty for a class instance
    /// this thread is already converting (a member that refers back to it
    /// is NSNull: see ModelValueEncoder.jsonValue).
    private static func members<Model: Convertible>(of model: Model, _ plan: EncodePlan) -> [String: Any] {
        guard plan.isClass else { return memberValues(of: model, plan) }
        return ConversionState.writing(ModelStorage.object(model)) { memberValues(of: model, plan) } ?? [:]
    }

    private static func memberValues<Model: Convertible>(of model: Model, _ plan: EncodePlan) -> [String: Any] {
        ModelStorage.withAddress(ofValue: model, isClass: plan.isClass) { memberValues(of: Model.self, at: $0, plan) }
    }

    /// The members of the `Model` whose stored properties are at `address`.
    static func memberValues<Model: Convertible>(of _: Model.Type, at address: InstanceAddress,
                                                 _ plan: EncodePlan) -> [String: Any] {
        switch plan.JSONValueHook.presence {
        case .absent:
            var object = plan.objectTemplates.builder(for: address)
            // `plan`, held by the caller, keeps its members alive.
            for member in plan.unretainedMembers {
                member._withUnsafeGuaranteedRef { member in
                    guard !object.omits(member) else { return }
                    member.encoder.setJSONValue(from: address, offset: member.offset, for: member, in: &object)
                }
            }
            return object.finish()
        case .unknown, .present:
            return memberValuesAskingHook(of: Model.self, at: address, plan)
        }
    }

    /// `memberValues` for a type with `kj_JSONValue` (or not yet known not
    /// to have one). Out of line: the frame of the usual loop, which
    /// recurses into nested models, stays small.
    @inline(never)
    private static func memberValuesAskingHook<Model: Convertible>(of _: Model.Type, at address: InstanceAddress,
                                                                   _ plan: EncodePlan) -> [String: Any] {
        var object = JSONObjectBuilder(empty: plan.objectTemplates.empty)
        for member in plan.members {
            let offset = member.offset
            switch plan.JSONValueHook.presence {
            case .absent:
                // Learned absent on the first member of the type's first write.
                member.encoder.setJSONValue(from: address, offset: offset, for: member, in: &object)
                continue
            case .unknown, .present:
                break
            }
            let current = member.encoder.hookValue(from: address, offset: offset)
            if let replaced = plan.JSONValueHook.call({
                JSONValue(Model.self, at: address, plan, from: current, member.property)
            }), let value = plan.dynamic.jsonValue(replaced) {
                object.set(value, for: member)
            }
        }
        return object.finish()
    }
}
