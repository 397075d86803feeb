import Foundation

/// Fills models from JSON, following their plans.
enum ModelDecoder {
    /// Fills `model` from a JSON object node (other kinds change nothing).
    static func fill<Model: Convertible>(_ model: inout Model, from node: JSONNode) {
        fill(&model, from: node, plan: Plans.decoding.plan(for: Model.self))
    }

    /// Fills `model` from a JSON object node with a plan the caller already has.
    static func fill<Model: Convertible>(_ model: inout Model, from node: JSONNode, plan: ModelPlan) {
        guard let object = node.object else { return }
        // Nested models recurse: deep documents go on with a larger stack.
        StackGuard.nested { fill(&model, from: object, node: node, plan: plan) }
    }

    private static func fill<Model: Convertible>(_ model: inout Model, from object: JSONObjectNode, node: JSONNode,
                                                 plan: ModelPlan) {
        let session = IssueSession.current
        // Whether user code may run between two writes (and needs the model
        // itself, not an address held across the writes).
        let userCodeBetweenWrites = !plan.modelValueHook.isAbsent || plan.asksModelType
        if !userCodeBetweenWrites && plan.willConvertToModel.isAbsent && plan.didConvertToModel.isAbsent {
            // A plan's usual state once its first fill has probed the hooks.
            // Kept apart from the code below, whose callbacks' object is a
            // variable captured by a closure: every access to it was a
            // dynamic exclusivity check.
            guard let session else { return writeMembers(of: object, to: &model, plan) }
            var marks = PropertyMarks(count: plan.properties.count)
            session.push(.model(Model.self, object: object.tapeIndex))
            writeMembers(of: object, to: &model, plan, marking: &marks, session)
            reportMissing(&model, plan, marks, session)
            session.pop()
            return validate(&model, session)
        }
        ConversionState.with { state in
            fillCallingHooks(&model, from: object, node: node, plan: plan, session: session, state: state)
        }
    }

    /// `fill` for a type with hooks, or whose hooks are not known yet.
    private static func fillCallingHooks<Model: Convertible>(
        _ model: inout Model, from object: JSONObjectNode, node: JSONNode, plan: ModelPlan,
        session: IssueSession?, state: ConversionState
    ) {
        let userCodeBetweenWrites = !plan.modelValueHook.isAbsent || plan.asksModelType
        // Both callbacks get the same object, built at most once (it can be
        // big), before the members: the models inside take theirs from it.
        var json: CallbackJSONObject?
        if !plan.willConvertToModel.isAbsent || !plan.didConvertToModel.isAbsent {
            json = CallbackJSONObject(node, enclosing: state.callbackObjects.last)
        }
        plan.willConvertToModel.call({ model.kj_willConvertToModel(from: $0) }, json: { json?.dictionary ?? [:] })
        if let json { state.callbackObjects.append(json) }

        // Which properties got a value, while kj_modelValue may want the
        // others, or a session reports the missing ones.
        var marks = PropertyMarks(count: session != nil || userCodeBetweenWrites ? plan.properties.count : 0)
        session?.push(.model(Model.self, object: object.tapeIndex))
        if !userCodeBetweenWrites {
            if let session {
                writeMembers(of: object, to: &model, plan, marking: &marks, session)
            } else {
                writeMembers(of: object, to: &model, plan)
            }
        } else {
            // A constant for the closure: no copy and no access check per member.
            let callbackObject = json
            // On a type's first fill, the first call shows whether
            // kj_modelValue is only the default. From then on no user code
            // runs, and the other members are written as on the fast path,
            // under one address (by tape index: a node would retain the document).
            let canDefer = !plan.asksModelType && session == nil
            var deferred: [DeferredMember] = []
            forEachValue(of: object, plan) { index, value in
                if canDefer && plan.modelValueHook.isAbsent {
                    if deferred.isEmpty { deferred.reserveCapacity(plan.properties.count) }
                    deferred.append(DeferredMember(index: index, tapeIndex: value.tapeIndex))
                    return
                }
                marks.insert(index)
                session?.move(to: index, source: .node(tapeIndex: value.tapeIndex))
                write(value, to: &model, index, plan, json: callbackObject)
            }
            if !deferred.isEmpty {
                let document = object.document
                withInstanceAddress(of: &model) { address in
                    for member in deferred {
                        let writer = plan.writers[member.index]
                        _ = writer.converter.write(JSONNode(document: document, tapeIndex: member.tapeIndex),
                                                   to: address, offset: writer.offset)
                    }
                }
            }
            callValueHookForMissingKeys(&model, plan, marks: &marks, session)
        }
        if let session {
            reportMissing(&model, plan, marks, session)
            session.pop()
        }
        if json != nil { state.callbackObjects.removeLast() }

        plan.didConvertToModel.call({ model.kj_didConvertToModel(from: $0) }, json: { json?.dictionary ?? [:] })
        if let built = json {
            json = nil
            built.release()
        }
        if let session { validate(&model, session) }
    }

