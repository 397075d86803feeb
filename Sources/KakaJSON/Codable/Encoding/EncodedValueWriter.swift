import Foundation

/// Writes an `EncodedValue` tree as text in Foundation's `JSONEncoder`
/// format: `/` escaped unless `.withoutEscapingSlashes`, pretty printing as
/// `"key" : value` with two-space indentation and empty containers on three
/// lines, `.sortedKeys` by the keys' UTF-8 bytes.
struct EncodedValueWriter {
    private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private let sorted: Bool
    private let escapesSlashes: Bool

    init(formatting: JSONEncoder.OutputFormatting) {
        pretty = formatting.contains(.prettyPrinted)
        sorted = formatting.contains(.sortedKeys)
        escapesSlashes = !formatting.contains(.withoutEscapingSlashes)
        bytes.reserveCapacity(4_096)
    }

    mutating func write(_ value: EncodedValue, depth: Int = 0) {
        switch value {
        case .null: append("null")
        case .bool(let bool): append(bool ? "true" : "false")
        case .integer(let integer): appendDecimal(integer)
        case .unsigned(let unsigned): appendDecimal(unsigned)
        case .double(let double): appendNumber(double.description)
        case .float(let float): appendNumber(float.description)
        case .string(let string): writeString(string)
        case .number(let text): append(text)
        case .array(let array): writeArray(array.elements, depth: depth)
        case .object(let object): writeObject(object, depth: depth)
        case .deferred(let encoder): write(encoder.slot ?? .object(EncodedObject()), depth: depth)
        }
    }

    private mutating func writeArray(_ elements: [EncodedValue], depth: Int) {
        bytes.append(UInt8(ascii: "["))
        if elements.isEmpty {
            closeEmpty(UInt8(ascii: "]"), depth: depth)
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if pretty { newline(depth + 1) }
            StackGuard.nested { write(element, depth: depth + 1) }
        }
        if pretty { newline(depth) }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ object: EncodedObject, depth: Int) {
        bytes.append(UInt8(ascii: "{"))
        let keys = object.keys
        if keys.isEmpty {
            closeEmpty(UInt8(ascii: "}"), depth: depth)
            return
        }
        let values = object.values
        var order = Array(keys.indices)
        if sorted {
            order.sort { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
        }
        for (position, index) in order.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            if pretty { newline(depth + 1) }
            writeString(keys[index])
            if pretty { append(" : ") } else { bytes.append(UInt8(ascii: ":")) }
            StackGuard.nested { write(values[index], depth: depth + 1) }
        }
        if pretty { newline(depth) }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Foundation prints an empty container as an open line, a blank one
    /// and the closing bracket indented.
    private mutating func closeEmpty(_ close: UInt8, depth: Int) {
        if pretty {
            bytes.append(UInt8(ascii: "\n"))
            newline(depth)
        }
        bytes.append(close)
    }

    private mutating func newline(_ depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A floating-point number's `description`, without a trailing `.0`
    /// (`1.0` is written `1`), as Foundation writes it.
    private mutating func appendNumber(_ description: String) {
        var text = description
        text.withUTF8 { utf8 in
            let count = utf8.count
            if count > 2, utf8[count - 2] == UInt8(ascii: "."), utf8[count - 1] == UInt8(ascii: "0") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<(count - 2)]))
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
    }

    private mutating func appendDecimal<Integer: BinaryInteger>(_ value: Integer) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                        || (byte == UInt8(ascii: "/") && escapesSlashes) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                appendEscape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            hex.withUTF8Buffer { digits in
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0x0F)])
            }
        }
    }
}
