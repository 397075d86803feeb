import Foundation

extension JSONNode {
    /// The value as Foundation-style Swift values: `[String: Any]`, `[Any]`,
    /// `String`, `Int` (or `UInt64`/`Double` beyond `Int`), `Double`, `Bool`, `NSNull`.
    ///
    /// This is what `kj_modelValue` hooks and `Any` properties receive. The
    /// fast path never calls it.
    var foundationValue: Any {
        FoundationValueBuilder.value(of: self)
    }

    /// The value sorted for the coercion table, without boxing scalars.
    var looseValue: LooseValue {
        switch kind {
        case .null: return .null
        case .bool: return .bool(bool ?? false)
        case .string: return .string(string ?? "")
        case .number:
            if isIntegerLiteral {
                // "-0" stays text: an integer would lose the sign a Float or Double keeps.
                if let value = int64 {
                    if value != 0 || !hasMinusSign { return .number(.signed(value)) }
                } else if let value = uint64 {
                    return .number(.unsigned(value))
                }
            }
            return .number(.text(numberText ?? "0", double ?? 0))
        case .array: return .array(foundationValue as? [Any] ?? [])
        case .object: return .dictionary(foundationValue as? [String: Any] ?? [:])
        }
    }
}
