import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// `Wrapped?` at any depth: converts the wrapped value. null keeps the default.
final class OptionalConverter: AnyConverter, @unchecked Sendable {
    let wrapped: AnyConverter

    /// `type` is `Optional<wrapped.valueType>`.
    init(_ type: Any.Type, wrapped: AnyConverter) {
        self.wrapped = wrapped
        super.init(valueType: type)
    }

    override var parts: [AnyConverter] { [wrapped] }

    /// `body`'s result; when `isNull`, with no issue reported: an Optional
    /// given null is nil (or keeps its default), as it should be.
    @inline(__always)
    private func quietlyIf(_ isNull: Bool, _ body: () -> Bool) -> Bool {
        guard isNull, let session = IssueSession.current else { return body() }
        return session.muting(body)
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        quietlyIf(node.isNull) { PropertyStore.initializeSome(wrapped.valueType, at: address) { wrapped.initialize(node, at: $0) } }
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        guard let unwrapped = LooseValue.unwrapped(value) else { return false }
        return quietlyIf(LooseValue.isNull(unwrapped)) {
            PropertyStore.initializeSome(wrapped.valueType, at: address) { wrapped.initialize(fromAny: unwrapped, at: $0) }
        }
    }

    /// In a collection, an element that is null or does not convert is a nil
    /// element, so `[Book?]` keeps its positions.
    override func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        _ = quietlyIf(node.isNull) {
            PropertyStore.initializeOptional(wrapped.valueType, at: address) { wrapped.initialize(node, at: $0) }
            return true
        }
        return true
    }

    override func initializeElement(fromAny value: Any, at address: InstanceAddress) -> Bool {
        let unwrapped = LooseValue.unwrapped(value)
        _ = quietlyIf(unwrapped.map(LooseValue.isNull) ?? true) {
            PropertyStore.initializeOptional(wrapped.valueType, at: address) { element in
                unwrapped.map { wrapped.initialize(fromAny: $0, at: element) } ?? false
            }
            return true
        }
        return true
    }

    override var updatesInPlace: Bool { wrapped.updatesInPlace }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        let isNull = node.isNull
        if isNull && wrapped.rejectsNull { return false }
        return quietlyIf(isNull) {
            // A model already there is filled in place; anything else is replaced.
            if wrapped.updatesInPlace {
                var filled = false
                if PropertyStore.assignIfPresent(wrapped.valueType, at: address, offset: offset, with: { filled = true; return wrapped.write(node, to: $0, offset: 0) }) {
                    return true
                }
                // A model that did not take the value would not take it as a new one either.
                if filled { return false }
            }
            return wrapped.writeSome(node, to: address, offset: offset)
        }
    }

    override func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        guard let unwrapped = LooseValue.unwrapped(value) else { return false }
        let isNull = LooseValue.isNull(unwrapped)
        if isNull && wrapped.rejectsNull { return false }
        return quietlyIf(isNull) {
            if wrapped.updatesInPlace {
                var filled = false
                if PropertyStore.assignIfPresent(wrapped.valueType, at: address, offset: offset, with: {
                    filled = true
                    return wrapped.write(any: unwrapped, to: $0, offset: 0)
                }) {
                    return true
                }
                if filled { return false }
            }
            return wrapped.writeSome(any: unwrapped, to: address, offset: offset)
        }
    }
}

/// `[Element]`: elements that do not convert are left out.
final class ArrayConverter: AnyConverter, @unchecked Sendable {
    override var rejectsNull: Bool { true }

    let element: AnyConverter

    /// `type` is `Array<element.valueType>`.
    init(_ type: Any.Type, element: AnyConverter) {
        self.element = element
        super.init(valueType: type)
    }

    override var parts: [AnyConverter] { [element] }

    // `Array()`, not `[]`: in generic code the literal is a call into the
    // standard library that asks for the array's metadata, and most arrays
    // in real JSON are empty.
    private func elements<Element>(_: Element.Type, of array: JSONArrayNode) -> [Element] {
        if array.isEmpty { return Array() }
        return makeArray(capacity: array.count) { start, stride in
            element.initializeElements(of: array, from: start, stride: stride)
        }
    }

