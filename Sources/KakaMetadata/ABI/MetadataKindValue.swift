/// The raw metadata kinds of the Swift runtime.
///
/// ABI (include/swift/ABI/MetadataKind.def, MetadataValues.h): the word at
/// every metadata record's address point holds the kind. Values are built from
/// the flags IsNonHeap 0x200, IsRuntimePrivate 0x100 and IsNonType 0x400. A
/// class has kind 0 without Objective-C interop; with it, the word is an isa
/// pointer, so any value above `lastEnumerated` (0x7FF) also means "class"
/// (`MetadataRecord.kind` folds them, with interop only).
enum MetadataKindValue {
    static let `class`: UInt = 0
    static let `struct`: UInt = 0x200
    static let `enum`: UInt = 0x201
    static let optional: UInt = 0x202
    static let foreignClass: UInt = 0x203
    static let foreignReferenceType: UInt = 0x204
    static let opaque: UInt = 0x300
    static let tuple: UInt = 0x301
    static let function: UInt = 0x302
    static let existential: UInt = 0x303
    static let metatype: UInt = 0x304
    static let objCClassWrapper: UInt = 0x305
    static let existentialMetatype: UInt = 0x306
    static let extendedExistential: UInt = 0x307
    static let fixedArray: UInt = 0x308
    static let heapLocalVariable: UInt = 0x400
    static let heapGenericLocalVariable: UInt = 0x500
    static let errorObject: UInt = 0x501
    static let task: UInt = 0x502
    static let job: UInt = 0x503
    /// Kinds above this value are isa pointers (ABI: `LastEnumeratedMetadataKind`).
    static let lastEnumerated: UInt = 0x7FF
}
