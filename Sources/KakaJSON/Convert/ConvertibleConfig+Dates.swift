extension ConvertibleConfig {
    /// Sets how every model's `Date` and `NSDate` properties are written,
    /// and how numbers are read into them (see `DateFormat`).
    public static func setDateFormat(_ format: DateFormat) {
        set(\.dateFormat, for: nil, format)
    }

    /// Sets the date format of `type` and its subclasses.
    public static func setDateFormat(for type: Convertible.Type, _ format: DateFormat) {
        setDateFormat(for: [type], format)
    }

    /// Sets the date format of each of `types` and their subclasses.
    public static func setDateFormat(for types: [Convertible.Type], _ format: DateFormat) {
        set(\.dateFormat, for: types, format)
    }

    /// The date format in force for `type`: its own, its superclasses', the
    /// global one, or `secondsSince1970`.
    public static func dateFormat(for type: Convertible.Type) -> DateFormat {
        ConfigStore.current.dateFormat(for: type)
    }
}

extension ConfigSnapshot {
    /// The date format for the properties of `type`, or (nil) for values
    /// outside any model.
    func dateFormat(for type: Any.Type?) -> DateFormat {
        guard let type else { return dateFormat.global?.body ?? .secondsSince1970 }
        return dateFormat.closure(for: type)?.body ?? .secondsSince1970
    }
}