    private func elements<Element>(_: Element.Type, fromAny items: [Any]) -> [Element] {
        if items.isEmpty { return Array() }
        let session = IssueSession.current
        session?.push(.array)
        defer { session?.pop() }
        return makeArray(capacity: items.count) { index, address in
            session?.move(to: index)
            return element.initializeElement(fromAny: items[index], at: address)
        }
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let array = node.array else {
            return EmbeddedJSON.convert(node, as: .array, type: valueType) { initialize($0, at: address) }
        }
        func typed<Element>(_: Element.Type) {
            PropertyStore.initialize(elements(Element.self, of: array), at: address)
        }
        typed(element.valueType)
        return true
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let array = node.array else {
            return EmbeddedJSON.convert(node, as: .array, type: valueType) { write($0, to: address, offset: offset) }
        }
        // Typed here: a store in KakaMetadata would look up `[Element]`'s
        // metadata on every array.
        func typed<Element>(_: Element.Type) {
            PropertyStore.assign(elements(Element.self, of: array), at: address, offset: offset)
        }
        typed(element.valueType)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let array = node.array else {
            return EmbeddedJSON.convert(node, as: .array, type: valueType) { writeSome($0, to: address, offset: offset) }
        }
        func typed<Element>(_: Element.Type) {
            PropertyStore.assignSome(elements(Element.self, of: array), at: address, offset: offset)
        }
        typed(element.valueType)
        return true
    }

    /// `value` when it is exactly an `Array`; out of line, as `typed` below
    /// should not ask for `[Element]?`'s metadata unless it gets here.
    @inline(never)
    private static func same<Array>(_ value: Any, as _: Array.Type) -> Array? {
        LooseValue.identical(value, as: Array.self)
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        func typed<Element>(_: Element.Type) -> Bool {
            let converted: [Element]
            // `[Any]`, what JSONSerialization gives, is told from the dynamic
            // type alone: looking for `[Element]` itself asks the runtime for
            // that type's metadata (and its Optional's) on every array.
            if Swift.type(of: value) != [Any].self, let same = Self.same(value, as: [Element].self) {
                converted = same
            } else if case .array(let items) = LooseValue(value) {
                converted = elements(Element.self, fromAny: items)
            } else {
                return EmbeddedJSON.convert(any: value, as: .array, type: valueType) { initialize($0, at: address) }
            }
            PropertyStore.initialize(converted, at: address)
            return true
        }
        return typed(element.valueType)
    }
}

extension ClosureConverter {
    /// `Set<Element>`, from a JSON array (or any array or set), by the array's rules.
    static func set<Element: Hashable>(_ type: Set<Element>.Type, element: AnyConverter) -> ClosureConverter {
        let array = ArrayConverter([Element].self, element: element)
        return ClosureConverter(valueType: type, fromNode: { node, address in
            guard let elements = array.value(from: node, as: [Element].self) else { return false }
            PropertyStore.initialize(Set(elements), at: address)
            return true
        }, fromAny: { value, address in
            if PropertyStore.initialize(identical: value, as: Set<Element>.self, at: address) { return true }
            guard let elements = PropertyStore.temporaryValue([Element].self, { array.initialize(fromAny: value, at: $0) }) else {
                return false
            }
            PropertyStore.initialize(Set(elements), at: address)
            return true
        }, parts: [array])
    }

