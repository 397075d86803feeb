#if canImport(KakaMetadata)
import KakaMetadata
#endif

extension InstanceAddress {
    /// The stored property at `offset` as a typed pointer for reading, made
    /// in this module (writes go through `PropertyStore`).
    ///
    /// A read through KakaMetadata (`load`) is a call across the module
    /// boundary, never specialized: it passes `Stored`'s metadata, which for
    /// a type such as `String?` or `[Element]` the runtime must look up. Here
    /// the compiler knows the layout and needs no metadata.
    /// ABI: a stored property of type T at a metadata field offset is a
    /// properly aligned, initialised T.
    @inline(__always)
    func property<Stored>(at offset: Int, as _: Stored.Type) -> UnsafePointer<Stored> {
        UnsafePointer(OpaquePointer(rawAddress(at: offset)))
    }
}
