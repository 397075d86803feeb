import Foundation

/// Chooses the converter for a type, once: scalars by identity, then by the
/// type's `TypeShape` (the generic containers by opening their element types,
/// models and enums by conformance). This runs at plan time, never per value.
enum ConverterFactory {
    private static let cache = TypeKeyedCache<AnyConverter>()

    /// Drops the cached converters (after a configuration change: model
    /// converters hold their type's plan).
    static func invalidate() {
        cache.removeAll()
    }

    /// The converter for `type`, cached.
    static func anyConverter(for type: Any.Type) -> AnyConverter {
        // A hit needs neither the generic opening nor a cast to the typed class.
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        func open<T>(_: T.Type) -> AnyConverter { converter(for: T.self) as Converter<T> }
        return open(type)
    }

    /// The converter producing `T`, cached.
    static func converter<T>(for type: T.Type) -> Converter<T> {
        if let cached = cache[ObjectIdentifier(type)] as? Converter<T> { return cached }
        let made = make(T.self)
        // The first one stored wins, so that every plan shares one per type.
        return cache.insert(made, for: ObjectIdentifier(type)) as? Converter<T> ?? made
    }

    private static func make<T>(_ type: T.Type) -> Converter<T> {
        if let scalar = scalars[ObjectIdentifier(type)]?() as? Converter<T> { return scalar }
        let made: AnyConverter?
        switch TypeShape(type) {
        case .optional(let wrapped):
            func open<Wrapped>(_: Wrapped.Type) -> AnyConverter {
                OptionalConverter(wrapped: converter(for: Wrapped.self))
            }
            made = open(wrapped)
        case .array(let element):
            func open<Element>(_: Element.Type) -> AnyConverter {
                ArrayConverter(element: converter(for: Element.self))
            }
            made = open(element)
        case .hashedCollection(let collection):
            made = collection.makeConverter()
        case .model(let model):
            func open<M: Convertible>(_: M.Type) -> AnyConverter { ModelConverter<M>() }
            made = open(model)
        case .enumeration(let enumeration):
            func open<E: ConvertibleEnum>(_: E.Type) -> AnyConverter { EnumConverter<E>() }
            made = open(enumeration)
        case .other:
            made = nil
        }
        if let converter = made as? Converter<T> { return converter }
        if T.self == Any.self, let converter = AnyValueConverter() as? Converter<T> { return converter }
        // Anything else converts only from a value that already has the type.
        return Converter<T>()
    }

    // A constrained generic class named with concrete arguments (`IntegerConverter<Int64>`)
    // is instantiated from its mangled name, and the runtime then proves the
    // constraint (`Int64: FixedWidthInteger`) by searching the process's
    // conformance records: about 100k instructions on the first use of each
    // type. Unspecialized generic code receives the witness table from its
    // caller instead, so instantiation is only a metadata-cache lookup.
    @_semantics("optimize.sil.specialize.generic.never")
    private static func integer<Value: FixedWidthInteger>(_: Value.Type) -> AnyConverter {
        IntegerConverter<Value>()
    }

    @_semantics("optimize.sil.specialize.generic.never")
    private static func floating<Value: BinaryFloatingPoint>(_: Value.Type) -> AnyConverter {
        FloatingConverter<Value>()
    }

    private static let text = StringConverter()
    private static let data = DataConverter()

    private static let scalars: [ObjectIdentifier: @Sendable () -> AnyConverter] = [
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
        ObjectIdentifier(Float.self): { floating(Float.self) },
        ObjectIdentifier(CGFloat.self): { floating(CGFloat.self) },
        ObjectIdentifier(Bool.self): { BoolConverter() },
        ObjectIdentifier(String.self): { StringConverter() },
        ObjectIdentifier(NSString.self): { ClosureConverter<NSString> { text.convert($0).map { NSString(string: $0) } } },
        ObjectIdentifier(NSMutableString.self): {
            ClosureConverter<NSMutableString> { text.convert($0).map { NSMutableString(string: $0) } }
        },
        ObjectIdentifier(Decimal.self): { DecimalConverter() },
        ObjectIdentifier(NSDecimalNumber.self): { DecimalNumberConverter() },
        ObjectIdentifier(NSNumber.self): { NumberConverter() },
        ObjectIdentifier(URL.self): { URLConverter() },
        ObjectIdentifier(NSURL.self): { NSURLConverter() },
        ObjectIdentifier(Data.self): { DataConverter() },
        ObjectIdentifier(NSData.self): { ClosureConverter<NSData> { data.convert($0).map { NSData(data: $0) } } },
        ObjectIdentifier(NSMutableData.self): {
            ClosureConverter<NSMutableData> { data.convert($0).map { NSMutableData(data: $0) } }
        },
        ObjectIdentifier(Date.self): { DateConverter() },
        ObjectIdentifier(NSDate.self): { NSDateConverter() },
        ObjectIdentifier(NSNull.self): { NullConverter() },
        ObjectIdentifier(NSArray.self): { ClosureConverter<NSArray> { $0.array.map { NSArray(array: $0) } } },
        ObjectIdentifier(NSMutableArray.self): {
            ClosureConverter<NSMutableArray> { $0.array.map { NSMutableArray(array: $0) } }
        },
        ObjectIdentifier(NSSet.self): { ClosureConverter<NSSet> { $0.array.map { NSSet(array: $0) } } },
        ObjectIdentifier(NSMutableSet.self): { ClosureConverter<NSMutableSet> { $0.array.map { NSMutableSet(array: $0) } } },
        ObjectIdentifier(NSDictionary.self): {
            ClosureConverter<NSDictionary> { $0.dictionary.map { NSDictionary(dictionary: $0) } }
        },
        ObjectIdentifier(NSMutableDictionary.self): {
            ClosureConverter<NSMutableDictionary> { $0.dictionary.map { NSMutableDictionary(dictionary: $0) } }
        },
    ]
}
