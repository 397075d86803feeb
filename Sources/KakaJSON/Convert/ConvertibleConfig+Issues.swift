extension ConvertibleConfig {
    /// Sets a closure that receives every issue of every lenient conversion
    /// (`model(_:)`, `modelArray(_:)`, `model(_:issues:)`, `kj_m.convert`),
    /// on the thread that ran the conversion, after it finished; nil removes
    /// it. Use it to log what did not convert in production without changing
    /// call sites. With no handler, lenient conversions do no diagnostic
    /// work at all. `decode(_:)` does not call it: it throws its issues.
    public static func setIssueHandler(_ handler: (@Sendable (ConversionIssue) -> Void)?) {
        IssueHandlerStore.shared.set(handler)
    }
}
