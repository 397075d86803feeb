/// The outcome of one verification: which conversion, and the first
/// difference found, if any.
public struct CheckResult: CustomStringConvertible, Sendable {
    /// The conversion checked: "decode twitter".
    public let name: String
    /// Why the result is wrong, starting with the first difference; nil when right.
    public let failure: String?

    /// Whether the result was right.
    public var passed: Bool { failure == nil }

    /// "decode twitter: ok" or "decode twitter: WRONG — …".
    public var description: String {
        failure.map { "\(name): WRONG — \($0)" } ?? "\(name): ok"
    }

    static func passed(_ name: String) -> CheckResult {
        CheckResult(name: name, failure: nil)
    }

    static func failed(_ name: String, _ failure: String) -> CheckResult {
        CheckResult(name: name, failure: failure)
    }
}
