import Foundation

/// Chooses the encoder for a type, once, like `ConverterFactory` does for decoding.
enum EncoderFactory {
    private static let cache = TypeKeyedCache<AnyEncoder>()
    /// Encoders of types holding dates, for each date format but the default.
    private static let dated = DatedCaches<AnyEncoder>()

    /// Drops the cached encoders (after a configuration change: model
    /// encoders hold their type's plan).
    static func invalidate() {
        cache.removeAll()
        dated.removeAll()
    }

    /// The encoder for `type`, cached.
    static func anyEncoder(for type: Any.Type) -> AnyEncoder {
        // A hit needs neither the generic opening nor a cast to the typed class.
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        func open<T>(_: T.Type) -> AnyEncoder { encoder(for: T.self) as ValueEncoder<T> }
        return open(type)
    }

    /// The encoder for `type` when the dates in it follow `dates`.
    static func anyEncoder(for type: Any.Type, dates: DateFormat) -> AnyEncoder {
        if dates.isDefault { return anyEncoder(for: type) }
        if let cached = dated.cache(for: dates)[ObjectIdentifier(type)] { return cached }
        func open<T>(_: T.Type) -> AnyEncoder { encoder(for: T.self, dates: dates) as ValueEncoder<T> }
        return open(type)
    }

    /// The encoder of `T`, cached.
    static func encoder<T>(for type: T.Type) -> ValueEncoder<T> {
        if let cached = cache[ObjectIdentifier(type)] as? ValueEncoder<T> { return cached }
        let made = make(T.self, dates: .secondsSince1970)
        // The first one stored wins, so that every plan shares one per type.
        return cache.insert(made, for: ObjectIdentifier(type)) as? ValueEncoder<T> ?? made
    }

    /// The encoder of `T` when the dates in it follow `dates`, cached.
    static func encoder<T>(for type: T.Type, dates: DateFormat) -> ValueEncoder<T> {
        if dates.isDefault { return encoder(for: T.self) }
        let cache = dated.cache(for: dates)
        if let cached = cache[ObjectIdentifier(type)] as? ValueEncoder<T> { return cached }
        let made = make(T.self, dates: dates)
        return cache.insert(made, for: ObjectIdentifier(type)) as? ValueEncoder<T> ?? made
    }

    /// The encoder of untyped values whose dates follow `dates`.
    static func dynamic(dates: DateFormat) -> DynamicEncoder {
        if dates.isDefault { return DynamicEncoder.shared }
        return encoder(for: Any.self, dates: dates) as? DynamicEncoder ?? DynamicEncoder(dates: dates)
    }

    private static func make<T>(_ type: T.Type, dates: DateFormat) -> ValueEncoder<T> {
        if let scalar = ScalarType(valueType: type) ?? ScalarType(wideIntegerType: type),
           let encoder = scalarEncoder(scalar, dates: dates) as? ValueEncoder<T> {
            return encoder
        }
        if type == Any.self, let encoder = (dates.isDefault ? DynamicEncoder.shared : DynamicEncoder(dates: dates))
            as? ValueEncoder<T> { return encoder }
        if type == AnyHashable.self, let encoder = BridgedEncoder<AnyHashable, Any>(dynamic(dates: dates), { $0.base })
            as? ValueEncoder<T> { return encoder }
        let made: AnyEncoder?
        switch TypeShape(type) {
        case .optional(let wrapped):
            func open<Wrapped>(_: Wrapped.Type) -> AnyEncoder {
                OptionalEncoder<Wrapped?>(wrapped: encoder(for: Wrapped.self, dates: dates))
            }
            made = open(wrapped)
        case .array(let element):
            func open<Element>(_: Element.Type) -> AnyEncoder {
                ArrayEncoder(element: encoder(for: Element.self, dates: dates))
            }
            made = open(element)
        case .hashedCollection(let collection):
            made = collection.makeEncoder(dates: dates)
        case .model(let model):
            // Models have their own date formats.
            if !dates.isDefault { return encoder(for: T.self) }
            func open<M: Convertible>(_: M.Type) -> AnyEncoder { ModelValueEncoder<M>() }
            made = open(model)
        case .enumeration(let enumeration):
            if !dates.isDefault { return encoder(for: T.self) }
            func open<E: ConvertibleEnum>(_: E.Type) -> AnyEncoder { EnumEncoder<E>() }
            made = open(enumeration)
        case .other:
            // A Codable type KakaJSON has no rule of its own for.
            func open<E: Encodable>(_: E.Type) -> AnyEncoder { CodableEncoder<E>() }
            made = (T.self as? any Encodable.Type).map { open($0) }
        }
        if let encoder = made as? ValueEncoder<T> { return encoder }
        if let encoder = foundationSubclassEncoder(type, dates: dates) { return encoder }
        let kind = Kind(type)
        if kind == .existential, let encoder = dynamic(dates: dates) as? ValueEncoder<T> { return encoder }
        return NoJSONFormEncoder<T>()
    }

