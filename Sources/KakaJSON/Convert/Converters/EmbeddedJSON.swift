import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// JSON text inside a string (`"payload": "{\"id\": 1}"`): a model, array or
/// dictionary given a string that holds JSON text of its shape reads that
/// text, as a document of its own. A string that does not start like such
/// text is reported as any value of the wrong kind is.
///
/// The inner document's levels count toward the depth limit with those of
/// the documents around it, so strings inside strings cannot nest without
/// bound, and it is converted under `StackGuard` like any document. Issue
/// paths go on from the string's path (`IssueSession.rebased`).
enum EmbeddedJSON {
    /// The JSON value a converter takes.
    enum Shape {
        case object, array

        var opening: UInt8 { self == .object ? JSONByte.openBrace : JSONByte.openBracket }
        var name: String { self == .object ? "object" : "array" }
    }

    /// `convert`'s result for the JSON text in the string `node`, for a
    /// converter of `type`; for a node that is not a string holding a JSON
    /// value of `shape`, false with the node reported as a mismatch.
    static func convert(_ node: JSONNode, as shape: Shape, type: Any.Type, _ convert: (JSONNode) -> Bool) -> Bool {
        if node.kind == .string, mayHold(shape, node), let text = node.string,
           let converted = read(text, as: shape, type: type, enclosingDepth: node.document.depth, convert) {
            return converted
        }
        AnyConverter.reportMismatch(IssueText.describe(node), as: type)
        return false
    }

    /// `convert(_:as:type:_:)` for a Foundation value (a `[String: Any]` member).
    static func convert(any value: Any, as shape: Shape, type: Any.Type, _ convert: (JSONNode) -> Bool) -> Bool {
        // A Foundation value's own depth is not counted: it was not read from text.
        if case .string(let text) = LooseValue(value),
           let converted = read(text, as: shape, type: type, enclosingDepth: 0, convert) {
            return converted
        }
        AnyConverter.reportMismatch(IssueText.describe(any: value), as: type)
        return false
    }

    /// JSON's whitespace: space, tab, line feed, carriage return.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == JSONByte.space || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether the string `node` may hold JSON text of `shape`, from its
    /// first byte as written, without decoding it (most strings are not
    /// JSON): an escape or a space there leaves the answer to the decoded text.
    private static func mayHold(_ shape: Shape, _ node: JSONNode) -> Bool {
        let entry = node.entry
        guard entry.endOffset > entry.startOffset else { return false }
        let first = node.document.withBytes { $0[entry.startOffset] }
        return first == shape.opening || first == JSONByte.backslash || first == JSONByte.space
    }

    /// `convert`'s result for the document in `text`, read inside documents
    /// `enclosingDepth` deep; nil when `text` does not start like a JSON
    /// value of `shape`, false with an issue when it is not valid JSON.
    private static func read(_ text: String, as shape: Shape, type: Any.Type, enclosingDepth: Int,
                             _ convert: (JSONNode) -> Bool) -> Bool? {
        guard text.utf8.first(where: { !isWhitespace($0) }) == shape.opening else { return nil }
        return ConversionState.with { state in
            let outer = state.enclosingDepth
            var options = ConfigStore.current.readOptions
            options.maxDepth &-= outer &+ enclosingDepth
            var syntaxError = ""
            let converted = JSONDocument.withValidDocument(reading: text, options: options,
                                                           syntaxError: { syntaxError = $0 }) { document -> Bool? in
                state.enclosingDepth = outer &+ enclosingDepth
                defer { state.enclosingDepth = outer }
                guard let session = IssueSession.current else {
                    return StackGuard.forDocument(document) { convert($0.root) }
                }
                return session.rebasedHere(reading: document) {
                    StackGuard.forDocument(document) { convert($0.root) }
                }
            }
            if let converted { return converted }
            AnyConverter.reportMismatch("\(IssueText.describe(string: text)), not a valid JSON \(shape.name) (\(syntaxError))",
                                        as: type)
            return false
        }
    }
}
