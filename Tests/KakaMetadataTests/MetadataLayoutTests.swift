import KakaMetadata
import XCTest

// Every offset of `MetadataLayout`, for the four targets it describes, held
// against numbers written out from the Swift ABI headers (include/swift/ABI/
// Metadata.h, ValueWitness.def). The expected numbers are literals, not the
// table's own formulas, so a wrong formula fails here.

final class MetadataLayoutTests: XCTestCase {
    /// Each field of the table, by name.
    private static let fields: [(name: String, offset: @Sendable (MetadataLayout) -> Int)] = [
        ("valueWitnessTable", \.valueWitnessTable), ("kind", \.kind),
        ("classSuperclass", \.classSuperclass), ("classFlags", \.classFlags),
        ("classInstanceAddressPoint", \.classInstanceAddressPoint), ("classInstanceSize", \.classInstanceSize),
        ("classInstanceAlignMask", \.classInstanceAlignMask), ("classSize", \.classSize),
        ("classAddressPoint", \.classAddressPoint), ("classDescription", \.classDescription),
        ("classIVarDestroyer", \.classIVarDestroyer), ("classFieldOffsetSize", \.classFieldOffsetSize),
        ("valueDescription", \.valueDescription), ("valueGenericArguments", \.valueGenericArguments),
        ("structFieldOffsetSize", \.structFieldOffsetSize), ("optionalWrappedType", \.optionalWrappedType),
        ("tupleCount", \.tupleCount), ("tupleLabels", \.tupleLabels), ("tupleElements", \.tupleElements),
        ("tupleElementStride", \.tupleElementStride), ("tupleElementType", \.tupleElementType),
        ("tupleElementOffset", \.tupleElementOffset),
        ("functionFlags", \.functionFlags), ("functionResult", \.functionResult),
        ("functionParameters", \.functionParameters),
        ("existentialFlags", \.existentialFlags), ("existentialProtocolCount", \.existentialProtocolCount),
        ("metatypeInstanceType", \.metatypeInstanceType),
        ("witnessSize", \.witnessSize), ("witnessStride", \.witnessStride), ("witnessFlags", \.witnessFlags),
        ("witnessExtraInhabitantCount", \.witnessExtraInhabitantCount),
        ("boundsImmediateMembersOffset", \.boundsImmediateMembersOffset),
        ("boundsNegativeSize", \.boundsNegativeSize), ("boundsPositiveSize", \.boundsPositiveSize),
    ]

    /// Offsets every target shares once its word size is fixed: the records
    /// other than class metadata, which is the only one interop changes.
    private static func nonClassOffsets(pointerSize: Int) -> [String: Int] {
        pointerSize == 8 ? [
            // TargetTypeMetadataHeaderBase: ValueWitnesses is the word before the address point.
            "valueWitnessTable": -8, "kind": 0,
            // TargetValueMetadata: Kind, Description; generic arguments trail; struct offsets are uint32_t.
            "valueDescription": 8, "valueGenericArguments": 16, "structFieldOffsetSize": 4,
            "optionalWrappedType": 16,
            // TargetTupleTypeMetadata: Kind, NumElements, Labels, then Element { Type, Offset }, 16 bytes each.
            "tupleCount": 8, "tupleLabels": 16, "tupleElements": 24, "tupleElementStride": 16,
            "tupleElementType": 0, "tupleElementOffset": 8,
            // TargetFunctionTypeMetadata: Kind, Flags (StoredSize), ResultType, then parameters.
            "functionFlags": 8, "functionResult": 16, "functionParameters": 24,
            // TargetExistentialTypeMetadata: Kind, Flags (uint32_t), NumProtocols (uint32_t).
            "existentialFlags": 8, "existentialProtocolCount": 12,
            // TargetMetatypeMetadata: Kind, InstanceType.
            "metatypeInstanceType": 8,
            // ValueWitness.def: 8 function pointers (64 bytes), size, stride, flags u32, extraInhabitantCount u32.
            "witnessSize": 64, "witnessStride": 72, "witnessFlags": 80, "witnessExtraInhabitantCount": 84,
            // TargetStoredClassMetadataBounds: ImmediateMembersOffset (ptrdiff_t), NegativeSizeInWords, PositiveSizeInWords.
            "boundsImmediateMembersOffset": 0, "boundsNegativeSize": 8, "boundsPositiveSize": 12,
        ] : [
            "valueWitnessTable": -4, "kind": 0,
            "valueDescription": 4, "valueGenericArguments": 8, "structFieldOffsetSize": 4,
            "optionalWrappedType": 8,
            // Element { Type, Offset } is two 4-byte words.
            "tupleCount": 4, "tupleLabels": 8, "tupleElements": 12, "tupleElementStride": 8,
            "tupleElementType": 0, "tupleElementOffset": 4,
            "functionFlags": 4, "functionResult": 8, "functionParameters": 12,
            // The flags follow the 4-byte kind.
            "existentialFlags": 4, "existentialProtocolCount": 8,
            "metatypeInstanceType": 4,
            // 8 function pointers are 32 bytes.
            "witnessSize": 32, "witnessStride": 36, "witnessFlags": 40, "witnessExtraInhabitantCount": 44,
            "boundsImmediateMembersOffset": 0, "boundsNegativeSize": 4, "boundsPositiveSize": 8,
        ]
    }

