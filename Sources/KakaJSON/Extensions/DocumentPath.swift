/// A key path into a JSON document, as `model(_:at:)` takes it: keys joined
/// by "." and array indexes as numbers (`"data.items.0"`); "" is the whole
/// document. Parsed and walked as a property's key path is
/// (`KeyCandidate.Step`), except that a step into a string, number, boolean
/// or null finds nothing instead of ending the walk there.
struct DocumentPath {
    /// The path as given.
    let text: String
    /// Its steps, outermost first.
    let steps: [KeyCandidate.Step]

    init(_ text: String) {
        self.text = text
        steps = text.isEmpty ? [] : KeyCandidate.Step.steps(of: text)
    }

    /// Where a walk ended.
    enum Outcome {
        /// The value at the path, and the path as issues write it (`"data.items[0]"`).
        case found(JSONNode, issuePath: String)
        /// Why there is no value: where the walk stopped.
        case missing(reason: String)
    }

    /// The value at this path below `root`.
    func find(in root: JSONNode) -> Outcome {
        var current = root
        var walked = ""
        for step in steps {
            guard let next = step.child(of: current) else {
                return .missing(reason: Self.reason(step, notIn: current, at: walked))
            }
            if current.kind == .array {
                walked += "[\(step.index ?? 0)]"
            } else {
                if !walked.isEmpty { walked += "." }
                walked += step.key
            }
            current = next
        }
        return .found(current, issuePath: walked)
    }

    /// Why `step` leads nowhere from `node`, which is at `path`.
    private static func reason(_ step: KeyCandidate.Step, notIn node: JSONNode, at path: String) -> String {
        let place = path.isEmpty ? "the top-level value" : "the value at \"\(path)\""
        switch node.kind {
        case .object:
            return "\(place) is an object with no key \"\(step.key)\""
        case .array:
            let count = node.array?.count ?? 0
            guard step.index != nil else { return "\(place) is an array, and \"\(step.key)\" is not an index" }
            return "\(place) is an array of \(count) elements, with no element \(step.key)"
        default:
            return "\(place) is \(IssueText.describe(node)), not an object or array"
        }
    }
}
