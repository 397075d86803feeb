/// Metadata of a struct.
///
/// ABI (docs/ABI/TypeMetadata.md, "Struct Metadata"; Metadata.h,
/// `TargetValueMetadata`, `TargetStructMetadata`): the nominal type
/// descriptor follows the kind; generic arguments follow it; the field offset
/// vector starts at `descriptor.fieldOffsetVectorOffset` words and holds one
/// **uint32_t** byte offset per stored property. Byte offsets come from
/// `MetadataLayout`.
struct StructMetadata {
    let record: MetadataRecord

    private var layout: MetadataLayout { record.layout }

    var descriptor: StructDescriptor {
        // ABI: `TargetValueMetadata::Description`, never null.
        let pointer = record.pointer.loadNonNullPointer(fromByteOffset: layout.valueDescription, in: layout)
        return StructDescriptor(type: TypeContextDescriptor(pointer: pointer))
    }

    var genericArguments: UnsafeRawPointer? {
        descriptor.type.context.isGeneric ? record.pointer + layout.valueGenericArguments : nil
    }

    var fieldOffsets: [Int] {
        let descriptor = self.descriptor
        let count = descriptor.numberOfFields
        let vectorOffset = descriptor.fieldOffsetVectorOffset
        guard count > 0, vectorOffset > 0 else { return [] }
        // ABI: `TargetStructMetadata::getFieldOffsets`, a uint32_t array at that many words.
        let vector = record.pointer + layout.bytes(inWords: vectorOffset)
        return (0..<count).map {
            Int(vector.load(fromByteOffset: $0 * layout.structFieldOffsetSize, as: UInt32.self))
        }
    }
}
