import Foundation

/// `Wrapped?` at any depth: converts the wrapped value. null keeps the default.
final class OptionalConverter<Wrapped>: Converter<Wrapped?>, @unchecked Sendable {
    let wrapped: Converter<Wrapped>

    init(wrapped: Converter<Wrapped>) { self.wrapped = wrapped }

    override func value(from node: JSONNode) -> Wrapped?? {
        wrapped.value(from: node).map { .some($0) }
    }

    override func value(fromAny value: Any) -> Wrapped?? {
        guard let unwrapped = LooseValue.unwrapped(value) else { return nil }
        return wrapped.value(fromAny: unwrapped).map { .some($0) }
    }

    override var updatesInPlace: Bool { wrapped.updatesInPlace }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        // A model with a default instance is filled in place; anything else is replaced.
        if wrapped.updatesInPlace { return super.write(node, to: address, offset: offset) }
        return wrapped.writeSome(node, to: address, offset: offset)
    }

    override func update(_ existing: inout Wrapped?, from node: JSONNode) -> Bool {
        guard var current = existing else {
            guard let converted = wrapped.value(from: node) else { return false }
            existing = converted
            return true
        }
        guard wrapped.update(&current, from: node) else { return false }
        existing = current
        return true
    }

    override func update(_ existing: inout Wrapped?, fromAny value: Any) -> Bool {
        guard var current = existing, let unwrapped = LooseValue.unwrapped(value) else {
            return super.update(&existing, fromAny: value)
        }
        guard wrapped.update(&current, fromAny: unwrapped) else { return false }
        existing = current
        return true
    }

    /// In a collection, an element that is null or does not convert is a nil
    /// element, so `[Book?]` keeps its positions.
    override func element(from node: JSONNode) -> Wrapped?? {
        .some(wrapped.value(from: node))
    }

    override func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        address.initialize(wrapped.value(from: node), at: 0)
        return true
    }

    override func element(fromAny value: Any) -> Wrapped?? {
        .some(LooseValue.unwrapped(value).flatMap(wrapped.value(fromAny:)))
    }
}

/// `[Element]`: elements that do not convert are left out.
final class ArrayConverter<Element>: Converter<[Element]>, @unchecked Sendable {
    let element: Converter<Element>
    /// Made once: most arrays in real JSON are empty, and building one in
    /// generic code asks the runtime for the array type's metadata.
    private let empty: [Element] = []

    init(element: Converter<Element>) { self.element = element }

    override func value(from node: JSONNode) -> [Element]? {
        node.array.map(elements(of:))
    }

    private func elements(of array: JSONArrayNode) -> [Element] {
        if array.isEmpty { return empty }
        return element.elements(of: array)
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let array = node.array else { return false }
        // Typed here: `InstanceAddress.store` would look up `[Element]`'s
        // metadata on every array (7% of decoding citm_catalog.json).
        address.property(at: offset, as: [Element].self).pointee = elements(of: array)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let array = node.array else { return false }
        address.property(at: offset, as: [Element]?.self).pointee = elements(of: array)
        return true
    }

    override func value(fromAny value: Any) -> [Element]? {
        if let same = LooseValue.identical(value, as: [Element].self) { return same }
        guard case .array(let array) = LooseValue(value) else { return nil }
        return array.isEmpty ? empty : element.elements(fromAny: array)
    }
}

/// `Set<Element>`, from a JSON array (or any array or set).
final class SetConverter<Element: Hashable>: Converter<Set<Element>>, @unchecked Sendable {
    let array: ArrayConverter<Element>

    init(element: Converter<Element>) { array = ArrayConverter(element: element) }

    override func value(from node: JSONNode) -> Set<Element>? {
        array.value(from: node).map { Set($0) }
    }

    override func value(fromAny value: Any) -> Set<Element>? {
        if let same = value as? Set<Element>, Swift.type(of: value) == Set<Element>.self { return same }
        return array.value(fromAny: value).map { Set($0) }
    }
}

/// `[Key: Value]` from a JSON object: keys are converted from their strings
/// (so `[Int: V]` reads "1"), values that do not convert are left out.
final class DictionaryConverter<Key: Hashable, Value>: Converter<[Key: Value]>, @unchecked Sendable {
    let key: Converter<Key>
    let value: Converter<Value>

    init(key: Converter<Key>, value: Converter<Value>) {
        self.key = key
        self.value = value
    }

    override func value(from node: JSONNode) -> [Key: Value]? {
        guard let object = node.object else { return nil }
        var result: [Key: Value] = [:]
        result.reserveCapacity(object.count)
        for member in object {
            // The key read as a string node: a String key is created straight from its bytes.
            guard let convertedKey = key.value(from: member.key.node),
                  let convertedValue = value.element(from: member.value) else { continue }
            result[convertedKey] = convertedValue
        }
        return result
    }

    override func value(fromAny any: Any) -> [Key: Value]? {
        if let same = any as? [Key: Value], Swift.type(of: any) == [Key: Value].self { return same }
        guard case .dictionary(let dictionary) = LooseValue(any) else { return nil }
        var result: [Key: Value] = [:]
        result.reserveCapacity(dictionary.count)
        for (name, element) in dictionary {
            guard let convertedKey = key.value(fromAny: name),
                  let convertedValue = value.element(fromAny: element) else { continue }
            result[convertedKey] = convertedValue
        }
        return result
    }
}

/// A scalar converter given as a closure over `LooseValue`: the Foundation
/// types (NSString, NSData, NSArray, NSDictionary... and their mutable forms)
/// that reuse the rules of a Swift type and only wrap the result.
final class ClosureConverter<Value>: LooseConverter<Value>, @unchecked Sendable {
    private let make: @Sendable (LooseValue) -> Value?

    init(_ make: @escaping @Sendable (LooseValue) -> Value?) { self.make = make }

    override func convert(_ value: LooseValue) -> Value? { make(value) }
}

/// `Any`: the JSON value as Foundation-style values; anything else as given.
final class AnyValueConverter: Converter<Any>, @unchecked Sendable {
    override func value(from node: JSONNode) -> Any? {
        node.isNull ? nil : node.foundationValue
    }

    override func value(fromAny value: Any) -> Any? {
        guard !LooseValue.isNull(value) else { return nil }
        return LooseValue.unwrapped(value)
    }
}
