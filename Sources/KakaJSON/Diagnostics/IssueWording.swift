/// The path and message of a `ConversionIssue`: made text, or the parts of
/// a missing key's, put together when read.
enum IssueWording: Sendable {
    case text(path: String, message: String)
    case missingKey(MissingKeyWording)

    var path: String {
        switch self {
        case .text(let path, _): return path
        case .missingKey(let missing): return missing.path
        }
    }

    var message: String {
        switch self {
        case .text(_, let message): return message
        case .missingKey(let missing): return missing.message
        }
    }
}

/// The missing keys of one model, shared by their issues: reporting one
/// copies a reference and an index, and its text is made when it is read.
final class MissingKeys: Sendable {
    /// The path of the model: its text, or steps that need no document.
    enum ModelPath: Sendable {
        case text(String)
        case steps([IssuePathStep])
    }

    /// The path of the model.
    let modelPath: ModelPath
    /// The model's type.
    let owner: Any.Type
    /// The model's property plans (immutable, from its decoding plan).
    let properties: [PropertyPlan]

    init(modelPath: ModelPath, owner: Any.Type, properties: [PropertyPlan]) {
        self.modelPath = modelPath
        self.owner = owner
        self.properties = properties
    }
}

/// One missing key: its model's record and the property's index there.
struct MissingKeyWording: Sendable {
    let model: MissingKeys
    let index: Int
    let isRequired: Bool

    /// `"team.leader.nick"`: the model's path and the property's first key.
    var path: String {
        var text = ""
        switch model.modelPath {
        case .text(let path): text = path
        case .steps(let steps):
            for step in steps {
                IssuePathText.append(step, document: nil, keys: [], properties: IssueSession.properties(of:), to: &text)
            }
        }
        IssuePathText.append(model.properties[index].candidates[0], to: &text)
        return text
    }

    /// `Person.nick (String?) is not required; the JSON object has no key "nick".`
    var message: String {
        let candidates = model.properties[index].candidates
        let property = model.properties[index].property
        let keyText = candidates.count == 1
            ? "key \"\(candidates[0].key)\""
            : "key among " + candidates.map { "\"\($0.key)\"" }.joined(separator: ", ")
        return "\(IssueText.typeName(model.owner)).\(property.name) (\(IssueText.typeName(property.type))) is "
            + (isRequired ? "required, but" : "not required;") + " the JSON object has no \(keyText)."
    }
}
