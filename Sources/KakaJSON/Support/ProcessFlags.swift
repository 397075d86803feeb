#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// Process-wide flags the conversion layer reads on every conversion, kept
/// in the C target: reading one is a load, and needs no Swift type whose
/// metadata a process's first conversion would have to make.
enum ProcessFlags {
    /// Whether an issue handler is set (`ConvertibleConfig.setIssueHandler`).
    @inline(__always)
    static var issueHandlerIsSet: Bool {
        kaka_issue_handler_is_set() != 0
    }

    /// Records whether an issue handler is set; the handler itself is
    /// stored, under a lock, before this says so.
    static func setIssueHandlerIsSet(_ isSet: Bool) {
        kaka_issue_handler_mark(isSet ? 1 : 0)
    }
}
