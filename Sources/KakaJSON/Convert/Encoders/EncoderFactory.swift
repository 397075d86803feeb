import Foundation

/// Chooses the encoder for a type, once, like `ConverterFactory` does for decoding.
enum EncoderFactory {
    private static let cache = TypeKeyedCache<AnyEncoder>()

    /// Drops the cached encoders (after a configuration change: model
    /// encoders hold their type's plan).
    static func invalidate() {
        cache.removeAll()
    }

    /// The encoder for `type`, cached.
    static func anyEncoder(for type: Any.Type) -> AnyEncoder {
        // A hit needs neither the generic opening nor a cast to the typed class.
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        func open<T>(_: T.Type) -> AnyEncoder { encoder(for: T.self) as ValueEncoder<T> }
        return open(type)
    }

    /// The encoder of `T`, cached.
    static func encoder<T>(for type: T.Type) -> ValueEncoder<T> {
        if let cached = cache[ObjectIdentifier(type)] as? ValueEncoder<T> { return cached }
        let made = make(T.self)
        // The first one stored wins, so that every plan shares one per type.
        return cache.insert(made, for: ObjectIdentifier(type)) as? ValueEncoder<T> ?? made
    }

    private static func make<T>(_ type: T.Type) -> ValueEncoder<T> {
        if let scalar = scalars[ObjectIdentifier(type)]?() as? ValueEncoder<T> { return scalar }
        let made: AnyEncoder?
        switch TypeShape(type) {
        case .optional(let wrapped):
            func open<Wrapped>(_: Wrapped.Type) -> AnyEncoder {
                OptionalEncoder(wrapped: encoder(for: Wrapped.self))
            }
            made = open(wrapped)
        case .array(let element):
            func open<Element>(_: Element.Type) -> AnyEncoder {
                ArrayEncoder(element: encoder(for: Element.self))
            }
            made = open(element)
        case .hashedCollection(let collection):
            made = collection.makeEncoder()
        case .model(let model):
            func open<M: Convertible>(_: M.Type) -> AnyEncoder { ModelValueEncoder<M>() }
            made = open(model)
        case .enumeration(let enumeration):
            func open<E: ConvertibleEnum>(_: E.Type) -> AnyEncoder { EnumEncoder<E>() }
            made = open(enumeration)
        case .other:
            made = nil
        }
        if let encoder = made as? ValueEncoder<T> { return encoder }
        if let encoder = foundationSubclassEncoder(type) { return encoder }
        let kind = Kind(type)
        if kind == .existential, let encoder = DynamicEncoder.shared as? ValueEncoder<T> { return encoder }
        return ValueEncoder<T>()
    }

    /// Subclasses of the Foundation classes (`NSMutableString`, `__NSCFNumber`...)
    /// use their base class's encoder.
    private static func foundationSubclassEncoder<T>(_ type: T.Type) -> ValueEncoder<T>? {
        guard Kind(type) == .class else { return nil }
        func bridged<Base>(_ base: ValueEncoder<Base>) -> ValueEncoder<T> {
            BridgedEncoder<T, Base>(base) { $0 as? Base }
        }
        if type is NSNumber.Type { return bridged(NumberEncoder()) }
        if type is NSString.Type { return bridged(StringEncoder()) }
        if type is NSURL.Type { return BridgedEncoder<T, URL>(URLEncoder()) { ($0 as? NSURL)?.absoluteURL } }
        if type is NSDate.Type { return BridgedEncoder<T, Date>(DateEncoder()) { ($0 as? NSDate).map { $0 as Date } } }
        if type is NSData.Type { return BridgedEncoder<T, Data>(DataEncoder()) { ($0 as? NSData).map { $0 as Data } } }
        if type is NSNull.Type { return bridged(NullEncoder()) }
        if type is NSArray.Type || type is NSSet.Type || type is NSDictionary.Type {
            return FoundationCollectionEncoder<T> { LooseValue($0) }
        }
        return nil
    }

    // A constrained generic class named with concrete arguments
    // (`IntegerEncoder<Int64>`) is instantiated from its mangled name, and the
    // runtime then proves the constraint (`Int64: FixedWidthInteger`) by
    // searching the process's conformance records: about 100k instructions on
    // the first use of each type. Unspecialized generic code receives the
    // witness table from its caller instead, so instantiation is only a
    // metadata-cache lookup.
    @_semantics("optimize.sil.specialize.generic.never")
    private static func integer<Value: FixedWidthInteger>(_: Value.Type) -> AnyEncoder {
        IntegerEncoder<Value>()
    }

    @_semantics("optimize.sil.specialize.generic.never")
    private static func floating<Value: BinaryFloatingPoint>(_: Value.Type) -> AnyEncoder {
        DoubleEncoder<Value>()
    }

    private static let scalars: [ObjectIdentifier: @Sendable () -> AnyEncoder] = [
        ObjectIdentifier(Int.self): { integer(Int.self) },
        ObjectIdentifier(Int8.self): { integer(Int8.self) },
        ObjectIdentifier(Int16.self): { integer(Int16.self) },
        ObjectIdentifier(Int32.self): { integer(Int32.self) },
        ObjectIdentifier(Int64.self): { integer(Int64.self) },
        ObjectIdentifier(UInt.self): { integer(UInt.self) },
        ObjectIdentifier(UInt8.self): { integer(UInt8.self) },
        ObjectIdentifier(UInt16.self): { integer(UInt16.self) },
        ObjectIdentifier(UInt32.self): { integer(UInt32.self) },
        ObjectIdentifier(UInt64.self): { integer(UInt64.self) },
        ObjectIdentifier(Double.self): { floating(Double.self) },
        ObjectIdentifier(CGFloat.self): { floating(CGFloat.self) },
        ObjectIdentifier(Float.self): { FloatEncoder() },
        ObjectIdentifier(Bool.self): { BoolEncoder() },
        ObjectIdentifier(String.self): { StringEncoder() },
        ObjectIdentifier(Substring.self): { BridgedEncoder<Substring, String>(StringEncoder()) { String($0) } },
        ObjectIdentifier(Decimal.self): { DecimalEncoder() },
        ObjectIdentifier(Date.self): { DateEncoder() },
        ObjectIdentifier(URL.self): { URLEncoder() },
        ObjectIdentifier(Data.self): { DataEncoder() },
        ObjectIdentifier(Any.self): { DynamicEncoder.shared },
        ObjectIdentifier(AnyHashable.self): { BridgedEncoder<AnyHashable, Any>(DynamicEncoder.shared) { $0.base } },
    ]
}
