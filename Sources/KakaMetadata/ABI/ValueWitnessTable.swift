/// The value witness table: size, stride, alignment and flags of a type.
///
/// ABI (include/swift/ABI/ValueWitness.def): eight function pointers
/// (initializeBufferWithCopyOfBuffer, destroy, initializeWithCopy,
/// assignWithCopy, initializeWithTake, assignWithTake,
/// getEnumTagSinglePayload, storeEnumTagSinglePayload), then `size` (word 8),
/// `stride` (word 9), `flags` (u32 at word 10) and `extraInhabitantCount` (u32).
/// Flags: alignment mask 0xFF (alignment - 1), IsNonPOD 0x10000,
/// IsNonInline 0x20000, IsNonBitwiseTakable 0x100000.
struct ValueWitnessTable {
    let pointer: UnsafeRawPointer

    var size: Int { pointer.word(8, as: Int.self) }
    var stride: Int { pointer.word(9, as: Int.self) }
    var flags: UInt32 { pointer.load(fromByteOffset: 10 * MemoryLayout<Int>.size, as: UInt32.self) }
    var alignment: Int { Int(flags & 0xFF) + 1 }
    var isPOD: Bool { flags & 0x10000 == 0 }
}
