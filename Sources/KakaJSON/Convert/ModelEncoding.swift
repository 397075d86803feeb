import Foundation

/// Writes models as JSON text or Foundation values, following their encode plans.
enum ModelEncoding {
    /// Writes `model` as a JSON object.
    ///
    /// When the type has a `kj_didConvertToJSON`, its JSON object is collected
    /// in the same pass, so every hook runs once per property.
    static func write<Model: Convertible>(_ model: Model, to writer: inout JSONWriter) {
        if let subclass = subclass(of: model) {
            write(model, as: subclass, to: &writer)
            return
        }
        write(model, to: &writer, plan: Plans.encoding.plan(for: Model.self))
    }

    /// The dynamic type of a class model when it is a subclass of the static
    /// type `Model`: its plan has the subclass's own properties too.
    static func subclass<Model: Convertible>(of model: Model) -> (any Convertible.Type)? {
        let dynamicType = Swift.type(of: model)
        guard dynamicType != Model.self else { return nil }
        return dynamicType
    }

    /// Writes `model` with the plan of its dynamic type `subclass`.
    static func write<Model: Convertible>(_ model: Model, as subclass: any Convertible.Type, to writer: inout JSONWriter) {
        func open<Subclass: Convertible>(_: Subclass.Type) {
            guard let instance = model as? Subclass else { return }
            write(instance, to: &writer, plan: Plans.encoding.plan(for: Subclass.self))
        }
        open(subclass)
    }

    /// Writes `model` as a JSON object with a plan the caller already has;
    /// as `null` when it is a class instance this thread is already writing
    /// (a reference back up the graph: following it would never end).
    static func write<Model: Convertible>(_ model: Model, to writer: inout JSONWriter, plan: EncodePlan) {
        // Nested models recurse: deep graphs go on with a larger stack.
        StackGuard.nested { writeObject(model, to: &writer, plan: plan) }
    }

    private static func writeObject<Model: Convertible>(_ model: Model, to writer: inout JSONWriter, plan: EncodePlan) {
        guard plan.isClass else {
            writeMembers(of: model, to: &writer, plan: plan)
            return
        }
        let written: Void? = ConversionState.writing(ModelStorage.object(model)) {
            writeMembers(of: model, to: &writer, plan: plan)
        }
        if written == nil { writer.null() }
    }

    private static func writeMembers<Model: Convertible>(of model: Model, to writer: inout JSONWriter,
                                                         plan: EncodePlan) {
        // The recursion through a graph of class models goes through here:
        // each frame on its way is stack that a deep graph holds per level.
        ModelStorage.withAddress(ofValue: model, isClass: plan.isClass) {
            writeMembers(of: Model.self, at: $0, to: &writer, plan: plan)
        }
    }

    // The hooks of the model whose stored properties are at `address`. The
    // writer passes a model on by its address alone, so that a graph of
    // class models recurses without a closure or a copy per level; a struct
    // model's hook is called on it where it lies (`ModelStorage.structModel`).

    /// Calls `kj_willConvertToJSON` on the model at `address`.
    private static func willConvert<Model: Convertible>(_: Model.Type, at address: InstanceAddress,
                                                        _ plan: EncodePlan) {
        if plan.isClass { return ModelStorage.classModel(at: address, Model.self).kj_willConvertToJSON() }
        ModelStorage.structModel(at: address, Model.self).pointee.kj_willConvertToJSON()
    }

    /// Calls `kj_JSONValue` on the model at `address` for one member's value.
    static func JSONValue<Model: Convertible>(_: Model.Type, at address: InstanceAddress, _ plan: EncodePlan,
                                              from value: Any?, _ property: Property) -> Any? {
        if plan.isClass {
            return ModelStorage.classModel(at: address, Model.self).kj_JSONValue(from: value, property)
        }
        return ModelStorage.structModel(at: address, Model.self).pointee.kj_JSONValue(from: value, property)
    }

    /// Calls `kj_didConvertToJSON` on the model at `address` with its object.
    static func didConvert<Model: Convertible>(_: Model.Type, at address: InstanceAddress, _ plan: EncodePlan,
                                               json: [String: Any]) {
        if plan.isClass { return ModelStorage.classModel(at: address, Model.self).kj_didConvertToJSON(json: json) }
        ModelStorage.structModel(at: address, Model.self).pointee.kj_didConvertToJSON(json: json)
    }

    /// Writes the struct model stored at `address` as a JSON object, from
    /// its storage in place: a copy would retain and release every string
    /// and array in it.
    static func writeStruct<Model: Convertible>(_: Model.Type, storedAt address: InstanceAddress,
                                                to writer: inout JSONWriter, plan: EncodePlan) {
        // Nested models recurse: deep graphs go on with a larger stack.
        StackGuard.nested { writeMembers(of: Model.self, at: address, to: &writer, plan: plan) }
    }

    /// Writes the members of the `Model` whose stored properties are at
    /// `address`; its hooks are called on it there.
    private static func writeMembers<Model: Convertible>(of _: Model.Type, at address: InstanceAddress,
                                                         to writer: inout JSONWriter, plan: EncodePlan) {
        plan.willConvertToJSON.callUnlessAbsent { willConvert(Model.self, at: address, plan) }
        writer.beginObject()
        switch (plan.didConvertToJSON.presence, plan.JSONValueHook.presence) {
        case (.absent, .absent):
            // The usual case: no hook to ask between the members, and no
            // kj_didConvertToJSON to call. `plan`, held by the caller, keeps
            // its members alive.
            for member in plan.unretainedMembers {
                member._withUnsafeGuaranteedRef { $0.write(from: address, to: &writer) }
            }
            writer.endObject()
            return
        case (.unknown, _), (.present, _), (_, .unknown), (_, .present):
            break
        }
        ConversionState.with { state in
            writeMembersAndCollect(of: Model.self, at: address, to: &writer, plan: plan, state: state)
        }
    }
}
