/// The kinds of context descriptor.
///
/// ABI (include/swift/ABI/MetadataValues.h, `ContextDescriptorKind`):
/// the low five bits of the descriptor's flags.
enum ContextDescriptorKind: UInt8 {
    case module = 0
    case `extension` = 1
    case anonymous = 2
    case `protocol` = 3
    case opaqueType = 4
    case `class` = 16
    case `struct` = 17
    case `enum` = 18
}

/// Any context descriptor: a module, an extension, a type...
///
/// ABI (include/swift/ABI/Metadata.h, `TargetContextDescriptor`), in u32 words:
/// 0 flags, 1 parent (relative indirectable pointer). Module and type
/// descriptors continue with 2 name (relative direct pointer to a C string).
/// Flags: kind = flags & 0x1F, IsUnique 0x40, IsGeneric 0x80, kind-specific
/// flags in the upper 16 bits.
struct ContextDescriptor {
    let pointer: UnsafeRawPointer

    var flags: UInt32 { pointer.load(as: UInt32.self) }
    var kind: ContextDescriptorKind? { ContextDescriptorKind(rawValue: UInt8(flags & 0x1F)) }
    var isGeneric: Bool { flags & 0x80 != 0 }
    var kindSpecificFlags: UInt16 { UInt16(truncatingIfNeeded: flags >> 16) }

    var parent: ContextDescriptor? {
        pointer.relativeIndirectablePointer(atByteOffset: 4).map(ContextDescriptor.init)
    }

    /// The name of a module or type context; nil for other kinds.
    var name: String? {
        switch kind {
        case .module, .class, .struct, .enum, .protocol:
            // ABI: word 2 of module, protocol and type descriptors is the name.
            return pointer.relativeDirectPointer(atByteOffset: 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
        default:
            return nil
        }
    }

    /// The name of the module this context is declared in.
    var moduleName: String? {
        var context: ContextDescriptor? = self
        // Bounded walk: a malformed chain must not loop forever.
        for _ in 0..<64 {
            guard let current = context else { return nil }
            if current.kind == .module { return current.name }
            context = current.parent
        }
        return nil
    }
}
