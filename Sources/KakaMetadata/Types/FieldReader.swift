/// Turns field records into properties, cases and generic arguments.
enum FieldReader {
    /// The stored properties declared by one type (not its superclasses).
    ///
    /// Returns nil when the type has no field descriptor (reflection metadata
    /// stripped) although it has stored properties, so callers can tell
    /// "no properties" from "unknown properties".
    static func properties(of descriptor: TypeContextDescriptor, offsets: [Int],
                           genericArguments: UnsafeRawPointer?, ownerType: Any.Type) -> [Property]? {
        guard let fields = descriptor.fieldDescriptor else { return offsets.isEmpty ? [] : nil }
        let records = fields.records
        guard records.count == offsets.count else { return nil }
        var properties: [Property] = []
        properties.reserveCapacity(records.count)
        // The compiler emits one mangled name per field type and module, so a
        // type's fields repeat a few names: each is resolved once per call.
        // Within one call the context and generic arguments are fixed, so the
        // name's address alone determines the type.
        // The name also carries the ownership (`weak`...), so all a field's
        // type determines is found with it.
        var resolved: [ResolvedFieldType] = []
        resolved.reserveCapacity(8)
        func resolve(_ mangled: MangledTypeName) -> Property.FieldType? {
            for known in resolved where known.name == mangled.pointer { return known.type }
            guard let type = mangled.resolve(context: descriptor.pointer, genericArguments: genericArguments)
            else { return nil }
            let fieldType = Property.FieldType(type: type, referenceOwnership: mangled.referenceOwnership)
            resolved.append(ResolvedFieldType(name: mangled.pointer, type: fieldType))
            return fieldType
        }
        for (record, offset) in zip(records, offsets) {
            guard let mangled = record.mangledTypeName.map(MangledTypeName.init), let fieldType = resolve(mangled)
            else { continue } // A type the runtime cannot resolve cannot be converted; leave it out.
            properties.append(Property(name: record.name, fieldType: fieldType, isVar: record.isVar,
                                       offset: offset, ownerType: ownerType))
        }
        return properties
    }

    /// The cases of an enum, from its field records.
    static func cases(of descriptor: TypeContextDescriptor, genericArguments: UnsafeRawPointer?) -> [EnumCase] {
        guard let fields = descriptor.fieldDescriptor else { return [] }
        return fields.records.map { record in
            let payload = record.mangledTypeName.flatMap {
                MangledTypeName(pointer: $0).resolve(context: descriptor.pointer, genericArguments: genericArguments)
            }
            return EnumCase(name: record.name, payloadType: payload, isIndirect: record.isIndirectCase)
        }
    }

    /// The generic type arguments, when every generic parameter is a plain type parameter.
    static func genericTypes(_ context: GenericContext?, arguments: UnsafeRawPointer?) -> [Any.Type]? {
        guard let context, let arguments, context.hasOnlyTypeParameters else { return nil }
        // ABI: the generic argument vector starts with one metadata pointer per key type parameter.
        return (0..<context.parameterCount).map {
            MetadataRecord(pointer: arguments.word($0, as: UnsafeRawPointer.self)).type
        }
    }
}

/// A field's mangled type name and what it resolved to, within one call.
/// A struct, not a tuple: an array of a tuple type makes the runtime build
/// the tuple's metadata on the process's first use, a struct's is static.
private struct ResolvedFieldType {
    let name: UnsafeRawPointer
    let type: Property.FieldType
}
