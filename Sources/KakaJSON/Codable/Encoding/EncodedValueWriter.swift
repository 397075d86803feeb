import Foundation

/// Writes an `EncodedValue` tree as text in Foundation's `JSONEncoder`
/// format: `/` escaped unless `.withoutEscapingSlashes`, pretty printing as
/// `"key" : value` with two-space indentation and empty containers on three
/// lines, `.sortedKeys` by the keys' UTF-8 bytes.
struct EncodedValueWriter: ~Copyable {
    private(set) var buffer = JSONByteBuffer(capacity: 4_096)
    private let pretty: Bool
    private let sorted: Bool
    private let escapesSlashes: Bool

    init(formatting: JSONEncoder.OutputFormatting) {
        pretty = formatting.contains(.prettyPrinted)
        sorted = formatting.contains(.sortedKeys)
        escapesSlashes = !formatting.contains(.withoutEscapingSlashes)
    }

    /// The text written so far, handed over without a copy.
    mutating func takeData() -> Data {
        buffer.takeData()
    }

    mutating func write(_ value: EncodedValue, depth: Int = 0) {
        if buffer.appendScalar(value, escapingSlashes: escapesSlashes) { return }
        switch value {
        case .array(let array): writeArray(array.elements, depth: depth)
        case .object(let object): writeObject(object, depth: depth)
        case .deferred(let encoder): write(encoder.slot ?? .object(EncodedObject()), depth: depth)
        default: break
        }
    }

    private mutating func writeArray(_ elements: [EncodedValue], depth: Int) {
        buffer.append(UInt8(ascii: "["))
        if elements.isEmpty {
            closeEmpty(UInt8(ascii: "]"), depth: depth)
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            if pretty { buffer.appendNewline(indent: depth + 1) }
            writeNested(element, depth: depth + 1)
        }
        if pretty { buffer.appendNewline(indent: depth) }
        buffer.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ object: EncodedObject, depth: Int) {
        buffer.append(UInt8(ascii: "{"))
        var members = object.members
        if members.isEmpty {
            closeEmpty(UInt8(ascii: "}"), depth: depth)
            return
        }
        if sorted {
            members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        }
        for (position, member) in members.enumerated() {
            if position > 0 { buffer.append(UInt8(ascii: ",")) }
            if pretty { buffer.appendNewline(indent: depth + 1) }
            buffer.appendQuoted(member.key, escapingSlashes: escapesSlashes)
            if pretty { buffer.append(" : ") } else { buffer.append(UInt8(ascii: ":")) }
            writeNested(member.value, depth: depth + 1)
        }
        if pretty { buffer.appendNewline(indent: depth) }
        buffer.append(UInt8(ascii: "}"))
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
            buffer.append(UInt8(ascii: "\n"))
            buffer.appendNewline(indent: depth)
        }
        buffer.append(close)
    }
}
