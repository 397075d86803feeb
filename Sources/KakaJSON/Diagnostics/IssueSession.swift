#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The issues of one conversion, and the path down to the value being
/// converted.
///
/// A conversion that reports issues runs with a session in its state
/// (`ConversionState`); converters and the decoding loop find it there. With
/// no session, nothing here runs: the converters only look for one where a
/// value did not convert exactly, and the loop once per model.
final class IssueSession {
    // Only the thread running the conversion touches its session: its
    // fields are @exclusivity(unchecked), with no dynamic access checks.
    /// The issues so far, in the order they were found.
    @exclusivity(unchecked) private(set) var issues: [ConversionIssue] = []
    /// Whether an issue so far makes `decode` throw.
    @exclusivity(unchecked) private(set) var hasErrors = false
    /// Why the text was not valid JSON, with its place.
    @exclusivity(unchecked) private(set) var syntaxError: String?
    // The innermost step's position and source live in the two fields
    // below, not in its element of `pushed`, so that moving to the next
    // value is two stores.
    @exclusivity(unchecked) private var pushed: [IssuePathStep] = []
    /// The keys of the dictionary members on the path (`.key` steps).
    @exclusivity(unchecked) private var keys: [String] = []
    /// The paths `.prefix` steps go on from (their `position` indexes it).
    @exclusivity(unchecked) private var prefixes: [IssuePathNode?] = []
    /// The index in `pushed` of the innermost `.prefix` step; -1 when none.
    @exclusivity(unchecked) private var innermostPrefix = -1
    /// The path node of each step from the outermost on, as far as they were
    /// made (see `pathNode(throughLevel:)`); never more than `pushed` has.
    @exclusivity(unchecked) private var nodes: [MadeNode] = []
    @exclusivity(unchecked) private var position = -1
    @exclusivity(unchecked) private var source = IssuePathStep.ValueSource.missing
    @exclusivity(unchecked) private var typeNames: [ObjectIdentifier: String] = [:]
    /// Where the names and keys of a model type's properties come from.
    private let models: any ReportedModels
    @exclusivity(unchecked) private var reportedModels: [ObjectIdentifier: ReportedModel] = [:]
    @exclusivity(unchecked) private var lastReportedModel: (owner: ObjectIdentifier, model: ReportedModel?)?
    /// The document whose tape indices the steps hold, while it is read.
    @exclusivity(unchecked) private var document: JSONDocument?
    /// While above zero, reports are dropped (a value converted twice, or a
    /// null an Optional takes as nil).
    @exclusivity(unchecked) private var muted = 0

    /// A session whose reports name a model's properties as `models` describes them.
    init(models: any ReportedModels) {
        self.models = models
    }

    /// The session of the conversion running now, if it reports issues.
    @inline(__always)
    static var current: IssueSession? {
        ConversionState.current?.session
    }

    /// Runs `body` with `session` as the conversion's session (nil: none, so
    /// a conversion started by a hook does not report into its caller's).
    static func run<Result>(_ session: IssueSession?, _ body: () throws -> Result) rethrows -> Result {
        if session == nil && current == nil { return try body() }
        return try ConversionState.with { state in
            let previous = state.session
            state.session = session
            defer { state.session = previous }
            return try body()
        }
    }

    // MARK: Path

    @inline(__always)
    func push(_ step: IssuePathStep) {
        if !pushed.isEmpty {
            saveInnermost()
            // The steps before the new one stay where they are until it is popped.
            if nodes.count == pushed.count { dropNodeIfMoved() }
        }
        pushed.append(step)
        position = step.position
        source = step.source
    }

    @inline(__always)
    func pop() {
        pushed.removeLast()
        if nodes.count > pushed.count { nodes.removeLast() }
        guard let last = pushed.last else { return }
        position = last.position
        source = last.source
    }

    /// `body`'s result, with `document` as the one the steps' tape indices
    /// refer to. The session lets go of it afterwards: a document that
    /// borrows its text must not outlive the read.
    func reading<Result>(_ document: JSONDocument, _ body: () -> Result) -> Result {
        let previous = self.document
        self.document = document
        defer { self.document = previous }
        return body()
    }

    /// `body`'s result, with `path` as the whole path so far (the steps
    /// before are not read again) and, when given, `document` as the one
    /// the steps below refer to: for the value at a key path.
    func rebased<Result>(at path: String, reading document: JSONDocument?, _ body: () -> Result) -> Result {
        rebased(onto: IssuePathNode(.text(path), after: nil), reading: document, body)
    }

