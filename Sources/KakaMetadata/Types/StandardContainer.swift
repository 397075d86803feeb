/// `Optional` and `Array`, recognized from their metadata, with the type
/// they hold.
///
/// The converter factories use this instead of `type as? SomeProtocol.Type`:
/// the first such cast for a protocol makes the runtime search every
/// conformance record of the process (about 150k instructions), and nearly
/// every model has an optional or array property.
package enum StandardContainer {
    /// `Optional<Wrapped>`.
    case optional(wrapped: Any.Type)
    /// `Array<Element>`.
    case array(element: Any.Type)

    /// The container `type` is, or nil for any other type.
    package init?(_ type: Any.Type) {
        let record = MetadataRecord(type)
        switch record.kind {
        case MetadataKindValue.optional:
            self = .optional(wrapped: EnumMetadata(record: record).optionalWrappedType)
        case MetadataKindValue.struct:
            // ABI: every `Array<T>` shares one nominal type descriptor, and a
            // struct's generic arguments start with one metadata pointer per
            // type parameter (`StructMetadata.genericArguments`).
            let metadata = StructMetadata(record: record)
            let arrayDescriptor = StructMetadata(record: MetadataRecord([Int].self)).descriptor.type.pointer
            guard metadata.descriptor.type.pointer == arrayDescriptor, let arguments = metadata.genericArguments
            else { return nil }
            self = .array(element: MetadataRecord(pointer: arguments.load(as: UnsafeRawPointer.self)).type)
        default:
            return nil
        }
    }

    /// Whether `type` is a `Dictionary`, told by the nominal type descriptor
    /// that every `Dictionary<Key, Value>` shares: no conformance lookup.
    package static func isDictionary(_ type: Any.Type) -> Bool {
        let record = MetadataRecord(type)
        guard record.kind == MetadataKindValue.struct else { return false }
        // `[String: Int]`, not `[Int: Int]`: making a dictionary type's
        // metadata checks `Key: Hashable`, and a pair the process has not
        // asked about yet scans every conformance record (~90 µs of a cold
        // first conversion); `String: Hashable` is asked anyway.
        let dictionaryDescriptor = StructMetadata(record: MetadataRecord([String: Int].self)).descriptor.type.pointer
        return StructMetadata(record: record).descriptor.type.pointer == dictionaryDescriptor
    }

    /// Whether `type` is a `Dictionary` or a `Set`, told by their nominal
    /// type descriptors: a cast to a protocol that a type does not conform
    /// to scans every conformance record of the process the first time.
    package static func isDictionaryOrSet(_ type: Any.Type) -> Bool {
        if isDictionary(type) { return true }
        let record = MetadataRecord(type)
        guard record.kind == MetadataKindValue.struct else { return false }
        // `Set<String>`, for the same reason as `[String: Int]` above.
        let setDescriptor = StructMetadata(record: MetadataRecord(Set<String>.self)).descriptor.type.pointer
        return StructMetadata(record: record).descriptor.type.pointer == setDescriptor
    }
}
