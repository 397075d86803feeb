import KakaMetadata

// The metadata layer only reads through an address (KakaJSON's
// `PropertyStore` is the library's one writer), so these tests check the
// computed offsets and accessors with a typed write of their own.

extension InstanceAddress {
    /// Assigns `value` to the `T` at `offset`: releases the old value, retains the new one.
    func store<T>(_ value: T, at offset: Int) {
        // ABI: a stored property of type T at a metadata field offset is a
        // properly aligned, initialised T.
        rawAddress(at: offset).assumingMemoryBound(to: T.self).pointee = value
    }
}

extension Property {
    /// Assigns `value` to this property in `instance`; false, changing
    /// nothing, when `value` is not of the property's type or the property
    /// has no accessor (weak or unowned storage, closures, thin metatypes),
    /// as `PropertyStore.assign(_:to:at:)` does.
    @discardableResult
    func setValue<Model>(_ value: Any, in instance: inout Model) -> Bool {
        guard let access else { return false }
        func typed<Value>(_: Value.Type) -> Bool {
            guard let same = value as? Value else { return false }
            withInstanceAddress(of: &instance) { $0.store(same, at: offset) }
            return true
        }
        return typed(access.valueType)
    }
}
