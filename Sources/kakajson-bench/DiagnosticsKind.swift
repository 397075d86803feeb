/// The decodes that report what did not convert, timed against `model(_:)`.
enum DiagnosticsKind: String, CaseIterable {
    /// `model(_:issues:)`: lenient, with the list of issues.
    case issues
    /// `decode`: strict, throws `ConversionError`.
    case strict

    /// The call, as the tables name it.
    var call: String {
        switch self {
        case .issues: return "model(_:issues:)"
        case .strict: return "decode(_:)"
        }
    }

    /// The most each may cost, as a multiple of `model(_:)`.
    static let targetRatio = 1.25
}
