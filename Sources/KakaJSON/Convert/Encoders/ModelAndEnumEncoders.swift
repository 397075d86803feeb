import Foundation

/// A `Convertible` model: a JSON object, through its encode plan.
final class ModelValueEncoder<Model: Convertible>: ValueEncoder<Model>, @unchecked Sendable {
    private let slot = PlanSlot<EncodePlan>()

    override var planSlot: PlanGraph.Slot? { slot }

    override func isPresent(_ value: Model) -> Bool { true }

    override func isPresent(storedAt address: InstanceAddress) -> Bool { true }

    override func write(_ value: Model, to writer: inout JSONWriter) {
        // A subclass instance in a property of its superclass's type writes all its own properties.
        if let subclass = ModelEncoding.subclass(of: value) {
            ModelEncoding.write(value, as: subclass, to: &writer)
            return
        }
        withPlan { ModelEncoding.write(value, to: &writer, plan: $0) }
    }

    override func jsonValue(_ value: Model) -> Any? {
        if isClass, let state = ConversionState.current {
            let object = ModelStorage.object(value)
            // Made as its text was written, for kj_didConvertToJSON: taken
            // before anything else is asked of the instance.
            if let collected = ModelEncoding.collectedObject(ofObject: object, in: state) { return collected }
            // A reference back to an object being converted: null, as in text.
            if state.isWriting(object) { return NSNull() }
        }
        if let subclass = ModelEncoding.subclass(of: value) { return ModelEncoding.jsonObject(value, as: subclass) }
        return withPlan { ModelEncoding.jsonObject(value, plan: $0) }
    }

    private var plan: EncodePlan { slot.plan(for: Model.self, in: Plans.encoding) }

    /// `body` with the plan, lent without a retain (see `PlanSlot.withPlan`).
    @inline(__always)
    private func withPlan<Result>(_ body: (EncodePlan) -> Result) -> Result {
        slot.withPlan(for: Model.self, in: Plans.encoding, body)
    }

    // A struct model is written from its parent's storage in place; a class
    // model (one reference to copy) goes through `write(_:to:)`, which also
    // finds subclasses and references back up the graph.

    override func writeMember(_ key: JSONWriter.PreparedKey, from address: InstanceAddress, offset: Int,
                              to writer: inout JSONWriter) {
        guard !isClass else { return super.writeMember(key, from: address, offset: offset, to: &writer) }
        writer.key(key)
        withPlan { ModelEncoding.writeStruct(Model.self, storedAt: address.advanced(by: offset), to: &writer, plan: $0) }
    }

    override func writeElement(storedAt address: InstanceAddress, to writer: inout JSONWriter) {
        // A class model: the element stored at `address` is a `Model`, one
        // strong reference, loaded (retained) as a copy that keeps the
        // instance alive whatever its hooks do to the storage it came from.
        guard !isClass else { return write(address.load(Model.self, at: 0), to: &writer) }
        withPlan { ModelEncoding.writeStruct(Model.self, storedAt: address, to: &writer, plan: $0) }
    }

    override func jsonValue(from address: InstanceAddress, offset: Int) -> Any? {
        guard !isClass else { return super.jsonValue(from: address, offset: offset) }
        return jsonObject(storedAt: address.advanced(by: offset))
    }

    override func setJSONValue(from address: InstanceAddress, offset: Int, for member: EncodePlan.Member,
                               in object: inout JSONObjectBuilder) {
        guard !isClass else { return super.setJSONValue(from: address, offset: offset, for: member, in: &object) }
        object.set(jsonObject(storedAt: address.advanced(by: offset)), for: member)
    }

    override func jsonElement(storedAt address: InstanceAddress) -> Any? {
        guard !isClass else { return super.jsonElement(storedAt: address) }
        return jsonObject(storedAt: address)
    }

    override var jsonValueIsObject: Bool { !isClass }

    /// The struct model stored at `address` as a JSON object, read in place.
    override func jsonObject(storedAt address: InstanceAddress) -> [String: Any] {
        withPlan { ModelEncoding.jsonObject(Model.self, storedAt: address, plan: $0) }
    }

    // A class model too: its storage is one reference, which `writeElement`
    // loads; an optional or an array of them is then written from its
    // storage, not through `withWrapped` and a copy of each value.
    override var writesInPlace: Bool { true }

    override var outputSize: SizeHint? { plan.outputSize }

    private let isClass = ModelStorage.isClass(Model.self)
}

/// A `ConvertibleEnum`: its `kj_value` (the raw value), encoded by its type.
final class EnumEncoder<Value: ConvertibleEnum>: ValueEncoder<Value>, @unchecked Sendable {
    override func isPresent(_ value: Value) -> Bool {
        DynamicEncoder.shared.isPresent(value.kj_value)
    }

    override func write(_ value: Value, to writer: inout JSONWriter) {
        let raw = value.kj_value
        DynamicEncoder.shared.write(raw, to: &writer)
    }

    override func jsonValue(_ value: Value) -> Any? {
        DynamicEncoder.shared.jsonValue(value.kj_value)
    }
}
