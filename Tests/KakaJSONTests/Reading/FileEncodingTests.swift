// `write(_:to:encoding:)` then `read(_:from:encoding:)`: every encoding
// `write` accepts reads back; UTF-16 and UTF-32 also with the default
// encoding, told by their byte-order mark or their zero bytes.

import XCTest
import Foundation
import KakaJSON

private struct Entry: Convertible, Equatable {
    var name = ""
    var score = 0
}

final class FileEncodingTests: XCTestCase {
    private var file: URL!
    private let entry = Entry(name: "Café Zoë ü", score: 42)

    override func setUpWithError() throws {
        file = FileManager.default.temporaryDirectory.appendingPathComponent("kaka-encoding-\(UUID().uuidString).json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: file)
    }

    private let unicodeForms: [String.Encoding] = [
        .utf8, .utf16, .utf16BigEndian, .utf16LittleEndian, .utf32, .utf32BigEndian, .utf32LittleEndian, .unicode,
    ]

    func testEveryUnicodeFormReadsBackWithItsOwnEncodingAndWithTheDefault() throws {
        for encoding in unicodeForms {
            XCTAssertEqual(write(entry, to: file, encoding: encoding), #"{"name":"Café Zoë ü","score":42}"#, "\(encoding)")
            XCTAssertEqual(read(Entry.self, from: file, encoding: encoding), entry, "\(encoding)")
            XCTAssertEqual(read(Entry.self, from: file), entry, "\(encoding) read as the default")
        }
    }

    func testEightBitEncodingsReadBackWithTheirEncoding() throws {
        for encoding: String.Encoding in [.isoLatin1, .windowsCP1252, .macOSRoman] {
            XCTAssertNotNil(write(entry, to: file, encoding: encoding), "\(encoding)")
            XCTAssertEqual(read(Entry.self, from: file, encoding: encoding), entry, "\(encoding)")
            // Their bytes for "é" are not UTF-8: read as UTF-8, the text is invalid.
            XCTAssertNil(read(Entry.self, from: file), "\(encoding)")
        }
    }

    func testAnEncodingThatCannotHoldTheTextIsRefusedAndTheFileKept() throws {
        XCTAssertNotNil(write(entry, to: file))
        XCTAssertNil(write(entry, to: file, encoding: .ascii))
        XCTAssertEqual(read(Entry.self, from: file), entry)
        // ASCII text is fine in ASCII.
        XCTAssertNotNil(write(Entry(name: "plain", score: 1), to: file, encoding: .ascii))
        XCTAssertEqual(read(Entry.self, from: file, encoding: .ascii), Entry(name: "plain", score: 1))
    }

    func testTextWithoutAByteOrderMarkIsToldByItsZeroBytes() throws {
        // "[7]" in each wide form, no mark: only the zero bytes tell.
        let forms: [[UInt8]] = [
            [0x5B, 0, 0x37, 0, 0x5D, 0],
            [0, 0x5B, 0, 0x37, 0, 0x5D],
            [0x5B, 0, 0, 0, 0x37, 0, 0, 0, 0x5D, 0, 0, 0],
            [0, 0, 0, 0x5B, 0, 0, 0, 0x37, 0, 0, 0, 0x5D],
        ]
        for bytes in forms {
            try Data(bytes).write(to: file)
            XCTAssertEqual(read([Int].self, from: file), [7], "\(bytes)")
        }
    }

    func testBrokenWideTextIsRefused() throws {
        // A lone high surrogate in UTF-16LE, after a mark.
        try Data([0xFF, 0xFE, 0x5B, 0x00, 0x00, 0xD8, 0x5D, 0x00]).write(to: file)
        XCTAssertNil(read([String].self, from: file))
        // An odd number of bytes in UTF-16BE.
        try Data([0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D, 0x00]).write(to: file)
        XCTAssertNil(read([Int].self, from: file))
    }
}
