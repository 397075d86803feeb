/// A growable byte buffer that owns its memory: the writer's output storage.
///
/// This type (with its extensions) is the only place in the writer that uses unsafe
/// pointers. Measured on a twitter-like document, `[UInt8]` spent about a third of the
/// time in per-append uniqueness checks and generic `append(contentsOf:)` overhead;
/// being noncopyable, this buffer needs neither, and bulk copies are plain `memcpy`s.
struct JSONByteBuffer: ~Copyable, @unchecked Sendable {
    // @unchecked: the memory is reachable only through this noncopyable owner,
    // so it is never shared between threads.

    private(set) var base: UnsafeMutablePointer<UInt8>
    /// Number of initialized bytes; extensions that fill reserved space advance it.
    var count: Int
    private var capacity: Int

    /// The smallest capacity a buffer allocates.
    static let minimumCapacity = 64

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, Self.minimumCapacity)
        self.base = .allocate(capacity: self.capacity)
        self.count = 0
    }

    /// Forgets the current memory, which someone else now owns, and starts
    /// empty with a new allocation of `capacity` bytes.
    mutating func replaceStorage(with capacity: Int) {
        self.capacity = Swift.max(capacity, Self.minimumCapacity)
        base = .allocate(capacity: self.capacity)
        count = 0
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity &- count < extra {
            grow(toAtLeast: count + extra)
        }
    }

    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        let newCapacity = Swift.max(capacity * 2, needed)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Appends bytes from a buffer.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends all but the last `dropCount` bytes of `bytes`, borrowing the array
    /// (no retain, unlike `Array.append(contentsOf:)`).
    @inline(__always)
    mutating func append(_ bytes: [UInt8], droppingLast dropCount: Int = 0) {
        bytes.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0.dropLast(dropCount))) }
    }

    /// Appends bytes from an array slice.
    mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends a collection of bytes, in bulk when it has contiguous storage.
    mutating func append(contentsOf bytes: some Collection<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { append($0) }
        if done == nil {
            reserve(bytes.count)
            for byte in bytes {
                append(byte)
            }
        }
    }

    /// Appends a literal's bytes verbatim.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends the UTF-8 bytes of `text` verbatim (no escaping).
    mutating func append(utf8Of text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `count` copies of `byte`.
    mutating func append(repeating byte: UInt8, count repeatCount: Int) {
        reserve(repeatCount)
        (base + count).initialize(repeating: byte, count: repeatCount)
        count &+= repeatCount
    }

    /// Forgets every byte from `newCount` on.
    mutating func removeSuffix(from newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        count = newCount
    }

    /// Whether the last two bytes are `first` and `second`.
    func endsWith(_ first: UInt8, _ second: UInt8) -> Bool {
        count >= 2 && base[count &- 2] == first && base[count &- 1] == second
    }

    /// A copy of the bytes in `range`.
    func copyBytes(_ range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// A copy of all bytes.
    var bytes: [UInt8] {
        copyBytes(0..<count)
    }

    /// Calls `body` with the bytes written so far, without copying them.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// All bytes decoded as UTF-8.
    func makeString() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
}
