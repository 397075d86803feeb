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
        if !pushed.isEmpty { saveInnermost() }
        pushed.append(step)
        position = step.position
        source = step.source
    }

    @inline(__always)
    func pop() {
        pushed.removeLast()
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
    /// the steps below refer to: for JSON text inside a string, and for the
    /// value at a key path.
    func rebased<Result>(at path: String, reading document: JSONDocument?, _ body: () -> Result) -> Result {
        keys.append(path)
        push(IssuePathStep(container: .prefix, position: keys.count &- 1))
        defer {
            pop()
            keys.removeLast()
        }
        guard let document else { return body() }
        return reading(document, body)
    }

    /// The text of the path down to the value being converted now.
    var pathText: String { currentPath() }

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

    /// The text of the path through `pushed[0..<index]`. Made from the
    /// steps each time: only reports that need the document come here, and
    /// a cache kept per step cost every model its upkeep.
    private func path(before index: Int) -> String {
        var text = ""
        for step in pushed[firstReadable(before: index)..<index] { append(step, to: &text) }
        return text
    }

    /// Where the text of the steps before `index` starts: at the last
    /// `.prefix` step among them, which replaces those before it (their
    /// tape indices may be another document's).
    private func firstReadable(before index: Int) -> Int {
        var position = index
        while position > 0 {
            position &-= 1
            if case .prefix = pushed[position].container { return position }
        }
        return 0
    }

    /// The text of the whole path, down to the value being converted.
    private func currentPath() -> String {
        guard !pushed.isEmpty else { return "" }
        saveInnermost()
        let last = pushed.count &- 1
        var text = path(before: last)
        append(pushed[last], to: &text)
        return text
    }

    private func append(_ step: IssuePathStep, to text: inout String) {
        IssuePathText.append(step, document: document, keys: keys, models: model(of:), to: &text)
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

    /// The steps before `index`, made independent of the document so that
    /// their text can wait until it is read: each value read from the
    /// text is named by the key it was read under. Nil when a step needs the
    /// document for that (a key path, candidate keys, a dictionary's member):
    /// its text is made now instead.
    private func detachedSteps(before index: Int) -> [IssuePathStep]? {
        for position in 0..<index {
            switch pushed[position].container {
            case .members, .key, .prefix: return nil
            case .array: continue
            case .model(let owner, _):
                guard case .node(let valueIndex) = pushed[position].source else { continue }
                let property = pushed[position].position
                guard let document, let model = model(of: owner), property >= 0, property < model.propertyCount,
                      let key = model.directKey(ofProperty: property) else { return nil }
                // One plain key: the value was the member under it, or under
                // the property's name; the key precedes the value on the tape.
                let underKey = model.fallbackName(ofProperty: property) == nil
                    || JSONKey(document: document, tapeIndex: valueIndex &- 1).matches(key)
                // Kept: the step does not move while steps below it are pushed,
                // and the next model below it finds it resolved.
                pushed[position].source = underKey ? .candidate(0) : .name
            }
        }
        return Array(pushed[0..<index])
    }

    /// The model and property index a step is at, with the model's type.
    private func property(at step: IssuePathStep) -> (owner: Any.Type, model: ReportedModel, index: Int)? {
        guard let (owner, index) = step.property, let model = model(of: owner), index < model.propertyCount else {
            return nil
        }
        return (owner, model, index)
    }

    /// Every step, outermost first, with the innermost one's position.
    private var steps: [IssuePathStep] {
        if !pushed.isEmpty { saveInnermost() }
        return pushed
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
        add(ConversionIssue(path: currentPath(), kind: kind, message: message))
    }

    /// Replaces the reports about the value at the current path (and
    /// below it) with one saying that its key is repeated: the member now
    /// being converted replaces the earlier one, so what was said about
    /// the earlier one no longer describes the result.
    @inline(never)
    func replaceReportsOfRepeatedKey() {
        guard muted == 0 else { return }
        let path = currentPath()
        issues.removeAll { issue in
            let text = issue.path
            guard text.hasPrefix(path) else { return false }
            let rest = text.utf8.dropFirst(path.utf8.count)
            return rest.isEmpty || rest.first == UInt8(ascii: ".") || rest.first == UInt8(ascii: "[")
        }
        hasErrors = issues.contains { $0.isError }
        let (subject, _) = self.subject()
        add(ConversionIssue(path: path, kind: .duplicateKey,
                            message: "\(subject): the JSON object gives this key more than once; the last member was used."))
    }

    /// Reports the properties of the innermost model (`properties`
    /// describes them) that are not in `marks`, the first at `first`: no key
    /// of the JSON object gave them a value. The model's path is made once
    /// for all of them.
    func reportMissing(of properties: ReportedModel, from first: Int, marks: PropertyMarks,
                       isRequired: (Int) -> Bool) {
        guard muted == 0, let model = pushed.last, case .model(let owner, _) = model.container else { return }
        let last = pushed.count &- 1
        let modelPath = detachedSteps(before: last).map { MissingKeys.ModelPath.steps($0) } ?? .text(path(before: last))
        let record = MissingKeys(modelPath: modelPath, owner: owner, properties: properties, models: models)
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
        add(ConversionIssue(path: currentPath(), kind: .validationFailed, message: text))
    }

    /// Reports text that is not valid JSON: `decode` throws `text` as the
    /// syntax error; lenient conversions get it as an issue at the top level.
    func reportSyntaxError(_ text: String) {
        syntaxError = text
        add(ConversionIssue(path: "", kind: .typeMismatch, message: "The text is not valid JSON: \(text)."))
    }

    /// Reports a problem with the top-level value (not an object, not valid JSON).
    func reportTopLevel(_ kind: ConversionIssue.Kind, _ message: String) {
        add(ConversionIssue(path: currentPath(), kind: kind, message: message))
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
        let steps = self.steps
        guard let last = steps.lastIndex(where: { $0.property != nil }),
              let (owner, model, property) = property(at: steps[last]) else {
            return (steps.isEmpty ? "The top-level value" : "The value at \(currentPath())", !steps.isEmpty)
        }
        // Only the steps after a `.prefix` read the current document.
        let inner = steps[max(last + 1, firstReadable(before: steps.count))...].filter {
            if case .prefix = $0.container { return false }
            return true
        }
        let name = "\(typeName(owner)).\(model.name(ofProperty: property)) (\(typeName(model.type(ofProperty: property))))"
        var innerPath = ""
        for step in inner { append(step, to: &innerPath) }
        return inner.isEmpty ? (name, false) : ("\(name) at \(innerPath)", true)
    }
}
