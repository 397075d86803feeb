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
        if plan.isClass {
            return writeMembers(of: Model.self, at: ModelStorage.objectAddress(model), to: &writer, plan: plan)
        }
        withInstanceAddress(ofValue: model) { writeMembers(of: Model.self, at: $0, to: &writer, plan: plan) }
    }

    // The hooks of the model whose stored properties are at `address`. The
    // writer passes a model on by its address alone, so that a graph of
    // class models recurses without a closure or a copy per level; a struct
    // model's hook is called on it where it lies (`ModelStorage.structModel`).

    private static func willConvert<Model: Convertible>(_: Model.Type, at address: InstanceAddress,
                                                        _ plan: EncodePlan) {
        if plan.isClass { return ModelStorage.classModel(at: address, Model.self).kj_willConvertToJSON() }
        ModelStorage.structModel(at: address, Model.self).pointee.kj_willConvertToJSON()
    }

    private static func JSONValue<Model: Convertible>(_: Model.Type, at address: InstanceAddress, _ plan: EncodePlan,
                                                      from value: Any?, _ property: Property) -> Any? {
        if plan.isClass {
            return ModelStorage.classModel(at: address, Model.self).kj_JSONValue(from: value, property)
        }
        return ModelStorage.structModel(at: address, Model.self).pointee.kj_JSONValue(from: value, property)
    }

    private static func didConvert<Model: Convertible>(_: Model.Type, at address: InstanceAddress, _ plan: EncodePlan,
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
            // kj_didConvertToJSON to call.
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

    /// `writeMembers` for a type with `kj_JSONValue` or `kj_didConvertToJSON`
    /// (or not yet known not to have them).
    ///
    /// The object `kj_didConvertToJSON` receives is made from the members'
    /// JSON values once they are written. A nested model whose type has the
    /// callback made its own object as its text was written: it is collected
    /// in the conversion's state and taken here, so each model's object is
    /// made once, bottom-up, and every hook runs once per instance.
    private static func writeMembersAndCollect<Model: Convertible>(
        of _: Model.Type, at address: InstanceAddress, to writer: inout JSONWriter,
        plan: EncodePlan, state: ConversionState
    ) {
        let mark = state.collectedMark
        // The models inside collect their objects only for one that uses them.
        let wasCollecting = state.collectingObjects
        state.collectingObjects = collects(plan)
        // What kj_JSONValue gave, by key, for the callback's object; stays
        // empty, and allocates nothing, for a type without kj_JSONValue.
        var replacedValues = JSONObject()
        for member in plan.members {
            switch plan.JSONValueHook.presence {
            case .absent:
                member.write(from: address, to: &writer)
            case .unknown, .present:
                writeReplacing(member, of: Model.self, at: address, to: &writer, plan: plan, state: state,
                               replacedValues: &replacedValues)
            }
        }
        writer.endObject()
        state.collectingObjects = wasCollecting
        finishCallback(of: Model.self, at: address, plan: plan, state: state, mark: mark,
                       wasCollecting: wasCollecting, replacedValues: replacedValues)
    }

    /// Writes `member` as `kj_JSONValue` replaces it (not at all when it
    /// gives nil), keeping the value for the callback's object. Out of
    /// line, as is `finishCallback`: the frame of the loop that recurses
    /// into nested models stays small, and a deep graph's stack with it.
    @inline(never)
    private static func writeReplacing<Model: Convertible>(
        _ member: EncodePlan.Member, of _: Model.Type, at address: InstanceAddress,
        to writer: inout JSONWriter, plan: EncodePlan, state: ConversionState, replacedValues: inout JSONObject
    ) {
        let current = member.encoder.hookValue(from: address, offset: member.offset)
        guard let replaced = plan.JSONValueHook.call({
            JSONValue(Model.self, at: address, plan, from: current, member.property)
        }), plan.dynamic.isPresent(replaced) else { return }
        writer.key(member.key)
        plan.dynamic.write(replaced, to: &writer)
        switch plan.JSONValueHook.presence {
        case .present where collects(plan):
            replacedValues[member.name] = callbackValue(state) { plan.dynamic.jsonValue(replaced) }
        case .present, .absent, .unknown:
            // Learned absent: the value written is the member's own,
            // which the callback's object reads like any other.
            break
        }
    }

    /// After the members of the `Model` at `address` are written: makes its
    /// callback's object, calls `kj_didConvertToJSON` with it, and leaves it
    /// for the enclosing model's object (or releases it).
    @inline(never)
    private static func finishCallback<Model: Convertible>(
        of _: Model.Type, at address: InstanceAddress, plan: EncodePlan, state: ConversionState,
        mark: Int, wasCollecting: Bool, replacedValues: consuming JSONObject
    ) {
        // Asked once the members are written: the first write of a type
        // learns whether the callback exists from the innermost instance,
        // and a deep list then collects nothing at all. The object is made
        // only now, on the way back up: made before the members, a deep
        // graph's objects would all be waiting, out of the cache, for their
        // nested model's.
        var json = JSONObject()
        if collects(plan) {
            json = callbackObject(of: Model.self, at: address, plan: plan, replacedValues: replacedValues,
                                  state: state)
        }
        // Objects of this model's subtree that no one took: their models'
        // storage may be another value's later.
        state.dropCollected(since: mark)
        plan.didConvertToJSON.call({ didConvert(Model.self, at: address, plan, json: $0) }, json: { json })
        switch (wasCollecting, plan.didConvertToJSON.presence) {
        case (true, .present):
            state.collect(json, at: collectionKey(address))
        case (false, _), (true, .unknown), (true, .absent):
            // As deep as the text: released a level at a time, not by the
            // runtime's recursive release, which a small stack cannot hold.
            FoundationValue.release(consume json)
        }
    }

    /// The object `kj_didConvertToJSON` receives for the `Model` at
    /// `address`, its members just written: the values `kj_JSONValue` gave
    /// when the type has its own, else the object `JSONObject()` makes, with
    /// the nested models' objects taken as they were collected.
    private static func callbackObject<Model: Convertible>(
        of _: Model.Type, at address: InstanceAddress, plan: EncodePlan,
        replacedValues: consuming JSONObject, state: ConversionState
    ) -> JSONObject {
        switch plan.JSONValueHook.presence {
        case .present:
            return replacedValues
        case .absent, .unknown:
            // Unknown only for a type without members: no hook was asked.
            return callbackValue(state) { memberValues(of: Model.self, at: address, plan) }
        }
    }

    /// Whether the members' JSON values are collected for `kj_didConvertToJSON`:
    /// until the callback is known to be the default.
    private static func collects(_ plan: EncodePlan) -> Bool {
        switch plan.didConvertToJSON.presence {
        case .absent: false
        case .unknown, .present: true
        }
    }

    /// A member's JSON value for the object of `kj_didConvertToJSON`, made
    /// with the nested models' hooks off (they ran as the text was written)
    /// and their collected objects taken.
    private static func callbackValue<Value>(_ state: ConversionState, _ make: () -> Value) -> Value {
        let wasBuilding = state.buildingCallbackJSON
        state.buildingCallbackJSON = true
        defer { state.buildingCallbackJSON = wasBuilding }
        return make()
    }

    /// The key a model's collected object is kept under: the address of its
    /// stored properties, compared and never read through.
    @inline(__always)
    private static func collectionKey(_ address: InstanceAddress) -> UnsafeRawPointer {
        UnsafeRawPointer(address.rawAddress(at: 0))
    }

    /// The object collected for the class instance `object` while the
    /// object of an enclosing model's `kj_didConvertToJSON` is made.
    @inline(__always)
    static func collectedObject(ofObject object: AnyObject, in state: ConversionState) -> [String: Any]? {
        collectedObject(at: collectionKey(instanceAddress(ofObject: object)), in: state)
    }

    /// The object collected for the model stored at `address` while the
    /// object of an enclosing model's `kj_didConvertToJSON` is made.
    @inline(__always)
    private static func collectedObject(at address: UnsafeRawPointer,
                                        in state: ConversionState? = ConversionState.current) -> [String: Any]? {
        guard let state, state.buildingCallbackJSON else { return nil }
        return state.takeCollected(at: address)
    }

    /// The struct model stored at `address` as a JSON object of Foundation
    /// values, read in place (see `writeStruct`), with the plan of `Model`.
    static func jsonObject<Model: Convertible>(_: Model.Type, storedAt address: InstanceAddress,
                                               plan: EncodePlan) -> [String: Any] {
        if let collected = collectedObject(at: collectionKey(address)) { return collected }
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
    static func jsonObject<Model: Convertible>(_ model: Model, plan: EncodePlan) -> [String: Any] {
        if plan.isClass, let collected = collectedObject(at: collectionKey(ModelStorage.objectAddress(model))) {
            return collected
        }
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
        if plan.isClass { return memberValues(of: Model.self, at: ModelStorage.objectAddress(model), plan) }
        return withInstanceAddress(ofValue: model) { memberValues(of: Model.self, at: $0, plan) }
    }

    /// The members of the `Model` whose stored properties are at `address`.
    private static func memberValues<Model: Convertible>(of _: Model.Type, at address: InstanceAddress,
                                                         _ plan: EncodePlan) -> [String: Any] {
        switch plan.JSONValueHook.presence {
        case .absent:
            var object = plan.objectTemplates.builder(for: address)
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

/// Writes any value (a model, an array or dictionary of models, a scalar) as JSON text.
enum ValueWriting {
    /// The JSON text of `value`, or nil when it has no JSON form.
    static func bytes(of value: Any, prettyPrinted: Bool = false) -> [UInt8]? {
        let encoder = EncoderFactory.dynamic(dates: ConfigStore.current.dateFormat(for: nil))
        guard encoder.isPresent(value) else { return nil }
        var writer = JSONWriter(options: prettyPrinted ? .prettyPrinted : [], capacity: 256)
        // One state for the whole conversion, not one per class model met.
        ConversionState.with { _ in encoder.write(value, to: &writer) }
        return writer.takeBytes()
    }

    /// The JSON text of `value` as a String ("" when it has no JSON form, as upstream).
    static func string(of value: Any, prettyPrinted: Bool = false) -> String {
        bytes(of: value, prettyPrinted: prettyPrinted).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The JSON text of a statically typed value, without dynamic lookups.
    static func string<Value>(of value: Value, as _: Value.Type, prettyPrinted: Bool) -> String {
        let encoder = EncoderFactory.encoder(for: Value.self, dates: ConfigStore.current.dateFormat(for: nil))
        guard encoder.isPresent(value) else { return "" }
        let hint = encoder.outputSize
        var writer = JSONWriter(options: prettyPrinted ? .prettyPrinted : [], capacity: hint?.capacity ?? 1024)
        // One state for the whole conversion, not one per class model met.
        ConversionState.with { _ in encoder.write(value, to: &writer) }
        hint?.record(writer.byteCount)
        return writer.makeString()
    }

    /// The UTF-8 JSON of a statically typed value (empty when it has no JSON form).
    static func data<Value>(of value: Value, as _: Value.Type, prettyPrinted: Bool) -> Data {
        let encoder = EncoderFactory.encoder(for: Value.self, dates: ConfigStore.current.dateFormat(for: nil))
        guard encoder.isPresent(value) else { return Data() }
        // Room for about what this type wrote last time: one allocation,
        // where growing from a small buffer copies the text at each doubling.
        let hint = encoder.outputSize
        var writer = JSONWriter(options: prettyPrinted ? .prettyPrinted : [], capacity: hint?.capacity ?? 1024)
        // One state for the whole conversion, not one per class model met.
        ConversionState.with { _ in encoder.write(value, to: &writer) }
        hint?.record(writer.byteCount)
        return writer.takeData()
    }
}
