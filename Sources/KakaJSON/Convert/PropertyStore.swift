#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The one writer of values at an address: a model's stored property, an
/// element of an array being built, a temporary. Every converter, the model
/// copier and `Property.setValue` write through it; KakaMetadata only hands
/// out addresses (`withInstanceAddress`, `makeArray`, `withTemporaryValue`).
///
/// Three kinds of write:
/// - initialize: the memory is uninitialized;
/// - assign: the memory holds a value, released as the new one is retained;
/// - assign if present: the optional there is updated only when it holds a
///   value, or the property only when the value converted.
///
/// For a `Value` known statically the functions are generic and inlined
/// here, where the compiler knows the layout: a call into KakaMetadata is
/// never specialized, and passes `Value`'s metadata, which for a type such
/// as `String?` or `[Element]` the runtime must look up (on a process's first
/// `String?` write, by demangling its name). For a type known only at run
/// time (`Any.Type`), the type is opened once per write and the value made in
/// a temporary of that type, so no generic class is instantiated for it and
/// the runtime's metadata cache is asked at most for `Optional<Wrapped>`.
///
/// ABI, for every typed pointer made here: a stored property at a metadata
/// field offset (an element at its stride, a temporary at its start) is an
/// aligned value of the type the caller names, which is the type the
/// property is declared with (`Optional<Wrapped>` where a function says so);
/// initialized unless the function is an `initialize`.
enum PropertyStore {
    // MARK: Statically known types

    /// Initializes the uninitialized `Value` at `offset` with `value`.
    @inline(__always)
    static func initialize<Value>(_ value: Value, at address: InstanceAddress, offset: Int = 0) {
        pointer(Value.self, at: address, offset).initialize(to: value)
    }

    /// Initializes the uninitialized `Any` at `address` with `value`.
    ///
    /// Not generic: passed to a generic `Value`, an `Any` would be opened
    /// (SE-0352), and its dynamic type's value stored where an `Any` belongs.
    @inline(__always)
    static func initialize(any value: Any, at address: InstanceAddress) {
        pointer(Any.self, at: address, 0).initialize(to: value)
    }

    /// Assigns `value` to the `Value` at `offset`: the old value is released.
    @inline(__always)
    static func assign<Value>(_ value: Value, at address: InstanceAddress, offset: Int) {
        pointer(Value.self, at: address, offset).pointee = value
    }

    /// Assigns `.some(value)` to the `Wrapped?` at `offset`.
    @inline(__always)
    static func assignSome<Wrapped>(_ value: Wrapped, at address: InstanceAddress, offset: Int) {
        pointer(Wrapped?.self, at: address, offset).pointee = value
    }

    /// Writes a trivial value's bytes at `offset`, without regard to the type
    /// the memory is bound to: for a property of a layout-compatible trivial
    /// type (an `Int64` into an `Int`). For a trivial type, initializing and
    /// assigning are the same store.
    @inline(__always)
    static func storeTrivial<Value: BitwiseCopyable>(_ value: Value, at address: InstanceAddress, offset: Int = 0) {
        address.rawAddress(at: offset).storeBytes(of: value, as: Value.self)
    }

    /// Runs `update` on the `Value` at `offset` where it lies (a model
    /// filled in place keeps the properties the JSON does not name).
    @inline(__always)
    static func update<Value, Result>(_: Value.Type, at address: InstanceAddress, offset: Int,
                                      _ update: (inout Value) -> Result) -> Result {
        update(&pointer(Value.self, at: address, offset).pointee)
    }

    /// Initializes the storage at `address` with `value` itself when its
    /// dynamic type is exactly `Value` (a Foundation value that needs no
    /// conversion); returns whether it did.
    static func initialize<Value>(identical value: Any, as _: Value.Type, at address: InstanceAddress) -> Bool {
        guard let same = LooseValue.identical(value, as: Value.self) else { return false }
        initialize(same, at: address)
        return true
    }

    @inline(__always)
    private static func pointer<Value>(_: Value.Type, at address: InstanceAddress, _ offset: Int)
        -> UnsafeMutablePointer<Value> {
        UnsafeMutablePointer(OpaquePointer(address.rawAddress(at: offset)))
    }

    // MARK: Types known at run time

    /// `initialize(identical:as:at:)` for a type known only at run time.
    static func initialize(identical value: Any, asRuntimeType type: Any.Type, at address: InstanceAddress) -> Bool {
        func typed<Value>(_: Value.Type) -> Bool { initialize(identical: value, as: Value.self, at: address) }
        return typed(type)
    }

    /// Assigns the `type` value `initialize` makes at the address it is given
    /// to the property at `offset`; false, leaving the property untouched,
    /// if `initialize` fails (and so initialized nothing).
    static func assign(_ type: Any.Type, at address: InstanceAddress, offset: Int,
                       with initialize: (InstanceAddress) -> Bool) -> Bool {
        func typed<Value>(_: Value.Type) -> Bool {
            made(Value.self, by: initialize) { assign($0, at: address, offset: offset) }
        }
        return typed(type)
    }

    // The optionals of a run-time type `wrapped` are told and set through
    // `Wrapped`'s value witnesses (`OptionalTag`), their payload read and
    // written at their offset 0 (ABI: an `Optional` is a single-payload
    // enum, its payload at offset 0). Code generic over an opened `Wrapped`
    // that named `Wrapped?` would ask the runtime for `Optional<Wrapped>`'s
    // metadata on every call: for each nested model of a recursive one.

