/// The type-erased face of a converter, for places that only know `Any.Type`.
class AnyConverter: @unchecked Sendable {
    // @unchecked: converters are immutable after their plan is built.

    /// The type this converter produces.
    var valueType: Any.Type { fatalError("subclass") }

    /// Converts a JSON node, boxing the result.
    func anyValue(from node: JSONNode) -> Any? { nil }

    /// Converts a Foundation-style value, boxing the result.
    func anyValue(fromAny value: Any) -> Any? { nil }

    /// Writes the value converted from `node` into a property's storage;
    /// returns false, leaving the property untouched, if it does not convert.
    func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool { false }

    /// Writes the value converted from `value` into a property's storage.
    func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool { false }
}

/// Converts JSON values to values of one Swift type.
///
/// One subclass per kind of target (integers, strings, arrays, models...),
/// chosen once per property when its type's plan is built. A JSON node is
/// converted by `value(from:)`, which reads the node directly; values from
/// `[String: Any]` input and hooks go through `value(fromAny:)`. A value that
/// does not convert is nil, and the caller keeps the property's default.
class Converter<Value>: AnyConverter, @unchecked Sendable {
    override var valueType: Any.Type { Value.self }

    /// Converts a node. The default boxes the node and uses `value(fromAny:)`,
    /// so a subclass only needs a fast path for the common node kinds.
    func value(from node: JSONNode) -> Value? {
        value(fromAny: node.foundationValue)
    }

    /// Converts a Foundation-style value. The default accepts only a `Value`.
    func value(fromAny value: Any) -> Value? {
        value as? Value
    }

    /// Converts one element of a JSON array or object; nil leaves it out.
    func element(from node: JSONNode) -> Value? {
        value(from: node)
    }

    /// Converts one element of an array or dictionary; nil leaves it out.
    func element(fromAny value: Any) -> Value? {
        self.value(fromAny: value)
    }

    /// Writes the value converted from `node` as `Value?.some` at `offset`
    /// (for an Optional property); returns false, writing nothing, if it does not convert.
    ///
    /// Converters of concrete types override this (and `write` and `append`)
    /// to avoid `Value?` in generic code: every use of `Value?` in an
    /// unspecialized generic method asks the runtime for `Optional<Value>`'s
    /// metadata, a hash-table lookup that was a quarter of decoding time.
    func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let converted = value(from: node) else { return false }
        address.store(Optional(converted), at: offset)
        return true
    }

    /// Converts `node` as an element of an array into the uninitialized
    /// element at `address`; returns false, leaving it uninitialized, if it does not convert.
    func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let converted = element(from: node) else { return false }
        address.initialize(converted, at: 0)
        return true
    }

    /// Converts `value` as an element of an array into the uninitialized
    /// element at `address`; returns false, leaving it uninitialized, if it
    /// does not convert. Overridden like `initializeElement(_:at:)`, to avoid
    /// `Value?` in generic code.
    func initializeElement(fromAny value: Any, at address: InstanceAddress) -> Bool {
        guard let converted = element(fromAny: value) else { return false }
        address.initialize(converted, at: 0)
        return true
    }

    /// The elements of a Foundation-style array that convert, in order.
    func elements(fromAny array: [Any]) -> [Value] {
        makeArray(capacity: array.count) { index, address in
            initializeElement(fromAny: array[index], at: address)
        }
    }

    /// The elements of a JSON array that convert, in order.
    func elements(of array: JSONArrayNode) -> [Value] {
        var items = array.makeIterator()
        return makeArray(capacity: array.count) { _, address in
            guard let item = items.next() else { return false }
            return initializeElement(item, at: address)
        }
    }

    /// Whether `update` reads the property's current value (models fill their
    /// default instance instead of replacing it).
    var updatesInPlace: Bool { false }

    /// Merges `node` into an existing value; returns whether anything changed.
    func update(_ existing: inout Value, from node: JSONNode) -> Bool {
        guard let converted = value(from: node) else { return false }
        existing = converted
        return true
    }

    /// Merges `value` into an existing value; returns whether anything changed.
    func update(_ existing: inout Value, fromAny value: Any) -> Bool {
        guard let converted = self.value(fromAny: value) else { return false }
        existing = converted
        return true
    }

    override final func anyValue(from node: JSONNode) -> Any? {
        guard let converted = value(from: node) else { return nil }
        return converted
    }

    override final func anyValue(fromAny value: Any) -> Any? {
        guard let converted = self.value(fromAny: value) else { return nil }
        return converted
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        if updatesInPlace {
            var current = address.load(Value.self, at: offset)
            guard update(&current, from: node) else { return false }
            address.store(current, at: offset)
            return true
        }
        guard let converted = value(from: node) else { return false }
        address.store(converted, at: offset)
        return true
    }

    override func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        if updatesInPlace {
            var current = address.load(Value.self, at: offset)
            guard update(&current, fromAny: value) else { return false }
            address.store(current, at: offset)
            return true
        }
        guard let converted = self.value(fromAny: value) else { return false }
        address.store(converted, at: offset)
        return true
    }
}
