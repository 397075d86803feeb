/// The generic context of a generic type's descriptor.
///
/// ABI (include/swift/ABI/GenericContext.h): a type descriptor with IsGeneric
/// is followed by `TargetTypeGenericContextDescriptorHeader`: instantiation
/// cache (rel32), default instantiation pattern (rel32), then the base header
/// of u16 NumParams, u16 NumRequirements, u16 NumKeyArguments, u16 Flags
/// (16 bytes), then one `GenericParamDescriptor` byte per parameter:
/// kind in the low 6 bits (0 type, 1 type pack, 2 value), HasKeyArgument 0x80.
struct GenericContext {
    /// Address of the type generic context header.
    let pointer: UnsafeRawPointer

    var parameterCount: Int { Int(pointer.load(fromByteOffset: 8, as: UInt16.self)) }
    var keyArgumentCount: Int { Int(pointer.load(fromByteOffset: 12, as: UInt16.self)) }

    /// The parameter descriptors, one byte each.
    var parameters: [UInt8] {
        (0..<parameterCount).map { pointer.load(fromByteOffset: 16 + $0, as: UInt8.self) }
    }

    /// True when every parameter is a plain type parameter with a key argument,
    /// so argument *i* of the metadata's generic vector is the metadata of parameter *i*.
    var hasOnlyTypeParameters: Bool {
        parameters.allSatisfy { $0 & 0x3F == 0 && $0 & 0x80 != 0 }
    }
}
