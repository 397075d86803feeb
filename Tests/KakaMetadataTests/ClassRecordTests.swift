import KakaMetadata
import XCTest

// Class records built by hand: the superclass walk stops at a class object
// that is not Swift metadata (on Apple platforms `SwiftObject` and `NSObject`,
// which have no type metadata header), and nothing is read from such a record
// past its Objective-C fields.

final class ClassRecordTests: XCTestCase {
    private let interop64 = MetadataLayout(pointerSize: 8, hasObjCInterop: true)
    private let native64 = MetadataLayout(pointerSize: 8, hasObjCInterop: false)
    private let interop32 = MetadataLayout(pointerSize: 4, hasObjCInterop: true)
    private let native32 = MetadataLayout(pointerSize: 4, hasObjCInterop: false)

    /// The class objects from `start` up, as `ClassMetadata.superclass` walks them.
    private func walk(from start: HandBuiltRecord) -> [UnsafeRawPointer] {
        var chain: [UnsafeRawPointer] = []
        var current: ClassMetadata? = ClassMetadata(record: start.record)
        while let metadata = current, chain.count < 8 {
            chain.append(metadata.record.pointer)
            current = metadata.superclass
        }
        return chain
    }

    /// Swift subclass -> Swift class -> Objective-C root, as on Apple platforms
    /// a Swift class hierarchy ends in `SwiftObject` or `NSObject`.
    func testWalkStopsAtAnObjectiveCSuperclass() {
        let root = HandBuiltRecord(interop64), swiftBase = HandBuiltRecord(interop64), sub = HandBuiltRecord(interop64)
        defer { root.free(); swiftBase.free(); sub.free() }
        root.makeClass(superclass: nil, isSwift: false)
        swiftBase.makeClass(superclass: root, isSwift: true)
        sub.makeClass(superclass: swiftBase, isSwift: true)

        XCTAssertTrue(ClassMetadata(record: sub.record).isSwiftMetadata)
        XCTAssertTrue(ClassMetadata(record: swiftBase.record).isSwiftMetadata)
        XCTAssertFalse(ClassMetadata(record: root.record).isSwiftMetadata)
        XCTAssertEqual(ClassMetadata(record: sub.record).superclass?.record.pointer, UnsafeRawPointer(swiftBase.pointer))
        XCTAssertNil(ClassMetadata(record: swiftBase.record).superclass, "the Objective-C root is not followed")
        XCTAssertEqual(walk(from: sub), [UnsafeRawPointer(sub.pointer), UnsafeRawPointer(swiftBase.pointer)])
    }

    /// The same records with the Objective-C root marked Swift: the walk follows it.
    func testWalkFollowsASwiftSuperclassWithInterop() {
        let root = HandBuiltRecord(interop64), sub = HandBuiltRecord(interop64)
        defer { root.free(); sub.free() }
        root.makeClass(superclass: nil, isSwift: true)
        sub.makeClass(superclass: root, isSwift: true)
        XCTAssertEqual(walk(from: sub), [UnsafeRawPointer(sub.pointer), UnsafeRawPointer(root.pointer)])
    }

    /// Only bit 1 (SWIFT_CLASS_IS_SWIFT_MASK on Apple platforms) marks Swift
    /// metadata; bit 0, the pre-stable-ABI bit the runtime rewrites, does not.
    func testOnlyTheStableABIBitMarksSwiftMetadata() {
        let record = HandBuiltRecord(interop64)
        defer { record.free() }
        record.makeClass(superclass: nil, isSwift: false)
        let data = interop64.classObjCData ?? 0
        record.storeWord(HandBuiltRecord.objCReadOnlyData | 1, at: data)
        XCTAssertFalse(ClassMetadata(record: record.record).isSwiftMetadata)
        record.storeWord(HandBuiltRecord.objCReadOnlyData | 2, at: data)
        XCTAssertTrue(ClassMetadata(record: record.record).isSwiftMetadata)
    }

    /// With interop a kind word that is neither 0 nor an isa pointer is not a class.
    func testWalkRefusesANonClassKindWithInterop() {
        let notAClass = HandBuiltRecord(interop64), sub = HandBuiltRecord(interop64)
        defer { notAClass.free(); sub.free() }
        notAClass.makeClass(superclass: nil, isSwift: true)
        notAClass.storeWord(0x200, at: interop64.kind) // struct
        sub.makeClass(superclass: notAClass, isSwift: true)
        XCTAssertNil(ClassMetadata(record: sub.record).superclass)
    }

