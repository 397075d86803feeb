/// Where `JSONStringDecoding` writes the bytes of a decoded string: a byte
/// array, or the storage of a `String` being made.
protocol UTF8Output {
    mutating func append(_ byte: UInt8)
    /// Appends the bytes `start..<end` of `bytes` (clamped to the view).
    mutating func append(_ bytes: JSONByteView, from start: Int, to end: Int)
}

extension Array: UTF8Output where Element == UInt8 {
    mutating func append(_ bytes: JSONByteView, from start: Int, to end: Int) {
        bytes.append(from: start, to: end, into: &self)
    }
}

/// The uninitialized storage that `String(unsafeUninitializedCapacity:)`
/// hands out, filled from the front. Bytes beyond its capacity are dropped,
/// never written past it.
struct BoundedUTF8Buffer: UTF8Output {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0
    /// Whether bytes were dropped for want of room (then the written bytes
    /// may end inside a character).
    private(set) var dropped = false

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < buffer.count else {
            dropped = true
            return
        }
        buffer[count] = byte
        count &+= 1
    }

    mutating func append(_ bytes: JSONByteView, from start: Int, to end: Int) {
        // `copy` clamps to the view and to the room left.
        let copied = bytes.copy(from: start, to: end, into: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
        if copied < end &- start { dropped = true }
        count &+= copied
    }
}
