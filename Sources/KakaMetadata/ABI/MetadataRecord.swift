/// A pointer to any type metadata record, and what every record shares.
///
/// ABI (docs/ABI/TypeMetadata.md, "Common Metadata Layout"): a metatype value
/// (`Any.Type`) is a pointer to the metadata's address point. Word 0 is the
/// kind; word -1 points to the value witness table.
struct MetadataRecord {
    let pointer: UnsafeRawPointer

    init(_ type: Any.Type) {
        // ABI: a thick `Any.Type` value is exactly one metadata pointer.
        pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    init(pointer: UnsafeRawPointer) {
        self.pointer = pointer
    }

    /// The Swift metatype for this record.
    var type: Any.Type {
        unsafeBitCast(pointer, to: Any.Type.self)
    }

    /// The raw kind, with every isa pointer folded to `MetadataKindValue.class`.
    var kind: UInt {
        // ABI: word 0 is the kind (StoredPointer sized).
        let raw = pointer.word(0, as: UInt.self)
        return raw > MetadataKindValue.lastEnumerated ? MetadataKindValue.class : raw
    }

    /// ABI: word -1 is the value witness table pointer.
    var valueWitnesses: ValueWitnessTable {
        ValueWitnessTable(pointer: pointer.word(-1, as: UnsafeRawPointer.self))
    }
}
