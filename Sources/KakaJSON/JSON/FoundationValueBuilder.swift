import Foundation

/// Builds the Foundation-style value of a node: `[String: Any]`, `[Any]`,
/// `String`, `Int` (or `UInt64`/`Double` beyond `Int`), `Double`, `Bool`, `NSNull`.
///
/// Within one build of a big value, identical leaf containers below the top
/// and identical long keys (see `JSONLeafValue`) are built once and shared.
/// `String` and the collections are copy-on-write values, so sharing is
/// invisible to the receiver, and it keeps a whole document's object small:
/// citm_catalog.json's 9,597 leaf objects have 177 distinct texts, and
/// twitter.json's 4,069 keys longer than 15 bytes have 27. String values are
/// not looked up: they repeat far less (twitter's long ones: 1,130 distinct
/// of 2,336), and hashing each one cost more time than the memory it saved.
/// Sharing stops early in a document whose leaves turn out distinct (`LeafMemo`).
struct FoundationValueBuilder {
    /// Below this many tape entries a value rarely repeats a leaf, and looking
    /// leaves up (or keeping its members, see `CallbackJSONObject`) would cost
    /// more than it saves: a model's hook object.
    static let minimumEntryCountForSharing = 128

    private var sharedLeaves: LeafMemo<Any>
    private var sharedKeys: LeafMemo<String>

    /// The value of `node`.
    static func value(of node: JSONNode) -> Any {
        var builder = FoundationValueBuilder(for: node)
        return builder.value(of: node, isTop: true)
    }

    /// The dictionary of an object node (empty for other kinds); `member` sees
    /// each member's value with the tape index of its node, in document order.
    static func dictionary(of node: JSONNode, _ member: (Int, Any) -> Void) -> [String: Any] {
        var builder = FoundationValueBuilder(for: node)
        return builder.dictionary(node, member)
    }

    /// Whether a build of `top` (or keeping its members) is worth sharing.
    static func isBig(_ top: JSONNode) -> Bool {
        top.nextTapeIndex &- top.tapeIndex >= minimumEntryCountForSharing
    }

    private init(for top: JSONNode) {
        let isBig = Self.isBig(top)
        sharedLeaves = LeafMemo(isActive: isBig)
        sharedKeys = LeafMemo(isActive: isBig)
    }

    private mutating func value(of node: JSONNode, isTop: Bool) -> Any {
        switch node.kind {
        case .null: return NSNull()
        case .bool: return node.bool ?? false
        case .number: return Self.number(node)
        case .string: return node.string ?? ""
        case .array, .object:
            guard sharedLeaves.isActive, !isTop,
                  let leaf = JSONLeafValue(document: node.document, tapeIndex: node.tapeIndex)
            else { return container(node) }
            if let shared = sharedLeaves.value(for: leaf) { return shared }
            let built = container(node)
            sharedLeaves.keep(built, for: leaf)
            return built
        }
    }

    private mutating func container(_ node: JSONNode) -> Any {
        // Nested containers recurse: deep documents go on with a larger stack.
        StackGuard.nested { elements(of: node) }
    }

    private mutating func elements(of node: JSONNode) -> Any {
        if let array = node.array {
            var elements: [Any] = []
            elements.reserveCapacity(array.count)
            for element in array { elements.append(value(of: element, isTop: false)) }
            return elements
        }
        return dictionary(node) { _, _ in }
    }

    private mutating func dictionary(_ node: JSONNode, _ member: (Int, Any) -> Void) -> [String: Any] {
        guard let object = node.object else { return [:] }
        // Made with its capacity (see ModelEncoding.memberValues).
        var dictionary = [String: Any](minimumCapacity: object.count)
        for item in object {
            let value = value(of: item.value, isTop: false)
            member(item.value.tapeIndex, value)
            dictionary[key(item.key)] = value
        }
        return dictionary
    }

    /// A member key, shared when it is long and the build shares.
    private mutating func key(_ key: JSONKey) -> String {
        let node = key.node
        guard sharedKeys.isActive, Int(node.entry.extent) > ValidatedUTF8.longestInlineString,
              let leaf = JSONLeafValue(document: node.document, tapeIndex: node.tapeIndex)
        else { return key.string }
        if let shared = sharedKeys.value(for: leaf) { return shared }
        let built = key.string
        sharedKeys.keep(built, for: leaf)
        return built
    }

    private static func number(_ node: JSONNode) -> Any {
        if node.isIntegerLiteral {
            if let value = node.int64, let int = Int(exactly: value) { return int }
            if let value = node.uint64 { return value }
        }
        // A number beyond Double's range has no Foundation form: null, as
        // the writer would write an infinity (so a round trip is stable).
        guard let double = node.double, double.isFinite else { return NSNull() }
        return double
    }
}
