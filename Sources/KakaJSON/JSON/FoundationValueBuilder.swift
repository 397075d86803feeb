import Foundation

/// Builds the Foundation-style value of a node: `[String: Any]`, `[Any]`,
/// `String`, `Int` (or `UInt64`/`Double` beyond `Int`), `Double`, `Bool`, `NSNull`.
///
/// Within one build, identical leaf containers below the top (see
/// `JSONLeafContainer`) are built once and shared. Swift collections are
/// copy-on-write values, so sharing is invisible to the receiver, and it
/// keeps a whole document's object small: citm_catalog.json's 9,597 leaf
/// objects have 177 distinct texts.
struct FoundationValueBuilder {
    /// Below this many tape entries a value rarely repeats a leaf, and looking
    /// leaves up would cost more than it saves (a model's hook object).
    static let minimumEntryCountForSharing = 128

    private let sharesLeaves: Bool
    private var sharedLeaves: [JSONLeafContainer: Any] = [:]

    /// The value of `node`.
    static func value(of node: JSONNode) -> Any {
        var builder = FoundationValueBuilder(
            sharesLeaves: node.nextTapeIndex &- node.tapeIndex >= minimumEntryCountForSharing)
        return builder.value(of: node, isTop: true)
    }

    private mutating func value(of node: JSONNode, isTop: Bool) -> Any {
        switch node.kind {
        case .null: return NSNull()
        case .bool: return node.bool ?? false
        case .number: return Self.number(node)
        case .string: return node.string ?? ""
        case .array, .object:
            guard sharesLeaves, !isTop, let leaf = JSONLeafContainer(document: node.document, tapeIndex: node.tapeIndex) else {
                return container(node)
            }
            if let shared = sharedLeaves[leaf] { return shared }
            let built = container(node)
            sharedLeaves[leaf] = built
            return built
        }
    }

    private mutating func container(_ node: JSONNode) -> Any {
        if let array = node.array {
            var elements: [Any] = []
            elements.reserveCapacity(array.count)
            for element in array { elements.append(value(of: element, isTop: false)) }
            return elements
        }
        var dictionary: [String: Any] = [:]
        if let object = node.object {
            dictionary.reserveCapacity(object.count)
            for member in object { dictionary[member.key.string] = value(of: member.value, isTop: false) }
        }
        return dictionary
    }

    private static func number(_ node: JSONNode) -> Any {
        if node.isIntegerLiteral {
            if let value = node.int64, let int = Int(exactly: value) { return int }
            if let value = node.uint64 { return value }
        }
        return node.double ?? 0
    }
}
