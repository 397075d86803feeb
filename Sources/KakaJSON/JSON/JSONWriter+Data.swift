#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONWriter {
    /// The output as `Data`, which takes over the writer's memory (no copy,
    /// and no UTF-8 validation, which making a `String` would do over the
    /// whole output); the writer is left empty.
    package mutating func takeData() -> Data {
        buffer.takeData()
    }
}

extension JSONByteBuffer {
    /// The bytes as `Data`, which takes over this memory: no copy of the
    /// output. The buffer starts again with a small allocation of its own.
    mutating func takeData() -> Data {
        let bytes = base
        let data = Data(bytesNoCopy: bytes, count: count, deallocator: .custom { pointer, _ in
            // The buffer's memory came from `UnsafeMutablePointer.allocate`.
            pointer.assumingMemoryBound(to: UInt8.self).deallocate()
        })
        replaceStorage(with: JSONByteBuffer.minimumCapacity)
        return data
    }
}
