import Foundation

/// Fills models from JSON, following their plans: one fill for both inputs,
/// a JSON object on the tape and a `[String: Any]` (`ModelMemberSource`).
enum ModelDecoder {
    /// Fills `model` from a JSON object node (other kinds change nothing).
    static func fill<Model: Convertible>(_ model: inout Model, from node: JSONNode) {
        fill(&model, from: node, plan: Plans.decoding.plan(for: Model.self))
    }

    /// Fills `model` from a JSON object node with a plan the caller already has.
    static func fill<Model: Convertible>(_ model: inout Model, from node: JSONNode, plan: ModelPlan) {
        guard let object = node.object else { return }
        // Made out here, where the object moves into it: made in the closure,
        // a copy retained the document once more per model.
        let source = TapeObjectMembers(object: object)
        // Nested models recurse: deep documents go on with a larger stack.
        StackGuard.nested { fill(&model, from: source, plan: plan) }
    }

    /// Fills `model` from a dictionary.
    static func fill<Model: Convertible>(_ model: inout Model, from json: [String: Any]) {
        fill(&model, from: json, plan: Plans.decoding.plan(for: Model.self))
    }

    /// Fills `model` from a dictionary with a plan the caller already has.
    static func fill<Model: Convertible>(_ model: inout Model, from json: [String: Any], plan: ModelPlan) {
        let source = DictionaryMembers(object: json)
        StackGuard.nested { fill(&model, from: source, plan: plan) }
    }

    /// The fill: will-hook, members, `kj_modelValue` for missing keys,
    /// did-hook, issues. Inlined into each entry point above, where the
    /// source's type is known.
    @inline(__always)
    private static func fill<Model: Convertible, Source: ModelMemberSource>(_ model: inout Model, from source: Source,
                                                                           plan: ModelPlan) {
        let session = IssueSession.current
        switch (runsUserCodeBetweenWrites(plan), plan.willConvertToModel.presence, plan.didConvertToModel.presence) {
        case (false, .absent, .absent):
            // A plan's usual state once its first fill has probed the hooks.
            // Kept apart from the code below, whose callbacks' object is a
            // variable captured by a closure: every access to it was a
            // dynamic exclusivity check.
            guard let session else { return writeMembers(of: source, to: &model, plan) }
            var marks = PropertyMarks(count: plan.properties.count)
            session.push(.model(Model.self, object: source.issueObjectIndex))
            writeMembers(of: source, to: &model, plan, marking: &marks, session)
            reportMissing(&model, plan, marks, session)
            session.pop()
            validate(&model, session)
        case (true, _, _), (_, .unknown, _), (_, .present, _), (_, _, .unknown), (_, _, .present):
            source.withHookObject(needed: hooksTakeObject(plan)) { hookObject in
                fillCallingHooks(&model, from: source, hookObject: hookObject, plan: plan, session: session)
            }
        }
    }

