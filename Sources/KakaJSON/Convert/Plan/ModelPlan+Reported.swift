/// A model's decoding plan names its properties for issue texts.
extension ModelPlan: ReportedModel {
    var propertyCount: Int { properties.count }

    func name(ofProperty index: Int) -> String { properties[index].property.name }

    func type(ofProperty index: Int) -> Any.Type { properties[index].property.type }

    func directKey(ofProperty index: Int) -> String? { directKeys[index] }

    func fallbackName(ofProperty index: Int) -> String? { directFallbacks[index] }

    func keyCount(ofProperty index: Int) -> Int { properties[index].candidates.count }

    func key(_ candidate: Int, ofProperty index: Int) -> ReportedKey {
        let key = properties[index].candidates[candidate]
        return ReportedKey(text: key.key, steps: key.path?.map { ReportedKey.Step(key: $0.key, index: $0.index) })
    }
}

/// The decoding plans, as diagnostics look them up: by a model's type.
struct DecodingPlanIndex: ReportedModels {
    func model(of owner: Any.Type) -> ReportedModel? {
        func plan<Model: Convertible>(_: Model.Type) -> ReportedModel { Plans.decoding.plan(for: Model.self) }
        return (owner as? any Convertible.Type).map { plan($0) }
    }
}
