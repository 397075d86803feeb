import Foundation

extension JSONInput {
    /// `body`'s result for the value at `path` in the JSON text `string`;
    /// nil, with a `pathNotFound` issue, when there is none.
    static func withValue<R>(at path: String, in string: String, _ body: (JSONNode) -> R?) -> R? {
        withDocument(string) { value(at: DocumentPath(path), in: $0, body) }
    }

    /// `body`'s result for the value at `path` in the UTF-8 JSON `data`;
    /// nil, with a `pathNotFound` issue, when there is none.
    static func withValue<R>(at path: String, in data: Data, _ body: (JSONNode) -> R?) -> R? {
        withDocument(data) { value(at: DocumentPath(path), in: $0, body) }
    }

    /// `body`'s result for the value at `path` in `document`. Issues from
    /// below it have paths that start with `path`.
    private static func value<R>(at path: DocumentPath, in document: JSONDocument,
                                 _ body: (JSONNode) -> R?) -> R? {
        switch path.find(in: document.root) {
        case .found(let node, let issuePath):
            guard let session = IssueSession.current, !issuePath.isEmpty else { return body(node) }
            return session.rebased(at: issuePath, reading: nil) { body(node) }
        case .missing(let reason):
            guard let session = IssueSession.current else { return nil }
            session.rebased(at: path.text, reading: nil) {
                session.reportTopLevel(.pathNotFound, "No value at \"\(path.text)\": \(reason).")
            }
            return nil
        }
    }
}
