// Reads of the pointer-sized fields of metadata records.
//
// ABI (Metadata.h, `RuntimeTarget<4>` and `RuntimeTarget<8>`): `StoredPointer`,
// `StoredSize` and `StoredPointerDifference` are as wide as the target's
// pointers. Reading them at `layout.pointerSize` bytes (rather than as `UInt`,
// which is the host's width) keeps a reader right for any layout it is given;
// for `MetadataLayout.current` the two are the same.

extension UnsafeRawPointer {
    /// Reads the unsigned pointer-sized word (`StoredPointer`, `StoredSize`)
    /// `offset` bytes past `self`.
    @inline(__always)
    func loadWord(fromByteOffset offset: Int, in layout: MetadataLayout) -> UInt {
        layout.pointerSize == 4
            ? UInt(load(fromByteOffset: offset, as: UInt32.self))
            : UInt(truncatingIfNeeded: load(fromByteOffset: offset, as: UInt64.self))
    }

    /// Reads the signed pointer-sized word (`StoredPointerDifference`) `offset` bytes past `self`.
    @inline(__always)
    func loadSignedWord(fromByteOffset offset: Int, in layout: MetadataLayout) -> Int {
        layout.pointerSize == 4
            ? Int(load(fromByteOffset: offset, as: Int32.self))
            : Int(truncatingIfNeeded: load(fromByteOffset: offset, as: Int64.self))
    }

    /// Reads the pointer stored `offset` bytes past `self`; nil when it is null.
    @inline(__always)
    func loadPointer(fromByteOffset offset: Int, in layout: MetadataLayout) -> UnsafeRawPointer? {
        UnsafeRawPointer(bitPattern: loadWord(fromByteOffset: offset, in: layout))
    }

    /// Reads a pointer the ABI declares non-null `offset` bytes past `self`
    /// (a value type's description, a tuple element's type, an Optional's
    /// wrapped type); a null one stops the process rather than be followed.
    @inline(__always)
    func loadNonNullPointer(fromByteOffset offset: Int, in layout: MetadataLayout) -> UnsafeRawPointer {
        guard let pointer = loadPointer(fromByteOffset: offset, in: layout) else {
            preconditionFailure("KakaMetadata: null pointer in a metadata field the ABI declares non-null")
        }
        return pointer
    }

    /// Reads the non-null metadata pointer `offset` bytes past `self`, as a record of the same layout.
    @inline(__always)
    func loadRecord(fromByteOffset offset: Int, in layout: MetadataLayout) -> MetadataRecord {
        MetadataRecord(pointer: loadNonNullPointer(fromByteOffset: offset, in: layout), layout: layout)
    }
}
