import CKakaScan
import XCTest

/// CKakaScan's searches: the SSE2 forms against the portable ones, and both
/// against plain Swift statements of what they find, on random buffers rich
/// in the bytes each search looks for, from every start offset.
final class ByteScanTests: XCTestCase {
    /// A seeded generator, so a failure repeats.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Buffers of 0...70 bytes: mostly `filler`, with a few bytes of `rare`
    /// and UTF-8 of a few scalars (some cut or corrupted).
    private func buffers(filler: [UInt8], rare: [UInt8], count: Int = 600) -> [[UInt8]] {
        var random = SplitMix(state: 20_261_125)
        let scalars = ["é", "名", "😀", "\u{7FF}", "\u{FFFF}", "\u{10FFFF}"].map { Array($0.utf8) }
        return (0..<count).map { _ in
            var bytes: [UInt8] = []
            let length = Int.random(in: 0...70, using: &random)
            while bytes.count < length {
                switch Int.random(in: 0..<20, using: &random) {
                case 0: bytes.append(rare.randomElement(using: &random)!)
                case 1: bytes += scalars.randomElement(using: &random)!
                case 2: bytes.append(UInt8.random(in: 0x80...0xFF, using: &random))
                default: bytes.append(filler.randomElement(using: &random)!)
                }
            }
            return bytes
        }
    }

    private func eachStart(of buffers: [[UInt8]], _ body: (UnsafePointer<UInt8>, Int, Int, [UInt8]) -> Void) {
        for bytes in buffers where !bytes.isEmpty {
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count { body(buffer.baseAddress!, start, bytes.count, bytes) }
            }
        }
    }

    func testStringRuns() {
        let special: (UInt8) -> Bool = { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x80 }
        eachStart(of: buffers(filler: Array("abc xyz~ !#".utf8), rare: [0x22, 0x5C, 0x00, 0x1F, 0x20, 0x7F])) { base, start, count, bytes in
            let expected = bytes[start...].firstIndex(where: special) ?? count
            XCTAssertEqual(kaka_scan_string_run(base, start, count), expected, "\(bytes) from \(start)")
            XCTAssertEqual(kaka_scan_string_run_portable(base, start, count), expected, "\(bytes) from \(start)")
        }
    }

    func testWhitespace() {
        let whitespace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        eachStart(of: buffers(filler: [0x20, 0x20, 0x20, 0x0A, 0x0D, 0x09], rare: [0x21, 0x1F, 0x00, 0x0B, 0x7B])) { base, start, count, bytes in
            let expected = bytes[start...].firstIndex { !whitespace($0) } ?? count
            XCTAssertEqual(kaka_scan_whitespace(base, start, count), expected, "\(bytes) from \(start)")
            XCTAssertEqual(kaka_scan_whitespace_portable(base, start, count), expected, "\(bytes) from \(start)")
        }
    }

    func testEscapeRuns() {
        for slashes: Int32 in [0, 1] {
            let escaped: (UInt8) -> Bool = { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || (slashes != 0 && $0 == 0x2F) }
            eachStart(of: buffers(filler: Array("abc/xyz ~".utf8), rare: [0x22, 0x5C, 0x00, 0x1F, 0x20, 0x2F, 0x7F])) { base, start, count, bytes in
                let expected = bytes[start...].firstIndex(where: escaped) ?? count
                XCTAssertEqual(kaka_scan_escape_run(base, start, count, slashes), expected, "\(bytes) from \(start)")
                XCTAssertEqual(kaka_scan_escape_run_portable(base, start, count, slashes), expected, "\(bytes) from \(start)")
            }
        }
    }

    /// The content search stops exactly where Swift's own UTF-8 validation
    /// says the valid text ends, or at an ASCII special byte.
    func testStringContentEndsWhereValidTextEnds() {
        let asciiSpecial: (UInt8) -> Bool = { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }
        eachStart(of: buffers(filler: Array("abc xyz".utf8), rare: [0x22, 0x5C, 0x01])) { base, start, count, bytes in
            let end = kaka_scan_string_content(base, start, count)
            XCTAssertTrue((start...count).contains(end))
            let skipped = Array(bytes[start..<end])
            XCTAssertNotNil(String(validating: skipped, as: UTF8.self), "\(bytes) from \(start): skipped invalid UTF-8")
            XCTAssertFalse(skipped.contains(where: asciiSpecial), "\(bytes) from \(start): skipped a special byte")
            guard end < count else { return }
            if bytes[end] < 0x80 {
                XCTAssertTrue(asciiSpecial(bytes[end]), "\(bytes) from \(start): stopped at \(end)")
            } else {
                // No well-formed sequence starts here.
                for length in 2...4 where end + length <= count {
                    let sequence = String(validating: bytes[end..<end + length], as: UTF8.self)
                    XCTAssertFalse(sequence?.unicodeScalars.count == 1, "\(bytes) from \(start): stopped at a valid sequence")
                }
            }
        }
    }

    func testUTF8SequenceLengthsFollowTheStandard() {
        // Every two-byte prefix, with continuation bytes after it: the
        // length agrees with Swift's decoder on the longest valid prefix.
        for lead in UInt8(0x80)...UInt8(0xFF) {
            for second in UInt8(0x00)...UInt8(0xFF) {
                let bytes: [UInt8] = [lead, second, 0x80, 0x80, 0x41]
                let length = bytes.withUnsafeBufferPointer { kaka_utf8_sequence_length($0.baseAddress!, 0, 5) }
                let expected = (2...4).first { String(validating: bytes[0..<$0], as: UTF8.self)?.unicodeScalars.count == 1 } ?? 0
                XCTAssertEqual(length, expected, "\(String(lead, radix: 16)) \(String(second, radix: 16))")
                // Cut off by the end of the range: never a length past it.
                let cut = bytes.withUnsafeBufferPointer { kaka_utf8_sequence_length($0.baseAddress!, 0, max(expected - 1, 1)) }
                XCTAssertEqual(cut, 0)
            }
        }
    }

    func testKeyHashReadsOnlyItsBytesAndSpreadsKeys() {
        let keys = (0..<2_000).map { "key_\($0)_" + String(repeating: "x", count: $0 % 19) }
        var hashes = Set<UInt64>()
        var isASCII: Int32 = 0
        for key in keys {
            var utf8 = Array(key.utf8)
            let hash = utf8.withUnsafeBufferPointer { kaka_hash_bytes($0.baseAddress, $0.count, &isASCII) }
            XCTAssertEqual(isASCII, 1)
            // Bytes past the key change neither its hash nor what is told of it.
            utf8 += [0xFF, 0xEE, 0xDD, 0xCC, 0xBB, 0xAA, 0x99, 0x88]
            let padded = utf8.withUnsafeBufferPointer { kaka_hash_bytes($0.baseAddress, key.utf8.count, &isASCII) }
            XCTAssertEqual(hash, padded)
            XCTAssertEqual(isASCII, 1)
            hashes.insert(hash)
        }
        XCTAssertEqual(hashes.count, keys.count)
        XCTAssertEqual(kaka_hash_bytes(nil, 0, &isASCII),
                       [UInt8]().withUnsafeBufferPointer { kaka_hash_bytes($0.baseAddress, 0, &isASCII) })
        // A byte of 0x80 or above anywhere, in a word or in the tail, is told.
        for length in 1...20 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = 0xC3
                _ = bytes.withUnsafeBufferPointer { kaka_hash_bytes($0.baseAddress, $0.count, &isASCII) }
                XCTAssertEqual(isASCII, 0, "length \(length), position \(position)")
            }
        }
    }
}
