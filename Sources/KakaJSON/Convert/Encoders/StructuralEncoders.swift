import Foundation

/// `Wrapped?` at any depth: the wrapped value; nil is absent (left out of objects).
///
/// Generic over the optional type itself, not over `Wrapped`: code generic
/// over `Wrapped` that looks inside a `Wrapped?` asks the runtime for
/// `Optional<Wrapped>`'s metadata on every call (a hash lookup), while here
/// that metadata is the class's own generic argument and `OptionalValue`'s
/// methods receive it.
final class OptionalEncoder<Value: OptionalValue>: ValueEncoder<Value>, @unchecked Sendable {
    let wrapped: ValueEncoder<Value.Wrapped>

    init(wrapped: ValueEncoder<Value.Wrapped>) { self.wrapped = wrapped }

    override var parts: [AnyEncoder] { [wrapped] }

    override func isPresent(_ value: Value) -> Bool {
        var present = false
        value.withWrapped { present = wrapped.isPresent($0) }
        return present
    }

    override func write(_ value: Value, to writer: inout JSONWriter) {
        let wrapped = self.wrapped
        var written = false
        value.withWrapped {
            wrapped.write($0, to: &writer)
            written = true
        }
        if !written { writer.null() }
    }

    override func jsonValue(_ value: Value) -> Any? {
        var json: Any?
        value.withWrapped { json = wrapped.jsonValue($0) }
        return json
    }

    // In place: `.some` is told from the storage without copying the
    // wrapped value out, which is then written where it lies. Every method
    // below passes the optional's address (or offset) on to the wrapped
    // value's encoder unchanged.
    // ABI: an Optional's payload is stored at offset 0 of its storage.

    override func writeMember(_ key: JSONWriter.PreparedKey, from address: InstanceAddress, offset: Int,
                              to writer: inout JSONWriter) {
        guard wrapped.writesInPlace else { return super.writeMember(key, from: address, offset: offset, to: &writer) }
        // Asked through every level: `.some(nil)` of a nested optional has no key either.
        guard isPresent(storedAt: address.advanced(by: offset)) else { return }
        writer.key(key)
        wrapped.writeElement(storedAt: address.advanced(by: offset), to: &writer)
    }

    override func writeElement(storedAt address: InstanceAddress, to writer: inout JSONWriter) {
        guard wrapped.writesInPlace else { return super.writeElement(storedAt: address, to: &writer) }
        guard isSome(storedAt: address) else { return writer.null() }
        wrapped.writeElement(storedAt: address, to: &writer)
    }

    override func jsonValue(from address: InstanceAddress, offset: Int) -> Any? {
        guard wrapped.writesInPlace else { return super.jsonValue(from: address, offset: offset) }
        return jsonElement(storedAt: address.advanced(by: offset))
    }

    override func setJSONValue(from address: InstanceAddress, offset: Int, for member: EncodePlan.Member,
                               in object: inout JSONObjectBuilder) {
        guard isSome(storedAt: address.advanced(by: offset)) else { return }
        wrapped.setJSONValue(from: address, offset: offset, for: member, in: &object)
    }

    override func jsonElement(storedAt address: InstanceAddress) -> Any? {
        guard wrapped.writesInPlace else { return super.jsonElement(storedAt: address) }
        guard isSome(storedAt: address) else { return nil }
        return wrapped.jsonElement(storedAt: address)
    }

    override var writesInPlace: Bool { wrapped.writesInPlace }

    override func isPresent(storedAt address: InstanceAddress) -> Bool {
        isSome(storedAt: address) && wrapped.isPresent(storedAt: address)
    }

    /// Whether the optional stored at `address` is `.some`, told in place.
    @inline(__always)
    private func isSome(storedAt address: InstanceAddress) -> Bool {
        Value.isSome(at: address.property(at: 0, as: Value.self))
    }

    override var optionalWrappedType: Any.Type? { Value.Wrapped.self }

    override var mayHaveJSONForm: Bool { wrapped.mayHaveJSONForm }
}

/// Any sequence written as a JSON array (`[E]`, `Set<E>`): absent elements are
/// written as `null`, so positions are kept.
final class SequenceEncoder<Value: Sequence>: ValueEncoder<Value>, @unchecked Sendable {
    let element: ValueEncoder<Value.Element>

    init(element: ValueEncoder<Value.Element>) { self.element = element }

    override var parts: [AnyEncoder] { [element] }

    override func isPresent(_ value: Value) -> Bool { true }

