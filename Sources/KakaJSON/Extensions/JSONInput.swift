import Foundation

/// Turns the JSON inputs users pass (text, bytes, dictionaries, arrays) into
/// what the decoder walks.
enum JSONInput {
    /// `body`'s result for the parsed document, read in place (`body` must
    /// not keep the document or its nodes); nil for malformed, truncated or
    /// empty input.
    static func withDocument<R>(_ string: String, _ body: (JSONDocument) -> R?) -> R? {
        JSONDocument.withValidDocument(reading: string, options: ConfigStore.current.readOptions,
                                       syntaxError: syntaxErrorReport) { document in
            read(document, body)
        }
    }

    /// `body`'s result for the parsed document, read in place (`body` must
    /// not keep the document or its nodes); nil for malformed, truncated or
    /// empty input.
    static func withDocument<R>(_ data: Data, _ body: (JSONDocument) -> R?) -> R? {
        JSONDocument.withValidDocument(reading: data, options: ConfigStore.current.readOptions,
                                       syntaxError: syntaxErrorReport) { document in
            read(document, body)
        }
    }

    /// `body`'s result for `document`, which the running session (if any)
    /// knows while it is read: its path steps hold tape indices.
    static func read<R>(_ document: JSONDocument, _ body: (JSONDocument) -> R?) -> R? {
        guard let session = IssueSession.current else { return StackGuard.forDocument(document, body) }
        return session.reading(document) { StackGuard.forDocument(document, body) }
    }

    /// Where invalid text is reported: the running session, if any.
    private static var syntaxErrorReport: ((String) -> Void)? {
        guard let session = IssueSession.current else { return nil }
        return { session.reportSyntaxError($0) }
    }

    /// Reports a top-level value (or an element of a top-level array) that
    /// is not what the conversion needs.
    private static func reportWrongShape(_ found: @autoclosure () -> String, expected: String) {
        IssueSession.current?.reportTopLevel(.typeMismatch, "Expected \(expected), found \(found()).")
    }

    /// A model from a JSON object node, or nil if the node is not an object.
    static func model<Model: Convertible>(from node: JSONNode, _: Model.Type) -> Model? {
        guard isObject(node, for: Model.self) else { return nil }
        var model = Model()
        ModelDecoder.fill(&model, from: node)
        return model
    }

    /// Fills `model` from a JSON object node, as `model(from:_:)` reads it;
    /// false if the node is not an object. (No optional model: in generic
    /// code it is a type looked up at run time, for each element of a stream.)
    static func fill<Model: Convertible>(_ model: inout Model, from node: JSONNode) -> Bool {
        guard isObject(node, for: Model.self) else { return false }
        ModelDecoder.fill(&model, from: node)
        return true
    }

    /// Whether `node` is a JSON object; reports it when it is not.
    @inline(__always)
    private static func isObject<Model>(_ node: JSONNode, for _: Model.Type) -> Bool {
        guard node.kind == .object else {
            reportWrongShape(IssueText.describe(node), expected: "a JSON object for \(IssueText.typeName(Model.self))")
            return false
        }
        return true
    }

    /// A model from a dictionary.
    static func model<Model: Convertible>(from json: [String: Any], _: Model.Type) -> Model {
        var model = Model()
        ModelDecoder.fill(&model, from: json)
        return model
    }

    /// Models from the objects of a JSON array node; other elements are skipped.
    static func modelArray<Model: Convertible>(from node: JSONNode, _ type: Model.Type) -> [Model]? {
        guard let array = node.array else {
            reportWrongShape(IssueText.describe(node), expected: "a JSON array of \(IssueText.typeName(Model.self))")
            return nil
        }
        let session = IssueSession.current
        var models: [Model] = []
        models.reserveCapacity(array.count)
        session?.push(.array)
        for (index, element) in array.enumerated() {
            session?.move(to: index)
            if let model = model(from: element, type) { models.append(model) }
        }
        session?.pop()
        return models
    }

    /// Models from the dictionaries of a sequence; other elements are skipped.
    static func modelArray<Model: Convertible>(from elements: some Sequence, _ type: Model.Type) -> [Model] {
        let session = IssueSession.current
        session?.push(.array)
        defer { session?.pop() }
        return elements.enumerated().compactMap { index, element in
            session?.move(to: index)
            guard let dictionary = LooseValue(element).dictionary else {
                reportWrongShape(IssueText.describe(any: element), expected: "an object for \(IssueText.typeName(Model.self))")
                return nil
            }
            return model(from: dictionary, type)
        }
    }
}

/// Entry points taking a `Convertible.Type` value instead of a static type.
enum DynamicEntry {
    static func model(from json: [String: Any], type: Convertible.Type) -> Convertible {
        func open<Model: Convertible>(_ type: Model.Type) -> Convertible { JSONInput.model(from: json, type) }
        return open(type)
    }

    static func model(from node: JSONNode, type: Convertible.Type) -> Convertible? {
        func open<Model: Convertible>(_ type: Model.Type) -> Convertible? { JSONInput.model(from: node, type) }
        return open(type)
    }

    static func modelArray(from elements: some Sequence, type: Convertible.Type) -> [Convertible] {
        func open<Model: Convertible>(_ type: Model.Type) -> [Convertible] { JSONInput.modelArray(from: elements, type) }
        return open(type)
    }

    static func modelArray(from node: JSONNode, type: Convertible.Type) -> [Convertible]? {
        func open<Model: Convertible>(_ type: Model.Type) -> [Convertible]? { JSONInput.modelArray(from: node, type) }
        return open(type)
    }
}
