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

#if os(Linux)
extension StackSpace {
    /// For tests: the lowest address of the main thread's stack as worked
    /// out from the kernel's stack layout and `RLIMIT_STACK` (what
    /// `remaining` uses on the main thread); nil off the main thread.
    package static var mainThreadLowFromLayout: UInt? {
        let low = kaka_main_stack_low()
        return low == 0 ? nil : UInt(low)
    }

    /// For tests: the lowest address of the calling thread's stack as the
    /// C library reports it (`pthread_getattr_np`).
    package static var lowFromSystem: UInt? {
        let low = kaka_system_stack_low()
        return low == 0 ? nil : UInt(low)
    }
}
#endif
