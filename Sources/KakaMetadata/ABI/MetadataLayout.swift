/// Where each field of the runtime's metadata records lies, for one target:
/// its pointer size and whether it has Objective-C interop.
///
/// Every offset is in bytes: from the metadata's address point for a metadata
/// record, from the start of the table for a value witness table, from the
/// start of the variable for `StoredClassMetadataBounds`. The ABI readers in
/// this folder take every offset they read from here. The few fields no
/// reader needs are listed too (package access): the layout tests check
/// the offset of every field of a record, for each target.
///
/// Sources, all in the Swift repository: include/swift/ABI/Metadata.h (the
/// records; `StoredPointer` and `StoredSize` are `pointerSize` bytes,
/// `RuntimeTarget<4>` and `RuntimeTarget<8>`), include/swift/ABI/ValueWitness.def
/// (the value witness table) and include/swift/Runtime/Config.h
/// (`SWIFT_CLASS_IS_SWIFT_MASK`).
package struct MetadataLayout: Equatable, Sendable {
    /// The size of a pointer, `StoredPointer` and `StoredSize`: 8 or 4 bytes.
    package let pointerSize: Int
    /// Whether class metadata begins with the Objective-C class header
    /// (`SWIFT_OBJC_INTEROP`, Apple platforms).
    package let hasObjCInterop: Bool

    /// A layout for a target with `pointerSize`-byte pointers (8 or 4).
    package init(pointerSize: Int, hasObjCInterop: Bool) {
        self.pointerSize = pointerSize
        self.hasObjCInterop = hasObjCInterop
    }

    #if canImport(ObjectiveC)
    /// The layout of the running process.
    package static let current = MetadataLayout(pointerSize: MemoryLayout<UnsafeRawPointer>.size, hasObjCInterop: true)
    #else
    /// The layout of the running process.
    package static let current = MetadataLayout(pointerSize: MemoryLayout<UnsafeRawPointer>.size, hasObjCInterop: false)
    #endif

    /// The byte size of `words` pointer-sized words: field offset vectors and
    /// generic argument vectors are placed in words from the address point.
    package func bytes(inWords words: Int) -> Int { words * pointerSize }

    // MARK: Every metadata record (`TargetTypeMetadataHeaderBase`, `TargetMetadata`)

    /// The value witness table pointer, the word just before the address point.
    package var valueWitnessTable: Int { -pointerSize }
    /// The kind, a `StoredPointer`; an isa pointer for a class with interop.
    package var kind: Int { 0 }

    // MARK: Class metadata (`TargetAnyClassMetadata`, `TargetAnyClassMetadataObjCInterop`, `TargetClassMetadata`)

    /// The superclass metadata pointer; null for a root class.
    package var classSuperclass: Int { pointerSize }
    /// The Objective-C `Data` word (after the superclass and two cache words),
    /// whose `swiftClassMask` bit marks Swift metadata; nil without interop,
    /// where the word does not exist.
    package var classObjCData: Int? { hasObjCInterop ? 4 * pointerSize : nil }
    /// The bit of the `Data` word set in Swift class metadata, read only with
    /// interop, which Swift has only on Apple platforms.
    ///
    /// Config.h: `SWIFT_CLASS_IS_SWIFT_MASK` is 2 (bit 1, the stable-ABI bit)
    /// on Apple platforms; `TargetClassMetadata::setAsTypeMetadata` rewrites a
    /// back-deployed binary's 1 to it when the runtime initialises the class.
    package var swiftClassMask: UInt { 2 }
    /// Swift-specific class flags, u32: the first field after the class header.
    package var classFlags: Int { swiftClassFields }
    /// The address point of instances, u32.
    package var classInstanceAddressPoint: Int { swiftClassFields + 4 }
    /// The size of instances in bytes, u32.
    package var classInstanceSize: Int { swiftClassFields + 8 }
    /// The alignment mask of instances, u16 (followed by a reserved u16).
    package var classInstanceAlignMask: Int { swiftClassFields + 12 }
    /// The size of the class object in bytes, prefix included, u32.
    package var classSize: Int { swiftClassFields + 16 }
    /// The offset of the address point within the class object, u32.
    package var classAddressPoint: Int { swiftClassFields + 20 }
    /// The class descriptor pointer.
    package var classDescription: Int { swiftClassFields + 24 }
    /// The instance variable destroyer pointer.
    package var classIVarDestroyer: Int { swiftClassFields + 24 + pointerSize }
    /// One entry of a class's field offset vector (`StoredPointer`).
    package var classFieldOffsetSize: Int { pointerSize }

    /// Where the Swift-only class fields start: after kind and superclass,
    /// and with interop after the two cache words and the data word.
    private var swiftClassFields: Int { (hasObjCInterop ? 5 : 2) * pointerSize }

    // MARK: Struct, enum and Optional metadata (`TargetValueMetadata`)

    /// The nominal type descriptor pointer.
    package var valueDescription: Int { pointerSize }
    /// The generic argument vector, the first trailing field.
    package var valueGenericArguments: Int { 2 * pointerSize }
    /// One entry of a struct's field offset vector (`uint32_t`).
    package var structFieldOffsetSize: Int { 4 }
    /// `Optional<Wrapped>`'s one generic argument, the wrapped type's metadata.
    package var optionalWrappedType: Int { valueGenericArguments }

    // MARK: Tuple metadata (`TargetTupleTypeMetadata`)

    /// The number of elements, `StoredSize`.
    package var tupleCount: Int { pointerSize }
    /// The labels, a pointer to a C string or null.
    package var tupleLabels: Int { 2 * pointerSize }
    /// The first `Element`.
    package var tupleElements: Int { 3 * pointerSize }
    /// The size of one `Element`: two words (Metadata.h static_asserts it).
    package var tupleElementStride: Int { 2 * pointerSize }
    /// The element's type metadata pointer, from the start of its `Element`.
    package var tupleElementType: Int { 0 }
    /// The element's byte offset in the tuple, from the start of its `Element`.
    ///
    /// Metadata.h: a `StoredSize` on Apple platforms, a `uint32_t` followed by
    /// padding elsewhere. Readers load its first 4 bytes, which hold the value
    /// on both because every supported target is little-endian.
    package var tupleElementOffset: Int { pointerSize }

    // MARK: Function type metadata (`TargetFunctionTypeMetadata`)

    /// `TargetFunctionTypeFlags<StoredSize>`, a `StoredSize`.
    package var functionFlags: Int { pointerSize }
    /// The result type's metadata pointer.
    package var functionResult: Int { 2 * pointerSize }
    /// The first parameter's metadata pointer; one pointer per parameter follows.
    package var functionParameters: Int { 3 * pointerSize }

    // MARK: Existential type metadata (`TargetExistentialTypeMetadata`)

    /// `ExistentialTypeFlags`, u32, right after the pointer-sized kind.
    package var existentialFlags: Int { pointerSize }
    /// `NumProtocols`, u32.
    package var existentialProtocolCount: Int { pointerSize + 4 }

    // MARK: Metatype metadata (`TargetMetatypeMetadata`, `TargetExistentialMetatypeMetadata`)

    /// The instance type's metadata pointer.
    package var metatypeInstanceType: Int { pointerSize }

    // MARK: Value witness table (ValueWitness.def)

    /// `size`, a `StoredSize` after the eight required witness functions.
    package var witnessSize: Int { 8 * pointerSize }
    /// `stride`, a `StoredSize`.
    package var witnessStride: Int { 9 * pointerSize }
    /// `flags`, u32 (`ValueWitnessFlags`).
    package var witnessFlags: Int { 10 * pointerSize }
    /// `extraInhabitantCount`, u32.
    package var witnessExtraInhabitantCount: Int { 10 * pointerSize + 4 }

    // MARK: `TargetStoredClassMetadataBounds`

    /// `ImmediateMembersOffset` in bytes, a `StoredPointerDifference`.
    package var boundsImmediateMembersOffset: Int { 0 }
    /// `Bounds.NegativeSizeInWords`, u32.
    package var boundsNegativeSize: Int { pointerSize }
    /// `Bounds.PositiveSizeInWords`, u32.
    package var boundsPositiveSize: Int { pointerSize + 4 }
}
