/// The reflection record listing a type's stored properties or enum cases.
///
/// ABI (include/swift/RemoteInspection/Records.h, `FieldDescriptor`): a
/// 16-byte header of rel32 mangled type name, rel32 superclass, u16 kind,
/// u16 field record size, u32 number of fields; then the records.
struct FieldDescriptor {
    let pointer: UnsafeRawPointer

    var recordSize: Int { Int(pointer.load(fromByteOffset: 10, as: UInt16.self)) }
    var numberOfFields: Int { Int(pointer.load(fromByteOffset: 12, as: UInt32.self)) }

    /// The field records, in declaration order.
    var records: [FieldRecord] {
        // A record is at least 12 bytes; a smaller size means a record we do not understand.
        let size = recordSize
        guard size >= 12 else { return [] }
        return (0..<numberOfFields).map { FieldRecord(pointer: pointer + 16 + $0 * size) }
    }
}

/// One stored property or enum case.
///
/// ABI (Records.h, `FieldRecord`): u32 flags (IsIndirectCase 0x1, IsVar 0x2,
/// IsArtificial 0x4), rel32 mangled type name (null for an enum case without
/// payload), rel32 field name.
struct FieldRecord {
    let pointer: UnsafeRawPointer

    var flags: UInt32 { pointer.load(as: UInt32.self) }
    var isIndirectCase: Bool { flags & 0x1 != 0 }
    var isVar: Bool { flags & 0x2 != 0 }
    var isArtificial: Bool { flags & 0x4 != 0 }
    var mangledTypeName: UnsafeRawPointer? { pointer.relativeDirectPointer(atByteOffset: 4) }

    var name: String {
        guard let name = pointer.relativeDirectPointer(atByteOffset: 8) else { return "" }
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }
}
