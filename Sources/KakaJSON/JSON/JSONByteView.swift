import Foundation
#if canImport(CKakaScan)
import CKakaScan
#endif

/// The bytes of a JSON document: owned, or borrowed for one call so that a
/// `Data` is read without a copy.
enum JSONByteStorage: Sendable {
    /// Owned: lives as long as the document.
    case array([UInt8])
    /// Valid during one `JSONDocument.withDocument(reading:_:)` call only
    /// (the `Data` or `String` it reads pins the bytes).
    case borrowed(JSONByteView)
}

/// A read-only, bounds-aware view of the bytes of a JSON document.
///
/// This is the only type of the reader that touches unsafe pointers. Every read
/// is checked against `count`: a read outside the bytes returns 0 instead of
/// trapping or reading foreign memory. 0 is never valid where the scanner is
/// looking for structure, so running off the end behaves like meeting a
/// terminator, and the scanner only has to check the position when it sees 0.
///
/// A view never outlives the closure that `withView(of:_:)` hands it to; a
/// borrowed document that holds one traps if it would outlive it.
struct JSONByteView: @unchecked Sendable {
    // @unchecked: the bytes are read-only and stay valid while the view exists.

    // nil only when `count` is 0; every dereference is guarded by `count`.
    private let base: UnsafePointer<UInt8>?

    /// The number of readable bytes.
    let count: Int

    private init(_ buffer: UnsafeBufferPointer<UInt8>) {
        base = buffer.baseAddress
        count = base == nil ? 0 : buffer.count
    }

    /// Calls `body` with a view of `storage`, valid only for the duration of
    /// the call (a borrowed view: of the call that borrowed it).
    @inline(__always)
    static func withView<R>(of storage: JSONByteStorage, _ body: (JSONByteView) -> R) -> R {
        // `withUnsafeBufferPointer` pins the array while the view exists; a
        // borrowed view is pinned by the `withView(of:)` call (`Data` or `String`) that made it.
        switch storage {
        case .array(let bytes):
            return bytes.withUnsafeBufferPointer { body(JSONByteView($0)) }
        case .borrowed(let view):
            return body(view)
        }
    }

