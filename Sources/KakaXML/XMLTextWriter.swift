import Foundation

/// Writes a JSON object of Foundation values as XML, following `XMLOptions`:
/// keys with the attribute prefix become attributes of their element, the
/// text key its text, dictionaries child elements, arrays repeated child
/// elements of the same name; nulls are left out. Keys are written in
/// sorted order, so the text is stable.
struct XMLTextWriter {
    let options: XMLOptions
    private(set) var text = #"<?xml version="1.0" encoding="UTF-8"?>"#

    init(options: XMLOptions) {
        self.options = options
    }

    mutating func writeElement(_ name: String, _ value: Any) {
        let name = Self.elementName(name)
        switch value {
        case is NSNull:
            return
        case let array as [Any]:
            for element in array { writeElement(name, element) }
        case let dictionary as [String: Any]:
            text += "<" + name
            let attributes = dictionary.keys.filter { isAttribute($0) }.sorted()
            for key in attributes {
                guard let value = dictionary[key], let scalar = Self.scalarText(value) else { continue }
                text += " " + Self.elementName(String(key.dropFirst(options.attributePrefix.count)))
                text += "=\"" + Self.escaped(scalar, quotes: true) + "\""
            }
            let children = dictionary.keys.filter { !isAttribute($0) && $0 != options.textKey }.sorted()
            let ownText = dictionary[options.textKey].flatMap(Self.scalarText)
            if children.isEmpty && ownText == nil {
                text += "/>"
                return
            }
            text += ">"
            if let ownText { text += Self.escaped(ownText, quotes: false) }
            for key in children {
                if let child = dictionary[key] { writeElement(key, child) }
            }
            text += "</" + name + ">"
        default:
            guard let scalar = Self.scalarText(value) else { return }
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
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
