// Relative pointers, as read from context descriptors and field records.
//
// ABI (include/swift/Basic/RelativePointer.h): a relative pointer is a signed
// 32-bit offset from the address of the field that holds it; 0 means null.
// An *indirectable* relative pointer uses its low bit as a flag: 1 means the
// target is a pointer-sized slot that holds the real address (used for
// references into other images, such as a parent module descriptor).

extension UnsafeRawPointer {
    /// Resolves the direct relative pointer stored `offset` bytes past `self`.
    @inline(__always)
    func relativeDirectPointer(atByteOffset offset: Int) -> UnsafeRawPointer? {
        let field = self + offset
        // ABI: relative pointer fields are Int32, 4-byte aligned in every record.
        let delta = field.load(as: Int32.self)
        return delta == 0 ? nil : field + Int(delta)
    }

    /// Resolves the indirectable relative pointer stored `offset` bytes past `self`.
    @inline(__always)
    func relativeIndirectablePointer(atByteOffset offset: Int) -> UnsafeRawPointer? {
        let field = self + offset
        let delta = field.load(as: Int32.self)
        if delta == 0 { return nil }
        let target = field + Int(delta & ~1)
        // ABI: low bit set means "load through one more pointer".
        if delta & 1 != 0 { return target.load(as: UnsafeRawPointer?.self) }
        return target
    }

    /// Reads the pointer-sized word at `index` (negative indices reach the metadata prefix).
    @inline(__always)
    func word<T>(_ index: Int, as type: T.Type) -> T {
        load(fromByteOffset: index * MemoryLayout<UnsafeRawPointer>.size, as: T.self)
    }
}
