import Foundation

/// Chooses the converter for a type, once: scalars by identity, then by the
/// type's `TypeShape` (the containers around their elements' converters,
/// models and enums by conformance). This runs at plan time, never per value.
enum ConverterFactory {
    private static let cache = TypeKeyedCache<AnyConverter>()
    /// Converters of types holding dates, for each date format but the default.
    private static let dated = DatedCaches<AnyConverter>()

    /// Drops the cached converters (after a configuration change: model
    /// converters hold their type's plan).
    static func invalidate() {
        cache.removeAll()
        dated.removeAll()
    }

    /// The converter for `type`, cached.
    static func anyConverter(for type: Any.Type) -> AnyConverter {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        // The first one stored wins, so that every plan shares one per type.
        return cache.insert(make(type, dates: .secondsSince1970), for: ObjectIdentifier(type))
    }

    /// The converter for `type` when the dates in it follow `dates`.
    static func anyConverter(for type: Any.Type, dates: DateFormat) -> AnyConverter {
        if dates.isDefault { return anyConverter(for: type) }
        let cache = dated.cache(for: dates)
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        return cache.insert(make(type, dates: dates), for: ObjectIdentifier(type))
    }

    private static func make(_ type: Any.Type, dates: DateFormat) -> AnyConverter {
        if type == Date.self { return ClosureConverter.loose(Date.self) { LooseRules.date($0, format: dates) } }
        if type == NSDate.self {
            return wrapping(NSDate.self, { LooseRules.date($0, format: dates) }) {
                NSDate(timeIntervalSince1970: $0.timeIntervalSince1970)
            }
        }
        if let scalar = scalars[ObjectIdentifier(type)] { return scalar() }
        let shape = TypeShape(type)
        switch shape {
        case .optional(let wrapped): return OptionalConverter(type, wrapped: anyConverter(for: wrapped, dates: dates))
        case .array(let element): return ArrayConverter(type, element: anyConverter(for: element, dates: dates))
        case .hashedCollection(let collection): return collection.makeConverter(dates: dates)
        case .model, .enumeration, .other:
            // Models have their own date formats; other types hold no dates.
            if !dates.isDefault { return anyConverter(for: type) }
        }
        switch shape {
        case .model(let model): return ModelConverter(model)
        case .enumeration(let enumeration): return EnumConverter(enumeration)
        default:
            if type == Any.self { return AnyValueConverter() }
            if let decodable = type as? any Decodable.Type { return CodableConverter(decodable) }
            // Anything else converts only from a value that already has the type.
            return IdentityConverter(valueType: type)
        }
    }

    /// A Foundation class that follows a Swift type's rule and wraps its result.
    private static func wrapping<Value, Wrapped>(_ type: Value.Type, diagnosis: ScalarDiagnosis = .other,
                                                 _ rule: @escaping @Sendable (LooseValue) -> Wrapped?,
                                                 _ wrap: @escaping @Sendable (Wrapped) -> Value) -> AnyConverter {
        ClosureConverter.loose(type, diagnosis: diagnosis) { rule($0).map(wrap) }
    }

    // Closures, so that a converter is only made for a type in use.
    private static let scalars: TypeTable<@Sendable () -> AnyConverter> = [
        ObjectIdentifier(Int.self): { IntegerConverter(Int.self) },
        ObjectIdentifier(Int8.self): { IntegerConverter(Int8.self) },
        ObjectIdentifier(Int16.self): { IntegerConverter(Int16.self) },
        ObjectIdentifier(Int32.self): { IntegerConverter(Int32.self) },
        ObjectIdentifier(Int64.self): { IntegerConverter(Int64.self) },
        ObjectIdentifier(UInt.self): { IntegerConverter(UInt.self) },
        ObjectIdentifier(UInt8.self): { IntegerConverter(UInt8.self) },
        ObjectIdentifier(UInt16.self): { IntegerConverter(UInt16.self) },
        ObjectIdentifier(UInt32.self): { IntegerConverter(UInt32.self) },
        ObjectIdentifier(UInt64.self): { IntegerConverter(UInt64.self) },
        ObjectIdentifier(Double.self): { FloatingConverter(Double.self) },
        ObjectIdentifier(Float.self): { FloatingConverter(Float.self) },
        ObjectIdentifier(CGFloat.self): { FloatingConverter(CGFloat.self) },
        ObjectIdentifier(Bool.self): { BoolConverter() },
        ObjectIdentifier(String.self): { StringConverter() },
        ObjectIdentifier(NSString.self): { wrapping(NSString.self, diagnosis: .string, LooseRules.string) { NSString(string: $0) } },
        ObjectIdentifier(NSMutableString.self): {
            wrapping(NSMutableString.self, diagnosis: .string, LooseRules.string) { NSMutableString(string: $0) }
        },
        ObjectIdentifier(Decimal.self): { ClosureConverter.loose(Decimal.self, diagnosis: .decimal, LooseRules.decimal) },
        ObjectIdentifier(NSDecimalNumber.self): {
            wrapping(NSDecimalNumber.self, diagnosis: .decimal, LooseRules.decimal) { NSDecimalNumber(decimal: $0) }
        },
        ObjectIdentifier(NSNumber.self): { ClosureConverter.loose(NSNumber.self, diagnosis: .decimal, exact: LooseRules.exactNumber, LooseRules.number) },
        ObjectIdentifier(URL.self): { ClosureConverter.loose(URL.self, LooseRules.url) },
        ObjectIdentifier(NSURL.self): {
            ClosureConverter.loose(NSURL.self) { LooseRules.url($0).flatMap { NSURL(string: $0.absoluteString) } }
        },
        ObjectIdentifier(Data.self): { ClosureConverter.loose(Data.self, LooseRules.data) },
        ObjectIdentifier(NSData.self): { wrapping(NSData.self, LooseRules.data) { NSData(data: $0) } },
        ObjectIdentifier(NSMutableData.self): { wrapping(NSMutableData.self, LooseRules.data) { NSMutableData(data: $0) } },
        ObjectIdentifier(NSNull.self): { ClosureConverter.loose(NSNull.self, LooseRules.null) },
        ObjectIdentifier(NSArray.self): { ClosureConverter.loose(NSArray.self) { $0.array.map { NSArray(array: $0) } } },
        ObjectIdentifier(NSMutableArray.self): {
            ClosureConverter.loose(NSMutableArray.self) { $0.array.map { NSMutableArray(array: $0) } }
        },
        ObjectIdentifier(NSSet.self): { ClosureConverter.loose(NSSet.self) { $0.array.map { NSSet(array: $0) } } },
        ObjectIdentifier(NSMutableSet.self): {
            ClosureConverter.loose(NSMutableSet.self) { $0.array.map { NSMutableSet(array: $0) } }
        },
        ObjectIdentifier(NSDictionary.self): {
            ClosureConverter.loose(NSDictionary.self) { $0.dictionary.map { NSDictionary(dictionary: $0) } }
        },
        ObjectIdentifier(NSMutableDictionary.self): {
            ClosureConverter.loose(NSMutableDictionary.self) { $0.dictionary.map { NSMutableDictionary(dictionary: $0) } }
        },
    ]
}
