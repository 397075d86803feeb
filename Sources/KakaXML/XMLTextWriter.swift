import Foundation
// KakaJSON is a module of its own exactly when the metadata layer is (SwiftPM);
// the pod compiles all of them, this file included, as one module.
#if canImport(KakaMetadata)
import KakaJSON
#endif

/// Writes a JSON object of Foundation values as XML, following `XMLOptions`:
/// keys with the attribute prefix become attributes of their element, the
/// text key its text, dictionaries child elements, arrays repeated child
/// elements of the same name; nulls are left out. Keys are written in
/// sorted order, so the text is stable.
///
/// The walk keeps its own stack of work, not the call stack: a model graph
/// as deep as the decoder allows is written on any thread.
struct XMLTextWriter {
    let options: XMLOptions
    private(set) var text = #"<?xml version="1.0" encoding="UTF-8"?>"#

    init(options: XMLOptions) {
        self.options = options
    }

    private enum Work {
        case element(name: String, value: Any)
        case close(name: String)
    }

    mutating func writeElement(_ name: String, _ value: Any) {
        var pending: [Work] = [.element(name: name, value: value)]
        while let work = pending.popLast() {
            switch work {
            case .close(let name):
                text += "</" + name + ">"
            case .element(let name, let value):
                write(name: Self.elementName(name), value: value, pending: &pending)
            }
        }
    }

    /// Writes what of `value` comes first, and queues the rest.
    private mutating func write(name: String, value: Any, pending: inout [Work]) {
        switch FoundationValue(value) {
        case .null:
            return
        case .array(let array):
            for element in array.reversed() { pending.append(.element(name: name, value: element)) }
        case .dictionary(let dictionary):
            text += "<" + name
            for key in dictionary.keys.filter(isAttribute).sorted() {
                guard let value = dictionary[key], let scalar = Self.scalarText(value) else { continue }
                text += " " + Self.elementName(String(key.dropFirst(options.attributePrefix.count)))
                text += "=\"" + Self.escaped(scalar, quotes: true) + "\""
            }
            let children = dictionary.keys.filter { !isAttribute($0) && $0 != options.textKey }.sorted()
            let ownText = dictionary[options.textKey].flatMap(Self.scalarText)
            if children.isEmpty && ownText == nil { return text += "/>" }
            text += ">"
            if let ownText { text += Self.escaped(ownText, quotes: false) }
            pending.append(.close(name: name))
            for key in children.reversed() {
                if let child = dictionary[key] { pending.append(.element(name: key, value: child)) }
            }
        case .scalar(let scalar):
            guard let scalar = Self.scalarText(scalar) else { return }
            text += "<" + name + ">" + Self.escaped(scalar, quotes: false) + "</" + name + ">"
        }
    }

    private func isAttribute(_ key: String) -> Bool {
        !options.attributePrefix.isEmpty && key.hasPrefix(options.attributePrefix)
    }

    /// The text of a scalar: numbers as JSON writes them, booleans as `true`/`false`.
    private static func scalarText(_ value: Any) -> String? {
        switch value {
        case is NSNull: return nil
        case let bool as Bool: return bool ? "true" : "false"
        case let string as String: return string
        default: return "\(value)"
        }
    }

    /// `name` as an XML name: characters a name cannot hold become `_`, and
    /// a name that cannot start as it does gets a leading `_`.
    static func elementName(_ name: String) -> String {
        var result = String(name.unicodeScalars.map { scalar -> Character in
            let allowed = CharacterSet.alphanumerics.contains(scalar) || "_-.".unicodeScalars.contains(scalar)
            return allowed ? Character(scalar) : "_"
        })
        if result.isEmpty || result.first?.isNumber == true || result.first == "-" || result.first == "." {
            result = "_" + result
        }
        return result
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            // XML 1.0 has no way to write these, not even as a character
            // reference: a reader refuses the whole document.
            case _ where !isXMLCharacter(scalar): result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether XML 1.0's `Char` production admits `scalar`: tab, line
    /// feed, carriage return, and everything from the space on but
    /// U+FFFE and U+FFFF (a Swift string holds no surrogate).
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