    /// Assigns `.some` of the `wrapped` value `initialize` makes to the
    /// `Optional<wrapped>` at `offset`; false, leaving it untouched, if that fails.
    static func assignSome(_ wrapped: Any.Type, at address: InstanceAddress, offset: Int,
                           with initialize: (InstanceAddress) -> Bool) -> Bool {
        func typed<Wrapped>(_: Wrapped.Type) -> Bool {
            made(Wrapped.self, by: initialize) { assignSome(opened: $0, at: address.rawAddress(at: offset)) }
        }
        return typed(wrapped)
    }

    /// Calls `update` with the address of a copy of the value inside the
    /// `Optional<wrapped>` at `offset`, assigned back only when `update`
    /// returns true; returns false when the optional holds nil.
    static func assignIfPresent(_ wrapped: Any.Type, at address: InstanceAddress, offset: Int,
                                with update: (InstanceAddress) -> Bool) -> Bool {
        func typed<Wrapped>(_: Wrapped.Type) -> Bool {
            let optional = address.rawAddress(at: offset)
            guard OptionalTag.isSome(at: optional, wrapped: Wrapped.self) else { return false }
            return withTemporaryValue(Wrapped.self) { temporary, take in
                initialize(optional.assumingMemoryBound(to: Wrapped.self).pointee, at: temporary)
                let changed = update(temporary)
                let updated = take()
                // Told again: what `update` ran (a hook) may have set the optional.
                if changed { assignSome(opened: updated, at: optional) }
                return changed
            }
        }
        return typed(wrapped)
    }

    /// Initializes the uninitialized `Optional<wrapped>` at `address` with
    /// `.some` of the value `initialize` makes; false, leaving it
    /// uninitialized, if that fails.
    static func initializeSome(_ wrapped: Any.Type, at address: InstanceAddress,
                               with initialize: (InstanceAddress) -> Bool) -> Bool {
        func typed<Wrapped>(_: Wrapped.Type) -> Bool {
            made(Wrapped.self, by: initialize) { initializeSome(opened: $0, at: address.rawAddress(at: 0)) }
        }
        return typed(wrapped)
    }

    /// Initializes the uninitialized `Optional<wrapped>` at `address` with
    /// the value `initialize` makes, or with nil if it fails.
    static func initializeOptional(_ wrapped: Any.Type, at address: InstanceAddress,
                                   with initialize: (InstanceAddress) -> Bool) {
        func typed<Wrapped>(_: Wrapped.Type) {
            let optional = address.rawAddress(at: 0)
            if !made(Wrapped.self, by: initialize, { initializeSome(opened: $0, at: optional) }) {
                OptionalTag.storeTag(isSome: false, at: optional, wrapped: Wrapped.self)
            }
        }
        typed(wrapped)
    }

    /// Assigns `.some(value)` to the optional at `optional`, whose `Wrapped`
    /// is an opened type: the payload in place when it holds one, else
    /// initialized and tagged.
    @inline(__always)
    private static func assignSome<Wrapped>(opened value: Wrapped, at optional: UnsafeMutableRawPointer) {
        if OptionalTag.isSome(at: optional, wrapped: Wrapped.self) {
            optional.assumingMemoryBound(to: Wrapped.self).pointee = value
        } else {
            initializeSome(opened: value, at: optional)
        }
    }

    /// Initializes the optional at `optional`, which holds no value, with
    /// `.some(value)`: the payload, then the tag.
    @inline(__always)
    private static func initializeSome<Wrapped>(opened value: Wrapped, at optional: UnsafeMutableRawPointer) {
        optional.initializeMemory(as: Wrapped.self, to: value)
        OptionalTag.storeTag(isSome: true, at: optional, wrapped: Wrapped.self)
    }

    /// Makes a `Value` in a temporary with `initialize` and, when that
    /// succeeds, moves it into `store`; returns whether it did.
    @inline(__always)
    private static func made<Value>(_: Value.Type, by initialize: (InstanceAddress) -> Bool,
                                    _ store: (Value) -> Void) -> Bool {
        withTemporaryValue(Value.self) { temporary, take in
            guard initialize(temporary) else { return false }
            store(take())
            return true
        }
    }

    /// Assigns `value` to the property `property` of the instance at
    /// `address` when `value` is of the property's type; returns whether it
    /// did. False too when the property has no accessor (weak and unowned
    /// storage, closures and thin metatypes).
    static func assign(_ value: Any, to property: Property, at address: InstanceAddress) -> Bool {
        guard let access = property.access else { return false }
        func typed<Value>(_: Value.Type) -> Bool {
            // The exact type without a cast: a cast of an `Any` holding a
            // Foundation container bridges it on Linux, recursively.
            guard let same = LooseValue.identical(value, as: Value.self) ?? value as? Value else { return false }
            assign(same, at: address, offset: property.offset)
            return true
        }
        return typed(access.valueType)
    }

    // MARK: Temporaries

    /// The value `initialize` makes at the address it is given, boxed; nil if it fails.
    static func boxedValue(of type: Any.Type, _ initialize: (InstanceAddress) -> Bool) -> Any? {
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
    static func temporaryValue<Value>(_: Value.Type, _ initialize: (InstanceAddress) -> Bool) -> Value? {
        withTemporaryValue(Value.self) { temporary, take in
            initialize(temporary) ? take() : nil
        }
    }
}

extension Property {
    /// Assigns `value` to this property in `instance`, through `PropertyStore`.
    ///
    /// Returns false, and changes nothing, when `value` is not of the property's
    /// type or `access` is nil (weak or unowned storage, closures, thin metatypes).
    /// (Package access: tests write properties the way the library does.)
    @discardableResult
    package func setValue<Model>(_ value: Any, in instance: inout Model) -> Bool {
        withInstanceAddress(of: &instance) { PropertyStore.assign(value, to: self, at: $0) }
    }
}