    override func write(_ value: Value, to writer: inout JSONWriter) {
        writer.beginArray()
        for item in value {
            if element.isPresent(item) { element.write(item, to: &writer) } else { writer.null() }
        }
        writer.endArray()
    }

    override func jsonValue(_ value: Value) -> Any? {
        value.map { element.jsonValue($0) ?? NSNull() }
    }
}

/// `[Element]`, iterated through its buffer: iterating a `Sequence` in
/// unspecialized generic code costs a witness call and an associated-type
/// lookup per element.
final class ArrayEncoder<Element>: ValueEncoder<[Element]>, @unchecked Sendable {
    let element: ValueEncoder<Element>

    init(element: ValueEncoder<Element>) { self.element = element }

    override var parts: [AnyEncoder] { [element] }

    override func isPresent(_ value: [Element]) -> Bool { true }

    override func write(_ value: [Element], to writer: inout JSONWriter) {
        let element = self.element
        writer.beginArray()
        if element.writesInPlace {
            // Each element written where it lies: a copy of a struct model
            // would retain and release everything in it.
            forEachElementAddress(of: value) { element.writeElement(storedAt: $0, to: &writer) }
        } else {
            value.withUnsafeBufferPointer { items in
                for index in 0..<items.count {
                    if element.isPresent(items[index]) { element.write(items[index], to: &writer) } else { writer.null() }
                }
            }
        }
        writer.endArray()
    }

    override var valueIsItsOwnJSONValue: Bool { element.valueIsItsOwnJSONValue }

    override func setJSONValue(from address: InstanceAddress, offset: Int, for member: EncodePlan.Member,
                               in object: inout JSONObjectBuilder) {
        // Straight into the dictionary, as the scalar encoders do; `[Int]`
        // without value witnesses (this class's methods run unspecialized).
        // Not `address.load([Element].self, ...)`: naming `[Element]` here
        // looks its metadata up on every call (ValueEncoder's methods know it).
        if Element.self == Int.self {
            // The property is an `[Element]`, which is `[Int]` itself here.
            object.set(address.load([Int].self, at: offset), for: member)
        } else if element.valueIsItsOwnJSONValue {
            object.set(boxedValue(from: address, offset: offset), for: member)
        } else {
            super.setJSONValue(from: address, offset: offset, for: member, in: &object)
        }
    }

    override func jsonValue(_ value: [Element]) -> Any? {
        // `[Int]`, `[String]`...: the array itself, as a hand-written mapper hands it over.
        if element.valueIsItsOwnJSONValue { return boxed(value) }
        // By index over the buffer into a concrete `[Any]`: `value.map` in this
        // unspecialized class asks the runtime for `Array<Element>`'s metadata
        // and witness tables on every array.
        let element = self.element
        if element.jsonValueIsObject {
            var objects: [[String: Any]] = []
            objects.reserveCapacity(value.count)
            forEachElementAddress(of: value) { objects.append(element.jsonObject(storedAt: $0)) }
            return objects
        }
        var result: [Any] = []
        result.reserveCapacity(value.count)
        if element.writesInPlace {
            // Read where they lie, as `write(_:to:)` does.
            forEachElementAddress(of: value) { result.append(element.jsonElement(storedAt: $0) ?? NSNull()) }
            return result
        }
        value.withUnsafeBufferPointer { items in
            for index in 0..<items.count { result.append(element.jsonValue(items[index]) ?? NSNull()) }
        }
        return result
    }
}

/// `[Key: Value]` written as a JSON object; absent values are left out.
///
/// A key is written as the text of its JSON value (a String as is, an
/// enum's raw value, a number's digits): the text the reader converts back
/// into the key. A key with no such value (a model, say) is written as its
/// description.
final class DictionaryEncoder<Key: Hashable, Element>: ValueEncoder<[Key: Element]>, @unchecked Sendable {
    let element: ValueEncoder<Element>
    /// The encoder of a key that is not a `String`.
    private let key: ValueEncoder<Key>?

    init(key: ValueEncoder<Key>?, element: ValueEncoder<Element>) {
        self.key = key
        self.element = element
    }

    override var parts: [AnyEncoder] { [element] }

    override func isPresent(_ value: [Key: Element]) -> Bool { true }

    override func write(_ value: [Key: Element], to writer: inout JSONWriter) {
        writer.beginObject()
        for (key, item) in value where element.isPresent(item) {
            writer.key(name(of: key))
            element.write(item, to: &writer)
        }
        writer.endObject()
    }

    override var valueIsItsOwnJSONValue: Bool { Key.self == String.self && element.valueIsItsOwnJSONValue }

