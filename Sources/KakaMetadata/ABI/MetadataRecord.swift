/// A pointer to any type metadata record, and what every record shares.
///
/// ABI (docs/ABI/TypeMetadata.md, "Common Metadata Layout"; Metadata.h,
/// `TargetTypeMetadataHeaderBase`, `TargetMetadata`): a metatype value
/// (`Any.Type`) is a pointer to the metadata's address point. The kind is at
/// the address point; the value witness table pointer is the word before it.
/// Offsets come from `layout`.
package struct MetadataRecord {
    /// The metadata's address point.
    package let pointer: UnsafeRawPointer
    /// The layout the record is read with.
    package let layout: MetadataLayout

    /// The record of `type`, read with the running process's layout.
    package init(_ type: Any.Type) {
        // ABI: a thick `Any.Type` value is exactly one metadata pointer.
        pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
        layout = .current
    }

    /// The record at `pointer`, read with `layout`.
    package init(pointer: UnsafeRawPointer, layout: MetadataLayout = .current) {
        self.pointer = pointer
        self.layout = layout
    }

    /// The Swift metatype for this record.
    var type: Any.Type {
        unsafeBitCast(pointer, to: Any.Type.self)
    }

    /// The raw kind, with every isa pointer folded to `MetadataKindValue.class`.
    package var kind: UInt {
        // ABI: the kind is a `StoredPointer` at the address point.
        let raw = pointer.loadWord(fromByteOffset: layout.kind, in: layout)
        return isClassObject(rawKind: raw) ? MetadataKindValue.class : raw
    }

    /// Whether a raw kind word marks a class object.
    ///
    /// ABI (MetadataValues.h, `getEnumeratedMetadataKind`): kind 0 is a class;
    /// with Objective-C interop the word is the class's isa pointer, so any
    /// value above `LastEnumeratedMetadataKind` (0x7FF) is one too. Without
    /// interop no kind is above it.
    private func isClassObject(rawKind: UInt) -> Bool {
        rawKind == MetadataKindValue.class || (layout.hasObjCInterop && rawKind > MetadataKindValue.lastEnumerated)
    }

    /// The value witness table; nil for a class object that is not Swift
    /// metadata (a pure Objective-C class), which has no type metadata header.
    ///
    /// An Objective-C class wrapper (kind 0x305) is Swift type metadata and has one.
    package var valueWitnesses: ValueWitnessTable? {
        if kind == MetadataKindValue.class, !ClassMetadata(record: self).isSwiftMetadata { return nil }
        // ABI: `TargetTypeMetadataHeaderBase::ValueWitnesses`, the word before the address point.
        return ValueWitnessTable(pointer: pointer.loadNonNullPointer(fromByteOffset: layout.valueWitnessTable, in: layout),
                                 layout: layout)
    }
}
