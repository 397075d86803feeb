import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// Keeps nested conversions from overflowing the call stack.
///
/// Converting a model calls itself for each nested model: up to a few
/// kilobytes of stack per level (less in release builds, several times more
/// under the sanitizers). Each level first looks at how much of its
/// thread's stack is left; when that falls below `reserve`,
/// the rest of the conversion runs on a new thread with a `largeStackSize`
/// stack while the caller waits. Documents nested deeper than the reader's
/// limit never get this far, so the number of threads is bounded by
/// `ConvertibleConfig.setMaxDepth(_:)`. (Package-wide: `KakaXML` walks its
/// element trees under it too.)
package enum StackGuard {
    /// Stack kept free for one more level and the work at its leaves (a
    /// user's hook, Foundation's formatting).
    static let reserve = 256 << 10
    /// A new thread's stack: some 3,000 levels of a debug build. (Under the
    /// thread sanitizer the C target counts any stack as 768 KB at most.)
    static let largeStackSize = 16 << 20
    /// Stack a document may need per level of nesting for the values built
    /// from it and their release, which the runtime does recursively.
    static let bytesPerDocumentLevel = 8 << 10
    /// Bytes of JSON text too few to nest deeper than `reserve` can release
    /// (two bytes a level at least).
    static let shallowTextLimit = 1_024

    /// Runs `body` one level deeper, on a thread with a large stack when
    /// this thread's stack is nearly used up.
    @inline(__always)
    package static func nested<Result>(_ body: () -> Result) -> Result {
        guard StackSpace.remaining < reserve else { return body() }
        return onLargeStack(body)
    }

    /// `nested(_:)` for a throwing `body`, whose error reaches the caller.
    @inline(__always)
    static func nestedThrowing<Value>(_ body: () throws -> Value) throws -> Value {
        guard StackSpace.remaining < reserve else { return try body() }
        return try onLargeStackThrowing(body)
    }

    /// `onLargeStack(_:)` for a throwing `body`. Out of line: it carries the
    /// error in a `Result<Value, any Error>`, and generic code that contains
    /// one asks the runtime for that metadata on entry, taken or not: inlined
    /// into every value's decode, that was a noticeable part of a decode.
    @inline(never)
    static func onLargeStackThrowing<Value>(_ body: () throws -> Value) throws -> Value {
        try onLargeStack { Result { try body() } }.get()
    }

    /// Runs `body` with `document`, on a thread with a large stack when the
    /// document nests deeper than this thread's stack comfortably holds:
    /// then every temporary of the conversion (the values built for hooks,
    /// as deep as the document) is also made and released there.
    @inline(__always)
    static func forDocument<Result>(_ document: JSONDocument, _ body: (JSONDocument) -> Result) -> Result {
        let needed = document.depth &* bytesPerDocumentLevel &+ reserve
        guard needed > StackSpace.remaining else { return body(document) }
        return onLargeStack { body(document) }
    }

    /// Runs `body` on a new thread with a large stack, and waits for it.
    package static func onLargeStack<Result>(_ body: () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            // The caller blocks until the thread is done, so `body` and the
            // memory it writes are used by one thread at a time.
            let work = UncheckedWork(body)
            let done = DispatchSemaphore(value: 0)
            // The conversion goes on with all of its state (session, context,
            // probes, objects being written); the caller keeps it alive and
            // does not touch it while it waits.
            let state = ConversionState.current
            let thread = Thread {
                ConversionState.adopting(state) { _ in work.run() }
                done.signal()
            }
            thread.stackSize = largeStackSize
            thread.start()
            done.wait()
            return work.take()
        }
    }
}

/// A closure and its result, handed to one other thread while the caller waits.
private final class UncheckedWork<Result>: @unchecked Sendable {
    // Dropped once run: `body` only seems to escape (withoutActuallyEscaping),
    // and the thread object may outlive the call.
    private var body: (() -> Result)?
    private var result: Result?

    init(_ body: @escaping () -> Result) {
        self.body = body
    }

    func run() {
        result = body?()
        body = nil
    }

    func take() -> Result {
        result!
    }
}
