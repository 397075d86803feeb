#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// Whether an `Optional` in memory holds a value, told where it lies.
package enum OptionalTag {
    /// Whether the `Wrapped?` stored at `pointer` is `.some`.
    ///
    /// Code generic over `Wrapped` that switches over a `Wrapped?` in memory
    /// (`pointer.pointee != nil` too) copies it out first, retaining what it
    /// holds, and destroys the copy; this asks the payload type's value
    /// witness for the tag in place.
    @inline(__always)
    package static func isSome<Wrapped>(at pointer: UnsafePointer<Wrapped?>) -> Bool {
        // ABI: `Optional` is a single-payload enum with one empty case
        // (`none`), so its tag is the payload type's getEnumTagSinglePayload
        // with one empty case: 0 for `some`, 1 for `none`.
        kaka_enum_tag_single_payload(pointer, 1, MetadataRecord(Wrapped.self).pointer) == 0
    }
}
