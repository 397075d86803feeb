import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// One step from the top-level JSON value down to the value being
/// converted. A container's step is pushed once; moving to its next
/// property, element or member only changes `position` (and `source`).
/// A step holds no reference, not even a dictionary key's string (the
/// session keeps those): steps are pushed for every model filled, and
/// retaining anything there cost more than the rest of the bookkeeping. The document is the
/// session's; a model's properties are looked up from its type (through
/// `ReportedModels`) when an issue is reported, which is also when the
/// step is named by path nodes (`IssuePathNodes`) that no longer need the
/// document. Text is made from those when an issue's path is read.
struct IssuePathStep {
    /// What the step goes into.
    enum Container {
        /// The properties of a model of type `owner`: `position` is the
        /// property being converted (an index into its plan's `properties`,
        /// -1 before the first), `source` where its value came from.
        /// `object` is the tape index of the JSON object being read, in the
        /// session's document; -1 when the values come from a dictionary.
        case model(owner: Any.Type, object: Int)
        /// The elements of an array: `position` is the element's index.
        case array
        /// The members of a JSON object read as a dictionary: `position` is
        /// the tape index of the member's key, in the session's document.
        case members
        /// A member of a dictionary: `position` is its key's index in the
        /// session's stack of keys.
        case key
        /// The values below are read from another document (JSON text inside
        /// a string) or from the value at a key path: `position` is the index,
        /// in the session's stack of prefixes, of the whole path up to here.
        /// It replaces the steps before it, whose tape indices may belong to
        /// another document.
        case prefix
    }

    /// Where a property's value came from.
    enum ValueSource: Equatable {
        /// The value at this tape index, somewhere below the model's object
        /// (a member, or deeper through a key path).
        case node(tapeIndex: Int)
        /// A dictionary's value under the property's candidate key of this index.
        case candidate(Int)
        /// A dictionary's value under the property's name (the fallback key).
        case name
        /// No value: the path is the key the property would have been read from.
        case missing
    }

    let container: Container
    var position: Int
    var source: ValueSource = .missing

    /// The step into the properties of a model read from the JSON object at
    /// tape index `object` (-1: from a dictionary).
    static func model(_ owner: Any.Type, object: Int) -> IssuePathStep {
        IssuePathStep(container: .model(owner: owner, object: object), position: -1)
    }

    /// The step into the elements of an array, at its first element.
    static var array: IssuePathStep { IssuePathStep(container: .array, position: 0) }

    /// The step into the members of a JSON object read as a dictionary.
    static var members: IssuePathStep { IssuePathStep(container: .members, position: -1) }


    /// The model type and property index this step is at; nil for other steps.
    var property: (owner: Any.Type, index: Int)? {
        guard case .model(let owner, _) = container, position >= 0 else { return nil }
        return (owner, position)
    }
}

/// Names a step without the document: turns it into path nodes when an
/// issue first needs its path.
enum IssuePathNodes {
    /// The node that ends the path through `step`, after the path `parent`
    /// ends with: `parent` itself when the step adds nothing. `document` is
    /// the session's, `keys` its dictionary keys, and `models` finds a model
    /// type's property names and keys. A `.prefix` step is the session's.
    static func node(of step: IssuePathStep, after parent: IssuePathNode?, document: JSONDocument?,
                     keys: [String], models: (Any.Type) -> ReportedModel?) -> IssuePathNode? {
        var node = parent
        forEachStep(of: step, document: document, keys: keys, models: models) { node = IssuePathNode($0, after: node) }
        return node
    }

    /// Calls `body` with what `step` adds to the path, in order.
    private static func forEachStep(of step: IssuePathStep, document: JSONDocument?, keys: [String],
                                    models: (Any.Type) -> ReportedModel?, _ body: (IssuePathNode.Step) -> Void) {
        switch step.container {
        case .array: body(.index(step.position))
        case .key:
            guard keys.indices.contains(step.position) else { return }
            body(.key(keys[step.position]))
        case .prefix: return
        case .members:
            guard step.position >= 0, let document else { return }
            body(.key(JSONNode(document: document, tapeIndex: step.position).string ?? "?"))
        case .model(let owner, let object):
            guard let model = models(owner), step.position >= 0, step.position < model.propertyCount else { return }
            let property = step.position
            switch step.source {
            case .node(let valueIndex):
                if let key = model.directKey(ofProperty: property) {
                    // One plain key: the value was that member of the
                    // object, or the one under the property's name; the key
                    // precedes the value on the tape. Compared, not decoded.
                    let read = model.fallbackName(ofProperty: property).flatMap { name in
                        document.map { JSONKey(document: $0, tapeIndex: valueIndex &- 1).matches(key) ? key : name }
                    } ?? key
                    body(.key(read))
                } else if let document, object >= 0 {
                    forEachStep(to: valueIndex, below: object, in: document, body)
                }
            case .candidate(let index): model.key(index, ofProperty: property).forEachPathStep(body)
            case .name: body(.key(model.fallbackName(ofProperty: property) ?? model.name(ofProperty: property)))
            case .missing: model.key(0, ofProperty: property).forEachPathStep(body)
            }
        }
    }

    /// The members and elements leading from `object` to the value at `target`.
    private static func forEachStep(to target: Int, below object: Int, in document: JSONDocument,
                                    _ body: (IssuePathNode.Step) -> Void) {
        var container = object
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
                        body(.key(JSONNode(document: document, tapeIndex: position).string ?? "?"))
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
                        body(.index(index))
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
}

extension ReportedKey {
    /// Calls `body` with the key's steps in an issue's path: the key as
    /// written, or the steps of a key with dots, numeric ones as indices.
    func forEachPathStep(_ body: (IssuePathNode.Step) -> Void) {
        guard let steps else { return body(.key(text)) }
        for step in steps { body(step.index.map { .index($0) } ?? .key(step.key)) }
    }
}
