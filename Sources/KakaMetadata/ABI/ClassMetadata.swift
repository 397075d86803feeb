/// Metadata of a Swift class.
///
/// ABI (include/swift/ABI/Metadata.h, `TargetClassMetadata`), in words:
///
/// | word | without ObjC interop (Linux)   | with ObjC interop (Apple)        |
/// |------|--------------------------------|----------------------------------|
/// | 0    | kind (0)                       | isa                              |
/// | 1    | superclass                     | superclass                       |
/// | 2    | flags u32, instanceAddressPoint u32 | cache                       |
/// | 3    | instanceSize u32, alignMask u16 | cache                           |
/// | 4    | classSize u32, classAddressPoint u32 | rodata (bit 1: is Swift)   |
/// | 5    | **description**                | flags, instanceAddressPoint      |
/// | 6    | ivar destroyer                 | instanceSize, alignMask          |
/// | 7    |                                | classSize, classAddressPoint     |
/// | 8    |                                | **description**                  |
///
/// Objective-C interop adds three words after the superclass, so every
/// Swift-specific field moves by three. The layout is chosen at compile time
/// with `canImport(ObjectiveC)`, never hard-coded to one platform.
struct ClassMetadata {
    let record: MetadataRecord

    #if canImport(ObjectiveC)
    private static let interopWords = 3
    #else
    private static let interopWords = 0
    #endif

    /// ABI: word 1.
    var superclass: Any.Type? {
        record.pointer.word(1, as: UnsafeRawPointer?.self).map { MetadataRecord(pointer: $0).type }
    }

    /// Whether the record carries Swift class metadata (not a pure Objective-C class).
    var isSwiftClass: Bool {
        #if canImport(ObjectiveC)
        // ABI: on Apple platforms, bit 1 of the rodata word (word 4) marks Swift
        // metadata (SWIFT_CLASS_IS_SWIFT_MASK with the stable ABI).
        return record.pointer.word(4, as: UInt.self) & 0x2 != 0
        #else
        return true
        #endif
    }

    /// ABI: flags u32, instanceAddressPoint u32 (word 2 + interop words).
    var instanceSize: Int {
        Int(record.pointer.load(fromByteOffset: (3 + Self.interopWords) * 8, as: UInt32.self))
    }

    /// ABI: classSize u32 and classAddressPoint u32 (word 4 + interop words).
    var classSizeAndAddressPoint: (size: Int, addressPoint: Int) {
        let base = (4 + Self.interopWords) * MemoryLayout<UnsafeRawPointer>.size
        return (Int(record.pointer.load(fromByteOffset: base, as: UInt32.self)),
                Int(record.pointer.load(fromByteOffset: base + 4, as: UInt32.self)))
    }

    /// ABI: the description is word 5 without ObjC interop and word 8 with it.
    var descriptor: ClassDescriptor? {
        guard isSwiftClass,
              let pointer = record.pointer.word(5 + Self.interopWords, as: UnsafeRawPointer?.self)
        else { return nil }
        return ClassDescriptor(type: TypeContextDescriptor(pointer: pointer))
    }

    /// Where this class's immediate members start, in words from the address point.
    ///
    /// ABI: without a resilient superclass, `-negativeSize` when immediate members
    /// are negative, otherwise `positiveSize - numImmediateMembers`. With a
    /// resilient superclass, the runtime's stored bounds give it in bytes; if
    /// they are not stored yet, the superclass metadata's class size and address
    /// point give the end of the superclass's metadata.
    func immediateMembersOffset(_ descriptor: ClassDescriptor) -> Int {
        if !descriptor.hasResilientSuperclass {
            return descriptor.areImmediateMembersNegative
                ? -descriptor.metadataNegativeSizeInWords
                : descriptor.metadataPositiveSizeInWords - descriptor.numberOfImmediateMembers
        }
        if let bytes = descriptor.storedImmediateMembersOffset {
            return bytes / MemoryLayout<UnsafeRawPointer>.size
        }
        guard let superclass = superclass else { return 0 }
        let bounds = ClassMetadata(record: MetadataRecord(superclass)).classSizeAndAddressPoint
        return descriptor.areImmediateMembersNegative
            ? -(bounds.addressPoint / 8) - descriptor.numberOfImmediateMembers
            : (bounds.size - bounds.addressPoint) / MemoryLayout<UnsafeRawPointer>.size
    }

    /// ABI: generic arguments are the first immediate members.
    var genericArguments: UnsafeRawPointer? {
        guard let descriptor, descriptor.type.context.isGeneric else { return nil }
        return record.pointer + immediateMembersOffset(descriptor) * MemoryLayout<UnsafeRawPointer>.size
    }

    /// Byte offsets of this class's own stored properties, from the start of the instance.
    ///
    /// ABI: the class field offset vector holds **pointer-sized** entries. With a
    /// resilient superclass its offset is relative to the immediate members.
    /// Offsets are read from the initialised metadata, never from the
    /// descriptor, because the runtime computes them for resilient and generic layouts.
    var fieldOffsets: [Int] {
        guard let descriptor else { return [] }
        let count = descriptor.numberOfFields
        guard count > 0, descriptor.rawFieldOffsetVectorOffset > 0 else { return [] }
        var vectorOffset = descriptor.rawFieldOffsetVectorOffset
        if descriptor.hasResilientSuperclass {
            vectorOffset += immediateMembersOffset(descriptor)
        }
        let vector = record.pointer + vectorOffset * MemoryLayout<UnsafeRawPointer>.size
        return (0..<count).map { vector.load(fromByteOffset: $0 * MemoryLayout<Int>.size, as: Int.self) }
    }
}
