/// Metadata of a struct.
///
/// ABI (docs/ABI/TypeMetadata.md, "Struct Metadata"): word 1 is the nominal
/// type descriptor; generic arguments start at word 2; the field offset
/// vector starts at `descriptor.fieldOffsetVectorOffset` words and holds one
/// **UInt32** byte offset per stored property.
struct StructMetadata {
    let record: MetadataRecord

    var descriptor: StructDescriptor {
        StructDescriptor(type: TypeContextDescriptor(pointer: record.pointer.word(1, as: UnsafeRawPointer.self)))
    }

    var genericArguments: UnsafeRawPointer? {
        descriptor.type.context.isGeneric ? record.pointer + 2 * MemoryLayout<UnsafeRawPointer>.size : nil
    }

    var fieldOffsets: [Int] {
        let descriptor = self.descriptor
        let count = descriptor.numberOfFields
        let vectorOffset = descriptor.fieldOffsetVectorOffset
        guard count > 0, vectorOffset > 0 else { return [] }
        let vector = record.pointer + vectorOffset * MemoryLayout<UnsafeRawPointer>.size
        return (0..<count).map { Int(vector.load(fromByteOffset: $0 * 4, as: UInt32.self)) }
    }
}
