#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// What the converter and encoder factories tell a type apart by, after
/// their scalar tables: the one place a type is classified, so decoding and
/// encoding always agree on it. The protocol casts run here, once per type
/// when a plan is built, never per value.
enum TypeShape {
    case optional(wrapped: Any.Type)
    case array(element: Any.Type)
    case hashedCollection(HashedCollection.Type)
    case model(Convertible.Type)
    case enumeration(ConvertibleEnum.Type)
    case other

    init(_ type: Any.Type) {
        // Optional and Array told apart by metadata: no conformance lookup
        // (see `StandardContainer`).
        switch StandardContainer(type) {
        case .optional(let wrapped): self = .optional(wrapped: wrapped)
        case .array(let element): self = .array(element: element)
        case nil:
            // Only Set and Dictionary conform; asking any other type would
            // scan the process's conformance records once per type.
            if StandardContainer.isDictionaryOrSet(type), let collection = type as? HashedCollection.Type {
                self = .hashedCollection(collection)
            } else if let model = type as? Convertible.Type {
                self = .model(model)
            } else if let enumeration = type as? ConvertibleEnum.Type {
                self = .enumeration(enumeration)
            } else {
                self = .other
            }
        }
    }
}

/// `Set` and `Dictionary`, which make their converter and encoder with their
/// element types known. Unlike `Optional` and `Array`, they are found by a
/// cast: their converters need the key's `Hashable` witness, which the cast brings.
protocol HashedCollection {
    /// The value type of a dictionary keyed by `String`; nil otherwise.
    static var stringKeyedValueType: Any.Type? { get }
    static func makeConverter(dates: DateFormat) -> AnyConverter
    static func makeEncoder(dates: DateFormat) -> AnyEncoder
}

extension Set: HashedCollection {
    static var stringKeyedValueType: Any.Type? { nil }

    static func makeConverter(dates: DateFormat) -> AnyConverter {
        ClosureConverter.set(Set<Element>.self, element: ConverterFactory.anyConverter(for: Element.self, dates: dates))
    }

    static func makeEncoder(dates: DateFormat) -> AnyEncoder {
        SequenceEncoder<Set<Element>>(element: EncoderFactory.encoder(for: Element.self, dates: dates))
    }
}

extension Dictionary: HashedCollection {
    static var stringKeyedValueType: Any.Type? { Key.self == String.self ? Value.self : nil }

    static func makeConverter(dates: DateFormat) -> AnyConverter {
        ClosureConverter.dictionary([Key: Value].self, key: ConverterFactory.anyConverter(for: Key.self, dates: dates),
                                    value: ConverterFactory.anyConverter(for: Value.self, dates: dates))
    }

    static func makeEncoder(dates: DateFormat) -> AnyEncoder {
        DictionaryEncoder<Key, Value>(key: Key.self == String.self ? nil : EncoderFactory.encoder(for: Key.self, dates: dates),
                                      element: EncoderFactory.encoder(for: Value.self, dates: dates))
    }
}
