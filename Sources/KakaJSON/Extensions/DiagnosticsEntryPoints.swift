#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// How a conversion entry point reports issues: to the issue handler
/// (lenient), to the caller's array (`model(_:issues:)`), or by throwing
/// (`decode(_:)`).
enum Diagnostics {
    /// A lenient conversion: its issues go to the issue handler when one is
    /// set; otherwise it runs with no session at all.
    static func lenient<Result>(_ body: () -> Result) -> Result {
        // The usual case touches nothing of the diagnostics: two loads. One
        // state for the whole conversion, not one per model with hooks.
        if !ProcessFlags.issueHandlerIsSet && IssueSession.current == nil { return ConversionState.with { _ in body() } }
        guard let handler = IssueHandlerStore.current else { return IssueSession.run(nil, body) }
        let session = IssueSession(models: DecodingPlanIndex())
        let result = IssueSession.run(session, body)
        for issue in session.takeIssues() { handler(issue) }
        return result
    }

    /// A lenient conversion whose issues are also appended to `issues`.
    static func collecting<Result>(into issues: inout [ConversionIssue], _ body: () -> Result) -> Result {
        let session = IssueSession(models: DecodingPlanIndex())
        let result = IssueSession.run(session, body)
        let found = session.takeIssues()
        if let handler = IssueHandlerStore.current {
            for issue in found { handler(issue) }
        }
        if issues.isEmpty { issues = found } else { issues.append(contentsOf: found) }
        return result
    }

    /// A strict conversion: its result, or a `ConversionError` when the
    /// text was not valid JSON, gave no result, or any issue is an error.
    static func strict<Result>(_ body: () -> Result?) throws(ConversionError) -> Result {
        let session = IssueSession(models: DecodingPlanIndex())
        let result = IssueSession.run(session, body)
        if let syntaxError = session.syntaxError { throw ConversionError(issues: [], syntaxError: syntaxError) }
        guard let result, !session.hasErrors else { throw ConversionError(issues: session.takeIssues()) }
        return result
    }
}
