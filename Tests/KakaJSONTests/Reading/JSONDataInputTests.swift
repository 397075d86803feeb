import Foundation
import KakaJSON
import XCTest

private struct Item: Convertible {
    var id: Int = 0
    var name: String = ""
    var price: Double = 0
    var tags: [String] = []
    var owner: Owner?
}

private struct Owner: Convertible {
    var nick: String = ""
}

private struct Tiny: Convertible {
    var id: Int = 0
}

/// `Data` input is read in place (`JSONDocument.withDocument(reading:_:)`), not
/// copied: slices with a non-zero `startIndex`, empty data and data small enough
/// for `Data`'s inline representation must read like any other.
final class JSONDataInputTests: XCTestCase {
    private let itemJSON = #"{"id": 42, "name": "caf\u00e9 \"one\"", "price": 12.5, "tags": ["a", "b"], "owner": {"nick": "kk"}}"#

    /// Five bytes of garbage in front: a slice of the whole must start after them.
    private var slicedItem: Data {
        Data(Array("xx{[\"".utf8) + Array(itemJSON.utf8))[5...]
    }

    private func assertItem(_ item: Item?, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(item?.id, 42, file: file, line: line)
        XCTAssertEqual(item?.name, #"café "one""#, file: file, line: line)
        XCTAssertEqual(item?.price, 12.5, file: file, line: line)
        XCTAssertEqual(item?.tags, ["a", "b"], file: file, line: line)
        XCTAssertEqual(item?.owner?.nick, "kk", file: file, line: line)
    }

    func testModelFromSliceWithNonZeroStartIndex() throws {
        let data = slicedItem
        XCTAssertEqual(data.startIndex, 5)
        assertItem(data.kj.model(Item.self))
        assertItem(model(from: data, Item.self))
        assertItem(data.kj.model(type: Item.self) as? Item)

        var item = Item()
        item.kj_m.convert(from: data)
        assertItem(item)

        let array = Data(Array("  ,".utf8) + Array("[\(itemJSON), {}, 3]".utf8))[3...]
        let items = try XCTUnwrap(array.kj.modelArray(Item.self))
        XCTAssertEqual(items.count, 2)
        assertItem(items.first)
        XCTAssertEqual(items.last?.id, 0)
    }

    func testEmptyData() {
        XCTAssertNil(Data().kj.model(Item.self))
        XCTAssertEqual(Data().kj.modelArray(Item.self).count, 0)
        let emptySlice = Data(itemJSON.utf8)[7..<7]
        XCTAssertTrue(emptySlice.isEmpty)
        XCTAssertNil(emptySlice.kj.model(Item.self))

        var item = Item()
        item.id = 9
        item.kj_m.convert(from: Data())
        XCTAssertEqual(item.id, 9)

        XCTAssertThrowsError(try JSONDocument.withDocument(reading: Data()) { _ in }) { error in
            XCTAssertEqual((error as? JSONReadError)?.reason, .emptyInput)
        }
    }

    func testTinyDataInInlineRepresentation() throws {
        let data = Data(#"{"id":7}"#.utf8)
        XCTAssertLessThanOrEqual(data.count, 14)
        XCTAssertEqual(data.kj.model(Tiny.self)?.id, 7)
        XCTAssertEqual(Data("[{\"id\":-3}]".utf8).kj.modelArray(Tiny.self).map(\.id), [-3])
        XCTAssertEqual(Data(#"  {"id":70}"#.utf8)[2...].kj.model(Tiny.self)?.id, 70)
        XCTAssertNil(Data("[1]".utf8).kj.model(Tiny.self))
        XCTAssertNil(Data("{".utf8).kj.model(Tiny.self))
    }

    func testBorrowedDocumentReadsEveryAccessorFromTheSlice() throws {
        let json = #"{"s": "h\u00e9llo", "raw": "plain", "n": -12.50e1, "big": 0.1000000000000000055511151231257827}"#
        let data = Data(Array("????".utf8) + Array(json.utf8))[4...]
        try JSONDocument.withDocument(reading: data) { document in
            guard let object = document.root.object else { return XCTFail("not an object") }
            XCTAssertEqual(object.value(forKey: "s")?.string, "héllo")
            XCTAssertEqual(object.value(forKey: "s")?.decodedStringUTF8, Array("héllo".utf8))
            XCTAssertEqual(object.value(forKey: "raw")?.rawStringUTF8, Array("plain".utf8))
            XCTAssertEqual(object.value(forKey: "raw")?.byteOffset, 28)
            let number = object.value(forKey: "n")
            XCTAssertEqual(number?.numberText, "-12.50e1")
            XCTAssertEqual(number?.int64, -125)
            XCTAssertEqual(number?.double, -125)
            XCTAssertEqual(object.value(forKey: "big")?.double, 0.1000000000000000055511151231257827)
            XCTAssertEqual(object.map(\.key.string), ["s", "raw", "n", "big"])
        }

        // Error offsets count from the slice's first byte too.
        XCTAssertThrowsError(try JSONDocument.withDocument(reading: Data("xx[1,]".utf8)[2...]) { _ in }) { error in
            XCTAssertEqual((error as? JSONReadError)?.offset, 3)
            XCTAssertEqual((error as? JSONReadError)?.reason, .expectedValue)
        }
    }
}