    /// `body`'s result, with `document` as the one the steps below refer
    /// to, and their paths going on from the value being converted now: for
    /// JSON text inside a string.
    func rebasedHere<Result>(reading document: JSONDocument, _ body: () -> Result) -> Result {
        rebased(onto: currentNode(), reading: document, body)
    }

    /// `body`'s result, with a `.prefix` step whose path is `prefix` (nil:
    /// empty) and, when given, `document` as the one the steps below refer to.
    private func rebased<Result>(onto prefix: IssuePathNode?, reading document: JSONDocument?,
                                 _ body: () -> Result) -> Result {
        prefixes.append(prefix)
        push(IssuePathStep(container: .prefix, position: prefixes.count &- 1))
        let outerPrefix = innermostPrefix
        innermostPrefix = pushed.count &- 1
        let madeBefore = nodes.count
        defer {
            pop()
            prefixes.removeLast()
            innermostPrefix = outerPrefix
            // Steps the prefix hid got no node of their own while it was there.
            if nodes.count > madeBefore { nodes.removeSubrange(madeBefore...) }
        }
        guard let document else { return body() }
        return reading(document, body)
    }

    /// Pushes the step to the member `key` of a dictionary.
    func pushKey(_ key: String) {
        keys.append(key)
        push(IssuePathStep(container: .key, position: keys.count &- 1))
    }

    /// Pops the step `pushKey(_:)` pushed.
    func popKey() {
        pop()
        keys.removeLast()
    }

    /// Moves the innermost step to another property, element or member.
    @inline(__always)
    func move(to position: Int, source: IssuePathStep.ValueSource = .missing) {
        self.position = position
        self.source = source
    }

    private func saveInnermost() {
        let last = pushed.count &- 1
        pushed[last].position = position
        pushed[last].source = source
    }

    /// A step's path node, with the position and source the step had when
    /// the node was made.
    private struct MadeNode {
        /// The node that ends the path through the step (nil: empty so far).
        let node: IssuePathNode?
        /// The step's `position` when the node was made.
        let position: Int
        /// The step's `source` when the node was made.
        let source: IssuePathStep.ValueSource
    }

    /// Drops the innermost step's node if the step moved since it was made
    /// (`nodes` has one for each step).
    private func dropNodeIfMoved() {
        guard let made = nodes.last, made.position != position || made.source != source else { return }
        nodes.removeLast()
    }

    /// The node that ends the path through `pushed[0...level]` (nil: the
    /// path is empty). Nodes are made once per step: a step's node is kept,
    /// and reused by every issue, while the step stays where it was, so
    /// issues share the nodes of the steps their paths have in common. Only
    /// the innermost step moves; `push` and `pop` drop what it leaves.
    private func pathNode(throughLevel level: Int) -> IssuePathNode? {
        guard level >= 0 else { return nil }
        saveInnermost()
        if nodes.count == pushed.count { dropNodeIfMoved() }
        while nodes.count <= level {
            let index = nodes.count
            let step = pushed[index]
            let node: IssuePathNode?
            if case .prefix = step.container {
                node = prefixes[step.position]
            } else if index < innermostPrefix {
                // Replaced by the prefix; its tape indices may be another document's.
                node = nil
            } else {
                node = IssuePathNodes.node(of: step, after: index > 0 ? nodes[index &- 1].node : nil,
                                           document: document, keys: keys, models: model(of:))
            }
            nodes.append(MadeNode(node: node, position: step.position, source: step.source))
        }
        return nodes[level].node
    }

    /// The node that ends the whole path, down to the value being converted.
    private func currentNode() -> IssuePathNode? {
        pathNode(throughLevel: pushed.count &- 1)
    }

    /// The description of the model type `owner`'s properties.
    private func model(of owner: Any.Type) -> ReportedModel? {
        // Consecutive lookups are mostly for one type (a model's steps, an
        // array of models): a one-entry memo before the table.
        let key = ObjectIdentifier(owner)
        if let last = lastReportedModel, last.owner == key { return last.model }
        let found = reportedModels[key] ?? models.model(of: owner)
        if let found { reportedModels[key] = found }
        lastReportedModel = (key, found)
        return found
    }

    /// The model and property index a step is at, with the model's type.
    private func property(at step: IssuePathStep) -> (owner: Any.Type, model: ReportedModel, index: Int)? {
        guard let (owner, index) = step.property, let model = model(of: owner), index < model.propertyCount else {
            return nil
        }
        return (owner, model, index)
    }

    /// Whether reports are taken now: converters check it before they put
    /// a message together.
    @inline(__always)
    var isListening: Bool { muted == 0 }

    /// `body`'s result, with reports dropped while it runs.
    func muting<Result>(_ body: () -> Result) -> Result {
        muted += 1
        defer { muted -= 1 }
        return body()
    }

