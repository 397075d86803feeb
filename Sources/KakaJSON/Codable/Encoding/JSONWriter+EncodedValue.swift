import Foundation

/// `EncodedValue`s, the values of the Codable encoders, written by the one writer.
extension JSONWriter {
    /// Creates a writer for `KakaJSONEncoder`'s text: Foundation's `JSONEncoder`
    /// formatting (`/` escaped unless `.withoutEscapingSlashes`, pretty printing
    /// in its layout, `.sortedKeys` by the keys' UTF-8 bytes).
    init(formatting: JSONEncoder.OutputFormatting, capacity: Int) {
        var options: Options = []
        if formatting.contains(.prettyPrinted) { options.formUnion([.prettyPrinted, .encoderLayout]) }
        if formatting.contains(.sortedKeys) { options.insert(.sortedKeys) }
        if !formatting.contains(.withoutEscapingSlashes) { options.insert(.escapingSlashes) }
        self.init(options: options, capacity: capacity)
    }

    /// Writes `value` and everything in it.
    ///
    /// - Parameter uncheckedNumbers: number text (a `Decimal`'s) is written as it
    ///   is, `NaN` included, as `JSONEncoder` writes it; otherwise text that is not
    ///   a JSON number is written `null`.
    mutating func write(_ value: EncodedValue, uncheckedNumbers: Bool) {
        if writeScalar(value, uncheckedNumbers: uncheckedNumbers) { return }
        switch value {
        case .array(let array):
            beginArray()
            for element in array.elements { writeNested(element, uncheckedNumbers: uncheckedNumbers) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                writeNested(member.value, uncheckedNumbers: uncheckedNumbers)
            }
            endObject()
        case .deferred(let encoder):
            write(encoder.slot ?? .object(EncodedObject()), uncheckedNumbers: uncheckedNumbers)
        default:
            break
        }
    }

    /// Writes `value` when it is a scalar; false (nothing written) for an
    /// array, object or deferred value.
    mutating func writeScalar(_ value: EncodedValue, uncheckedNumbers: Bool) -> Bool {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .integer(let integer): int64(integer)
        case .unsigned(let unsigned): uint64(unsigned)
        case .wideInteger(let integer): wideInteger(integer)
        // The encoders turn non-finite numbers into strings or errors first.
        case .double(let number): double(number)
        case .float(let number): float(number)
        case .string(let text): string(text)
        case .number(let text):
            if uncheckedNumbers { uncheckedNumber(text) } else { rawNumber(text) }
        case .array, .object, .deferred: return false
        }
        return true
    }

    /// Writes a member or element; the stack is looked at every 16 levels,
    /// far less than its reserve.
    private mutating func writeNested(_ value: EncodedValue, uncheckedNumbers: Bool) {
        if depth & 15 == 15 {
            StackGuard.nested { write(value, uncheckedNumbers: uncheckedNumbers) }
        } else {
            write(value, uncheckedNumbers: uncheckedNumbers)
        }
    }
}
