import Foundation

/// Runs `body` on a thread with a small stack (512 KB), as a worker thread
/// may have, and waits for it.
func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    done.wait()
}
