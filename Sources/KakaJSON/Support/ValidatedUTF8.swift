/// Makes `String`s from bytes already known to be well-formed UTF-8, without
/// the standard library validating them a second time.
package enum ValidatedUTF8 {
    /// The most UTF-8 bytes a `String` holds inline, without a heap
    /// allocation (15 on 64-bit platforms, 10 on 32-bit ones): the standard
    /// library checks such a string by testing its words, so callers make
    /// those in place and only longer ones through `string(_:)`.
    package static let longestInlineString = MemoryLayout<Int>.size == 8 ? 15 : 10

    /// A `String` holding a copy of `bytes`, which must be well-formed UTF-8.
    ///
    /// The caller guarantees the bytes are well-formed: a `String` built from
    /// ill-formed UTF-8 breaks the standard library's invariants. The JSON
    /// scanner validates every string before it reaches the tape, so the
    /// reader can skip the standard library's second validation pass, a
    /// noticeable part of decoding a text with long non-ASCII strings.
    @inline(__always)
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Debug builds (the tests and the fuzzer) hold the caller to it.
        assert(String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes), "ill-formed UTF-8")
        return String.kakaUncheckedFromUTF8(bytes)
    }
}

// ABI fact: `String._uncheckedFromUTF8(_:)` is `@usableFromInline` in the
// standard library (stdlib/public/core/StringCreate.swift), so its entry point
// is part of libswiftCore's exported ABI: inlinable code in every client
// calls it by this symbol. Declared here as a static method of `String` too,
// so the two have the same SIL type and calling convention. It copies the
// bytes into a small or native string, testing only whether they are ASCII.
// A missing symbol fails at link time, not at run time.
extension String {
    @_silgen_name("$sSS18_uncheckedFromUTF8ySSSRys5UInt8VGFZ")
    fileprivate static func kakaUncheckedFromUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String
}
