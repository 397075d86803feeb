/// Metadata of an enum, including `Optional`.
///
/// ABI (docs/ABI/TypeMetadata.md, "Enum Metadata"; Metadata.h,
/// `TargetValueMetadata`, `TargetEnumMetadata`): the nominal type descriptor
/// follows the kind; generic arguments follow it. `Optional<T>` has kind
/// 0x202 and its single generic argument, the wrapped type, first. Byte
/// offsets come from `MetadataLayout`.
struct EnumMetadata {
    let record: MetadataRecord

    private var layout: MetadataLayout { record.layout }

    var descriptor: EnumDescriptor {
        // ABI: `TargetValueMetadata::Description`, never null.
        let pointer = record.pointer.loadNonNullPointer(fromByteOffset: layout.valueDescription, in: layout)
        return EnumDescriptor(type: TypeContextDescriptor(pointer: pointer))
    }

    var genericArguments: UnsafeRawPointer? {
        descriptor.type.context.isGeneric ? record.pointer + layout.valueGenericArguments : nil
    }

    /// The wrapped type of an `Optional` (kind 0x202 only).
    var optionalWrappedType: Any.Type {
        record.pointer.loadRecord(fromByteOffset: layout.optionalWrappedType, in: layout).type
    }
}
