/// Metadata of an enum, including `Optional`.
///
/// ABI (docs/ABI/TypeMetadata.md, "Enum Metadata"): word 1 is the nominal
/// type descriptor; generic arguments start at word 2. `Optional<T>` has
/// kind 0x202 and its single generic argument, the wrapped type, at word 2.
struct EnumMetadata {
    let record: MetadataRecord

    var descriptor: EnumDescriptor {
        EnumDescriptor(type: TypeContextDescriptor(pointer: record.pointer.word(1, as: UnsafeRawPointer.self)))
    }

    var genericArguments: UnsafeRawPointer? {
        descriptor.type.context.isGeneric ? record.pointer + 2 * MemoryLayout<UnsafeRawPointer>.size : nil
    }

    /// The wrapped type of an `Optional` (kind 0x202 only).
    var optionalWrappedType: Any.Type {
        MetadataRecord(pointer: record.pointer.word(2, as: UnsafeRawPointer.self)).type
    }
}
