import Foundation

/// An `Encodable` type KakaJSON does not convert itself, inside a model:
/// written through `KakaJSONEncoder`'s `TreeEncoder`, its tree then written
/// straight into the model's writer (no text in between). Dates are
/// seconds since 1970, as the model's own are by default; a value whose
/// `encode(to:)` throws (a NaN, say) has no JSON form and is left out.
final class CodableEncoder<Value: Encodable>: ValueEncoder<Value>, @unchecked Sendable {
    private static var settings: EncodingSettings {
        var settings = EncodingSettings()
        settings.dates = .secondsSince1970
        return settings
    }

    /// `body`'s result for the tree of `value` (nil when it cannot be
    /// encoded); the tree is then released.
    private func withTree<Result>(_ value: Value, _ body: (EncodedValue) -> Result) -> Result? {
        let encoder = TreeEncoder(settings: Self.settings)
        guard let tree = try? encoder.boxTop(value) else { return nil }
        return body(tree)
    }

    override func isPresent(_ value: Value) -> Bool {
        withTree(value) { _ in true } ?? false
    }

    override func write(_ value: Value, to writer: inout JSONWriter) {
        let written: Bool? = withTree(value) { writer.write($0, uncheckedNumbers: false); return true }
        if written == nil { writer.null() }
    }

    override func jsonValue(_ value: Value) -> Any? {
        withTree(value, EncodedValueEmitter.foundationValue)
    }
}

/// An `EncodedValue` tree as Foundation values (the writer writes it as
/// text: `JSONWriter.write(_:uncheckedNumbers:)`).
enum EncodedValueEmitter {
    static func foundationValue(_ value: EncodedValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let bool): return bool
        case .integer(let integer): return Int(exactly: integer) ?? integer
        case .unsigned(let unsigned): return Int(exactly: unsigned) ?? unsigned
        case .wideInteger(let integer): return foundationValue(integer)
        case .double(let double): return double
        case .float(let float): return Double("\(float)") ?? Double(float)
        case .string(let string): return string
        case .number(let text): return NSDecimalNumber(string: text)
        case .array(let array): return array.elements.map { element in StackGuard.nested { foundationValue(element) } }
        case .object(let object):
            var dictionary: [String: Any] = [:]
            for member in object.members {
                dictionary[member.key] = StackGuard.nested { () -> Any in foundationValue(member.value) }
            }
            return dictionary
        case .deferred(let encoder): return foundationValue(encoder.slot ?? .object(EncodedObject()))
        }
    }

    /// An `Int128` or `UInt128` as the integer types do: an `Int` when it
    /// fits, else the 128-bit type that holds it, every digit kept.
    private static func foundationValue(_ integer: WideInteger) -> Any {
        if let int = integer.integer(Int.self) { return int }
        // Only met where the types exist: they made the value.
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return integer.description }
        if let signed = integer.integer(Int128.self) { return signed }
        return integer.integer(UInt128.self) ?? integer.description
    }
}
