import Foundation

/// The objects `kj_didConvertToJSON` receives, made as the writer writes the
/// members' text: each model's object once, bottom-up, handed to the
/// enclosing model's through the conversion's state.
extension ModelEncoding {
    /// `writeMembers` for a type with `kj_JSONValue` or `kj_didConvertToJSON`
    /// (or not yet known not to have them).
    ///
    /// The object `kj_didConvertToJSON` receives is made from the members'
    /// JSON values once they are written. A nested model whose type has the
    /// callback made its own object as its text was written: it is collected
    /// in the conversion's state and taken here, so each model's object is
    /// made once, bottom-up, and every hook runs once per instance.
    static func writeMembersAndCollect<Model: Convertible>(
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
            state.collect(json, at: ModelStorage.collectionKey(address))
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

    /// The object collected for the class instance `object` while the
    /// object of an enclosing model's `kj_didConvertToJSON` is made.
    @inline(__always)
    static func collectedObject(ofObject object: AnyObject, in state: ConversionState) -> [String: Any]? {
        collectedObject(at: instanceAddress(ofObject: object), in: state)
    }

    /// The object collected for the model stored at `address` while the
    /// object of an enclosing model's `kj_didConvertToJSON` is made.
    @inline(__always)
    static func collectedObject(at address: InstanceAddress,
                                in state: ConversionState? = ConversionState.current) -> [String: Any]? {
        guard let state, state.buildingCallbackJSON else { return nil }
        return state.takeCollected(at: ModelStorage.collectionKey(address))
    }
}
