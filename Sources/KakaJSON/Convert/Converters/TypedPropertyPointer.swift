import KakaMetadata

extension InstanceAddress {
    /// The stored property at `offset` as a typed pointer, made in this module.
    ///
    /// `InstanceAddress.store` lives in KakaMetadata, and a call across the
    /// module boundary is never specialized: it passes `Stored`'s metadata,
    /// which for a type such as `String?` or `[Element]` the runtime must look
    /// up (on a process's first `String?` write, by demangling its name). Here
    /// the compiler knows the layout and needs no metadata.
    /// ABI: a stored property of type T at a metadata field offset is a
    /// properly aligned, initialised T.
    @inline(__always)
    func property<Stored>(at offset: Int, as _: Stored.Type) -> UnsafeMutablePointer<Stored> {
        UnsafeMutablePointer(OpaquePointer(rawAddress(at: offset)))
    }
}
