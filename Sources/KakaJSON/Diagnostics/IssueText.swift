import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The words of issue messages: names of properties and types, and short
/// descriptions of the values found.
enum IssueText {
    /// Longest string shown in full in a message.
    private static let shownStringLength = 40

    /// A type as users write it: "Int", "[String]", "[String: Int]", "Int?".
    static func typeName(_ type: Any.Type) -> String {
        switch StandardContainer(type) {
        case .optional(let wrapped)?: return "\(typeName(wrapped))?"
        case .array(let element)?: return "[\(typeName(element))]"
        // The runtime's own name; `String(describing:)` would first look for
        // a custom description through dynamic casts, at many times the cost.
        case nil: return _typeName(type, qualified: false)
        }
    }

    /// "the string \"abc\"", "the number 300", "an object"...
    static func describe(_ node: JSONNode) -> String {
        switch node.kind {
        case .null: return "null"
        case .bool: return "the boolean \(node.bool ?? false)"
        case .number: return "the number \(node.numberText ?? "?")"
        case .string: return describe(string: node.string ?? "")
        case .array: return "an array of \(node.array?.count ?? 0) elements"
        case .object: return "an object"
        }
    }

    /// "the string \"abc\"", shortened past `shownStringLength` characters.
    static func describe(string: String) -> String {
        let shown = string.count > shownStringLength ? string.prefix(shownStringLength) + "…" : Substring(string)
        return "the string \"\(shown)\""
    }
}
