/// Metadata of a tuple.
///
/// ABI (docs/ABI/TypeMetadata.md, "Tuple Metadata"; Metadata.h,
/// `TargetTupleTypeMetadata`): `StoredSize` number of elements, labels (a C
/// string of space-terminated labels, or null), then one two-word `Element`
/// per element: metadata, byte offset. The offset is a `StoredSize` on Apple
/// platforms but a **uint32_t** elsewhere, with the rest of the word left as
/// padding; its first 4 bytes hold it on both (every supported target is
/// little-endian, and offsets fit in 32 bits). Byte offsets come from `MetadataLayout`.
package struct TupleMetadata {
    /// The tuple's metadata.
    package let record: MetadataRecord

    /// The tuple metadata of `record`, which must have the tuple kind.
    package init(record: MetadataRecord) {
        self.record = record
    }

    private var layout: MetadataLayout { record.layout }

    /// The number of elements.
    package var count: Int { Int(record.pointer.loadWord(fromByteOffset: layout.tupleCount, in: layout)) }

    /// The element labels, "" for an unlabelled element.
    var labels: [String] {
        guard let labels = record.pointer.loadPointer(fromByteOffset: layout.tupleLabels, in: layout) else {
            return Array(repeating: "", count: count)
        }
        var result = String(cString: labels.assumingMemoryBound(to: CChar.self))
            .split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        // The string ends with a space, so split yields one extra empty label.
        if result.count > count { result.removeLast(result.count - count) }
        while result.count < count { result.append("") }
        return result
    }

    /// Each element's type and byte offset within the tuple.
    package var elements: [(type: Any.Type, offset: Int)] {
        (0..<count).map { index in
            let element = layout.tupleElements + index * layout.tupleElementStride
            return (record.pointer.loadRecord(fromByteOffset: element + layout.tupleElementType, in: layout).type,
                    Int(record.pointer.load(fromByteOffset: element + layout.tupleElementOffset, as: UInt32.self)))
        }
    }
}

/// Metadata of a function type.
///
/// ABI (include/swift/ABI/Metadata.h, `TargetFunctionTypeMetadata`;
/// MetadataValues.h, `TargetFunctionTypeFlags`): a `StoredSize` of flags
/// (NumParameters 0xFFFF, Convention 0xFF0000, Throws 0x01000000, ParamFlags
/// 0x02000000, Escaping 0x04000000, Async 0x20000000, Sendable 0x40000000),
/// the result type, then one metadata pointer per parameter. Byte offsets
/// come from `MetadataLayout`.
package struct FunctionMetadata {
    /// The function type's metadata.
    package let record: MetadataRecord

    /// The function metadata of `record`, which must have the function kind.
    package init(record: MetadataRecord) {
        self.record = record
    }

    private var layout: MetadataLayout { record.layout }

    /// `TargetFunctionTypeFlags`.
    package var flags: UInt { record.pointer.loadWord(fromByteOffset: layout.functionFlags, in: layout) }
    /// The number of parameters.
    package var parameterCount: Int { Int(flags & 0xFFFF) }
    /// `FunctionMetadataConvention`: 0 swift, 1 block, 2 thin, 3 C.
    package var convention: Int { Int((flags >> 16) & 0xFF) }
    var isThrowing: Bool { flags & 0x0100_0000 != 0 }
    var isAsync: Bool { flags & 0x2000_0000 != 0 }
    var resultType: Any.Type { record.pointer.loadRecord(fromByteOffset: layout.functionResult, in: layout).type }
    var parameterTypes: [Any.Type] {
        (0..<parameterCount).map {
            record.pointer.loadRecord(fromByteOffset: layout.functionParameters + $0 * layout.pointerSize,
                                      in: layout).type
        }
    }
}

/// Metadata of a protocol existential (`any P`, `Any`, `AnyObject`, `P & Q`).
///
/// ABI (Metadata.h, `TargetExistentialTypeMetadata`; MetadataValues.h,
/// `ExistentialTypeFlags`): after the pointer-sized kind, u32 flags
/// (NumWitnessTables 0x00FFFFFF, ClassConstraint 0x80000000 set when NOT
/// class-constrained, HasSuperclass 0x40000000) and u32 NumProtocols. Byte
/// offsets come from `MetadataLayout`.
package struct ExistentialMetadata {
    /// The existential's metadata.
    package let record: MetadataRecord

    /// The existential metadata of `record`, which must have the existential kind.
    package init(record: MetadataRecord) {
        self.record = record
    }

    private var layout: MetadataLayout { record.layout }

    /// `ExistentialTypeFlags`.
    package var flags: UInt32 { record.pointer.load(fromByteOffset: layout.existentialFlags, as: UInt32.self) }
    /// The number of protocols in the composition.
    package var protocolCount: Int {
        Int(record.pointer.load(fromByteOffset: layout.existentialProtocolCount, as: UInt32.self))
    }
    /// The number of witness tables a value carries.
    package var witnessTableCount: Int { Int(flags & 0x00FF_FFFF) }
    var isClassConstrained: Bool { flags & 0x8000_0000 == 0 }
    var hasSuperclassConstraint: Bool { flags & 0x4000_0000 != 0 }
}

/// Metadata of a metatype (`T.Type`) or existential metatype (`any P.Type`).
///
/// ABI (Metadata.h, `TargetMetatypeMetadata`, `TargetExistentialMetatypeMetadata`):
/// the instance type's metadata follows the kind; its byte offset comes from `MetadataLayout`.
struct MetatypeMetadata {
    let record: MetadataRecord

    var instanceType: Any.Type {
        record.pointer.loadRecord(fromByteOffset: layout.metatypeInstanceType, in: layout).type
    }

    private var layout: MetadataLayout { record.layout }
}
