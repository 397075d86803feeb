#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// How much of the calling thread's stack is left.
package enum StackSpace {
    /// Bytes left below the caller's frame; `Int.max` when the system does
    /// not say where the thread's stack ends. The bounds are looked up once
    /// per thread (in the C target), so a call costs a thread-local read.
    @inline(__always)
    package static var remaining: Int {
        let bytes = kaka_stack_remaining()
        return bytes > UInt(Int.max) ? Int.max : Int(bytes)
    }
}
