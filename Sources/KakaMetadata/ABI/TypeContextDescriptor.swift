/// A nominal type's context descriptor: struct, class or enum.
///
/// ABI (include/swift/ABI/Metadata.h, `TargetTypeContextDescriptor`), in u32
/// words: 0 flags, 1 parent, 2 name, 3 access function, 4 field descriptor
/// (all relative pointers). Kind-specific words follow from word 5.
struct TypeContextDescriptor {
    let context: ContextDescriptor

    init(pointer: UnsafeRawPointer) {
        context = ContextDescriptor(pointer: pointer)
    }

    var pointer: UnsafeRawPointer { context.pointer }
    var name: String { context.name ?? "" }

    /// ABI: word 4, relative direct pointer; null for types without reflection metadata.
    var fieldDescriptor: FieldDescriptor? {
        pointer.relativeDirectPointer(atByteOffset: 16).map(FieldDescriptor.init)
    }
}

/// ABI: struct descriptor words 5 NumFields, 6 FieldOffsetVectorOffset (in
/// words from the metadata address point), 7+ generic context header.
struct StructDescriptor {
    let type: TypeContextDescriptor

    var numberOfFields: Int { Int(type.pointer.load(fromByteOffset: 20, as: UInt32.self)) }
    var fieldOffsetVectorOffset: Int { Int(type.pointer.load(fromByteOffset: 24, as: UInt32.self)) }
    var genericContext: GenericContext? {
        type.context.isGeneric ? GenericContext(pointer: type.pointer + 28) : nil
    }
}

/// ABI: enum descriptor words 5 NumPayloadCasesAndPayloadSizeOffset (payload
/// case count in the low 24 bits), 6 NumEmptyCases, 7+ generic context header.
struct EnumDescriptor {
    let type: TypeContextDescriptor

    var numberOfPayloadCases: Int { Int(type.pointer.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF) }
    var numberOfEmptyCases: Int { Int(type.pointer.load(fromByteOffset: 24, as: UInt32.self)) }
    var genericContext: GenericContext? {
        type.context.isGeneric ? GenericContext(pointer: type.pointer + 28) : nil
    }
}

/// ABI: class descriptor words 5 superclass type (mangled name), 6 metadata
/// negative size in words *or* (with a resilient superclass) a relative
/// pointer to `StoredClassMetadataBounds`, 7 metadata positive size in words
/// or extra flags, 8 NumImmediateMembers, 9 NumFields, 10
/// FieldOffsetVectorOffset, 11+ generic context header.
/// Kind-specific flags (flags >> 16): HasVTable bit 15, HasOverrideTable bit 14,
/// HasResilientSuperclass bit 13, AreImmediateMembersNegative bit 12.
struct ClassDescriptor {
    let type: TypeContextDescriptor

    var hasResilientSuperclass: Bool { type.context.kindSpecificFlags & (1 << 13) != 0 }
    var areImmediateMembersNegative: Bool { type.context.kindSpecificFlags & (1 << 12) != 0 }
    var metadataNegativeSizeInWords: Int { Int(type.pointer.load(fromByteOffset: 24, as: UInt32.self)) }
    var metadataPositiveSizeInWords: Int { Int(type.pointer.load(fromByteOffset: 28, as: UInt32.self)) }
    var numberOfImmediateMembers: Int { Int(type.pointer.load(fromByteOffset: 32, as: UInt32.self)) }
    var numberOfFields: Int { Int(type.pointer.load(fromByteOffset: 36, as: UInt32.self)) }
    var rawFieldOffsetVectorOffset: Int { Int(type.pointer.load(fromByteOffset: 40, as: UInt32.self)) }
    var genericContext: GenericContext? {
        type.context.isGeneric ? GenericContext(pointer: type.pointer + 44) : nil
    }

    /// The immediate members offset in bytes the runtime stored for a class
    /// with a resilient superclass; nil when there is none or it is not stored yet.
    ///
    /// ABI: with a resilient superclass, u32 word 6 is a relative pointer to
    /// `TargetStoredClassMetadataBounds { StoredPointerDifference
    /// ImmediateMembersOffset (bytes); u32 negative, u32 positive size }`,
    /// filled in when the class metadata is initialised (0 until then).
    func storedImmediateMembersOffset(in layout: MetadataLayout) -> Int? {
        guard hasResilientSuperclass,
              let bounds = type.pointer.relativeDirectPointer(atByteOffset: 24) else { return nil }
        let offset = bounds.loadSignedWord(fromByteOffset: layout.boundsImmediateMembersOffset, in: layout)
        return offset == 0 ? nil : offset
    }
}