    /// `fill` for a type with hooks, or whose hooks are not known yet.
    @inline(__always)
    private static func fillCallingHooks<Model: Convertible, Source: ModelMemberSource>(
        _ model: inout Model, from source: Source, hookObject: Source.HookObject, plan: ModelPlan,
        session: IssueSession?
    ) {
        let userCodeBetweenWrites = runsUserCodeBetweenWrites(plan)
        plan.willConvertToModel.call({ model.kj_willConvertToModel(from: $0) },
                                     json: { source.dictionary(of: hookObject) })
        source.enterMembers(hookObject)

        // Which properties got a value, while kj_modelValue may want the
        // others, or a session reports the missing ones.
        var marks = PropertyMarks(count: session != nil || userCodeBetweenWrites ? plan.properties.count : 0)
        session?.push(.model(Model.self, object: source.issueObjectIndex))
        if !userCodeBetweenWrites {
            if let session {
                writeMembers(of: source, to: &model, plan, marking: &marks, session)
            } else {
                writeMembers(of: source, to: &model, plan)
            }
        } else {
            // On a type's first fill, the first call shows whether
            // kj_modelValue is only the default. From then on no user code
            // runs, and the other members are written as on the fast path,
            // under one address.
            let canDefer = Source.defersMembers && !plan.asksModelType && session == nil
            var deferred: [DeferredMember] = []
            source.forEachMember(plan) { index, member, key, isRepeated in
                if canDefer {
                    switch plan.modelValueHook.presence {
                    case .absent:
                        if deferred.isEmpty { deferred.reserveCapacity(plan.properties.count) }
                        deferred.append(DeferredMember(index: index, key: source.deferredKey(of: member),
                                                       isRepeated: isRepeated))
                        return
                    case .unknown, .present:
                        break
                    }
                }
                marks.insert(index)
                session?.move(to: index, source: Source.pathSource(of: member, key: key))
                if isRepeated {
                    session?.replaceReportsOfRepeatedKey()
                    withInstanceAddress(of: &model) { plan.resetToDefault(index, at: $0) }
                }
                write(member, from: source, hookObject: hookObject, to: &model, index, plan)
            }
            if !deferred.isEmpty {
                withInstanceAddress(of: &model) { address in
                    for member in deferred {
                        let writer = plan.writers[member.index]
                        if member.isRepeated { plan.resetToDefault(member.index, at: address) }
                        _ = Source.write(source.member(deferredKey: member.key), with: writer.converter,
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
        source.leaveMembers(hookObject)

        plan.didConvertToModel.call({ model.kj_didConvertToModel(from: $0) }, json: { source.dictionary(of: hookObject) })
        if let session { validate(&model, session) }
    }

    /// Whether user code may run between two writes (and needs the model
    /// itself, not an address held across the writes).
    @inline(__always)
    private static func runsUserCodeBetweenWrites(_ plan: ModelPlan) -> Bool {
        switch plan.modelValueHook.presence {
        case .absent: plan.asksModelType
        case .unknown, .present: true
        }
    }

    /// Whether the will or did hook may use the JSON object.
    @inline(__always)
    private static func hooksTakeObject(_ plan: ModelPlan) -> Bool {
        switch (plan.willConvertToModel.presence, plan.didConvertToModel.presence) {
        case (.absent, .absent): false
        case (.unknown, _), (.present, _), (_, .unknown), (_, .present): true
        }
    }

    /// Writes every member that a property reads, when no user code runs
    /// between the writes: one address for all of them.
    // The class case spelled out here, not through a closure-taking helper
    // like the writer's `ModelStorage.withAddress(ofValue:isClass:_:)`: one
    // that takes the model inout made each level of a class chain's decode
    // take more stack.
    @inline(__always)
    private static func writeMembers<Model, Source: ModelMemberSource>(of source: Source, to model: inout Model,
                                                                      _ plan: ModelPlan) {
        if plan.isClass { return source.writeMembers(plan, to: ModelStorage.objectAddress(model)) }
        withInstanceAddress(of: &model) { source.writeMembers(plan, to: $0) }
    }

    /// `writeMembers`, marking the properties written and keeping the
    /// session's path at the property being converted.
    @inline(__always)
    private static func writeMembers<Model, Source: ModelMemberSource>(of source: Source, to model: inout Model,
                                                                      _ plan: ModelPlan,
                                                                      marking marks: inout PropertyMarks,
                                                                      _ session: IssueSession) {
        if plan.isClass {
            return source.writeMembers(plan, to: ModelStorage.objectAddress(model), marking: &marks, session)
        }
        withInstanceAddress(of: &model) { source.writeMembers(plan, to: $0, marking: &marks, session) }
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

    /// Upstream asks `kj_modelValue` about missing keys too, with nil: a hook
    /// may supply a value of its own.
    /// A property it supplies a value for counts as seen.
    private static func callValueHookForMissingKeys<Model: Convertible>(_ model: inout Model, _ plan: ModelPlan,
                                                                       marks: inout PropertyMarks,
                                                                       _ session: IssueSession?) {
        for index in plan.properties.indices where !marks.contains(index) {
            switch plan.modelValueHook.presence {
            case .absent: return
            case .unknown, .present: break
            }
            let property = plan.properties[index].property
            guard let supplied = plan.modelValueHook.call({ model.kj_modelValue(from: nil, property) })
            else { continue }
            marks.insert(index)
            session?.move(to: index)
            writeConverted(supplied, to: &model, index, plan)
        }
    }

    /// Converts one member into one property. The member itself is converted
    /// (a node keeps every digit) unless `kj_modelValue` replaces it or
    /// `kj_modelType` applies. A member that does not convert leaves the
    /// property as it is.
    @inline(__always)
    private static func write<Model: Convertible, Source: ModelMemberSource>(
        _ member: Source.Member, from source: Source, hookObject: Source.HookObject,
        to model: inout Model, _ index: Int, _ plan: ModelPlan
    ) {
        // Fields read in place: copying a `PropertyPlan` retains all it holds.
        switch plan.modelValueHook.presence {
        case .absent:
            break
        case .unknown, .present:
            let boxed = source.hookValue(of: member, in: hookObject)
            let property = plan.properties[index].property
            let hooked = plan.modelValueHook.call { model.kj_modelValue(from: boxed, property) }
            // A hook that turned out to be the default, or that passed the value
            // through, falls through to the member itself.
            switch plan.modelValueHook.presence {
            case .absent:
                break
            case .unknown, .present:
                if !LooseValue.isUnchanged(hooked, from: boxed) {
                    if let replaced = hooked { writeConverted(replaced, to: &model, index, plan) }
                    return
                }
            }
        }
        if plan.properties[index].dynamicShape != nil {
            switch plan.modelTypeHook.presence {
            case .absent:
                break
            case .unknown, .present:
                writeConverted(source.hookValue(of: member, in: hookObject), to: &model, index, plan)
                return
            }
        }
        let writer = plan.writers[index]
        _ = withInstanceAddress(of: &model) { Source.write(member, with: writer.converter, to: $0, offset: writer.offset) }
    }

    /// Converts a value that has been through the hooks (`kj_modelType`
    /// still applies); returns whether the property was written.
    @discardableResult
    private static func writeConverted<Model: Convertible>(_ value: Any, to model: inout Model,
                                                           _ index: Int, _ plan: ModelPlan) -> Bool {
        var value = value
        if let shape = plan.properties[index].dynamicShape, runsModelTypeHook(plan) {
            let property = plan.properties[index].property
            if let type = plan.modelTypeHook.call({ [value] in model.kj_modelType(from: value, property) }) {
                // Never store a model the declared type cannot hold: the default stays.
                guard shape.accepts(type) else {
                    IssueSession.current?.report(.typeMismatch, "kj_modelType chose \(IssueText.typeName(type)), which "
                                                 + "\(IssueText.typeName(property.type)) cannot hold", keptDefault: true)
                    return false
                }
                value = DynamicModel.convert(value, to: type, layout: shape.layout)
            }
        }
        let writer = plan.writers[index]
        return withInstanceAddress(of: &model) { writer.converter.write(any: value, to: $0, offset: writer.offset) }
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

extension ModelDecoder {
    /// Whether `kj_modelType` is still asked: until it is known to be the default.
    private static func runsModelTypeHook(_ plan: ModelPlan) -> Bool {
        switch plan.modelTypeHook.presence {
        case .absent: false
        case .unknown, .present: true
        }
    }
}

/// A member whose write waits until the first fill knows that
/// `kj_modelValue` is only the default. A struct, not a tuple: an array of
/// a tuple type makes the runtime build the tuple's metadata on the
/// process's first use, a struct's is static.
private struct DeferredMember {
    let index: Int
    /// The source's key for the member (`ModelMemberSource.deferredKey(of:)`).
    let key: Int
    /// Whether the object gave the property's key before.
    let isRepeated: Bool
}