    /// Subclasses of the Foundation classes (`NSMutableString`, `__NSCFNumber`...)
    /// use their base class's encoder.
    private static func foundationSubclassEncoder<T>(_ type: T.Type, dates: DateFormat) -> ValueEncoder<T>? {
        guard Kind(type).isClassInstance else { return nil }
        func bridged<Base>(_ base: ValueEncoder<Base>) -> ValueEncoder<T> {
            BridgedEncoder<T, Base>(base) { $0 as? Base }
        }
        if type is NSNumber.Type { return bridged(NumberEncoder()) }
        if type is NSString.Type { return bridged(StringEncoder()) }
        if type is NSURL.Type { return BridgedEncoder<T, URL>(URLEncoder()) { ($0 as? NSURL)?.absoluteURL } }
        if type is NSDate.Type {
            return BridgedEncoder<T, Date>(DateEncoder(format: dates)) { ($0 as? NSDate).map { $0 as Date } }
        }
        if type is NSData.Type { return BridgedEncoder<T, Data>(DataEncoder()) { ($0 as? NSData).map { $0 as Data } } }
        if type is NSNull.Type { return bridged(NullEncoder()) }
        if type is NSArray.Type || type is NSSet.Type || type is NSDictionary.Type {
            return FoundationCollectionEncoder<T>(dynamic: dynamic(dates: dates))
        }
        return nil
    }

    // A constrained generic class named with concrete arguments
    // (`IntegerEncoder<Int64>`) is instantiated from its mangled name, and the
    // runtime then proves the constraint (`Int64: FixedWidthInteger`) by
    // searching the process's conformance records, on the first use of each
    // type. Unspecialized generic code receives the
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

    /// The encoder of `Int128` or `UInt128`, behind the availability check
    /// that naming them needs (where they do not exist, no type is either).
    private static func wideInteger(_ scalar: ScalarType) -> AnyEncoder? {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return nil }
        return scalar == .int128 ? integer(Int128.self) : integer(UInt128.self)
    }

    // A function, not a table: a table's first use would make the metadata
    // of its storage and of its entries' closure type; a switch makes
    // nothing, and an encoder is made only for a type in use.
    /// The encoder of a Swift scalar; nil for Foundation's classes.
    private static func scalarEncoder(_ scalar: ScalarType, dates: DateFormat) -> AnyEncoder? {
        switch scalar {
        case .int: return integer(Int.self)
        case .int8: return integer(Int8.self)
        case .int16: return integer(Int16.self)
        case .int32: return integer(Int32.self)
        case .int64: return integer(Int64.self)
        case .uint: return integer(UInt.self)
        case .uint8: return integer(UInt8.self)
        case .uint16: return integer(UInt16.self)
        case .uint32: return integer(UInt32.self)
        case .uint64: return integer(UInt64.self)
        case .int128, .uint128: return wideInteger(scalar)
        case .double: return floating(Double.self)
        case .cgFloat: return floating(CGFloat.self)
        case .float: return FloatEncoder()
        case .bool: return BoolEncoder()
        case .string: return StringEncoder()
        case .substring: return BridgedEncoder<Substring, String>(StringEncoder()) { String($0) }
        case .character: return BridgedEncoder<Character, String>(StringEncoder()) { String($0) }
        case .decimal: return DecimalEncoder()
        case .date: return DateEncoder(format: dates)
        case .url: return URLEncoder()
        case .data: return DataEncoder()
        // Not asked for (`make` names no Foundation class): those are found
        // with their subclasses (`__NSCFNumber`...) by `foundationSubclassEncoder`.
        case .nsString, .nsMutableString, .nsNumber, .nsDecimalNumber, .nsDate, .nsURL, .nsData, .nsMutableData, .nsNull:
            return nil
        }
    }
}
