import KakaMetadata

/// The issues of one conversion, and the path down to the value being
/// converted.
///
/// A conversion that reports issues runs with a session in its thread's
/// slot (`ThreadSlot`); converters and the decoding loop find it there. With
/// no session, nothing here runs: the converters only look for one where a
/// value did not convert exactly, and the loop once per model.
final class IssueSession {
    /// The issues so far, in the order they were found.
    private(set) var issues: [ConversionIssue] = []
    /// Whether an issue so far makes `decode` throw.
    private(set) var hasErrors = false
    /// Why the text was not valid JSON, with its place.
    private(set) var syntaxError: String?
    private var steps: [IssuePathStep] = []
    /// While above zero, reports are dropped (a value converted twice, or a
    /// null an Optional takes as nil).
    private var muted = 0

    /// The session of the conversion running on this thread, if it reports issues.
    @inline(__always)
    static var current: IssueSession? {
        guard let object = ThreadSlot.diagnostics else { return nil }
        // Only sessions are put in the slot (`run(_:_:)`).
        return unsafeDowncast(object, to: IssueSession.self)
    }

    /// Runs `body` with `session` as this thread's session (nil: none, so a
    /// conversion started by a hook does not report into its caller's).
    static func run<Result>(_ session: IssueSession?, _ body: () throws -> Result) rethrows -> Result {
        if session == nil && !ThreadSlot.hasDiagnostics { return try body() }
        return try ThreadSlot.withDiagnostics(session, body)
    }

    // MARK: Path

    @inline(__always)
    func push(_ step: IssuePathStep) {
        steps.append(step)
    }

    @inline(__always)
    func pop() {
        steps.removeLast()
    }

    /// `body`'s result, with `step` on the path while it runs.
    @inline(__always)
    func with<Result>(_ step: IssuePathStep, _ body: () -> Result) -> Result {
        steps.append(step)
        defer { steps.removeLast() }
        return body()
    }

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
    func report(_ kind: ConversionIssue.Kind, _ finding: String, keptDefault: Bool) {
        guard muted == 0 else { return }
        let (subject, isElement) = self.subject()
        let outcome = !keptDefault ? "" : isElement ? "; the element was not converted" : "; the default was kept"
        let message = "\(subject): \(finding)\(outcome)."
        add(ConversionIssue(path: IssuePathText.text(of: steps), kind: kind, message: message), isError: true)
    }

    /// Reports a property that no key of the JSON object gave a value.
    func reportMissing(_ property: Property, of owner: Any.Type, candidates: KeyCandidates, isRequired: Bool) {
        guard muted == 0 else { return }
        var path = IssuePathText.text(of: steps)
        IssuePathText.append(.property(owner: owner, property: property, source: .missing(candidates)), to: &path)
        let keys = candidates.map { "\"\($0.key)\"" }
        let keyText = keys.count == 1 ? "key \(keys[0])" : "key among \(keys.joined(separator: ", "))"
        let requirement = isRequired ? "required, but" : "not required;"
        let message = "\(IssueText.name(of: property, in: owner)) is \(requirement) the JSON object has no \(keyText)."
        add(ConversionIssue(path: path, kind: .missingKey, message: message), isError: isRequired)
    }

    /// Reports what a model's `kj_validate()` said, at the model's path.
    func reportValidation(_ message: String, of model: Any.Type) {
        guard muted == 0 else { return }
        let text = "\(IssueText.typeName(model)) failed validation: \(message)"
        add(ConversionIssue(path: IssuePathText.text(of: steps), kind: .validationFailed, message: text), isError: true)
    }

    /// Reports text that is not valid JSON: `decode` throws `text` as the
    /// syntax error; lenient conversions get it as an issue at the top level.
    func reportSyntaxError(_ text: String) {
        syntaxError = text
        add(ConversionIssue(path: "", kind: .typeMismatch, message: "The text is not valid JSON: \(text)."), isError: true)
    }

    /// Reports a problem with the top-level value (not an object, not valid JSON).
    func reportTopLevel(_ kind: ConversionIssue.Kind, _ message: String) {
        add(ConversionIssue(path: IssuePathText.text(of: steps), kind: kind, message: message), isError: true)
    }

    private func add(_ issue: ConversionIssue, isError: Bool) {
        issues.append(issue)
        if isError { hasErrors = true }
    }

    /// "User.ids ([Int]) at [2]": the innermost property, and the way from
    /// it to the value when the value is an element inside it.
    private func subject() -> (text: String, isElement: Bool) {
        guard let last = steps.lastIndex(where: { if case .property = $0 { true } else { false } }),
              case .property(let owner, let property, _) = steps[last] else {
            return (steps.isEmpty ? "The top-level value" : "The value at \(IssuePathText.text(of: steps))", !steps.isEmpty)
        }
        let inner = steps[(last + 1)...]
        let name = IssueText.name(of: property, in: owner)
        return inner.isEmpty ? (name, false) : ("\(name) at \(IssuePathText.text(of: inner))", true)
    }
}
