import Foundation

/// JSON text in UTF-16 or UTF-32, made UTF-8 for the reader.
///
/// RFC 8259 asks for UTF-8, but text saved as UTF-16 or UTF-32 exists (and
/// `write(_:to:encoding:)` makes it). Such text is told by its byte-order
/// mark or, without one, by where the zero bytes around its first
/// character are: JSON text begins with an ASCII character, and UTF-8 JSON
/// text has no zero byte at all.
enum JSONTextEncoding {
    /// A Unicode encoding other than UTF-8, with its byte order.
    enum Wide: Equatable {
        case utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian
    }

    /// `data` as UTF-8 text: unchanged when it is not UTF-16 or UTF-32;
    /// transcoded when its byte-order mark or its zero bytes say it is.
    /// Nil when such text does not decode (a lone surrogate, a cut-off unit,
    /// a second byte-order mark).
    static func utf8(_ data: Data) -> Data? {
        guard let (wide, markLength) = detect(data) else { return data }
        return transcode(data.dropFirst(markLength), from: wide)
    }

    /// `data` as UTF-8 text, read as `encoding` says: UTF-8 (the default)
    /// and the Unicode encodings are told apart as `utf8(_:)` does, with the
    /// declared byte order where it names one; any other encoding is
    /// decoded by Foundation. Nil when the bytes are not text in it.
    static func utf8(_ data: Data, declared encoding: String.Encoding) -> Data? {
        switch encoding {
        case .utf8, .utf16, .utf32: return utf8(data)
        case .utf16BigEndian: return transcode(dropMark(of: .utf16BigEndian, from: data), from: .utf16BigEndian)
        case .utf16LittleEndian: return transcode(dropMark(of: .utf16LittleEndian, from: data), from: .utf16LittleEndian)
        case .utf32BigEndian: return transcode(dropMark(of: .utf32BigEndian, from: data), from: .utf32BigEndian)
        case .utf32LittleEndian: return transcode(dropMark(of: .utf32LittleEndian, from: data), from: .utf32LittleEndian)
        default: return String(data: data, encoding: encoding).map { Data($0.utf8) }
        }
    }

    /// The wide encoding of `data` and the length of its byte-order mark;
    /// nil for UTF-8 (or text too short to tell).
    static func detect(_ data: Data) -> (Wide, markLength: Int)? {
        // Read in place: every decode asks, and UTF-8 text is never copied.
        let count = data.count, start = data.startIndex
        func byte(_ index: Int) -> UInt8? { index < count ? data[start + index] : nil }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0x00, 0x00, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0x00, 0x00): return (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
        case (0x00, 0x00, 0x00, .some): return (.utf32BigEndian, 0)
        case (.some(let first), 0x00, 0x00, 0x00) where first != 0: return (.utf32LittleEndian, 0)
        case (0x00, .some(let second), _, _) where second != 0: return (.utf16BigEndian, 0)
        case (.some(let first), 0x00, _, _) where first != 0: return (.utf16LittleEndian, 0)
        default: return nil
        }
    }

    private static func dropMark(of wide: Wide, from data: Data) -> Data {
        guard let (found, markLength) = detect(data), found == wide, markLength > 0 else { return data }
        return data.dropFirst(markLength)
    }

    private static func transcode(_ bytes: Data, from wide: Wide) -> Data? {
        switch wide {
        case .utf16BigEndian: return transcode(bytes, UTF16.self, bigEndian: true)
        case .utf16LittleEndian: return transcode(bytes, UTF16.self, bigEndian: false)
        case .utf32BigEndian: return transcode(bytes, UTF32.self, bigEndian: true)
        case .utf32LittleEndian: return transcode(bytes, UTF32.self, bigEndian: false)
        }
    }

    /// The UTF-8 form of `bytes`, code units of `Codec` in the given byte
    /// order; nil for a partial unit, an invalid sequence or a U+FEFF first.
    private static func transcode<Codec: UnicodeCodec>(_ bytes: Data, _: Codec.Type, bigEndian: Bool) -> Data?
    where Codec.CodeUnit: FixedWidthInteger {
        let width = MemoryLayout<Codec.CodeUnit>.size
        guard bytes.count % width == 0 else { return nil }
        var units: [Codec.CodeUnit] = []
        units.reserveCapacity(bytes.count / width)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var unit: Codec.CodeUnit = 0
            for offset in 0..<width {
                let shift = bigEndian ? 8 * (width - 1 - offset) : 8 * offset
                unit |= Codec.CodeUnit(bytes[index + offset]) << shift
            }
            units.append(unit)
            index += width
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        let failed = Swift.transcode(units.makeIterator(), from: Codec.self, to: UTF8.self, stoppingOnError: true) {
            output.append($0)
        }
        // A U+FEFF first is a second byte-order mark (the first one is
        // dropped): not whitespace, so the text is refused, as Foundation
        // refuses it, rather than taken for UTF-8's mark by the reader.
        guard !failed, !output.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
        return Data(output)
    }
}