    /// Writes every member that a property reads, when no user code runs
    /// between the writes: one address for all of them.
    private static func writeMembers<Model>(of object: JSONObjectNode, to model: inout Model, _ plan: ModelPlan) {
        withInstanceAddress(of: &model) { address in
            let writers = plan.writers
            forEachValue(of: object, plan) { index, value in
                // Read in place: a copied writer retains and releases its converter.
                let offset = writers[index].offset
                _ = writers[index].unretainedConverter._withUnsafeGuaranteedRef { $0.write(value, to: address, offset: offset) }
            }
        }
    }

    /// `writeMembers`, marking the properties written and keeping the
    /// session's path at the property being converted.
    private static func writeMembers<Model>(of object: JSONObjectNode, to model: inout Model, _ plan: ModelPlan,
                                            marking marks: inout PropertyMarks, _ session: IssueSession) {
        withInstanceAddress(of: &model) { address in
            let writers = plan.writers
            forEachValue(of: object, plan) { index, value in
                marks.insert(index)
                session.move(to: index, source: .node(tapeIndex: value.tapeIndex))
                let offset = writers[index].offset
                _ = writers[index].unretainedConverter._withUnsafeGuaranteedRef { $0.write(value, to: address, offset: offset) }
            }
        }
    }

    /// Fills `model` from a dictionary.
    static func fill<Model: Convertible>(_ model: inout Model, from json: [String: Any]) {
        fill(&model, from: json, plan: Plans.decoding.plan(for: Model.self))
    }

    /// Fills `model` from a dictionary with a plan the caller already has.
    static func fill<Model: Convertible>(_ model: inout Model, from json: [String: Any], plan: ModelPlan) {
        StackGuard.nested { fill(&model, fromDictionary: json, plan: plan) }
    }

    private static func fill<Model: Convertible>(_ model: inout Model, fromDictionary json: [String: Any],
                                                 plan: ModelPlan) {
        let session = IssueSession.current
        plan.willConvertToModel.call({ model.kj_willConvertToModel(from: $0) }, json: { json })
        var marks = PropertyMarks(count: plan.properties.count)
        session?.push(.model(Model.self, object: -1))
        if plan.modelValueHook.isAbsent && !plan.asksModelType {
            // No user code runs between the writes: one address for all of
            // them, as for a JSON object (`writeMembers`).
            withInstanceAddress(of: &model) { address in
                forEachValue(in: json, plan) { index, value, source in
                    marks.insert(index)
                    session?.move(to: index, source: source)
                    let offset = plan.writers[index].offset
                    _ = plan.writers[index].unretainedConverter._withUnsafeGuaranteedRef {
                        $0.write(any: value, to: address, offset: offset)
                    }
                }
            }
        } else {
            forEachValue(in: json, plan) { index, value, source in
                marks.insert(index)
                session?.move(to: index, source: source)
                write(any: value, to: &model, index, plan)
            }
        }
        callValueHookForMissingKeys(&model, plan, marks: &marks, session)
        if let session {
            reportMissing(&model, plan, marks, session)
            session.pop()
        }
        plan.didConvertToModel.call({ model.kj_didConvertToModel(from: $0) }, json: { json })
        if let session { validate(&model, session) }
    }

    /// Calls `body` with each property that `json` has a value for, and
    /// where the value came from.
    @inline(__always)
    private static func forEachValue(in json: [String: Any], _ plan: ModelPlan,
                                     _ body: (Int, Any, IssuePathStep.ValueSource) -> Void) {
        let directKeys = plan.directKeys, directFallbacks = plan.directFallbacks
        for index in plan.properties.indices {
            if let key = directKeys[index] {
                guard let name = directFallbacks[index] else {
                    // The key is the name: one subscript, null included (the
                    // converter keeps the default for it), as below.
                    guard let value = json[key] else { continue }
                    body(index, value, .candidate(0))
                    continue
                }
                // `firstPresent` and `orFallback` below for one candidate,
                // without their tuples of generic optionals: the name is read
                // when the key is missing or null, and taken when it holds
                // something better (anything, when the key is missing).
                let value = json[key]
                if value.map(LooseValue.isNull) ?? true, let fallback = json[name],
                   value == nil || !LooseValue.isNull(fallback) {
                    body(index, fallback, .name)
                } else if let value {
                    body(index, value, .candidate(0))
                }
                continue
            }
            let property = plan.properties[index]
            let found = firstPresent(property.candidates, isNull: LooseValue.isNull, { $0.value(in: json) })
            guard let (value, isName) = orFallback(found?.value, property, isNull: LooseValue.isNull, { json[$0] })
            else { continue }
            body(index, value, isName ? .name : .candidate(found?.candidate ?? 0))
        }
    }