    /// Without interop every class object is Swift metadata: kind 0, no `Data`
    /// word consulted; a superclass whose kind is not 0 is refused.
    func testWithoutInteropTheKindDecides() {
        let root = HandBuiltRecord(native64), sub = HandBuiltRecord(native64)
        defer { root.free(); sub.free() }
        root.makeClass(superclass: nil, isSwift: false)
        sub.makeClass(superclass: root, isSwift: false)
        XCTAssertTrue(ClassMetadata(record: root.record).isSwiftMetadata, "no Data word without interop")
        XCTAssertEqual(walk(from: sub), [UnsafeRawPointer(sub.pointer), UnsafeRawPointer(root.pointer)])

        root.storeWord(0x200, at: native64.kind) // struct
        XCTAssertNil(ClassMetadata(record: sub.record).superclass)
        root.storeWord(0x303, at: native64.kind) // existential
        XCTAssertNil(ClassMetadata(record: sub.record).superclass)
        // No isa pointers without interop: a large kind word is not a class.
        root.storeWord(HandBuiltRecord.isa, at: native64.kind)
        XCTAssertNil(ClassMetadata(record: sub.record).superclass)
        XCTAssertNotEqual(root.record.kind, 0)
    }

    func testKindFoldsIsaPointersOnlyWithInterop() {
        let withInterop = HandBuiltRecord(interop64), without = HandBuiltRecord(native64)
        defer { withInterop.free(); without.free() }
        withInterop.storeWord(HandBuiltRecord.isa, at: 0)
        without.storeWord(HandBuiltRecord.isa, at: 0)
        XCTAssertEqual(withInterop.record.kind, 0)
        XCTAssertEqual(without.record.kind, HandBuiltRecord.isa)
        XCTAssertEqual(Kind(rawKind: without.record.kind), .unknown)
        withInterop.storeWord(0x7FF, at: 0)
        XCTAssertEqual(withInterop.record.kind, 0x7FF, "LastEnumeratedMetadataKind itself is not an isa")
    }

    func testObjCClassWrapperKind() {
        XCTAssertEqual(Kind(rawKind: 0x305), .objCClassWrapper)
        XCTAssertEqual(Kind(rawKind: 0), .class)
    }

    // MARK: The value witness table is read only from type metadata

    /// A value witness table whose numbers no fallback would produce.
    private func makeWitnessTable(_ layout: MetadataLayout) -> HandBuiltRecord {
        let table = HandBuiltRecord(layout)
        table.storeWord(24, at: layout.witnessSize)
        table.storeWord(32, at: layout.witnessStride)
        table.store(UInt32(0x0001_000F), at: layout.witnessFlags) // alignment 16, non-POD
        return table
    }

    func testAnObjectiveCClassHasNoValueWitnessTable() {
        let table = makeWitnessTable(interop64), objC = HandBuiltRecord(interop64)
        defer { table.free(); objC.free() }
        objC.makeClass(superclass: nil, isSwift: false)
        // An Objective-C class has no header; whatever precedes it must not be read as one.
        objC.storePointer(table.pointer, at: interop64.valueWitnessTable)
        XCTAssertNil(objC.record.valueWitnesses)
        let storage = BaseType.storage(of: objC.record)
        XCTAssertEqual(storage.size, 8)
        XCTAssertEqual(storage.alignment, 8)
        XCTAssertEqual(storage.stride, 8)
    }

    func testSwiftClassesAndWrappersHaveValueWitnessTables() {
        for layout in [interop64, native64] {
            let table = makeWitnessTable(layout), swiftClass = HandBuiltRecord(layout), wrapper = HandBuiltRecord(layout)
            defer { table.free(); swiftClass.free(); wrapper.free() }
            swiftClass.makeClass(superclass: nil, isSwift: true)
            wrapper.storeWord(0x305, at: layout.kind) // ObjCClassWrapper: type metadata with a header
            for record in [swiftClass, wrapper] {
                record.storePointer(table.pointer, at: layout.valueWitnessTable)
                let storage = BaseType.storage(of: record.record)
                XCTAssertEqual(storage.size, 24, "\(layout)")
                XCTAssertEqual(storage.alignment, 16, "\(layout)")
                XCTAssertEqual(storage.stride, 32, "\(layout)")
            }
        }
    }

