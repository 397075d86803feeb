import Foundation
import KakaMetadata

/// One step from the top-level JSON value down to the value being
/// converted. Steps are cheap to push: text is made only when an issue is
/// reported.
enum IssuePathStep {
    /// A model's property, with where its value came from.
    case property(owner: Any.Type, property: Property, source: PropertySource)
    /// An element of a JSON array.
    case index(Int)
    /// A member of a JSON object read as a dictionary, by the key on the tape.
    case tapeKey(JSONDocument, Int)
    /// A member of a dictionary.
    case key(String)

    /// Where a property's value was found.
    enum PropertySource {
        /// The value at `valueIndex` on the tape, somewhere below `object`
        /// (a member, or deeper through a key path).
        case node(object: JSONObjectNode, valueIndex: Int)
        /// A value from a dictionary, under one of `candidates`.
        case dictionary([String: Any], KeyCandidates)
        /// No value: the key the property would have been read from.
        case missing(KeyCandidates)
    }
}

/// Turns path steps into the text of `ConversionIssue.path`.
enum IssuePathText {
    /// `"statuses[3].user.id"`: keys joined by ".", indices in brackets.
    static func text(of steps: some Sequence<IssuePathStep>) -> String {
        var text = ""
        for step in steps { append(step, to: &text) }
        return text
    }

    static func append(_ step: IssuePathStep, to text: inout String) {
        switch step {
        case .index(let index): text += "[\(index)]"
        case .key(let key): appendKey(key, to: &text)
        case .tapeKey(let document, let index):
            appendKey(JSONNode(document: document, tapeIndex: index).string ?? "?", to: &text)
        case .property(_, _, let source):
            switch source {
            case .node(let object, let valueIndex): appendPath(to: valueIndex, below: object, to: &text)
            case .dictionary(let dictionary, let candidates): appendKey(of: candidates, in: dictionary, to: &text)
            case .missing(let candidates): appendCandidate(candidates[0], to: &text)
            }
        }
    }

    private static func appendKey(_ key: String, to text: inout String) {
        if !text.isEmpty { text += "." }
        text += key
    }

    /// The members and elements leading from `object` to the value at `target`.
    private static func appendPath(to target: Int, below object: JSONObjectNode, to text: inout String) {
        let document = object.document
        var container = object.tapeIndex
        // Each level finds the member or element whose range holds the target.
        while container != target {
            let node = JSONNode(document: document, tapeIndex: container)
            let end = document.tapeIndex(after: container)
            var position = container &+ 1
            var found = false
            if node.kind == .object {
                while position < end {
                    let valueIndex = position &+ 1
                    let next = document.tapeIndex(after: valueIndex)
                    if target >= valueIndex && target < next {
                        appendKey(JSONNode(document: document, tapeIndex: position).string ?? "?", to: &text)
                        container = valueIndex
                        found = true
                        break
                    }
                    position = next
                }
            } else if node.kind == .array {
                var index = 0
                while position < end {
                    let next = document.tapeIndex(after: position)
                    if target >= position && target < next {
                        text += "[\(index)]"
                        container = position
                        found = true
                        break
                    }
                    position = next
                    index &+= 1
                }
            }
            guard found else { return }
        }
    }

    /// The key (or key path) of the first candidate holding a value.
    private static func appendKey(of candidates: KeyCandidates, in dictionary: [String: Any], to text: inout String) {
        let present = candidates.first { $0.value(in: dictionary).map { !LooseValue.isNull($0) } ?? false }
            ?? candidates.first { $0.value(in: dictionary) != nil }
        appendCandidate(present ?? candidates[0], to: &text)
    }

    /// A key as written; the numeric steps of a key path as indices.
    private static func appendCandidate(_ candidate: KeyCandidate, to text: inout String) {
        guard let path = candidate.path else { return appendKey(candidate.key, to: &text) }
        for step in path {
            if let index = step.index { text += "[\(index)]" } else { appendKey(step.key, to: &text) }
        }
    }
}
