import Foundation
// KakaJSON is a module of its own exactly when the metadata layer is (SwiftPM);
// the pod compiles all of them, this file included, as one module.
#if canImport(KakaMetadata)
import KakaJSON
#endif
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element as read: its name, attributes, child elements and text.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLElementNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }
}

/// Reads XML text into a tree of elements with Foundation's `XMLParser`.
/// External entities are not resolved; elements nested deeper than
/// `ConvertibleConfig.maxDepth` (as for JSON) fail the read.
final class XMLTreeReader: NSObject, XMLParserDelegate {
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?
    private var failed = false
    private let maxDepth = ConvertibleConfig.maxDepth

    /// The root element of `data`, or nil when it is not well-formed XML.
    static func root(of data: Data) -> XMLElementNode? {
        let reader = XMLTreeReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        // Some parsers go on after an error (a mismatched end tag): any error fails.
        let parsed = parser.parse() && !reader.failed && parser.parserError == nil
        reader.stack = []
        guard parsed else {
            if let root = reader.root { XMLElementNode.dismantle(root) }
            return nil
        }
        return reader.root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard stack.count < maxDepth else {
            failed = true
            return parser.abortParsing()
        }
        let element = XMLElementNode(name: elementName, attributes: attributes)
        stack.last?.children.append(element)
        if stack.isEmpty { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failed = true
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        failed = true
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }
}

/// The JSON-shaped value of an element, following `XMLOptions`.
enum XMLElementValue {
    /// A leaf element (no attributes, no children) is its trimmed text;
    /// any other element a dictionary of its attributes, its children by
    /// name (repeated ones as arrays) and its text under `textKey` when
    /// that is not only whitespace.
    static func value(of element: XMLElementNode, options: XMLOptions) -> Any {
        // Each level: a deep tree goes on with a larger stack, as models do.
        StackGuard.nested { levelValue(of: element, options: options) }
    }

    private static func levelValue(of element: XMLElementNode, options: XMLOptions) -> Any {
        let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if element.attributes.isEmpty && element.children.isEmpty { return text }
        var dictionary: [String: Any] = [:]
        for (name, value) in element.attributes { dictionary[options.attributePrefix + name] = value }
        var order: [String] = []
        var grouped: [String: [Any]] = [:]
        for child in element.children {
            if grouped[child.name] == nil { order.append(child.name) }
            grouped[child.name, default: []].append(value(of: child, options: options))
        }
        for name in order {
            let values = grouped[name] ?? []
            dictionary[name] = values.count == 1 && !options.arrayElements.contains(name) ? values[0] : values
        }
        if !text.isEmpty { dictionary[options.textKey] = text }
        return dictionary
    }
}

extension XMLElementNode {
    /// Takes the tree apart one element at a time: Swift would release the
    /// children recursively, one stack frame per level.
    static func dismantle(_ root: XMLElementNode) {
        var pending = [root]
        while let element = pending.popLast() {
            pending.append(contentsOf: element.children)
            element.children = []
        }
    }
}
