/// Metadata of a tuple.
///
/// ABI (docs/ABI/TypeMetadata.md, "Tuple Metadata"): word 1 number of
/// elements, word 2 labels (a C string of space-terminated labels, or null),
/// then per element two words: element metadata, element byte offset. The
/// offset is a `StoredSize` on Apple platforms but a **uint32_t** elsewhere
/// (Metadata.h, `TargetTupleTypeMetadata::Element`), with the upper half of the
/// word left as padding. The first 4 bytes of the word are the offset on
/// both (Apple platforms are little-endian, and offsets fit in 32 bits).
struct TupleMetadata {
    let record: MetadataRecord

    var count: Int { record.pointer.word(1, as: Int.self) }

    var labels: [String] {
        guard let labels = record.pointer.word(2, as: UnsafePointer<CChar>?.self) else {
            return Array(repeating: "", count: count)
        }
        var result = String(cString: labels).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        // The string ends with a space, so split yields one extra empty label.
        if result.count > count { result.removeLast(result.count - count) }
        while result.count < count { result.append("") }
        return result
    }

    var elements: [(type: Any.Type, offset: Int)] {
        (0..<count).map { index in
            let word = 3 + index * 2
            return (MetadataRecord(pointer: record.pointer.word(word, as: UnsafeRawPointer.self)).type,
                    Int(record.pointer.load(fromByteOffset: (word + 1) * MemoryLayout<Int>.size, as: UInt32.self)))
        }
    }
}

/// Metadata of a function type.
///
/// ABI (include/swift/ABI/Metadata.h, `TargetFunctionTypeMetadata`;
/// MetadataValues.h, `FunctionTypeFlags`): word 1 flags (NumParameters
/// 0xFFFF, Convention 0xFF0000, Throws 0x01000000, ParamFlags 0x02000000,
/// Escaping 0x04000000, Async 0x20000000, Sendable 0x40000000), word 2 result
/// type, then one metadata pointer per parameter.
struct FunctionMetadata {
    let record: MetadataRecord

    var flags: UInt { record.pointer.word(1, as: UInt.self) }
    var parameterCount: Int { Int(flags & 0xFFFF) }
    var convention: Int { Int((flags >> 16) & 0xFF) }
    var isThrowing: Bool { flags & 0x0100_0000 != 0 }
    var isAsync: Bool { flags & 0x2000_0000 != 0 }
    var resultType: Any.Type { MetadataRecord(pointer: record.pointer.word(2, as: UnsafeRawPointer.self)).type }
    var parameterTypes: [Any.Type] {
        (0..<parameterCount).map { MetadataRecord(pointer: record.pointer.word(3 + $0, as: UnsafeRawPointer.self)).type }
    }
}

/// Metadata of a protocol existential (`any P`, `Any`, `AnyObject`, `P & Q`).
///
/// ABI (Metadata.h, `TargetExistentialTypeMetadata`; MetadataValues.h,
/// `ExistentialTypeFlags`): word 1 holds u32 flags (NumWitnessTables
/// 0x00FFFFFF, ClassConstraint 0x80000000 set when NOT class-constrained,
/// HasSuperclass 0x40000000) and u32 NumProtocols.
struct ExistentialMetadata {
    let record: MetadataRecord

    var flags: UInt32 { record.pointer.load(fromByteOffset: 8, as: UInt32.self) }
    var protocolCount: Int { Int(record.pointer.load(fromByteOffset: 12, as: UInt32.self)) }
    var witnessTableCount: Int { Int(flags & 0x00FF_FFFF) }
    var isClassConstrained: Bool { flags & 0x8000_0000 == 0 }
    var hasSuperclassConstraint: Bool { flags & 0x4000_0000 != 0 }
}

/// Metadata of a metatype (`T.Type`) or existential metatype (`any P.Type`).
///
/// ABI (Metadata.h, `TargetMetatypeMetadata`, `TargetExistentialMetatypeMetadata`):
/// word 1 is the instance type's metadata.
struct MetatypeMetadata {
    let record: MetadataRecord

    var instanceType: Any.Type { MetadataRecord(pointer: record.pointer.word(1, as: UnsafeRawPointer.self)).type }
}