    // MARK: The Swift class fields, for every layout

    /// Distinct numbers at each Swift class field, read back through `ClassMetadata`.
    func testSwiftClassFieldsInEveryLayout() {
        for layout in [native64, interop64, native32, interop32] {
            let record = HandBuiltRecord(layout)
            defer { record.free() }
            record.makeClass(superclass: nil, isSwift: true)
            record.store(UInt32(0x11), at: layout.classFlags)
            record.store(UInt32(0x22), at: layout.classInstanceAddressPoint)
            record.store(UInt32(0x33), at: layout.classInstanceSize)
            record.store(UInt16(0x44), at: layout.classInstanceAlignMask)
            record.store(UInt32(0x55), at: layout.classSize)
            record.store(UInt32(0x66), at: layout.classAddressPoint)
            let metadata = ClassMetadata(record: record.record)
            XCTAssertTrue(metadata.isSwiftMetadata, "\(layout)")
            XCTAssertNil(metadata.superclass, "\(layout)")
            XCTAssertEqual(metadata.instanceSize, 0x33, "\(layout)")
            XCTAssertEqual(metadata.instanceAlignMask, 0x44, "\(layout)")
            XCTAssertEqual(metadata.classSizeAndAddressPoint.size, 0x55, "\(layout)")
            XCTAssertEqual(metadata.classSizeAndAddressPoint.addressPoint, 0x66, "\(layout)")
        }
    }

    /// 32-bit records with interop: the `Data` word is 4 bytes at byte 16.
    func testThirtyTwoBitDataWord() {
        let record = HandBuiltRecord(interop32)
        defer { record.free() }
        record.makeClass(superclass: nil, isSwift: false)
        XCTAssertFalse(ClassMetadata(record: record.record).isSwiftMetadata)
        record.store(UInt32(2), at: 16)
        XCTAssertTrue(ClassMetadata(record: record.record).isSwiftMetadata)
        // The 64-bit position of the Data word (32) is not consulted.
        record.store(UInt32(0), at: 16)
        record.store(UInt32(2), at: 32)
        XCTAssertFalse(ClassMetadata(record: record.record).isSwiftMetadata)
    }
}

/// An Objective-C class seen through its wrapper record (kind 0x305), as
/// `NSObject.self` is on Apple platforms: a class type without Swift
/// metadata, properties or superclass, whose size is read from the
/// wrapper's own value witness table.
final class ObjectiveCWrapperTypeTests: XCTestCase {
    /// Made once and never freed: the type cache keeps the built type,
    /// keyed by the record's address, for the process's life.
    nonisolated(unsafe) private static let wrapper: HandBuiltRecord = {
        let record = HandBuiltRecord(.current)
        record.storeWord(0x305, at: MetadataLayout.current.kind)
        // A real table, as the runtime gives every wrapper one (a class
        // reference's: one pointer).
        let witnesses = unsafeBitCast(AnyObject.self as Any.Type, to: UnsafeRawPointer.self)
            .load(fromByteOffset: MetadataLayout.current.valueWitnessTable, as: UnsafeRawPointer.self)
        record.storePointer(witnesses, at: MetadataLayout.current.valueWitnessTable)
        return record
    }()

    func testAWrapperIsAClassTypeWithoutSwiftMetadata() throws {
        // ABI: a metatype value is a pointer to the metadata's address point.
        let type = unsafeBitCast(UnsafeRawPointer(Self.wrapper.pointer), to: Any.Type.self)
        XCTAssertEqual(Kind(type), .objCClassWrapper)
        let built = try XCTUnwrap(Metadata.type(type) as? ClassType)
        XCTAssertFalse(built.isSwiftClass)
        XCTAssertNil(built.super)
        XCTAssertEqual(built.properties?.count, 0)
        XCTAssertTrue(built.isSystemModule)
        XCTAssertEqual(built.size, MemoryLayout<AnyObject>.size)
        XCTAssertEqual(built.stride, MemoryLayout<AnyObject>.stride)
    }
}
