/// A `Convertible` model, from a JSON object. An existing value (a property's
/// default) is filled in place, so keys missing from the JSON keep their defaults.
final class ModelConverter<Model: Convertible>: Converter<Model>, @unchecked Sendable {
    private let slot = PlanSlot<ModelPlan>()

    private var plan: ModelPlan { slot.plan(for: Model.self, in: Plans.decoding) }

    override func value(from node: JSONNode) -> Model? {
        guard node.kind == .object else { return nil }
        var model = Model()
        ModelDecoder.fill(&model, from: node, plan: plan)
        return model
    }

    override func value(fromAny value: Any) -> Model? {
        if let model = LooseValue.exactly(value, as: Model.self) { return model }
        guard case .dictionary(let dictionary) = LooseValue(value) else { return nil }
        var model = Model()
        ModelDecoder.fill(&model, from: dictionary)
        return model
    }

    override var updatesInPlace: Bool { true }

    override func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard node.kind == .object else { return false }
        var model = Model()
        ModelDecoder.fill(&model, from: node, plan: plan)
        address.initialize(model, at: 0)
        return true
    }

    override func elements(of array: JSONArrayNode) -> [Model] {
        // The plan once per array, not once per element.
        let plan = self.plan
        var items = array.makeIterator()
        return makeArray(capacity: array.count) { _, address in
            guard let item = items.next() else { return false }
            guard item.kind == .object else { return false }
            var model = Model()
            ModelDecoder.fill(&model, from: item, plan: plan)
            address.initialize(model, at: 0)
            return true
        }
    }

    override func initializeElement(fromAny value: Any, at address: InstanceAddress) -> Bool {
        // A dictionary (the common case) is filled without forming `Model?`;
        // a model instance and anything else take the general path.
        guard Swift.type(of: value) != Model.self, case .dictionary(let dictionary) = LooseValue(value) else {
            return super.initializeElement(fromAny: value, at: address)
        }
        var model = Model()
        ModelDecoder.fill(&model, from: dictionary)
        address.initialize(model, at: 0)
        return true
    }

    override func update(_ existing: inout Model, from node: JSONNode) -> Bool {
        guard node.kind == .object else { return false }
        ModelDecoder.fill(&existing, from: node, plan: plan)
        return true
    }

    override func update(_ existing: inout Model, fromAny value: Any) -> Bool {
        if let model = LooseValue.exactly(value, as: Model.self) {
            existing = model
            return true
        }
        guard case .dictionary(let dictionary) = LooseValue(value) else { return false }
        ModelDecoder.fill(&existing, from: dictionary)
        return true
    }
}

/// A `ConvertibleEnum`: the JSON value is converted to the raw value's type
/// first (so "5.55kaka" reads as 5.55), then to the case.
final class EnumConverter<Value: ConvertibleEnum>: Converter<Value>, @unchecked Sendable {
    private let raw: AnyConverter

    override init() {
        raw = ConverterFactory.anyConverter(for: Value.kj_valueType())
    }

    override func value(from node: JSONNode) -> Value? {
        raw.anyValue(from: node).flatMap(Value.kj_convert(from:))
    }

    override func value(fromAny value: Any) -> Value? {
        if let same = LooseValue.exactly(value, as: Value.self) { return same }
        return raw.anyValue(fromAny: value).flatMap(Value.kj_convert(from:))
    }
}