    /// Calls `body` with a view of `data`, valid only for the duration of the call.
    static func withView<R>(of data: Data, _ body: (JSONByteView) -> R) -> R {
        // `Data` pins its bytes only inside `withUnsafeBytes`, and each call
        // costs several exclusivity checks: too slow per read, fine per document.
        data.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { body(JSONByteView($0)) }
        }
    }

    /// Calls `body` with a view of the UTF-8 of `string`, valid only for the
    /// duration of the call.
    static func withView<R>(of string: String, _ body: (JSONByteView) -> R) -> R {
        // `withUTF8` needs a mutable string: it makes the storage contiguous
        // UTF-8 first if it is not (a bridged or foreign string), else no copy.
        var string = string
        return string.withUTF8 { body(JSONByteView($0)) }
    }

    /// The view of the bytes `start..<end` (clamped to this view), valid as
    /// long as this one is: a stream reads each element of its buffer in place.
    func slice(from start: Int, to end: Int) -> JSONByteView {
        JSONByteView(buffer(from: start, to: end))
    }

    /// How many of the bytes `start..<end` (clamped to the view) are line
    /// feeds, and how many begin a UTF-8 sequence: the characters (Unicode
    /// scalars) of valid text.
    func lineFeedsAndScalars(from start: Int, to end: Int) -> (lineFeeds: Int, scalars: Int) {
        // Branch-free, one pass over the buffer: a loop the compiler
        // vectorizes. Continuation bytes (0x80...0xBF) are those below -64
        // as signed bytes.
        let bytes = buffer(from: start, to: end)
        var lineFeeds = 0, continuations = 0
        for value in bytes {
            lineFeeds &+= value == JSONByte.lineFeed ? 1 : 0
            continuations &+= Int8(bitPattern: value) < -64 ? 1 : 0
        }
        return (lineFeeds, bytes.count &- continuations)
    }

    /// The byte at `index`, or 0 when `index` is outside the view.
    @inline(__always)
    subscript(index: Int) -> UInt8 {
        // One unsigned compare also rejects negative indices.
        guard UInt(bitPattern: index) < UInt(bitPattern: count) else { return 0 }
        return base.unsafelyUnwrapped[index]
    }

    /// The index of the first byte at or after `index` that ends the valid
    /// content of a string: `"`, `\`, a control character (< 0x20), or the
    /// lead byte of an ill-formed or cut-off UTF-8 sequence. Plain ASCII and
    /// well-formed UTF-8 are skipped. Returns `count` if there is none.
    @inline(__always)
    func stringContentEnd(from index: Int) -> Int {
        let start = max(index, 0)
        guard start < count else { return count }
        // CKakaScan reads only `start..<count` (sixteen bytes per step on x86-64).
        return kaka_scan_string_content(base.unsafelyUnwrapped, start, count)
    }

    /// The index of the first byte at or after `index` that is not JSON
    /// whitespace (space, tab, LF, CR). Returns `count` if there is none.
    @inline(__always)
    func firstNonWhitespace(from index: Int) -> Int {
        let start = max(index, 0)
        // Pretty-printed documents put one space after `:` and `,`: two
        // checks here rather than a call.
        if self[start] == 0x20 && self[start &+ 1] > 0x20 { return start &+ 1 }
        guard start < count else { return count }
        // CKakaScan reads only `start..<count` (sixteen bytes per step on x86-64).
        return kaka_scan_whitespace(base.unsafelyUnwrapped, start, count)
    }

    /// The bytes `start..<end`, clamped to the view: valid only while the
    /// view is.
    @inline(__always)
    func buffer(from start: Int, to end: Int) -> UnsafeBufferPointer<UInt8> {
        let lower = min(max(start, 0), count)
        let upper = min(max(end, lower), count)
        guard lower < upper else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base.unsafelyUnwrapped + lower, count: upper &- lower)
    }

    /// The index of the first `byte` in `start..<end` (clamped to the
    /// view), or `end` if there is none.
    @inline(__always)
    func firstIndex(of byte: UInt8, from start: Int, to end: Int) -> Int {
        let range = buffer(from: start, to: end)
        guard let first = range.baseAddress, let base else { return end }
        // memchr reads only the `range.count` bytes of the clamped range.
        guard let found = memchr(first, Int32(byte), range.count) else { return end }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Copies the bytes `start..<end` (clamped to the view, and to the room
    /// in `output`) to the front of `output`; returns how many it copied.
    func copy(from start: Int, to end: Int, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let range = buffer(from: start, to: end)
        let length = min(range.count, output.count)
        guard length > 0, let source = range.baseAddress, let target = output.baseAddress else { return 0 }
        target.update(from: source, count: length)
        return length
    }

    /// Appends the bytes `start..<end` (clamped to the view) to `output`.
    func append(from start: Int, to end: Int, into output: inout [UInt8]) {
        output.append(contentsOf: buffer(from: start, to: end))
    }

    /// A copy of the bytes `start..<end` (clamped to the view).
    func array(from start: Int, to end: Int) -> [UInt8] {
        Array(buffer(from: start, to: end))
    }

    /// The bytes `start..<end` (clamped to the view) as a `String`. Only for
    /// text the scanner validated: a string's content without escapes, or a
    /// number. The standard library does not validate the bytes again.
    func string(from start: Int, to end: Int) -> String {
        let bytes = buffer(from: start, to: end)
        // A string that fits inline is copied straight into it: for ASCII
        // text the standard library then only tests the inline words. The
        // in-place initializer is newer than the deployment targets.
        guard bytes.count <= ValidatedUTF8.longestInlineString, let source = bytes.baseAddress,
              #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) else {
            return ValidatedUTF8.string(bytes)
        }
        return String(unsafeUninitializedCapacity: bytes.count) { target in
            // In bounds: `target` has the `bytes.count` bytes asked for, and
            // `source` is `bytes`, inside the view.
            target.baseAddress.unsafelyUnwrapped.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }

    /// Whether the `length` bytes at `start` equal `other` exactly.
    /// A range that does not lie inside the view never matches.
    @inline(__always)
    func bytesEqual(start: Int, length: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard length == other.count else { return false }
        guard start >= 0, length >= 0, start <= count &- length else { return false }
        guard length > 0 else { return true }
        guard let otherBase = other.baseAddress else { return false }
        let mine = UnsafeRawPointer(base.unsafelyUnwrapped + start), theirs = UnsafeRawPointer(otherBase)
        // In bounds: the guards above put `start..<start + length` inside the
        // view, and `other` has `length` bytes; every load below lies in
        // 0..<length of both. The last word overlaps the one before it (or the
        // first), so no byte loop is needed for the remainder. Two words of
        // one width loaded at one offset are equal exactly when their bytes
        // are, whatever the byte order.
        @inline(__always)
        func equal<Word: FixedWidthInteger>(at offset: Int, _: Word.Type) -> Bool {
            mine.loadUnaligned(fromByteOffset: offset, as: Word.self)
                == theirs.loadUnaligned(fromByteOffset: offset, as: Word.self)
        }
        if length >= 8 {
            var i = 0
            while i &+ 8 < length {
                if !equal(at: i, UInt64.self) { return false }
                i &+= 8
            }
            return equal(at: length &- 8, UInt64.self)
        }
        if length >= 4 { return equal(at: 0, UInt32.self) && equal(at: length &- 4, UInt32.self) }
        if length >= 2 { return equal(at: 0, UInt16.self) && equal(at: length &- 2, UInt16.self) }
        return equal(at: 0, UInt8.self)
    }

    /// Whether the `length` bytes at `start` equal the `length` bytes at
    /// `otherStart`. A range that does not lie inside the view never matches.
    @inline(__always)
    func bytesEqual(start: Int, _ otherStart: Int, length: Int) -> Bool {
        guard otherStart >= 0, length >= 0, otherStart <= count &- length else { return false }
        return bytesEqual(start: start, length: length, buffer(from: otherStart, to: otherStart &+ length))
    }

    /// Feeds the bytes `start..<end` (clamped to the view) to `hasher`.
    @inline(__always)
    func hash(from start: Int, to end: Int, into hasher: inout Hasher) {
        hasher.combine(bytes: UnsafeRawBufferPointer(buffer(from: start, to: end)))
    }

    /// Whether the `length` bytes at `start` equal the bytes of `other`.
    @inline(__always)
    func bytesEqual(start: Int, length: Int, _ other: [UInt8]) -> Bool {
        other.withUnsafeBufferPointer { bytesEqual(start: start, length: length, $0) }
    }

    /// Whether the `length` bytes at `start` equal the UTF-8 form of `string`.
    @inline(__always)
    func bytesEqual(start: Int, length: Int, _ string: String) -> Bool {
        if let result = string.utf8.withContiguousStorageIfAvailable({ bytesEqual(start: start, length: length, $0) }) {
            return result
        }
        return bytesEqual(start: start, length: length, Array(string.utf8))
    }
}