    // MARK: Reports

    /// Reports a value that did not convert (`keptDefault`: the property
    /// keeps its default, an element is left out), or converted with a loss.
    /// The message starts with the property being converted.
    func report(_ kind: ConversionIssue.Kind, _ finding: @autoclosure () -> String, keptDefault: Bool) {
        guard muted == 0 else { return }
        let (subject, isElement) = self.subject()
        let outcome = !keptDefault ? "" : isElement ? "; the element was not converted" : "; the default was kept"
        let message = "\(subject): \(finding())\(outcome)."
        add(ConversionIssue(kind: kind, wording: .located(currentNode(), message: message)))
    }

    /// Replaces the reports about the value at the current path (and
    /// below it) with one saying that its key is repeated: the member now
    /// being converted replaces the earlier one, so what was said about
    /// the earlier one no longer describes the result.
    @inline(never)
    func replaceReportsOfRepeatedKey() {
        guard muted == 0 else { return }
        let path = currentNode()
        issues.removeAll { $0.isPath(startingWith: path) }
        hasErrors = issues.contains { $0.isError }
        let (subject, _) = self.subject()
        let message = "\(subject): the JSON object gives this key more than once; the last member was used."
        add(ConversionIssue(kind: .duplicateKey, wording: .located(path, message: message)))
    }

    /// Reports the properties of the innermost model (`properties`
    /// describes them) that are not in `marks`, the first at `first`: no key
    /// of the JSON object gave them a value. The model's path is made once
    /// for all of them.
    func reportMissing(of properties: ReportedModel, from first: Int, marks: PropertyMarks,
                       isRequired: (Int) -> Bool) {
        guard muted == 0, let model = pushed.last, case .model(let owner, _) = model.container else { return }
        let modelNode = pathNode(throughLevel: pushed.count &- 2)
        let record = MissingKeys(modelNode: modelNode, owner: owner, properties: properties)
        for index in first..<properties.propertyCount where !marks.contains(index) {
            let required = isRequired(index)
            add(ConversionIssue(kind: .missingKey, wording: .missingKey(MissingKeyWording(model: record, index: index,
                                                                                          isRequired: required))))
        }
    }

    /// Reports what a model's `kj_validate()` said, at the model's path.
    func reportValidation(_ message: String, of model: Any.Type) {
        guard muted == 0 else { return }
        let text = "\(IssueText.typeName(model)) failed validation: \(message)"
        add(ConversionIssue(kind: .validationFailed, wording: .located(currentNode(), message: text)))
    }

    /// Reports text that is not valid JSON: `decode` throws `text` as the
    /// syntax error; lenient conversions get it as an issue at the top level.
    func reportSyntaxError(_ text: String) {
        syntaxError = text
        add(ConversionIssue(path: "", kind: .typeMismatch, message: "The text is not valid JSON: \(text)."))
    }

    /// Reports a problem with the top-level value (not an object, not valid JSON).
    func reportTopLevel(_ kind: ConversionIssue.Kind, _ message: String) {
        add(ConversionIssue(kind: kind, wording: .located(currentNode(), message: message)))
    }

    /// `IssueText.typeName(type)`, made once per type and session.
    private func typeName(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] { return name }
        let name = IssueText.typeName(type)
        typeNames[key] = name
        return name
    }

    /// The issues so far, moved out of the session (no copy of each).
    func takeIssues() -> [ConversionIssue] {
        var taken: [ConversionIssue] = []
        swap(&taken, &issues)
        return taken
    }

    /// Whether it is an error, the issue's kind and wording say (`isError`).
    private func add(_ issue: ConversionIssue) {
        issues.append(issue)
        if issue.isError { hasErrors = true }
    }

    /// "User.ids ([Int]) at [2]": the innermost property, and the way from
    /// it to the value when the value is an element inside it.
    private func subject() -> (text: String, isElement: Bool) {
        let path = currentNode()
        guard let last = pushed.lastIndex(where: { $0.property != nil }),
              let (owner, model, property) = property(at: pushed[last]) else {
            return (pushed.isEmpty ? "The top-level value" : "The value at \(path?.text ?? "")", !pushed.isEmpty)
        }
        // The steps after the property, or after the innermost `.prefix`
        // (only those read the current document), that one left out.
        let outer = max(last, innermostPrefix)
        let name = "\(typeName(owner)).\(model.name(ofProperty: property)) (\(typeName(model.type(ofProperty: property))))"
        guard outer < pushed.count &- 1 else { return (name, false) }
        return ("\(name) at \(path?.text(after: nodes[outer].node) ?? "")", true)
    }
}
