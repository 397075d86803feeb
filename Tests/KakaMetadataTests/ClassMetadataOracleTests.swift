@_spi(Reflection) import Swift
import KakaMetadata
import XCTest

// The class fields read through `MetadataLayout.current`, on this process's
// own class metadata, held against the compiler and the runtime's reflection.

private final class EndsWithAByte {
    var wide: Int64 = 0
    var last: Int8 = 0
}

private final class SixteenByteAligned {
    var small: Int8 = 0
    var vector: SIMD4<Float> = .zero
}

final class ClassMetadataOracleTests: XCTestCase {
    private func metadata(_ type: AnyClass) -> ClassMetadata {
        ClassMetadata(record: MetadataRecord(type))
    }

    /// `InstanceSize` is the end of the last stored property: the object header
    /// and the fields, without tail padding (Metadata.h: "the required size of instances").
    func testInstanceSizeEndsAtTheLastField() throws {
        let byteEnd = try XCTUnwrap(forEachFieldOracle(EndsWithAByte.self)?.last?.offset) + MemoryLayout<Int8>.size
        XCTAssertEqual(metadata(EndsWithAByte.self).instanceSize, byteEnd)
        let vectorEnd = try XCTUnwrap(forEachFieldOracle(SixteenByteAligned.self)?.last?.offset)
            + MemoryLayout<SIMD4<Float>>.size
        XCTAssertEqual(metadata(SixteenByteAligned.self).instanceSize, vectorEnd)
    }

    /// `InstanceAlignMask` is the strictest alignment of the header (a pointer) and the fields, minus one.
    func testInstanceAlignMaskFollowsTheFields() {
        XCTAssertEqual(metadata(EndsWithAByte.self).instanceAlignMask, MemoryLayout<UnsafeRawPointer>.alignment - 1)
        XCTAssertEqual(metadata(SixteenByteAligned.self).instanceAlignMask, MemoryLayout<SIMD4<Float>>.alignment - 1)
    }

    /// `ClassAddressPoint` is the size of the class metadata header
    /// (Metadata.h, `TargetHeapMetadataHeader`: layout string, destroy,
    /// value witnesses: three words); `ClassSize` extends past it by whole
    /// words, at least the seven of `TargetClassMetadata` without interop
    /// (ten with), and a subclass's by more than its superclass's.
    func testClassSizeAndAddressPoint() {
        let words = MemoryLayout<UnsafeRawPointer>.size
        let fixedWords = MetadataLayout.current.hasObjCInterop ? 10 : 7
        for type in [EndsWithAByte.self, Animal.self, Puppy.self] as [AnyClass] {
            let bounds = metadata(type).classSizeAndAddressPoint
            XCTAssertEqual(bounds.addressPoint, 3 * words, "\(type)")
            XCTAssertEqual((bounds.size - bounds.addressPoint) % words, 0, "\(type)")
            XCTAssertGreaterThanOrEqual(bounds.size - bounds.addressPoint, fixedWords * words, "\(type)")
        }
        XCTAssertGreaterThan(metadata(Puppy.self).classSizeAndAddressPoint.size,
                             metadata(Animal.self).classSizeAndAddressPoint.size)
    }

    /// The superclass walk follows the runtime's `_getSuperclass` for Swift classes.
    func testSuperclassWalkMatchesTheRuntime() {
        var walked: [UnsafeRawPointer] = []
        var current: ClassMetadata? = metadata(Puppy.self)
        while let link = current {
            walked.append(link.record.pointer)
            current = link.superclass
        }
        let oracle = superclassChainOracle(Puppy.self).reversed().map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
        #if canImport(ObjectiveC)
        // The runtime's chain goes on to the Objective-C root (SwiftObject); the walk stops before it.
        XCTAssertEqual(walked, Array(oracle.prefix(walked.count)))
        #else
        XCTAssertEqual(walked, Array(oracle))
        #endif
        XCTAssertEqual(walked.count, 4, "Puppy, Dog, Mammal, Animal")
        XCTAssertTrue(walked.allSatisfy { ClassMetadata(record: MetadataRecord(pointer: $0)).isSwiftMetadata })
    }

    /// The value witness table of real metadata, through the current layout.
    func testValueWitnessTablesMatchMemoryLayout() throws {
        func check<T>(_: T.Type, file: StaticString = #filePath, line: UInt = #line) throws {
            let witnesses = try XCTUnwrap(MetadataRecord(T.self).valueWitnesses, file: file, line: line)
            XCTAssertEqual(witnesses.size, MemoryLayout<T>.size, "\(T.self)", file: file, line: line)
            XCTAssertEqual(witnesses.stride, MemoryLayout<T>.stride, "\(T.self)", file: file, line: line)
            XCTAssertEqual(witnesses.alignment, MemoryLayout<T>.alignment, "\(T.self)", file: file, line: line)
        }
        try check(Int8.self)
        try check((Int8, Int64, Int8).self)
        try check(SIMD4<Float>.self)
        try check(String?.self)
        try check(EndsWithAByte.self)
        // Int8 has 256 - 256 = 0 spare patterns; Bool has 254 (values 2...255).
        XCTAssertEqual(MetadataRecord(Int8.self).valueWitnesses?.extraInhabitantCount, 0)
        XCTAssertEqual(MetadataRecord(Bool.self).valueWitnesses?.extraInhabitantCount, 254)
    }
}