    private func assertOffsets(_ layout: MetadataLayout, classOffsets: [String: Int], objCData: Int?,
                               file: StaticString = #filePath, line: UInt = #line) {
        let expected = Self.nonClassOffsets(pointerSize: layout.pointerSize)
            .merging(classOffsets) { _, _ in preconditionFailure("a field listed twice") }
        XCTAssertEqual(Set(expected.keys), Set(Self.fields.map(\.name)), "every field has an expected offset",
                       file: file, line: line)
        for field in Self.fields {
            XCTAssertEqual(field.offset(layout), expected[field.name], "\(field.name) of \(layout)",
                           file: file, line: line)
        }
        XCTAssertEqual(layout.classObjCData, objCData, "classObjCData of \(layout)", file: file, line: line)
    }

    /// Linux, Windows, Android on 64-bit: TargetAnyClassMetadata is Kind, Superclass;
    /// TargetClassMetadata adds Flags u32, InstanceAddressPoint u32, InstanceSize u32,
    /// InstanceAlignMask u16, Reserved u16, ClassSize u32, ClassAddressPoint u32,
    /// Description, IVarDestroyer; the field offset vector holds StoredPointers.
    func test64BitWithoutObjCInterop() {
        assertOffsets(MetadataLayout(pointerSize: 8, hasObjCInterop: false), classOffsets: [
            "classSuperclass": 8, "classFlags": 16, "classInstanceAddressPoint": 20, "classInstanceSize": 24,
            "classInstanceAlignMask": 28, "classSize": 32, "classAddressPoint": 36, "classDescription": 40,
            "classIVarDestroyer": 48, "classFieldOffsetSize": 8,
        ], objCData: nil)
    }

    /// Apple platforms on 64-bit: TargetAnyClassMetadataObjCInterop adds
    /// CacheData[2] (16, 24) and Data (32) after the superclass.
    func test64BitWithObjCInterop() {
        assertOffsets(MetadataLayout(pointerSize: 8, hasObjCInterop: true), classOffsets: [
            "classSuperclass": 8, "classFlags": 40, "classInstanceAddressPoint": 44, "classInstanceSize": 48,
            "classInstanceAlignMask": 52, "classSize": 56, "classAddressPoint": 60, "classDescription": 64,
            "classIVarDestroyer": 72, "classFieldOffsetSize": 8,
        ], objCData: 32)
    }

    /// 32-bit targets without interop (armv7 Linux, wasm32, i686 Windows).
    func test32BitWithoutObjCInterop() {
        assertOffsets(MetadataLayout(pointerSize: 4, hasObjCInterop: false), classOffsets: [
            "classSuperclass": 4, "classFlags": 8, "classInstanceAddressPoint": 12, "classInstanceSize": 16,
            "classInstanceAlignMask": 20, "classSize": 24, "classAddressPoint": 28, "classDescription": 32,
            "classIVarDestroyer": 36, "classFieldOffsetSize": 4,
        ], objCData: nil)
    }

    /// 32-bit Apple targets (armv7k, arm64_32 watchOS): CacheData[2] (8, 12) and Data (16).
    func test32BitWithObjCInterop() {
        assertOffsets(MetadataLayout(pointerSize: 4, hasObjCInterop: true), classOffsets: [
            "classSuperclass": 4, "classFlags": 20, "classInstanceAddressPoint": 24, "classInstanceSize": 28,
            "classInstanceAlignMask": 32, "classSize": 36, "classAddressPoint": 40, "classDescription": 44,
            "classIVarDestroyer": 48, "classFieldOffsetSize": 4,
        ], objCData: 16)
    }

    /// SWIFT_CLASS_IS_SWIFT_MASK on Apple platforms (Runtime/Config.h): the stable-ABI bit, 2.
    func testSwiftClassMaskIsTheStableABIBit() {
        XCTAssertEqual(MetadataLayout(pointerSize: 8, hasObjCInterop: true).swiftClassMask, 2)
        XCTAssertEqual(MetadataLayout(pointerSize: 4, hasObjCInterop: true).swiftClassMask, 2)
    }

    func testWordsAreCountedInPointers() {
        XCTAssertEqual(MetadataLayout(pointerSize: 8, hasObjCInterop: false).bytes(inWords: 5), 40)
        XCTAssertEqual(MetadataLayout(pointerSize: 4, hasObjCInterop: true).bytes(inWords: 5), 20)
        XCTAssertEqual(MetadataLayout(pointerSize: 8, hasObjCInterop: true).bytes(inWords: -3), -24)
    }

    func testCurrentIsThisProcess() {
        XCTAssertEqual(MetadataLayout.current.pointerSize, MemoryLayout<UnsafeRawPointer>.size)
        #if canImport(ObjectiveC)
        XCTAssertTrue(MetadataLayout.current.hasObjCInterop)
        #else
        XCTAssertFalse(MetadataLayout.current.hasObjCInterop)
        #endif
        #if os(Linux) && arch(x86_64)
        XCTAssertEqual(MetadataLayout.current, MetadataLayout(pointerSize: 8, hasObjCInterop: false))
        #endif
    }
}
