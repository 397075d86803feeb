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
    /// The names and keys of the model's properties.
    let properties: ReportedModel
    /// The same for the models the path's steps go through.
    let models: any ReportedModels

    init(modelPath: ModelPath, owner: Any.Type, properties: ReportedModel, models: any ReportedModels) {
        self.modelPath = modelPath
        self.owner = owner
        self.properties = properties
        self.models = models
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
                IssuePathText.append(step, document: nil, keys: [], models: model.models.model(of:), to: &text)
            }
        }
        IssuePathText.append(model.properties.key(0, ofProperty: index), to: &text)
        return text
    }

    /// `Person.nick (String?) is not required; the JSON object has no key "nick".`
    var message: String {
        let properties = model.properties
        let keys = (0..<properties.keyCount(ofProperty: index)).map { properties.key($0, ofProperty: index).text }
        let keyText = keys.count == 1
            ? "key \"\(keys[0])\""
            : "key among " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
        let name = properties.name(ofProperty: index), type = properties.type(ofProperty: index)
        return "\(IssueText.typeName(model.owner)).\(name) (\(IssueText.typeName(type))) is "
            + (isRequired ? "required, but" : "not required;") + " the JSON object has no \(keyText)."
    }
}
