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
            writeNested(element, depth: depth + 1)
        }
        if pretty { newline(depth) }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ object: EncodedObject, depth: Int) {
        bytes.append(UInt8(ascii: "{"))
        var members = object.members
        if members.isEmpty {
            closeEmpty(UInt8(ascii: "}"), depth: depth)
            return
        }
        if sorted {
            members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        }
        for (position, member) in members.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            if pretty { newline(depth + 1) }
            writeString(member.key)
            if pretty { append(" : ") } else { bytes.append(UInt8(ascii: ":")) }
            writeNested(member.value, depth: depth + 1)
        }
        if pretty { newline(depth) }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Writes a member or element; the stack is looked at every 16 levels,
    /// far less than its reserve.
    private mutating func writeNested(_ value: EncodedValue, depth: Int) {
        if depth & 15 == 15 {
            StackGuard.nested { write(value, depth: depth) }
        } else {
            write(value, depth: depth)
        }
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
        EncodedText.append(text, to: &bytes)
    }

    private mutating func appendNumber(_ description: String) {
        EncodedText.appendNumber(description, to: &bytes)
    }

    private mutating func appendDecimal<Integer: BinaryInteger>(_ value: Integer) {
        EncodedText.appendDecimal(value, to: &bytes)
    }

    private mutating func writeString(_ string: String) {
        EncodedText.appendString(string, escapingSlashes: escapesSlashes, to: &bytes)
    }
}
