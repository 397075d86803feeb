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
    /// `convertsInOwnRight` says the conversion has no use for the type as it
    /// is. The first rule covers most wrappers; the second keeps a model typed
    /// property such as HAL's `_links: Links` what it is.
    ///
    /// The property it becomes is named `x`. For a struct wrapper it reads the
    /// value in place: the stored `wrappedValue`; or, for a type that does not
    /// convert in its own right, its only stored property, or the one typed
    /// as its only generic parameter (`Clamped<Int>`'s `value: Int` beside
    /// `range`); through wrappers of wrappers (`@A @B var x`). Any other
    /// wrapper (a class, or a struct with several stored properties and no
    /// `wrappedValue`) is converted as a whole under the name `x`.
    ///
    /// - Parameter convertsInOwnRight: whether a type converts as it is (a
    ///   model, say), so that a property of that type named `_x` is only a
    ///   wrapper's storage if the type has a stored `wrappedValue`.
    public func propertiesThroughWrappers(convertsInOwnRight: (Any.Type) -> Bool) -> [Property]? {
        guard let properties else { return nil }
        // Most types have no name starting with "_": no array is made for them.
        guard properties.contains(where: { $0.name.utf8.first == UInt8(ascii: "_") }) else { return properties }
        return properties.map { property in
            PropertyWrapperShape.view(of: property, among: properties, convertsInOwnRight: convertsInOwnRight)
                ?? property
        }
    }
}

/// Recognises a wrapper's storage and finds the value it keeps.
enum PropertyWrapperShape {
    /// How deep `@A @B @C var x` may nest before the search stops.
    private static let maximumNesting = 8

    /// `property` seen through its wrapper, or nil when it is not a wrapper's storage.
    static func view(of property: Property, among properties: [Property],
                     convertsInOwnRight: (Any.Type) -> Bool) -> Property? {
        let utf8 = property.name.utf8
        guard utf8.count > 1, utf8.first == UInt8(ascii: "_"), property.hasValueAccess else { return nil }
        let name = String(property.name.dropFirst())
        guard !properties.contains(where: { $0.name == name }),
              let wrapper = Metadata.type(property.type) as? ModelType, !wrapper.isSystemModule
        else { return nil }
        let storesWrappedValue = wrapper.property(named: "wrappedValue") != nil
        guard storesWrappedValue || !convertsInOwnRight(property.type) else { return nil }
        if let (value, offset) = storedValue(of: wrapper, convertsInOwnRight: convertsInOwnRight, depth: 0) {
            return Property(wrapped: property, name: name, value: value, offsetInStorage: offset)
        }
        return Property(wrapperAsWhole: property, name: name)
    }

    /// The stored property of a struct wrapper that holds its value, and its
    /// offset from the wrapper's start, looking through nested wrappers.
    private static func storedValue(of wrapper: ModelType, convertsInOwnRight: (Any.Type) -> Bool,
                                    depth: Int) -> (Property, Int)? {
        // A class wrapper's value lives in its own heap object, not in the
        // model's memory: such a wrapper converts as a whole.
        guard wrapper is StructType, let fields = wrapper.properties else { return nil }
        let value: Property
        if let stored = fields.first(where: { $0.name == "wrappedValue" }) {
            value = stored
        } else if convertsInOwnRight(wrapper.type) {
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
              inner.property(named: "wrappedValue") != nil || !convertsInOwnRight(value.type),
              let (innerValue, innerOffset) = storedValue(of: inner, convertsInOwnRight: convertsInOwnRight,
                                                          depth: depth &+ 1)
        else { return (value, value.offset) }
        return (innerValue, value.offset &+ innerOffset)
    }
}