    override func jsonValue(_ value: [Key: Element]) -> Any? {
        if valueIsItsOwnJSONValue { return boxed(value) }
        var result = [String: Any](minimumCapacity: value.count)
        for (key, item) in value {
            if let converted = element.jsonValue(item) { result[name(of: key)] = converted }
        }
        return result
    }

    private func name(of key: Key) -> String {
        if let text = key as? String { return text }
        guard let value = self.key?.jsonValue(key) else { return "\(key)" }
        switch LooseValue(value) {
        case .string(let text): return text
        case .number(let number): return number.text
        case .bool(let bool): return bool ? "true" : "false"
        case .null, .date, .url, .data, .array, .dictionary, .other: return "\(key)"
        }
    }
}

/// `Any`, `AnyObject`, protocol existentials, and the elements of NSArray,
/// NSSet and NSDictionary: the encoder of the value's dynamic type, looked up
/// (and cached) per type.
final class DynamicEncoder: ValueEncoder<Any>, @unchecked Sendable {
    /// The encoder of untyped values with dates in the default format.
    static let shared = DynamicEncoder(dates: .secondsSince1970)

    /// How the dates among the values are written.
    let dates: DateFormat

    init(dates: DateFormat) {
        self.dates = dates
    }

    private func encoder(for value: Any) -> (AnyEncoder, Any)? {
        guard let unwrapped = LooseValue.unwrapped(value) else { return nil }
        let type = Swift.type(of: unwrapped)
        // An existential can only hold a concrete type; guard against looping on `Any` itself.
        guard type != Any.self else { return nil }
        return (EncoderFactory.anyEncoder(for: type, dates: dates), unwrapped)
    }

    override func isPresent(_ value: Any) -> Bool {
        guard let (encoder, unwrapped) = encoder(for: value) else { return false }
        return encoder.isPresent(any: unwrapped)
    }

    // Untyped values nest without models in between ([Any] in [Any]...):
    // deep ones go on with a larger stack.
    override func write(_ value: Any, to writer: inout JSONWriter) {
        guard let (encoder, unwrapped) = encoder(for: value) else { writer.null(); return }
        StackGuard.nested { encoder.write(any: unwrapped, to: &writer) }
    }

    override func jsonValue(_ value: Any) -> Any? {
        guard let (encoder, unwrapped) = encoder(for: value) else { return nil }
        return StackGuard.nested { encoder.jsonValue(fromAny: unwrapped) }
    }
}

/// NSArray, NSSet and NSDictionary (and their subclasses): elements encoded by their dynamic type.
///
/// A mutable one may contain itself, directly or through another: each is
/// written while it counts as being written (`ConversionState.writing`, as
/// class models are), and a reference back to one is `null`, as a cycle of
/// models is. Swift collections are values, which cannot contain themselves,
/// and take no part.
final class FoundationCollectionEncoder<Value>: ValueEncoder<Value>, @unchecked Sendable {
    private let dynamic: DynamicEncoder

    init(dynamic: DynamicEncoder) {
        self.dynamic = dynamic
    }

    override func isPresent(_ value: Value) -> Bool { true }

    override func write(_ value: Value, to writer: inout JSONWriter) {
        // `Value` is a Foundation class (see EncoderFactory): its value is the reference.
        let written: Void? = ConversionState.writing(ModelStorage.object(value)) {
            switch FoundationContainer(value) {
            case let container? where !container.isDictionary:
                SequenceEncoder<[Any]>(element: dynamic).write(container.elements, to: &writer)
            case let container?:
                DictionaryEncoder<String, Any>(key: nil, element: dynamic).write(Self.dictionary(container), to: &writer)
            case nil: writer.null()
            }
        }
        if written == nil { writer.null() }
    }

    override func jsonValue(_ value: Value) -> Any? {
        let converted: Any?? = ConversionState.writing(ModelStorage.object(value)) {
            switch FoundationContainer(value) {
            case let container? where !container.isDictionary:
                return SequenceEncoder<[Any]>(element: dynamic).jsonValue(container.elements)
            case let container?:
                return DictionaryEncoder<String, Any>(key: nil, element: dynamic).jsonValue(Self.dictionary(container))
            case nil: return nil
            }
        }
        // A reference back to a container being converted: null, as in text.
        return converted ?? NSNull()
    }

    /// A dictionary's members by the text of their keys.
    private static func dictionary(_ container: FoundationContainer) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, member) in container.members { result["\(key.base)"] = member }
        return result
    }
}
