/// Property wrappers as conversions see them.
///
/// Swift stores `@Trimmed var name = ""` as one stored property `_name` of
/// type `Trimmed`; `name` itself is computed and has no field record. Nothing
/// in the record marks `_name` as a wrapper's storage (its flags are those of
/// any `var`), so the storage is recognised by its shape.
extension ModelType {
    /// The stored properties as a conversion reads and writes them:
    /// `properties`, with each property wrapper's storage replaced by the
    /// property it wraps (see `Property.wrapperStorage`).
    ///
    /// A property `_x` is a wrapper's storage when no property is named `x`,
    /// its type is a struct or class declared outside the system modules, and
    /// either that type keeps a stored property named `wrappedValue`, or
    /// `treatment` does not say `.convertsAsIs` for it. The first rule covers
    /// most wrappers; the second keeps a model-typed property such as HAL's
    /// `_links: Links` what it is.
    ///
    /// The property it becomes is named `x`. For a struct wrapper it reads the
    /// value in place: the stored `wrappedValue`; or, for a type treated as
    /// `.hasNoConversion`, its only stored property, or the one typed as its
    /// only generic parameter (`Clamped<Int>`'s `value: Int` beside `range`);
    /// through wrappers of wrappers (`@A @B var x`). Any other wrapper (a
    /// class, a `.wrapperAsWhole` type, or a struct with several stored
    /// properties and no `wrappedValue`) is converted as a whole under the name `x`.
    ///
    /// - Parameter treatment: how the conversion sees a type, for the rules above.
    ///
    /// A `lazy var x`'s storage, `$__lazy_storage_$_x`, becomes `x` too (see
    /// `Property.isLazy`).
    public func propertiesThroughWrappers(treatment: (Any.Type) -> WrapperTreatment) -> [Property]? {
        guard let properties else { return nil }
        // Most types have no name starting with "_" or "$": no array is made for them.
        guard properties.contains(where: { $0.name.utf8.first == UInt8(ascii: "_")
                                           || $0.name.utf8.first == UInt8(ascii: "$") }) else { return properties }
        return properties.map { property in
            LazyStorage.view(of: property)
                ?? PropertyWrapperShape.view(of: property, among: properties, treatment: treatment)
                ?? property
        }
    }
}

/// Recognises a `lazy var`'s storage by the name the compiler gives it.
enum LazyStorage {
    /// The compiler's prefix for the storage of `lazy var name`.
    private static let prefix = "$__lazy_storage_$_"

    /// `property` under its declared name, or nil when it is no lazy storage.
    static func view(of property: Property) -> Property? {
        guard property.name.hasPrefix(prefix), property.name.count > prefix.count else { return nil }
        return Property(lazyStorage: property, name: String(property.name.dropFirst(prefix.count)))
    }
}

/// How a conversion sees a type, for telling property wrappers' storage
/// (`_name`) from properties that merely start with an underscore.
public enum WrapperTreatment: Sendable {
    /// The type converts as it is (a model): a property `_x` of it is a
    /// wrapper's storage only if the type keeps a stored `wrappedValue`.
    case convertsAsIs
    /// The type converts as it is, and a property `_x` of it is a wrapper's
    /// storage converted as a whole (as Swift's own Codable synthesis
    /// encodes a `Codable` wrapper, under the name `x`).
    case wrapperAsWhole
    /// The type has no conversion of its own: a property `_x` of it is a
    /// wrapper's storage, read through the value it stores.
    case hasNoConversion
}

/// Recognises a wrapper's storage and finds the value it keeps.
enum PropertyWrapperShape {
    /// How deep `@A @B @C var x` may nest before the search stops.
    private static let maximumNesting = 8

    /// `property` seen through its wrapper, or nil when it is not a wrapper's storage.
    static func view(of property: Property, among properties: [Property],
                     treatment: (Any.Type) -> WrapperTreatment) -> Property? {
        let utf8 = property.name.utf8
        guard utf8.count > 1, utf8.first == UInt8(ascii: "_"), property.hasValueAccess else { return nil }
        let name = String(property.name.dropFirst())
        guard !properties.contains(where: { $0.name == name }),
              let wrapper = Metadata.type(property.type) as? ModelType, !wrapper.isSystemModule
        else { return nil }
        let storesWrappedValue = wrapper.property(named: "wrappedValue") != nil
        guard storesWrappedValue || treatment(property.type) != .convertsAsIs else { return nil }
        if let (value, offset) = storedValue(of: wrapper, treatment: treatment, depth: 0) {
            return Property(wrapped: property, name: name, value: value, offsetInStorage: offset)
        }
        return Property(wrapperAsWhole: property, name: name)
    }

    /// The stored property of a struct wrapper that holds its value, and its
    /// offset from the wrapper's start, looking through nested wrappers.
    private static func storedValue(of wrapper: ModelType, treatment: (Any.Type) -> WrapperTreatment,
                                    depth: Int) -> (Property, Int)? {
        // A class wrapper's value lives in its own heap object, not in the
        // model's memory: such a wrapper converts as a whole.
        guard wrapper is StructType, let fields = wrapper.properties else { return nil }
        let value: Property
        if let stored = fields.first(where: { $0.name == "wrappedValue" }) {
            value = stored
        } else if treatment(wrapper.type) != .hasNoConversion {
            return nil
        } else if fields.count == 1 {
            value = fields[0]
        } else if let generic = wrapper.genericTypes, generic.count == 1,
                  case let candidates = fields.filter({ $0.type == generic[0] }), candidates.count == 1 {
            // `Clamped<Value>` keeping `value: Value` and `range: ClosedRange<Value>`:
            // the one property typed as the wrapper's generic parameter.
            value = candidates[0]
        } else {
            return nil
        }
        guard depth < maximumNesting, value.hasValueAccess,
              let inner = Metadata.type(value.type) as? StructType, !inner.isSystemModule,
              inner.property(named: "wrappedValue") != nil || treatment(value.type) == .hasNoConversion,
              let (innerValue, innerOffset) = storedValue(of: inner, treatment: treatment, depth: depth &+ 1)
        else { return (value, value.offset) }
        return (innerValue, value.offset &+ innerOffset)
    }
}
