/// Storage of a type known only at run time, written by code that can only
/// initialize such storage (a converter that knows its type as `Any.Type`).
///
/// ABI, for every typed pointer made here: a stored property at a metadata
/// field offset is an aligned, initialised value of the field's type, and the
/// caller passes the type the property (or element) is declared with
/// (`Optional<Wrapped>` where the function says so).
///
/// Each function opens the type, so the typed code receives its metadata
/// from the caller: no generic class is instantiated for it, and the
/// runtime's metadata cache is asked at most for `Optional<Wrapped>`.
/// Temporary values live in `withUnsafeTemporaryAllocation`, which is
/// deallocated on every path; a value is moved out of it only once
/// `initialize` has reported it initialized.
extension InstanceAddress {
    /// Replaces the `type` value stored at `offset` with the one `initialize`
    /// makes at the address it is given; returns false, leaving the property
    /// untouched, if `initialize` fails (and so initialized nothing).
    package func replace(_ type: Any.Type, at offset: Int,
                         with initialize: (InstanceAddress) -> Bool) -> Bool {
        func typed<Value>(_: Value.Type) -> Bool {
            withTemporaryValue(Value.self) { temporary, take in
                guard initialize(temporary) else { return false }
                UnsafeMutablePointer<Value>(OpaquePointer(base + offset)).pointee = take()
                return true
            }
        }
        return typed(type)
    }

    /// Replaces the `Optional<wrapped>` value stored at `offset` with
    /// `.some` of the value `initialize` makes; false, leaving it untouched, if that fails.
    package func replaceWithSome(_ wrapped: Any.Type, at offset: Int,
                                 with initialize: (InstanceAddress) -> Bool) -> Bool {
        func typed<Wrapped>(_: Wrapped.Type) -> Bool {
            withTemporaryValue(Wrapped.self) { temporary, take in
                guard initialize(temporary) else { return false }
                UnsafeMutablePointer<Wrapped?>(OpaquePointer(base + offset)).pointee = take()
                return true
            }
        }
        return typed(wrapped)
    }

    /// Initializes the uninitialized `Optional<wrapped>` at this address with
    /// `.some` of the value `initialize` makes; false, leaving it
    /// uninitialized, if that fails.
    package func initializeSome(_ wrapped: Any.Type, with initialize: (InstanceAddress) -> Bool) -> Bool {
        func typed<Wrapped>(_: Wrapped.Type) -> Bool {
            withTemporaryValue(Wrapped.self) { temporary, take in
                guard initialize(temporary) else { return false }
                UnsafeMutablePointer<Wrapped?>(OpaquePointer(base)).initialize(to: take())
                return true
            }
        }
        return typed(wrapped)
    }

    /// Initializes the uninitialized `Optional<wrapped>` at this address with
    /// the value `initialize` makes, or with nil if it fails.
    package func initializeOptional(_ wrapped: Any.Type, with initialize: (InstanceAddress) -> Bool) {
        func typed<Wrapped>(_: Wrapped.Type) {
            UnsafeMutablePointer<Wrapped?>(OpaquePointer(base)).initialize(to: temporaryValue(Wrapped.self, initialize))
        }
        typed(wrapped)
    }

    /// Calls `update` with the address of a copy of the value inside the
    /// `Optional<wrapped>` stored at `offset`, written back only when `update`
    /// returns true; returns false when the property holds nil.
    package func updateSome(_ wrapped: Any.Type, at offset: Int,
                            with update: (InstanceAddress) -> Bool) -> Bool {
        func typed<Wrapped>(_: Wrapped.Type) -> Bool {
            let stored = UnsafeMutablePointer<Wrapped?>(OpaquePointer(base + offset))
            guard var current = stored.pointee else { return false }
            let changed = withUnsafeMutablePointer(to: &current) { update(InstanceAddress(base: UnsafeMutableRawPointer($0))) }
            if changed { stored.pointee = current }
            return changed
        }
        return typed(wrapped)
    }
}

/// The value `initialize` makes at the address it is given, boxed; nil if it fails.
package func boxedValue(of type: Any.Type, _ initialize: (InstanceAddress) -> Bool) -> Any? {
    func typed<Value>(_: Value.Type) -> Any? {
        withTemporaryValue(Value.self) { temporary, take in
            initialize(temporary) ? take() : nil
        }
    }
    return typed(type)
}

/// The `Value` that `initialize` makes at the address it is given; nil if it fails.
///
/// `initialize` must initialize a `Value` exactly when it returns true.
/// Returning `Value?` asks the runtime for `Optional<Value>`'s metadata in
/// generic code: loops use `withTemporaryValue` instead.
package func temporaryValue<Value>(_: Value.Type, _ initialize: (InstanceAddress) -> Bool) -> Value? {
    withTemporaryValue(Value.self) { temporary, take in
        initialize(temporary) ? take() : nil
    }
}

/// Calls `body` with the address of temporary storage for one `Value` and a
/// function that moves the value out of it, leaving it uninitialized again:
/// `body` calls `take` exactly once after each initialization of the storage,
/// and leaves it uninitialized when it returns.
@inline(__always)
package func withTemporaryValue<Value, Result>(_: Value.Type,
                                               _ body: (InstanceAddress, () -> Value) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
        // A capacity of 1 always gives a base address (a zero-sized type gets a valid one too).
        let start = buffer.baseAddress.unsafelyUnwrapped
        return body(InstanceAddress(base: UnsafeMutableRawPointer(start)), { start.move() })
    }
}
