import Foundation

/// Runs `body` on a thread with a small stack (512 KB: every secondary
/// thread and GCD queue on iOS and macOS), waits for it, and returns what
/// it returned.
@discardableResult
func onSmallStack<Result>(_ body: @escaping () -> Result) -> Result {
    let box = ResultBox(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = box.body()
        done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    done.wait()
    // Set by the thread before it signalled.
    return box.value!
}

private final class ResultBox<Result>: @unchecked Sendable {
    // @unchecked: written by the thread before the semaphore is signalled, read after.
    let body: () -> Result
    var value: Result?
    init(_ body: @escaping () -> Result) { self.body = body }
}
