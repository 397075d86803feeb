import KakaMetadata

/// The handler set by `ConvertibleConfig.setIssueHandler(_:)`.
///
/// Kept apart from the configuration snapshot: changing it must not drop
/// the plans. A lenient conversion asks `isSet` (one atomic load) before it
/// does any diagnostic work.
final class IssueHandlerStore: @unchecked Sendable {
    // @unchecked: `handler` is only touched under `lock`.
    static let shared = IssueHandlerStore()

    private let lock = ReadWriteLock()
    private let flag = AtomicByte(0)
    private var handler: (@Sendable (ConversionIssue) -> Void)?

    /// Whether a handler is set.
    @inline(__always)
    var isSet: Bool { flag.value != 0 }

    /// The handler, if one is set.
    var current: (@Sendable (ConversionIssue) -> Void)? {
        guard isSet else { return nil }
        return lock.withReadLock { handler }
    }

    func set(_ newHandler: (@Sendable (ConversionIssue) -> Void)?) {
        lock.withWriteLock {
            handler = newHandler
            flag.store(newHandler == nil ? 0 : 1)
        }
    }
}

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
