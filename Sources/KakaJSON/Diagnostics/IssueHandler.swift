#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The handler set by `ConvertibleConfig.setIssueHandler(_:)`.
///
/// Kept apart from the configuration snapshot: changing it must not drop
/// the plans. A lenient conversion reads `ProcessFlags.issueHandlerIsSet`
/// (one load) before it touches this store: making this class's metadata
/// (its handler's type names `ConversionIssue`, and so on down) slowed a
/// process's first conversion.
final class IssueHandlerStore: @unchecked Sendable {
    // @unchecked: `handler` is only touched under `lock`.
    static let shared = IssueHandlerStore()

    private let lock = ReadWriteLock()
    private var handler: (@Sendable (ConversionIssue) -> Void)?

    /// The handler, if one is set.
    static var current: (@Sendable (ConversionIssue) -> Void)? {
        guard ProcessFlags.issueHandlerIsSet else { return nil }
        return shared.lock.withReadLock { shared.handler }
    }

    func set(_ newHandler: (@Sendable (ConversionIssue) -> Void)?) {
        lock.withWriteLock {
            handler = newHandler
            ProcessFlags.setIssueHandlerIsSet(newHandler != nil)
        }
    }
}
