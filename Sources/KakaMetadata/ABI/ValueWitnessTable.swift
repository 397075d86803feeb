/// The size, stride, alignment and flags of a type.
///
/// ABI (include/swift/ABI/ValueWitness.def): eight function pointers
/// (initializeBufferWithCopyOfBuffer, destroy, initializeWithCopy,
/// assignWithCopy, initializeWithTake, assignWithTake,
/// getEnumTagSinglePayload, storeEnumTagSinglePayload), then `size` and
/// `stride` (`StoredSize`), `flags` (u32) and `extraInhabitantCount` (u32);
/// offsets from `MetadataLayout`.
/// Flags (MetadataValues.h, `ValueWitnessFlags`): alignment mask 0xFF
/// (alignment - 1), IsNonPOD 0x10000, IsNonInline 0x20000,
/// IsNonBitwiseTakable 0x100000.
package struct ValueWitnessTable {
    /// The start of the table.
    package let pointer: UnsafeRawPointer
    /// The layout the table is read with.
    package let layout: MetadataLayout

    /// The table at `pointer`, read with `layout`.
    package init(pointer: UnsafeRawPointer, layout: MetadataLayout = .current) {
        self.pointer = pointer
        self.layout = layout
    }

    /// The size of a value in bytes (`MemoryLayout.size`).
    package var size: Int { Int(pointer.loadWord(fromByteOffset: layout.witnessSize, in: layout)) }
    /// The distance between array elements in bytes (`MemoryLayout.stride`).
    package var stride: Int { Int(pointer.loadWord(fromByteOffset: layout.witnessStride, in: layout)) }
    /// `ValueWitnessFlags`.
    package var flags: UInt32 { pointer.load(fromByteOffset: layout.witnessFlags, as: UInt32.self) }
    /// The number of bit patterns that are not values of the type.
    package var extraInhabitantCount: Int {
        Int(pointer.load(fromByteOffset: layout.witnessExtraInhabitantCount, as: UInt32.self))
    }
    /// The alignment in bytes (`MemoryLayout.alignment`).
    package var alignment: Int { Int(flags & 0xFF) + 1 }
    /// Whether a value is plain data (no IsNonPOD flag). (Package access:
    /// the record tests check it against the runtime.)
    package var isPOD: Bool { flags & 0x10000 == 0 }
}
