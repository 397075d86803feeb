/// Typed reads and writes of a value of one type at an offset inside an instance.
///
/// The conversion layer uses this instead of raw pointers. Every write is a
/// typed assignment, so the old value is released and the new one retained.
package protocol ValueAccess: Sendable {
    /// The type this accessor reads and writes.
    var valueType: Any.Type { get }
    /// Reads the value at `offset` and boxes it.
    func read(from instance: InstanceAddress, offset: Int) -> Any
    /// Assigns `value` at `offset` if it is of the accessor's type; returns whether it did.
    func write(_ value: Any, to instance: InstanceAddress, offset: Int) -> Bool
}

struct TypedValueAccess<Value>: ValueAccess {
    var valueType: Any.Type { Value.self }

    func read(from instance: InstanceAddress, offset: Int) -> Any {
        instance.load(Value.self, at: offset)
    }

    func write(_ value: Any, to instance: InstanceAddress, offset: Int) -> Bool {
        guard let typed = value as? Value else { return false }
        instance.store(typed, at: offset)
        return true
    }
}

/// An accessor for values of `type`, opened once so later calls need no casts on the type.
func makeValueAccess(for type: Any.Type) -> any ValueAccess {
    func make<Value>(_: Value.Type) -> any ValueAccess { TypedValueAccess<Value>() }
    return make(type)
}
