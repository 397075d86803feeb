import KakaMetadata
import XCTest

// The non-class readers run on records built by hand for 32- and 64-bit
// layouts. Each field holds a distinct number and the other layout's position
// of the same field holds a decoy, so a reader that ignored its layout would
// read the wrong number.

final class RecordReaderTests: XCTestCase {
    private let layouts = [
        MetadataLayout(pointerSize: 8, hasObjCInterop: false), MetadataLayout(pointerSize: 8, hasObjCInterop: true),
        MetadataLayout(pointerSize: 4, hasObjCInterop: false), MetadataLayout(pointerSize: 4, hasObjCInterop: true),
    ]
    private let decoy: UInt32 = 0xDEAD

    /// ValueWitness.def: size at byte 64 / 32, stride at 72 / 36, flags at 80 / 40,
    /// extraInhabitantCount at 84 / 44 (64-bit / 32-bit).
    func testValueWitnessTable() {
        for layout in layouts {
            let table = HandBuiltRecord(layout)
            defer { table.free() }
            for offset in [32, 36, 40, 44, 64, 72, 80, 84] { table.store(decoy, at: offset) }
            table.storeWord(12, at: layout.witnessSize)
            table.storeWord(16, at: layout.witnessStride)
            table.store(UInt32(0x0000_0007), at: layout.witnessFlags)
            table.store(UInt32(254), at: layout.witnessExtraInhabitantCount)
            let witnesses = ValueWitnessTable(pointer: UnsafeRawPointer(table.pointer), layout: layout)
            XCTAssertEqual(witnesses.size, 12, "\(layout)")
            XCTAssertEqual(witnesses.stride, 16, "\(layout)")
            XCTAssertEqual(witnesses.alignment, 8, "\(layout)")
            XCTAssertTrue(witnesses.isPOD, "\(layout)")
            XCTAssertEqual(witnesses.extraInhabitantCount, 254, "\(layout)")
        }
    }

    /// TargetExistentialTypeMetadata: flags and protocol count follow the
    /// pointer-sized kind: bytes 8 and 12 on 64-bit, 4 and 8 on 32-bit.
    func testExistentialFlagsFollowThePointerSizedKind() {
        for layout in layouts {
            let record = HandBuiltRecord(layout)
            defer { record.free() }
            for offset in [4, 8, 12] { record.store(decoy, at: offset) }
            record.storeWord(0x303, at: layout.kind)
            record.store(UInt32(0x8000_0002), at: layout.existentialFlags) // not class-bound, 2 witness tables
            record.store(UInt32(3), at: layout.existentialProtocolCount)
            let existential = ExistentialMetadata(record: record.record)
            XCTAssertEqual(existential.flags, 0x8000_0002, "\(layout)")
            XCTAssertEqual(existential.witnessTableCount, 2, "\(layout)")
            XCTAssertEqual(existential.protocolCount, 3, "\(layout)")
        }
    }

    /// TargetFunctionTypeMetadata: the flags are a StoredSize after the kind.
    func testFunctionFlagsAreAWord() {
        for layout in layouts {
            let record = HandBuiltRecord(layout)
            defer { record.free() }
            for offset in [4, 8] { record.store(decoy, at: offset) }
            record.storeWord(0x302, at: layout.kind)
            record.storeWord(0x0403_0002, at: layout.functionFlags) // escaping, C convention, 2 parameters
            let function = FunctionMetadata(record: record.record)
            XCTAssertEqual(function.parameterCount, 2, "\(layout)")
            XCTAssertEqual(function.convention, 3, "\(layout)")
        }
    }

    func testTupleCountIsAWord() {
        for layout in layouts {
            let record = HandBuiltRecord(layout)
            defer { record.free() }
            for offset in [4, 8] { record.store(decoy, at: offset) }
            record.storeWord(0x301, at: layout.kind)
            record.storeWord(5, at: layout.tupleCount)
            XCTAssertEqual(TupleMetadata(record: record.record).count, 5, "\(layout)")
        }
    }

    /// 64-bit tuple elements with real element metadata. Off Apple platforms an
    /// element's offset is a uint32_t and the rest of its word is padding, so
    /// the padding holds garbage here; the reader takes the first 4 bytes.
    func testTupleElementsReadTheOffsetsFirstFourBytes() throws {
        let layout = MetadataLayout(pointerSize: 8, hasObjCInterop: false)
        let record = HandBuiltRecord(layout)
        defer { record.free() }
        record.storeWord(0x301, at: layout.kind)
        record.storeWord(2, at: layout.tupleCount)
        let types: [Any.Type] = [Int8.self, String.self]
        for (index, type) in types.enumerated() {
            let element = layout.tupleElements + index * layout.tupleElementStride
            record.storePointer(unsafeBitCast(type, to: UnsafeRawPointer.self), at: element + layout.tupleElementType)
            record.store(UInt32(index * 8), at: element + layout.tupleElementOffset)
            record.store(UInt32(0xFFFF_FFFF), at: element + layout.tupleElementOffset + 4)
        }
        let elements = TupleMetadata(record: record.record).elements
        XCTAssertEqual(elements.map(\.offset), [0, 8])
        XCTAssertEqual(elements.map { ObjectIdentifier($0.type) }, types.map { ObjectIdentifier($0) })
    }
}
