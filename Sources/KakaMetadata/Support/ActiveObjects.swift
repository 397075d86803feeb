#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// The class instances the calling thread is in the middle of writing, so
/// that a writer can tell a reference back to one of them (a cycle) from a
/// reference it may follow.
///
/// Per thread, in the C target, like `ProbeFlags`: writing is synchronous,
/// so a graph is written on one thread, and a thread-local costs no
/// allocation per object. Only ancestors are recorded: an object met twice
/// on different branches (shared, not cyclic) is written each time.
package enum ActiveObjects {
    /// Runs `body` while `object` counts as being written; returns nil
    /// without running it when `object` is already being written on this
    /// thread (a cycle).
    @inline(__always)
    package static func writing<Result>(_ object: AnyObject, _ body: () -> Result) -> Result? {
        let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        guard kaka_object_enter(address) != 0 else { return nil }
        defer { kaka_object_leave() }
        return body()
    }

    /// Whether `object` is being written on this thread now.
    package static func isWriting(_ object: AnyObject) -> Bool {
        kaka_object_is_active(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())) != 0
    }
}
