/// The path and message of a `ConversionIssue`: made text, or parts put
/// together when read. A path is kept as the node that ends it, shared with
/// the other issues whose paths start alike.
enum IssueWording: Sendable {
    case text(path: String, message: String)
    /// A message, and the path as its last node (nil: the top level).
    case located(IssuePathNode?, message: String)
    case missingKey(MissingKeyWording)

    var path: String {
        switch self {
        case .text(let path, _): return path
        case .located(let node, _): return node?.text ?? ""
        case .missingKey(let missing): return missing.path
        }
    }

    var message: String {
        switch self {
        case .text(_, let message), .located(_, let message): return message
        case .missingKey(let missing): return missing.message
        }
    }

    /// The last node of the path, when it is kept as nodes (a missing key's:
    /// its model's; the key's own steps follow).
    var node: IssuePathNode? {
        switch self {
        case .text: return nil
        case .located(let node, _): return node
        case .missingKey(let missing): return missing.model.modelNode
        }
    }

    /// Whether the path is `ancestor`'s, or goes on from it with a key or an index.
    func isPath(startingWith ancestor: IssuePathNode?) -> Bool {
        switch self {
        case .text(let path, _):
            let start = ancestor?.text ?? ""
            guard path.hasPrefix(start) else { return false }
            let rest = path.utf8.dropFirst(start.utf8.count)
            return rest.isEmpty || rest.first == UInt8(ascii: ".") || rest.first == UInt8(ascii: "[")
        case .located(let node, _): return IssuePathNode.path(node, startsWith: ancestor)
        case .missingKey(let missing):
            var keySteps: [IssuePathNode.Step] = []
            missing.model.properties.key(0, ofProperty: missing.index).forEachPathStep { keySteps.append($0) }
            return IssuePathNode.path(missing.model.modelNode, then: keySteps, startsWith: ancestor)
        }
    }
}

/// The missing keys of one model, shared by their issues: reporting one
/// copies a reference and an index, and its text is made when it is read.
final class MissingKeys: Sendable {
    /// The model's path, as its last node (nil: the top level).
    let modelNode: IssuePathNode?
    /// The model's type.
    let owner: Any.Type
    /// The names and keys of the model's properties.
    let properties: ReportedModel

    init(modelNode: IssuePathNode?, owner: Any.Type, properties: ReportedModel) {
        self.modelNode = modelNode
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
        var text = model.modelNode?.text ?? ""
        model.properties.key(0, ofProperty: index).forEachPathStep { $0.append(to: &text) }
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
