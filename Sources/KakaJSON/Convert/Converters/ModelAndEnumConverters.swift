#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// A `Convertible` model, from a JSON object. An existing value (a property's
/// default) is filled in place, so keys missing from the JSON keep their defaults.
///
/// The model type is held as an existential metatype and opened per call:
/// the opened code receives the type's metadata and conformance, with no
/// generic class to instantiate for each model type.
final class ModelConverter: AnyConverter, @unchecked Sendable {
    override var rejectsNull: Bool { true }

    private let modelType: any Convertible.Type
    private let slot = PlanSlot<ModelPlan>()

    init(_ model: any Convertible.Type) {
        self.modelType = model
        super.init(valueType: model)
    }

    override var planSlot: PlanGraph.Slot? { slot }

    private func plan<Model: Convertible>(_: Model.Type) -> ModelPlan {
        slot.plan(for: Model.self, in: Plans.decoding)
    }

    /// A new model filled from `node`, which is an object.
    private func filledModel<Model: Convertible>(_: Model.Type, from node: JSONNode, plan: ModelPlan) -> Model {
        var model = Model()
        ModelDecoder.fill(&model, from: node, plan: plan)
        return model
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard node.kind == .object else {
            return EmbeddedJSON.convert(node, as: .object, type: valueType) { initialize($0, at: address) }
        }
        func typed<Model: Convertible>(_: Model.Type) {
            slot.withPlan(for: Model.self, in: Plans.decoding) { plan in
                PropertyStore.initialize(filledModel(Model.self, from: node, plan: plan), at: address)
            }
        }
        typed(modelType)
        return true
    }

    override func initializeElements(of array: JSONArrayNode, from start: InstanceAddress, stride: Int) -> Int {
        // The plan once per array, not once per element.
        func typed<Model: Convertible>(_: Model.Type) -> Int {
            let plan = plan(Model.self)
            let session = IssueSession.current
            session?.push(.array)
            defer { session?.pop() }
            var count = 0
            var items = array.makeIterator()
            for position in 0..<array.count {
                guard let item = items.next() else { break }
                session?.move(to: position)
                guard item.kind == .object else {
                    let element = start.advanced(by: count &* stride)
                    if EmbeddedJSON.convert(item, as: .object, type: valueType, { initialize($0, at: element) }) {
                        count &+= 1
                    }
                    continue
                }
                PropertyStore.initialize(filledModel(Model.self, from: item, plan: plan), at: start.advanced(by: count &* stride))
                count &+= 1
            }
            return count
        }
        return typed(modelType)
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        func typed<Model: Convertible>(_: Model.Type) -> Bool {
            if LooseValue.mayBeExactly(value, as: Model.self), initializeSame(value, Model.self, at: address) {
                return true
            }
            guard case .dictionary(let dictionary) = LooseValue(value) else {
                return EmbeddedJSON.convert(any: value, as: .object, type: valueType) { initialize($0, at: address) }
            }
            var model = Model()
            slot.withPlan(for: Model.self, in: Plans.decoding) { plan in
                ModelDecoder.fill(&model, from: dictionary, plan: plan)
            }
            PropertyStore.initialize(model, at: address)
            return true
        }
        return typed(modelType)
    }

    override var updatesInPlace: Bool { true }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard node.kind == .object else {
            return EmbeddedJSON.convert(node, as: .object, type: valueType) { write($0, to: address, offset: offset) }
        }
        func typed<Model: Convertible>(_: Model.Type) {
            slot.withPlan(for: Model.self, in: Plans.decoding) { plan in
                PropertyStore.update(Model.self, at: address, offset: offset) { ModelDecoder.fill(&$0, from: node, plan: plan) }
            }
        }
        typed(modelType)
        return true
    }

    override func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        func typed<Model: Convertible>(_: Model.Type) -> Bool {
            if LooseValue.mayBeExactly(value, as: Model.self), assignSame(value, Model.self, at: address, offset: offset) {
                return true
            }
            guard case .dictionary(let dictionary) = LooseValue(value) else {
                return EmbeddedJSON.convert(any: value, as: .object, type: valueType) {
                    write($0, to: address, offset: offset)
                }
            }
            slot.withPlan(for: Model.self, in: Plans.decoding) { plan in
                PropertyStore.update(Model.self, at: address, offset: offset) {
                    ModelDecoder.fill(&$0, from: dictionary, plan: plan)
                }
            }
            return true
        }
        return typed(modelType)
    }

    // Out of line: their `Model?` makes the runtime look up
    // `Optional<Model>`'s metadata on entry, which the usual value (a
    // dictionary) should not pay.

    /// Initializes the model at `address` with `value` when it is a `Model`.
    @inline(never)
    private func initializeSame<Model>(_ value: Any, _: Model.Type, at address: InstanceAddress) -> Bool {
        guard let same = LooseValue.exactly(value, as: Model.self) else { return false }
        PropertyStore.initialize(same, at: address)
        return true
    }

    /// Assigns `value` to the model at `offset` when it is a `Model`.
    @inline(never)
    private func assignSame<Model>(_ value: Any, _: Model.Type, at address: InstanceAddress, offset: Int) -> Bool {
        guard let same = LooseValue.exactly(value, as: Model.self) else { return false }
        PropertyStore.assign(same, at: address, offset: offset)
        return true
    }
}

/// A `ConvertibleEnum`: the JSON value is converted to the raw value's type
/// first (so "5.55kaka" reads as 5.55), then to the case.
final class EnumConverter: AnyConverter, @unchecked Sendable {
    private let enumeration: any ConvertibleEnum.Type
    private let raw: AnyConverter

    init(_ enumeration: any ConvertibleEnum.Type) {
        self.enumeration = enumeration
        raw = ConverterFactory.anyConverter(for: enumeration.kj_valueType)
        super.init(valueType: enumeration)
    }

    override var parts: [AnyConverter] { [raw] }

    /// A raw value that did not convert was reported by the raw value's converter.
    private func initialize(raw value: Any?, at address: InstanceAddress) -> Bool {
        func typed<Value: ConvertibleEnum>(_: Value.Type) -> Bool {
            guard let value else { return false }
            guard let converted = Value.kj_convert(from: value) else {
                if let session = IssueSession.current {
                    session.report(.typeMismatch, "found \(IssueText.describe(any: value)), which is the raw value of no case of "
                                   + IssueText.typeName(Value.self), keptDefault: true)
                }
                return false
            }
            PropertyStore.initialize(converted, at: address)
            return true
        }
        return typed(enumeration)
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        initialize(raw: raw.anyValue(from: node), at: address)
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        func typed<Value: ConvertibleEnum>(_: Value.Type) -> Bool {
            guard let same = LooseValue.exactly(value, as: Value.self) else { return false }
            PropertyStore.initialize(same, at: address)
            return true
        }
        return typed(enumeration) || initialize(raw: raw.anyValue(fromAny: value), at: address)
    }
}