    /// Reports the properties no key gave a value (nor `kj_modelValue`);
    /// the session's innermost step is the model's.
    /// (`inout`: the model is only read, and is not copied for it.)
    private static func reportMissing<Model: Convertible>(_ model: inout Model, _ plan: ModelPlan,
                                                          _ marks: PropertyMarks, _ session: IssueSession) {
        guard let first = plan.properties.indices.first(where: { !marks.contains($0) }) else { return }
        session.reportMissing(of: plan, from: first, marks: marks) {
            model.kj_isRequired(plan.properties[$0].property)
        }
    }

    /// Reports what the model's own validation says.
    private static func validate<Model: Convertible>(_ model: inout Model, _ session: IssueSession) {
        for message in model.kj_validate() { session.reportValidation(message, of: Model.self) }
    }

    /// Calls `body` with each property that `object` has a value for: members
    /// matched by their key bytes, then properties with candidate keys or paths.
    @inline(__always)
    private static func forEachValue(of object: JSONObjectNode, _ plan: ModelPlan,
                                     _ body: (Int, JSONNode) -> Void) {
        if !plan.keyTable.isEmpty {
            // Members walked by tape index: a key (and a node retaining the
            // document) is only made for a member that some property reads.
            let document = object.document
            var position = object.tapeIndex &+ 1
            var order = JSONKeyTable.KeyOrder.start
            let end = document.tapeIndex(after: object.tapeIndex)
            while position &+ 1 < end {
                let valueIndex = position &+ 1
                let matched = plan.keyTable.forEachProperty(forKeyAt: position, after: &order, in: document) { index in
                    body(index, JSONNode(document: document, tapeIndex: valueIndex))
                }
                if !matched && !plan.fallbackKeyTable.isEmpty {
                    var unordered = JSONKeyTable.KeyOrder.none
                    plan.fallbackKeyTable.forEachProperty(forKeyAt: position, after: &unordered, in: document) { index in
                        // A property's name is read only when its key is missing (or null).
                        guard let key = plan.properties[index].directKey,
                              object.value(forKey: key)?.isNull ?? true else { return }
                        body(index, JSONNode(document: document, tapeIndex: valueIndex))
                    }
                }
                position = document.tapeIndex(after: valueIndex)
            }
        }
        for index in plan.lookupProperties {
            let property = plan.properties[index]
            let found = firstPresent(property.candidates, isNull: { $0.isNull }, { $0.value(in: object) })
            if let (value, _) = orFallback(found?.value, property, isNull: { $0.isNull }, { object.value(forKey: $0) }) {
                body(index, value)
            }
        }
    }

    /// `value` (from a property's keys), or the value under the property's
    /// name when the keys gave none or only null (`isName`).
    @inline(__always)
    private static func orFallback<Value>(_ value: Value?, _ property: PropertyPlan, isNull: (Value) -> Bool,
                                          _ lookup: (String) -> Value?) -> (value: Value, isName: Bool)? {
        guard let name = property.fallbackName, value.map(isNull) ?? true,
              let fallback = lookup(name), value == nil || !isNull(fallback) else { return value.map { ($0, false) } }
        return (fallback, true)
    }

    /// Upstream asks `kj_modelValue` about missing keys too, with nil: a hook
    /// may supply a value of its own.
    /// A property it supplies a value for counts as seen.
    private static func callValueHookForMissingKeys<Model: Convertible>(_ model: inout Model, _ plan: ModelPlan,
                                                                       marks: inout PropertyMarks,
                                                                       _ session: IssueSession?) {
        guard !plan.modelValueHook.isAbsent else { return }
        for index in plan.properties.indices where !marks.contains(index) && !plan.modelValueHook.isAbsent {
            let property = plan.properties[index].property
            guard let supplied = plan.modelValueHook.call({ model.kj_modelValue(from: nil, property) })
            else { continue }
            marks.insert(index)
            session?.move(to: index)
            writeConverted(supplied, to: &model, index, plan)
        }
    }

    /// The value of the first candidate key that holds a non-null value; a null
    /// only when no candidate has more (an `NSNull` property still receives it).
    private static func firstPresent<Value>(_ candidates: KeyCandidates, isNull: (Value) -> Bool,
                                            _ lookup: (KeyCandidate) -> Value?) -> (value: Value, candidate: Int)? {
        var null: (value: Value, candidate: Int)?
        for index in candidates.indices {
            guard let value = lookup(candidates[index]) else { continue }
            if !isNull(value) { return (value, index) }
            if null == nil { null = (value, index) }
        }
        return null
    }

