import Foundation

/// The type-erased face of an encoder, for places that only know `Any.Type`.
class AnyEncoder: @unchecked Sendable {
    // @unchecked: encoders are immutable after their plan is built.

    /// Writes `key` and the property stored at `offset`, unless the value is
    /// absent (nil, not finite, or not representable in JSON).
    func writeMember(_ key: JSONWriter.PreparedKey, from address: InstanceAddress, offset: Int,
                     to writer: inout JSONWriter) {}

    /// The property stored at `offset` as a Foundation-style JSON value, nil when absent.
    func jsonValue(from address: InstanceAddress, offset: Int) -> Any? { nil }

    /// Sets `member`'s value in `object` to the Foundation-style JSON value
    /// of the property stored at `offset`, unless it is absent. The encoders
    /// of common types box the value straight into the object, with no
    /// `Any?` between.
    func setJSONValue(from address: InstanceAddress, offset: Int, for member: EncodePlan.Member,
                      in object: inout JSONObjectBuilder) {
        if let value = jsonValue(from: address, offset: offset) { object.set(value, for: member) }
    }

    /// The `Wrapped` type of an `Optional` property's encoder, whose tag
    /// chooses the instance's `ObjectTemplate`; nil for other encoders.
    var optionalWrappedType: Any.Type? { nil }

    /// False when no value of the type has a JSON form (a closure), so an
    /// `ObjectTemplate` has no key for it.
    var mayHaveJSONForm: Bool { true }

    /// The property stored at `offset`, boxed, without its Optional layers (for hooks).
    func hookValue(from address: InstanceAddress, offset: Int) -> Any? { nil }

    /// Whether a boxed value of this encoder's type has a JSON form.
    func isPresent(any value: Any) -> Bool { false }

    /// Writes a boxed value of this encoder's type (`null` when absent).
    func write(any value: Any, to writer: inout JSONWriter) { writer.null() }

    /// A boxed value of this encoder's type as a Foundation-style JSON value.
    func jsonValue(fromAny value: Any) -> Any? { nil }

    /// How long the last text of a top-level value of this encoder's type
    /// was, where the encoder keeps one (a model's, in its plan).
    var outputSize: SizeHint? { nil }

    /// The encoders this one writes parts of its value with (an optional's
    /// wrapped value, elements), for `PlanGraph`.
    var parts: [AnyEncoder] { [] }

    /// A model encoder's reference to its type's plan, for `PlanGraph`.
    var planSlot: PlanGraph.Slot? { nil }
}

/// Writes values of one Swift type as JSON, and turns them into Foundation
/// values for `JSONObject()`. One subclass per kind of type, chosen once per
/// property when its type's plan is built. The base class encodes nothing:
/// it is what types without a JSON form (closures, tuples...) get.
class ValueEncoder<Value>: AnyEncoder, @unchecked Sendable {
    /// Whether `value` has a JSON form; an absent member is left out.
    func isPresent(_ value: Value) -> Bool { false }

    /// Writes `value`; an absent value is written as `null`.
    func write(_ value: Value, to writer: inout JSONWriter) { writer.null() }

    /// The Foundation-style JSON value, nil when absent.
    func jsonValue(_ value: Value) -> Any? { nil }

    override func writeMember(_ key: JSONWriter.PreparedKey, from address: InstanceAddress, offset: Int,
                              to writer: inout JSONWriter) {
        let value = address.load(Value.self, at: offset)
        guard isPresent(value) else { return }
        writer.key(key)
        write(value, to: &writer)
    }

    /// Whether every value of this type is its own Foundation-style JSON
    /// value (`jsonValue` returns it unchanged): integers, strings, Bool, and
    /// arrays and `String`-keyed dictionaries of them, which are then handed
    /// over as they are instead of rebuilt element by element.
    var valueIsItsOwnJSONValue: Bool { false }

    /// `value` boxed as it is. Here `Value`'s metadata is this class's own
    /// type argument; code generic over an element type (`[Element]` in
    /// `ArrayEncoder`) would ask the runtime for the container's metadata on
    /// every box, which costs more than rebuilding a small array.
    final func boxed(_ value: Value) -> Any { value }

    /// The value stored at `offset`, boxed as it is (see `boxed`): here
    /// `Value` is known without asking the runtime, where a subclass naming
    /// its own `[Element]` would look that metadata up on every call.
    final func boxedValue(from address: InstanceAddress, offset: Int) -> Any {
        address.load(Value.self, at: offset)
    }

    /// Whether `writeElement(storedAt:to:)` writes from the storage in place
    /// (rather than from a copy), so that containers should hand it addresses.
    var writesInPlace: Bool { false }

    /// Whether the value stored at `address` has a JSON form, told where it
    /// lies by the encoders that write in place (see `writesInPlace`).
    func isPresent(storedAt address: InstanceAddress) -> Bool {
        isPresent(address.load(Value.self, at: 0))
    }

    /// Writes the value stored at `address` (`null` when absent), as an
    /// element of an array or the value inside an `Optional`. Encoders of
    /// values that hold references override it to write from the storage in
    /// place: a copy of a struct model retains and releases every string and
    /// array in it.
    func writeElement(storedAt address: InstanceAddress, to writer: inout JSONWriter) {
        let value = address.load(Value.self, at: 0)
        if isPresent(value) { write(value, to: &writer) } else { writer.null() }
    }

    override func jsonValue(from address: InstanceAddress, offset: Int) -> Any? {
        jsonValue(address.load(Value.self, at: offset))
    }

    /// The Foundation-style JSON value of the value stored at `address`, nil
    /// when absent; read in place by the encoders that write in place.
    func jsonElement(storedAt address: InstanceAddress) -> Any? {
        jsonValue(address.load(Value.self, at: 0))
    }

    /// Whether the JSON value of every value of this type is an object made
    /// from the storage in place (a struct model's): an array of them is
    /// handed over as `[[String: Any]]`, as a hand-written mapper builds
    /// it, with no `Any` box per element.
    var jsonValueIsObject: Bool { false }

    /// The JSON object of the value stored at `address`; asked only when
    /// `jsonValueIsObject`.
    func jsonObject(storedAt address: InstanceAddress) -> [String: Any] { [:] }

    override final func hookValue(from address: InstanceAddress, offset: Int) -> Any? {
        LooseValue.unwrapped(address.load(Value.self, at: offset))
    }

    override final func isPresent(any value: Any) -> Bool {
        guard let typed = value as? Value else { return false }
        return isPresent(typed)
    }

    override final func write(any value: Any, to writer: inout JSONWriter) {
        guard let typed = value as? Value else { writer.null(); return }
        write(typed, to: &writer)
    }

    override final func jsonValue(fromAny value: Any) -> Any? {
        guard let typed = value as? Value else { return nil }
        return jsonValue(typed)
    }
}

/// The encoder of a type without a JSON form (closures, tuples...): it
/// writes nothing, as its base class does, and says so.
final class NoJSONFormEncoder<Value>: ValueEncoder<Value>, @unchecked Sendable {
    override var mayHaveJSONForm: Bool { false }
}
