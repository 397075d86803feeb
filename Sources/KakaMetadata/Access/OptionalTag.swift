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
        isSome(at: UnsafeRawPointer(pointer), wrapped: Wrapped.self)
    }

    /// Whether the optional stored at `address` is `.some`, for code that
    /// keeps the payload type's metadata instead of a generic parameter
    /// (a plan that tests every optional member of an instance in one loop).
    ///
    /// `wrapped` must be the optional's `Wrapped` type and `address` the
    /// optional's storage.
    @inline(__always)
    package static func isSome(at address: UnsafeRawPointer, wrapped: Any.Type) -> Bool {
        // ABI: `Optional` is a single-payload enum with one empty case
        // (`none`), so its tag is the payload type's getEnumTagSinglePayload
        // with one empty case: 0 for `some`, 1 for `none`.
        kaka_enum_tag_single_payload(address, 1, MetadataRecord(wrapped).pointer) == 0
    }

    /// Sets the tag of the optional at `address`, whose `Wrapped` is
    /// `wrapped`: `.some` once its payload (at offset 0) is initialized, or
    /// `.none` over storage that holds no value.
    ///
    /// For code that has only `Wrapped` as a generic parameter: naming
    /// `Wrapped?` there asks the runtime for `Optional<Wrapped>`'s metadata
    /// on every call.
    @inline(__always)
    package static func storeTag(isSome: Bool, at address: UnsafeMutableRawPointer, wrapped: Any.Type) {
        // ABI: as in `isSome`; storeEnumTagSinglePayload with case 0 leaves
        // an initialized payload as it is (it clears an extra tag byte, if
        // the payload has no spare bits), and case 1 stores `none`.
        kaka_store_enum_tag_single_payload(address, isSome ? 0 : 1, 1, MetadataRecord(wrapped).pointer)
    }
}
