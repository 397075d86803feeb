import Foundation

/// Scalars read from the tape, with Foundation's errors. `path` is only
/// called to build an error, so a successful read makes no coding path.
extension TapeDecoder {
    func bool(at index: Int, path: () -> [any CodingKey]) throws -> Bool {
        switch kind(at: index) {
        case .true: return true
        case .false: return false
        // Foundation reports null as a type mismatch for Bool alone (every
        // other scalar: valueNotFound).
        default: throw typeMismatch(Bool.self, found: kind(at: index), path: path())
        }
    }

    func string(at index: Int, path: () -> [any CodingKey]) throws -> String {
        guard kind(at: index) == .string, let string = node(at: index).string else {
            throw mismatch(String.self, at: index, path: path())
        }
        return string
    }

    /// An integer of any width, read as Foundation reads it: a plain
    /// integer exactly, any other number by Foundation's rule
    /// (`FoundationIntegerRule`: "1.0" and "1e2" are integers, "1.5" is refused).
    func integer<Value: FixedWidthInteger>(_: Value.Type, at index: Int, path: () -> [any CodingKey]) throws -> Value {
        guard kind(at: index) == .number else { throw mismatch(Value.self, at: index, path: path()) }
        let number = node(at: index)
        guard let value = number.foundationInteger(Value.self) else { throw doesNotFit(Value.self, number, path: path()) }
        return value
    }

    /// A `Double`, correctly rounded from the text (as `Double(String)`
    /// rounds it); a magnitude beyond `Double`'s range is refused, and a
    /// string is read per the non-conforming float strategy.
    func double(at index: Int, path: () -> [any CodingKey]) throws -> Double {
        try floating(Double.self, at: index, path: path) { $0.double }
    }

    /// A `Float`, rounded once from the text (as `Float(String)` rounds it).
    func float(at index: Int, path: () -> [any CodingKey]) throws -> Float {
        try floating(Float.self, at: index, path: path) { $0.float }
    }

    private func floating<Value: BinaryFloatingPoint & LosslessStringConvertible>(
        _: Value.Type, at index: Int, path: () -> [any CodingKey],
        read: (JSONNode) -> Value?
    ) throws -> Value {
        switch kind(at: index) {
        case .number:
            let number = node(at: index)
            let entry = document.tape[index]
            if entry.has(JSONTapeEntry.Flags.json5Number) {
                guard let value = json5Number(at: index).floating(Value.self, parse: { Value($0) }) else {
                    throw doesNotFit(Value.self, number, path: path())
                }
                return value
            }
            // Zero from a text with a non-zero digit underflowed, as Foundation finds.
            guard let value = read(number), value.isFinite,
                  value != 0 || !document.withBytes({ JSONNumberParsing.hasNonZeroDigit($0, start: entry.startOffset, end: entry.endOffset) }) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: path(),
                    debugDescription: "Parsed JSON number <\(number.numberText ?? "")> does not fit in \(Value.self)."))
            }
            return value
        case .string:
            if case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) = settings.nonConformingFloats,
               let text = node(at: index).string {
                if text == positiveInfinity { return .infinity }
                if text == negativeInfinity { return -.infinity }
                if text == nan { return .nan }
            }
            throw mismatch(Value.self, at: index, path: path())
        default:
            throw mismatch(Value.self, at: index, path: path())
        }
    }

    /// The JSON5 number at `index`.
    func json5Number(at index: Int) -> JSON5Number {
        let entry = document.tape[index]
        return document.withBytes { JSON5Number($0, start: entry.startOffset, end: entry.endOffset) }
    }

    // MARK: - Errors

    /// The error for a number that `type` cannot hold.
    func doesNotFit(_ type: Any.Type, _ number: JSONNode, path: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: path, debugDescription: "Parsed JSON number <\(number.numberText ?? "")> does not fit in \(type)."))
    }

    /// Foundation's error for a value of the wrong kind: `valueNotFound`
    /// for null, `typeMismatch` for anything else.
    func mismatch(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
        let kind = kind(at: index)
        if kind == .null {
            return DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return typeMismatch(type, found: kind, path: path)
    }

    /// Foundation's error for a value of kind `found` where `type` is expected.
    func typeMismatch(_ type: Any.Type, found: JSONTapeEntry.Kind, path: [any CodingKey]) -> DecodingError {
        DecodingError.typeMismatch(type, DecodingError.Context(
            codingPath: path, debugDescription: "Expected to decode \(type) but found \(found.debugDescription) instead."))
    }

    /// Foundation's error for null where a `type` is expected, before any
    /// strategy for the type is consulted (a custom one is not called).
    func nullCheck(_ type: Any.Type) throws {
        guard kind(at: current) == .null else { return }
        throw DecodingError.valueNotFound(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
}

extension JSONTapeEntry.Kind {
    /// How Foundation's errors name a kind of JSON value.
    var debugDescription: String {
        switch self {
        case .null: "null"
        case .false, .true: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}
