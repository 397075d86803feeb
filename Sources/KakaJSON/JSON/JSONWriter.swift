/// A streaming JSON writer that appends UTF-8 bytes straight into a byte buffer it owns,
/// and hands the result over as `[UInt8]` (``takeBytes()``) or `String` (``makeString()``).
///
/// It is the library's one JSON text writer: models, Foundation values (`[String: Any]`)
/// and both `KakaJSONEncoder` paths write through it. The encoding layer drives it call
/// by call; the writer inserts commas, colons and (when pretty printing) newlines and
/// indentation itself, escapes strings, writes numbers and, with `.sortedKeys`, orders
/// object members:
///
/// ```swift
/// var writer = JSONWriter(options: [.prettyPrinted])
/// writer.beginObject()
/// writer.key("name"); writer.string("Kaka")
/// writer.key("tags"); writer.beginArray(); writer.int64(1); writer.endArray()
/// writer.endObject()
/// let json: String = writer.makeString()
/// ```
///
/// The writer is noncopyable: it owns its output buffer outright, which keeps appends
/// free of copy-on-write checks. Pass it `inout` to the code that fills it.
///
/// A document holds exactly one top-level value. Call order is the caller's contract:
/// misuse (a key outside an object, a value in an object without a key, unbalanced
/// containers) is caught by assertions in debug builds; release builds do not check it.
package struct JSONWriter: ~Copyable, Sendable {
    /// Where the next token goes; decides which separator precedes it.
    enum Position: UInt8, Sendable {
        /// Nothing written yet.
        case topLevel
        /// Just inside `{` or `[`: no comma needed.
        case firstMember
        /// After a member or element: a comma is needed.
        case nextMember
        /// After a key and its colon: the value follows directly.
        case afterKey
        /// The single top-level value is complete.
        case done
    }

    #if DEBUG
    /// Open containers, innermost last; only kept to catch call-order mistakes.
    enum ContainerKind: Sendable { case object, array }
    var openContainers: [ContainerKind] = []
    #endif

    /// The formatting options this writer was created with.
    package let options: Options

    /// The UTF-8 output.
    var buffer: JSONByteBuffer

    /// Cached from `options` because every token consults it.
    let pretty: Bool
    /// Cached from `options`; when set, objects are buffered and reordered on close.
    let sorted: Bool
    /// Cached from `options` (`.escapingSlashes`): every string and key consults it.
    let escapesSlashes: Bool
    /// Pretty printing in `JSONEncoder`'s layout: `" : "` after a key and
    /// empty containers on three lines (`.encoderLayout`).
    let encoderLayout: Bool
    var position: Position = .topLevel
    /// Number of open containers.
    var depth = 0
    /// The most containers open at once so far.
    var deepestNesting = 0
    /// Open objects awaiting reordering (only used with `.sortedKeys`).
    var sortFrames: [SortFrame] = []

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - options: Formatting options.
    ///   - capacity: Bytes to reserve up front; a good guess avoids regrowing the buffer.
    package init(options: Options = [], capacity: Int = 1024) {
        self.options = options
        self.pretty = options.contains(.prettyPrinted)
        self.sorted = options.contains(.sortedKeys)
        self.escapesSlashes = options.contains(.escapingSlashes)
        self.encoderLayout = pretty && options.contains(.encoderLayout)
        self.buffer = JSONByteBuffer(capacity: capacity)
    }

    /// Whether exactly one complete top-level value has been written.
    /// (Package access: the writer's tests.)
    package var isComplete: Bool {
        position == .done
    }

    /// Whether the last thing written is a member's key, whose value is to come.
    package var isAfterKey: Bool {
        position == .afterKey
    }

    /// A copy of the UTF-8 output written so far.
    package var bytes: [UInt8] {
        buffer.bytes
    }

    /// Number of output bytes written so far.
    package var byteCount: Int {
        buffer.count
    }

    /// The output decoded as a `String`.
    package func makeString() -> String {
        buffer.makeString()
    }

    /// Returns the output and leaves the writer empty, ready for a new document
    /// (the buffer's capacity is kept for reuse).
    package mutating func takeBytes() -> [UInt8] {
        let result = buffer.bytes
        reset()
        return result
    }

    /// Discards the output but keeps the buffer's capacity for the next document.
    package mutating func reset() {
        buffer.removeSuffix(from: 0)
        resetState()
    }

    private mutating func resetState() {
        position = .topLevel
        depth = 0
        sortFrames.removeAll()
        #if DEBUG
        openContainers.removeAll()
        #endif
    }
}
