/// The words for values that converters find: here, beside `LooseValue`,
/// because diagnostics know nothing of conversion types.
extension IssueText {
    /// `describe(_:)` for a value from a dictionary or a hook.
    static func describe(any value: Any) -> String {
        describe(LooseValue(value))
    }

    /// "the string \"abc\"", "the number 300", "an object"...
    static func describe(_ value: LooseValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return "the boolean \(bool)"
        case .number(let number): return "the number \(number.text)"
        case .string(let string): return describe(string: string)
        case .date(let date): return "the date \(date)"
        case .url(let url): return "the URL \(url.absoluteString)"
        case .data(let data): return "\(data.count) bytes of data"
        case .array(let array): return "an array of \(array.count) elements"
        case .dictionary: return "an object"
        case .other(let other): return "a value of type \(typeName(Swift.type(of: other)))"
        }
    }
}