    /// Converts one JSON node into one property. The node itself is converted
    /// (every digit kept) unless `kj_modelValue` replaces it or `kj_modelType` applies.
    /// A value the callbacks' object already holds is taken from it.
    private static func write<Model: Convertible>(_ node: JSONNode, to model: inout Model,
                                                  _ index: Int, _ plan: ModelPlan,
                                                  json: CallbackJSONObject?) {
        // Fields read in place: copying a `PropertyPlan` retains all it holds.
        if !plan.modelValueHook.isAbsent {
            let boxed = json?.foundationValue(of: node) ?? node.foundationValue
            let property = plan.properties[index].property
            let hooked = plan.modelValueHook.call { model.kj_modelValue(from: boxed, property) }
            // A hook that turned out to be the default, or that passed the value
            // through, falls through to the node, which keeps every digit.
            if !plan.modelValueHook.isAbsent && !LooseValue.isUnchanged(hooked, from: boxed) {
                guard let replaced = hooked else { return }
                writeConverted(replaced, to: &model, index, plan)
                return
            }
        }
        if plan.properties[index].dynamicShape != nil && !plan.modelTypeHook.isAbsent {
            writeConverted(json?.foundationValue(of: node) ?? node.foundationValue, to: &model, index, plan)
            return
        }
        let writer = plan.writers[index]
        _ = withInstanceAddress(of: &model) { writer.converter.write(node, to: $0, offset: writer.offset) }
    }

    /// Converts one dictionary value into one property, through `kj_modelValue`.
    private static func write<Model: Convertible>(any jsonValue: Any, to model: inout Model,
                                                  _ index: Int, _ plan: ModelPlan) {
        var value = jsonValue
        if !plan.modelValueHook.isAbsent {
            let property = plan.properties[index].property
            let hooked = plan.modelValueHook.call { model.kj_modelValue(from: jsonValue, property) }
            guard let replaced = hooked else { return }
            value = replaced
        }
        writeConverted(value, to: &model, index, plan)
    }

    /// Converts a value that has been through the hooks (`kj_modelType` still applies).
    private static func writeConverted<Model: Convertible>(_ value: Any, to model: inout Model,
                                                           _ index: Int, _ plan: ModelPlan) {
        var value = value
        if let shape = plan.properties[index].dynamicShape, !plan.modelTypeHook.isAbsent {
            let property = plan.properties[index].property
            if let type = plan.modelTypeHook.call({ [value] in model.kj_modelType(from: value, property) }) {
                // Never store a model the declared type cannot hold: the default stays.
                guard shape.accepts(type) else {
                    IssueSession.current?.report(.typeMismatch, "kj_modelType chose \(IssueText.typeName(type)), which "
                                                 + "\(IssueText.typeName(property.type)) cannot hold", keptDefault: true)
                    return
                }
                value = DynamicModel.convert(value, to: type, layout: shape.layout)
            }
        }
        let writer = plan.writers[index]
        _ = withInstanceAddress(of: &model) { writer.converter.write(any: value, to: $0, offset: writer.offset) }
    }
}

/// Builds the models `kj_modelType` asks for inside `Any`, `[Any]` and `[String: Any]` values.
enum DynamicModel {
    static func convert(_ value: Any, to type: Convertible.Type, layout: PropertyPlan.DynamicShape.Layout) -> Any {
        switch layout {
        case .single:
            return model(from: value, type) ?? value
        case .array:
            guard case .array(let array) = LooseValue(value) else { return value }
            return array.map { model(from: $0, type) ?? $0 }
        case .dictionary:
            guard case .dictionary(let dictionary) = LooseValue(value) else { return value }
            return dictionary.mapValues { model(from: $0, type) ?? $0 }
        }
    }

    /// A model of `type` filled from `value` when it is a dictionary.
    static func model(from value: Any, _ type: Convertible.Type) -> Convertible? {
        func open<Model: Convertible>(_: Model.Type) -> Convertible? {
            if let model = LooseValue.exactly(value, as: Model.self) { return model }
            guard case .dictionary(let dictionary) = LooseValue(value) else { return nil }
            var model = Model()
            ModelDecoder.fill(&model, from: dictionary)
            return model
        }
        return open(type)
    }
}

/// A member whose write waits until the first fill knows that
/// `kj_modelValue` is only the default. A struct, not a tuple: an array of
/// a tuple type makes the runtime build the tuple's metadata on the
/// process's first use, a struct's is static.
private struct DeferredMember {
    let index: Int
    let tapeIndex: Int
}
