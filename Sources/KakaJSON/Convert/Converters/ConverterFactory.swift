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
        // Foundation's classes are named only for a field type that is a
        // class: naming one makes the runtime initialize its class metadata
        // (and its superclasses'), which was a sixth of a process's first
        // conversion when the table of all of them was made up front.
        switch Kind(type) {
        case .struct:
            if type == Date.self { return ClosureConverter.loose(Date.self) { LooseRules.date($0, format: dates) } }
            if let scalar = valueScalar(type) { return scalar }
        case .class, .objCClassWrapper, .foreignClass:
            if type == NSDate.self {
                return wrapping(NSDate.self, { LooseRules.date($0, format: dates) }) {
                    NSDate(timeIntervalSince1970: $0.timeIntervalSince1970)
                }
            }
            if let scalar = classScalar(type) { return scalar }
        default:
            break
        }
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

    // Functions, not tables: a table's first use would make the metadata of
    // its storage and of its entries' closure type; a switch makes nothing,
    // and a converter is made only for a type in use.
    /// The converter of a scalar struct, or nil.
    private static func valueScalar(_ type: Any.Type) -> AnyConverter? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(Int.self): return IntegerConverter(Int.self)
        case ObjectIdentifier(Int8.self): return IntegerConverter(Int8.self)
        case ObjectIdentifier(Int16.self): return IntegerConverter(Int16.self)
        case ObjectIdentifier(Int32.self): return IntegerConverter(Int32.self)
        case ObjectIdentifier(Int64.self): return IntegerConverter(Int64.self)
        case ObjectIdentifier(UInt.self): return IntegerConverter(UInt.self)
        case ObjectIdentifier(UInt8.self): return IntegerConverter(UInt8.self)
        case ObjectIdentifier(UInt16.self): return IntegerConverter(UInt16.self)
        case ObjectIdentifier(UInt32.self): return IntegerConverter(UInt32.self)
        case ObjectIdentifier(UInt64.self): return IntegerConverter(UInt64.self)
        case ObjectIdentifier(Double.self): return FloatingConverter(Double.self)
        case ObjectIdentifier(Float.self): return FloatingConverter(Float.self)
        case ObjectIdentifier(CGFloat.self): return FloatingConverter(CGFloat.self)
        case ObjectIdentifier(Bool.self): return BoolConverter()
        case ObjectIdentifier(String.self): return StringConverter()
        case ObjectIdentifier(Decimal.self):
            return ClosureConverter.loose(Decimal.self, diagnosis: .decimal, LooseRules.decimal)
        case ObjectIdentifier(URL.self): return ClosureConverter.loose(URL.self, LooseRules.url)
        case ObjectIdentifier(Data.self): return ClosureConverter.loose(Data.self, LooseRules.data)
        default: return nil
        }
    }

    /// The converter of a Foundation class that stands for a scalar or a
    /// collection, or nil.
    private static func classScalar(_ type: Any.Type) -> AnyConverter? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(NSString.self):
            return wrapping(NSString.self, diagnosis: .string, LooseRules.string) { NSString(string: $0) }
        case ObjectIdentifier(NSMutableString.self):
            return wrapping(NSMutableString.self, diagnosis: .string, LooseRules.string) { NSMutableString(string: $0) }
        case ObjectIdentifier(NSDecimalNumber.self):
            return wrapping(NSDecimalNumber.self, diagnosis: .decimal, LooseRules.decimal) { NSDecimalNumber(decimal: $0) }
        case ObjectIdentifier(NSNumber.self):
            return ClosureConverter.loose(NSNumber.self, diagnosis: .decimal, exact: LooseRules.exactNumber, LooseRules.number)
        case ObjectIdentifier(NSURL.self):
            return ClosureConverter.loose(NSURL.self) { LooseRules.url($0).flatMap { NSURL(string: $0.absoluteString) } }
        case ObjectIdentifier(NSData.self): return wrapping(NSData.self, LooseRules.data) { NSData(data: $0) }
        case ObjectIdentifier(NSMutableData.self):
            return wrapping(NSMutableData.self, LooseRules.data) { NSMutableData(data: $0) }
        case ObjectIdentifier(NSNull.self): return ClosureConverter.loose(NSNull.self, LooseRules.null)
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
