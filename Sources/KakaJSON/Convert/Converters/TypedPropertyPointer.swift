#if canImport(KakaMetadata)
import KakaMetadata
#endif

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

extension InstanceAddress {
    /// Initializes the storage here with `value` itself when its dynamic type
    /// is exactly `Value` (a Foundation value that needs no conversion);
    /// returns whether it did.
    func initialize<Value>(identical value: Any, as _: Value.Type) -> Bool {
        guard let same = LooseValue.identical(value, as: Value.self) else { return false }
        initialize(same, at: 0)
        return true
    }

    /// `initialize(identical:as:)` for a type known only at run time.
    func initialize(identical value: Any, asRuntimeType type: Any.Type) -> Bool {
        func typed<Value>(_: Value.Type) -> Bool { initialize(identical: value, as: Value.self) }
        return typed(type)
    }
}
