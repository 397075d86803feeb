#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// `Optional` and `Array`, recognized from their metadata, with the type
/// they hold.
///
/// The converter factories use this instead of `type as? SomeProtocol.Type`:
/// the first such cast for a protocol makes the runtime search every
/// conformance record of the process, and nearly
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
            guard metadata.descriptor.type.pointer == kaka_swift_array_descriptor(),
                  let arguments = metadata.genericArguments
            else { return nil }
            self = .array(element: MetadataRecord(pointer: arguments.load(as: UnsafeRawPointer.self)).type)
        default:
            return nil
        }
    }

    /// Whether `type` is a `Dictionary`, told by the nominal type descriptor
    /// that every `Dictionary<Key, Value>` shares: no conformance lookup.
    package static func isDictionary(_ type: Any.Type) -> Bool {
        guard let descriptor = structDescriptor(of: type) else { return false }
        return descriptor == kaka_swift_dictionary_descriptor()
    }

    /// Whether `type` is `[String: Any]`, told without making that type's
    /// metadata (which would check `String: Hashable`; see `structDescriptor`).
    package static func isStringToAnyDictionary(_ type: Any.Type) -> Bool {
        guard isDictionary(type), let arguments = StructMetadata(record: MetadataRecord(type)).genericArguments
        else { return false }
        // ABI: `Dictionary<Key, Value>`'s generic arguments are the metadata
        // of Key, then of Value, then Key's Hashable witness table.
        let key = MetadataRecord(pointer: arguments.load(as: UnsafeRawPointer.self)).type
        let value = MetadataRecord(pointer: arguments.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride,
                                                           as: UnsafeRawPointer.self)).type
        return key == String.self && value == Any.self
    }

    /// Whether `type` is a `Dictionary` or a `Set`, told by their nominal
    /// type descriptors: a cast to a protocol that a type does not conform
    /// to scans every conformance record of the process the first time.
    package static func isDictionaryOrSet(_ type: Any.Type) -> Bool {
        guard let descriptor = structDescriptor(of: type) else { return false }
        return descriptor == kaka_swift_dictionary_descriptor() || descriptor == kaka_swift_set_descriptor()
    }

    /// The nominal type descriptor of a struct type, which every
    /// specialization of a generic struct shares; nil for other kinds.
    /// Dictionary's and Set's are compared with the standard library's
    /// exported descriptors (CKakaRuntime), not read from the metadata of
    /// some `[K: V]`: making a hashed collection's metadata checks
    /// `K: Hashable`, and a pair the process has not asked about yet scans
    /// every conformance record (a large part of a cold first conversion).
    private static func structDescriptor(of type: Any.Type) -> UnsafeRawPointer? {
        let record = MetadataRecord(type)
        guard record.kind == MetadataKindValue.struct else { return nil }
        return StructMetadata(record: record).descriptor.type.pointer
    }
}
