import KakaMetadata

/// Zeroed raw memory filled by hand as one metadata record (or value witness
/// table) of a given layout, so the ABI readers can be run on records this
/// platform never makes: Objective-C classes, 32-bit records.
///
/// Offsets are in bytes from the address point, which sits after a prefix
/// room for the value witness table pointer. Freed by `free()`.
struct HandBuiltRecord {
    let layout: MetadataLayout
    /// The address point.
    let pointer: UnsafeMutableRawPointer
    private let allocation: UnsafeMutableRawPointer

    private static let prefixBytes = 16
    private static let totalBytes = 256

    init(_ layout: MetadataLayout) {
        self.layout = layout
        allocation = UnsafeMutableRawPointer.allocate(byteCount: Self.totalBytes, alignment: 16)
        allocation.initializeMemory(as: UInt8.self, repeating: 0, count: Self.totalBytes)
        pointer = allocation + Self.prefixBytes
    }

    /// The record as the readers see it.
    var record: MetadataRecord { MetadataRecord(pointer: UnsafeRawPointer(pointer), layout: layout) }

    /// Stores a pointer-sized word, `layout.pointerSize` bytes wide.
    func storeWord(_ value: UInt, at offset: Int) {
        if layout.pointerSize == 4 {
            pointer.storeBytes(of: UInt32(value), toByteOffset: offset, as: UInt32.self)
        } else {
            pointer.storeBytes(of: UInt64(value), toByteOffset: offset, as: UInt64.self)
        }
    }

    /// Stores a pointer, `layout.pointerSize` bytes wide.
    func storePointer(_ value: UnsafeRawPointer?, at offset: Int) {
        storeWord(UInt(bitPattern: value), at: offset)
    }

    /// Stores a fixed-width field such as a u32 or u16.
    func store<Field: FixedWidthInteger>(_ value: Field, at offset: Int) {
        pointer.storeBytes(of: value, toByteOffset: offset, as: Field.self)
    }

    func free() {
        allocation.deallocate()
    }
}

/// A class object's parts, as a hand-built record holds them.
extension HandBuiltRecord {
    /// An isa pointer value: above `LastEnumeratedMetadataKind` (0x7FF), so read as "class" with interop.
    static let isa: UInt = 0x1000_0800
    /// An Objective-C `class_ro_t` pointer value: 8-aligned, neither "is Swift" bit set.
    static let objCReadOnlyData: UInt = 0x2000_1000

    /// Makes the record a class object: its kind word and superclass, and with
    /// interop its isa and `Data` word, Swift or not.
    func makeClass(superclass: HandBuiltRecord?, isSwift: Bool) {
        if let data = layout.classObjCData {
            storeWord(Self.isa, at: layout.kind)
            storeWord(Self.objCReadOnlyData | (isSwift ? layout.swiftClassMask : 0), at: data)
        } else {
            storeWord(0, at: layout.kind)
        }
        storePointer(superclass.map { UnsafeRawPointer($0.pointer) }, at: layout.classSuperclass)
    }
}
