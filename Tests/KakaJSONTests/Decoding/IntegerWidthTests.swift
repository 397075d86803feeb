import KakaJSON
import XCTest

// Integers are written by width on the fast path (1, 2, 4 or 8 bytes): every
// standard width at and just past its bounds, as a property, an optional
// property and array elements. A value out of range keeps the default.

private struct Widths: Convertible {
    var i8: Int8 = 11, u8: UInt8 = 11, i16: Int16 = 11, u16: UInt16 = 11
    var i32: Int32 = 11, u32: UInt32 = 11, i64: Int64 = 11, u64: UInt64 = 11
    var int: Int = 11, uint: UInt = 11
    var optionalI8: Int8? = 11, optionalU32: UInt32? = 11
    var bytes: [UInt8] = [], shorts: [Int16] = []
}

final class IntegerWidthTests: XCTestCase {
    private func decode(_ json: String) -> Widths? {
        json.kj.model(Widths.self)
    }

    func testBoundsFit() throws {
        let model = try XCTUnwrap(decode("""
            {"i8": -128, "u8": 255, "i16": -32768, "u16": 65535, "i32": -2147483648, "u32": 4294967295,
             "i64": -9223372036854775808, "u64": 18446744073709551615, "int": 9223372036854775807, "uint": 0,
             "optionalI8": 127, "optionalU32": 4294967295, "bytes": [0, 255, 7], "shorts": [-32768, 32767]}
            """))
        XCTAssertEqual(model.i8, -128)
        XCTAssertEqual(model.u8, 255)
        XCTAssertEqual(model.i16, -32768)
        XCTAssertEqual(model.u16, 65535)
        XCTAssertEqual(model.i32, -2147483648)
        XCTAssertEqual(model.u32, 4294967295)
        XCTAssertEqual(model.i64, .min)
        XCTAssertEqual(model.u64, .max)
        XCTAssertEqual(model.int, .max)
        XCTAssertEqual(model.uint, 0)
        XCTAssertEqual(model.optionalI8, 127)
        XCTAssertEqual(model.optionalU32, 4294967295)
        XCTAssertEqual(model.bytes, [0, 255, 7])
        XCTAssertEqual(model.shorts, [-32768, 32767])
    }

    func testJustPastTheBoundsKeepsTheDefault() throws {
        let model = try XCTUnwrap(decode("""
            {"i8": 128, "u8": -1, "i16": -32769, "u16": 65536, "i32": 2147483648, "u32": -1,
             "i64": 9223372036854775808, "u64": -1, "uint": -5,
             "optionalI8": -129, "optionalU32": 4294967296, "bytes": [256, 1, -1, 2], "shorts": [32768, 5]}
            """))
        XCTAssertEqual(model.i8, 11)
        XCTAssertEqual(model.u8, 11)
        XCTAssertEqual(model.i16, 11)
        XCTAssertEqual(model.u16, 11)
        XCTAssertEqual(model.i32, 11)
        XCTAssertEqual(model.u32, 11)
        XCTAssertEqual(model.i64, 11)
        XCTAssertEqual(model.u64, 11)
        XCTAssertEqual(model.uint, 11)
        XCTAssertEqual(model.optionalI8, 11)
        XCTAssertEqual(model.optionalU32, 11)
        XCTAssertEqual(model.bytes, [1, 2])
        XCTAssertEqual(model.shorts, [5])
    }

    func testNeighbouringFieldsAreUntouched() throws {
        // A narrow write must not spill into the next field.
        let model = try XCTUnwrap(decode(#"{"i8": -1, "u16": 65535, "i32": -1}"#))
        XCTAssertEqual(model.i8, -1)
        XCTAssertEqual(model.u8, 11)
        XCTAssertEqual(model.i16, 11)
        XCTAssertEqual(model.u16, 65535)
        XCTAssertEqual(model.i32, -1)
        XCTAssertEqual(model.u32, 11)
    }
}
