import Foundation
import KakaJSON
import XCTest

/// The stack bound the conversions' depth guard relies on.
final class StackSpaceTests: XCTestCase {
    func testRemainingIsBelowTheStackLimit() {
        let remaining = StackSpace.remaining
        XCTAssertGreaterThan(remaining, 64 << 10)
        var limit = rlimit()
        #if os(Linux)
        XCTAssertEqual(getrlimit(Int32(RLIMIT_STACK.rawValue), &limit), 0)
        #else
        XCTAssertEqual(getrlimit(RLIMIT_STACK, &limit), 0)
        #endif
        // RLIM_INFINITY is all bits set on Linux and Darwin.
        if Thread.isMainThread, limit.rlim_cur != ~0 {
            XCTAssertLessThanOrEqual(UInt64(remaining), UInt64(limit.rlim_cur))
        }
    }

    #if os(Linux)
    /// On the main thread the bound comes from the kernel's stack layout
    /// (no read of /proc/self/maps); it must agree with the C library's.
    func testMainThreadBoundAgreesWithTheCLibrary() throws {
        try XCTSkipUnless(Thread.isMainThread, "XCTest runs this on the main thread")
        let layout = try XCTUnwrap(StackSpace.mainThreadLowFromLayout)
        let system = try XCTUnwrap(StackSpace.lowFromSystem)
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        var limit = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_STACK.rawValue), &limit), 0)
        try XCTSkipIf(limit.rlim_cur > 128 << 20, "a limit above 128 MB is counted as 128 MB")
        // glibc rounds the size down to whole pages: at most a page apart.
        XCTAssertLessThanOrEqual(layout > system ? layout - system : system - layout, page,
                                 "layout \(String(layout, radix: 16)), C library \(String(system, radix: 16))")
    }

    /// A stack limit raised past 128 MB counts as 128 MB, a margin against
    /// mappings the layout cannot show (see `kaka_main_stack`).
    func testARaisedLimitCountsAs128MB() throws {
        try XCTSkipUnless(Thread.isMainThread, "XCTest runs this on the main thread")
        var saved = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_STACK.rawValue), &saved), 0)
        try XCTSkipIf(saved.rlim_max != ~0 && saved.rlim_max < 1 << 30, "the hard limit allows no 1 GB stack")
        try XCTSkipIf(saved.rlim_cur > 128 << 20, "the limit is already above 128 MB")
        let before = try XCTUnwrap(StackSpace.mainThreadLowFromLayout)
        var raised = saved
        raised.rlim_cur = 1 << 30
        XCTAssertEqual(setrlimit(Int32(RLIMIT_STACK.rawValue), &raised), 0)
        defer { _ = setrlimit(Int32(RLIMIT_STACK.rawValue), &saved) }
        let after = try XCTUnwrap(StackSpace.mainThreadLowFromLayout)
        // The same top, 128 MB below it (the saved limit is 8 MB here).
        XCTAssertEqual(after + (128 << 20), before + UInt(saved.rlim_cur))
    }

    /// Another thread's stack is not the main thread's: the layout gives
    /// no answer there, and the C library's (cheap for such threads) is used.
    func testOtherThreadsUseTheCLibrary() {
        final class Findings: @unchecked Sendable {
            // Written by the thread before it signals, read after the wait.
            var fromLayout: UInt?? = .none
            var fromSystem: UInt?
            var remaining = 0
        }
        let findings = Findings()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            findings.fromLayout = .some(StackSpace.mainThreadLowFromLayout)
            findings.fromSystem = StackSpace.lowFromSystem
            findings.remaining = StackSpace.remaining
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
        XCTAssertEqual(findings.fromLayout, .some(nil))
        XCTAssertNotNil(findings.fromSystem)
        XCTAssertGreaterThan(findings.remaining, 0)
        XCTAssertLessThanOrEqual(findings.remaining, 1 << 20)
    }
    #endif
}
