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

/// A missing key's issue in parts: the model's path and names are shared by
/// every issue of that model (and the type names by every model of a type),
/// so reporting one copies references, not text.
struct MissingKeyWording: Sendable {
    /// The path of the model whose property has no key.
    let modelPath: String
    /// "Person"
    let ownerName: String
    /// "nick"
    let propertyName: String
    /// "String?"
    let typeName: String
    /// The keys the property is read from; the path ends with the first.
    let candidates: KeyCandidates
    let isRequired: Bool

    /// `"team.leader.nick"`
    var path: String {
        var text = modelPath
        IssuePathText.append(candidates[0], to: &text)
        return text
    }

    /// `Person.nick (String?) is not required; the JSON object has no key "nick".`
    var message: String {
        let keyText = candidates.count == 1
            ? "key \"\(candidates[0].key)\""
            : "key among " + candidates.map { "\"\($0.key)\"" }.joined(separator: ", ")
        return "\(ownerName).\(propertyName) (\(typeName)) is "
            + (isRequired ? "required, but" : "not required;") + " the JSON object has no \(keyText)."
    }
}
