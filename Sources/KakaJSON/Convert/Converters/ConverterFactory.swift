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
        if let scalar = ScalarType(type) { return scalarConverter(scalar, dates: dates) }
        // Foundation's collection classes are named only for a class type, as
        // `ScalarType` names its classes.
        if Kind(type).isClassInstance, let collection = foundationCollection(type) { return collection }
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
    private static func wrapping<Value, Wrapped>(_ type: Value.Type, diagnosis: ScalarDiagnosis,
                                                 _ rule: @escaping @Sendable (LooseValue) -> Wrapped?,
                                                 _ wrap: @escaping @Sendable (Wrapped) -> Value) -> AnyConverter {
        ClosureConverter.loose(type, diagnosis: diagnosis) { rule($0).map(wrap) }
    }

    // Functions, not tables: a table's first use would make the metadata of
    // its storage and of its entries' closure type; a switch makes nothing,
    // and a converter is made only for a type in use.
    /// The converter of a scalar.
    private static func scalarConverter(_ scalar: ScalarType, dates: DateFormat) -> AnyConverter {
        let diagnosis = ScalarDiagnosis(scalar)
        switch scalar {
        case .int: return IntegerConverter(Int.self)
        case .int8: return IntegerConverter(Int8.self)
        case .int16: return IntegerConverter(Int16.self)
        case .int32: return IntegerConverter(Int32.self)
        case .int64: return IntegerConverter(Int64.self)
        case .uint: return IntegerConverter(UInt.self)
        case .uint8: return IntegerConverter(UInt8.self)
        case .uint16: return IntegerConverter(UInt16.self)
        case .uint32: return IntegerConverter(UInt32.self)
        case .uint64: return IntegerConverter(UInt64.self)
        case .int128, .uint128: return wideIntegerConverter(scalar)
        case .double: return FloatingConverter(Double.self)
        case .float: return FloatingConverter(Float.self)
        case .cgFloat: return FloatingConverter(CGFloat.self)
        case .bool: return BoolConverter()
        case .string: return StringConverter()
        case .substring: return wrapping(Substring.self, diagnosis: diagnosis, LooseRules.string) { Substring($0) }
        case .character: return ClosureConverter.loose(Character.self, diagnosis: diagnosis, LooseRules.character)
        case .decimal: return ClosureConverter.loose(Decimal.self, diagnosis: diagnosis, LooseRules.decimal)
        case .date: return ClosureConverter.loose(Date.self, diagnosis: diagnosis) { LooseRules.date($0, format: dates) }
        case .url: return ClosureConverter.loose(URL.self, diagnosis: diagnosis, LooseRules.url)
        case .data: return ClosureConverter.loose(Data.self, diagnosis: diagnosis, LooseRules.data)
        case .nsString:
            return wrapping(NSString.self, diagnosis: diagnosis, LooseRules.string) { NSString(string: $0) }
        case .nsMutableString:
            return wrapping(NSMutableString.self, diagnosis: diagnosis, LooseRules.string) { NSMutableString(string: $0) }
        case .nsDecimalNumber:
            return wrapping(NSDecimalNumber.self, diagnosis: diagnosis, LooseRules.decimal) { NSDecimalNumber(decimal: $0) }
        case .nsNumber:
            return ClosureConverter.loose(NSNumber.self, diagnosis: diagnosis, exact: LooseRules.exactNumber, LooseRules.number)
        case .nsDate:
            return wrapping(NSDate.self, diagnosis: diagnosis, { LooseRules.date($0, format: dates) }) {
                NSDate(timeIntervalSince1970: $0.timeIntervalSince1970)
            }
        case .nsURL:
            return ClosureConverter.loose(NSURL.self, diagnosis: diagnosis) {
                LooseRules.url($0).flatMap { NSURL(string: $0.absoluteString) }
            }
        case .nsData: return wrapping(NSData.self, diagnosis: diagnosis, LooseRules.data) { NSData(data: $0) }
        case .nsMutableData: return wrapping(NSMutableData.self, diagnosis: diagnosis, LooseRules.data) { NSMutableData(data: $0) }
        case .nsNull: return ClosureConverter.loose(NSNull.self, diagnosis: diagnosis, LooseRules.null)
        }
    }

    /// The converter of `Int128` or `UInt128`, behind the availability check
    /// that naming them needs; where they do not exist, no type is either
    /// scalar, and the identity converter stands in for the switch's sake.
    private static func wideIntegerConverter(_ scalar: ScalarType) -> AnyConverter {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
            return IdentityConverter(valueType: Never.self)
        }
        return scalar == .int128 ? IntegerConverter(Int128.self) : IntegerConverter(UInt128.self)
    }

    /// The converter of a Foundation collection class, or nil.
    private static func foundationCollection(_ type: Any.Type) -> AnyConverter? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(NSArray.self):
            return ClosureConverter.loose(NSArray.self) { $0.array.map { NSArray(array: $0) } }
        case ObjectIdentifier(NSMutableArray.self):
            return ClosureConverter.loose(NSMutableArray.self) { $0.array.map { NSMutableArray(array: $0) } }
        case ObjectIdentifier(NSSet.self):
            return ClosureConverter.loose(NSSet.self) { $0.array.map { NSSet(array: $0) } }
        case ObjectIdentifier(NSMutableSet.self):
            return ClosureConverter.loose(NSMutableSet.self) { $0.array.map { NSMutableSet(array: $0) } }
        case ObjectIdentifier(NSDictionary.self):
            return ClosureConverter.loose(NSDictionary.self) { $0.dictionary.map { NSDictionary(dictionary: $0) } }
        case ObjectIdentifier(NSMutableDictionary.self):
            return ClosureConverter.loose(NSMutableDictionary.self) { $0.dictionary.map { NSMutableDictionary(dictionary: $0) } }
        default: return nil
        }
    }
}