    /// `[Key: Value]` from a JSON object: keys are converted from their strings
    /// (so `[Int: V]` reads "1"), values that do not convert are left out.
    static func dictionary<Key: Hashable, Value>(_ type: [Key: Value].Type,
                                                 key: AnyConverter, value: AnyConverter) -> ClosureConverter {
        // Each member's key and value are made in the same two temporaries
        // and moved into the dictionary. The two loops are written out: one
        // generic over the member sequence is measurably slower.
        // A local function, so that JSON text inside a string is read by the same code.
        func fromNode(_ node: JSONNode, _ address: InstanceAddress) -> Bool {
            guard let object = node.object else {
                return EmbeddedJSON.convert(node, as: .object, type: type) { fromNode($0, address) }
            }
            var result = [Key: Value](minimumCapacity: object.count)
            let session = IssueSession.current
            session?.push(.members)
            defer { session?.pop() }
            var collisions = DictionaryKeyCollisions<Key>()
            // A key given twice: the last member wins, as for a model's
            // property (`RepeatedKeys`). A session also needs the keys whose
            // member did not convert, to see a repeat of those.
            var unconvertedKeys = Set<Key>()
            withTemporaryValue(Key.self) { keyStorage, takeKey in
                withTemporaryValue(Value.self) { valueStorage, takeValue in
                    for member in object {
                        session?.move(to: member.key.node.tapeIndex)
                        // The key read as a string node: a String key is created straight from its bytes.
                        guard key.initialize(member.key.node, at: keyStorage) else { continue }
                        let convertedKey = takeKey()
                        if collisions.noteInOrder(convertedKey, text: member.key.node.string ?? "") {
                            result[convertedKey] = nil
                        }
                        if let session, result[convertedKey] != nil || unconvertedKeys.contains(convertedKey) {
                            session.replaceReportsOfRepeatedKey()
                        }
                        guard value.initializeElement(member.value, at: valueStorage) else {
                            if result.removeValue(forKey: convertedKey) == nil, session != nil {
                                unconvertedKeys.insert(convertedKey)
                            }
                            continue
                        }
                        result[convertedKey] = takeValue()
                    }
                }
            }
            PropertyStore.initialize(result, at: address)
            return true
        }
        return ClosureConverter(valueType: type, fromNode: fromNode, fromAny: { any, address in
            if PropertyStore.initialize(identical: any, as: [Key: Value].self, at: address) { return true }
            guard case .dictionary(let dictionary) = LooseValue(any) else {
                return EmbeddedJSON.convert(any: any, as: .object, type: type) { fromNode($0, address) }
            }
            var result = [Key: Value](minimumCapacity: dictionary.count)
            let session = IssueSession.current
            var collisions = DictionaryKeyCollisions<Key>()
            withTemporaryValue(Key.self) { keyStorage, takeKey in
                withTemporaryValue(Value.self) { valueStorage, takeValue in
                    for (name, element) in dictionary {
                        session?.pushKey(name)
                        defer { session?.popKey() }
                        guard key.initialize(fromAny: name, at: keyStorage) else { continue }
                        let convertedKey = takeKey()
                        guard collisions.noteUnordered(convertedKey, text: name) else { continue }
                        result[convertedKey] = nil
                        guard value.initializeElement(fromAny: element, at: valueStorage) else { continue }
                        result[convertedKey] = takeValue()
                    }
                }
            }
            PropertyStore.initialize(result, at: address)
            return true
        }, parts: [key, value])
    }
}

/// `Any`: the JSON value as Foundation-style values; anything else as given.
final class AnyValueConverter: AnyConverter, @unchecked Sendable {
    init() { super.init(valueType: Any.self) }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        let value = node.foundationValue
        // null, and a number beyond Double's range (null too), keep the default.
        guard !(value is NSNull) else {
            if node.kind == .number {
                IssueSession.current?.report(.outOfRange, "found \(IssueText.describe(node)), which is beyond Double's range",
                                             keptDefault: true)
            } else {
                reportMismatch(node)
            }
            return false
        }
        PropertyStore.initialize(any: value, at: address)
        return true
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        guard !LooseValue.isNull(value), let unwrapped = LooseValue.unwrapped(value) else {
            reportMismatch("null")
            return false
        }
        PropertyStore.initialize(any: unwrapped, at: address)
        return true
    }

    /// An element of `[Any]` keeps its position: null is `NSNull()`, as in
    /// an untyped value's collections.
    override func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        PropertyStore.initialize(any: node.foundationValue, at: address)
        return true
    }

    override func initializeElement(fromAny value: Any, at address: InstanceAddress) -> Bool {
        let element: Any = LooseValue.unwrapped(value) ?? NSNull()
        PropertyStore.initialize(any: element, at: address)
        return true
    }
}

/// A type with no conversion rule: only a value that already has the type converts.
final class IdentityConverter: AnyConverter, @unchecked Sendable {
    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        initialize(fromAny: node.foundationValue, at: address)
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        func typed<Value>(_: Value.Type) -> Bool {
            guard let same = value as? Value else {
                reportMismatch(any: value)
                return false
            }
            PropertyStore.initialize(same, at: address)
            return true
        }
        return typed(valueType)
    }
}
