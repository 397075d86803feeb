/// How converters report what did not convert exactly. Each converter
/// reports its own failures and losses, on the paths where a value was not
/// the exact kind it takes, so a conversion without a session pays one
/// thread-local load on those paths and nothing on the others.
extension AnyConverter {
    /// Reports how a conversion by the coercion table went, when a session runs.
    @inline(__always)
    /// `diagnosis` is made only then (the integer converter's names its
    /// type, which would make the runtime instantiate witness tables).
    final func diagnose(_ value: @autoclosure () -> LooseValue, _ diagnosis: @autoclosure () -> ScalarDiagnosis,
                        converted: Bool) {
        guard let session = IssueSession.current, session.isListening else { return }
        diagnosis().check(value(), into: valueType, converted: converted, in: session)
    }

    /// Reports a value this converter cannot take (`found` describes it).
    final func reportMismatch(_ found: @autoclosure () -> String) {
        Self.reportMismatch(found(), as: valueType)
    }

    /// Reports a value that `type` cannot take, when a session runs.
    static func reportMismatch(_ found: @autoclosure () -> String, as type: Any.Type) {
        guard let session = IssueSession.current, session.isListening else { return }
        session.report(.typeMismatch, "found \(found()), which \(IssueText.typeName(type)) cannot hold",
                       keptDefault: true)
    }

    /// Reports a node this converter cannot take.
    final func reportMismatch(_ node: JSONNode) {
        reportMismatch(IssueText.describe(node))
    }

    /// Reports a Foundation-style value this converter cannot take.
    final func reportMismatch(any value: Any) {
        reportMismatch(IssueText.describe(any: value))
    }
}
