import Foundation

extension KJ_M where Base: Convertible {
    /// Fills this model from a JSON object; keys that are missing keep their values.
    public mutating func convert(_ json: [String: Any]) {
        Diagnostics.lenient { ModelDecoder.fill(&base, from: json) }
    }

    /// Fills this model from a JSON object; keys that are missing keep their values.
    public mutating func convert(from json: [String: Any]) {
        Diagnostics.lenient { ModelDecoder.fill(&base, from: json) }
    }

    /// Fills this model from a JSON object.
    public mutating func convert(from json: NSDictionary) {
        Diagnostics.lenient { ModelDecoder.fill(&base, from: LooseValue(json).dictionary ?? [:]) }
    }

    /// Fills this model from JSON text; invalid JSON changes nothing.
    public mutating func convert(from jsonString: String) {
        _ = Diagnostics.lenient { JSONInput.withDocument(jsonString) { ModelDecoder.fill(&base, from: $0.root) } }
    }

    /// Fills this model from UTF-8 JSON; invalid JSON changes nothing.
    public mutating func convert(from jsonData: Data) {
        _ = Diagnostics.lenient { JSONInput.withDocument(jsonData) { ModelDecoder.fill(&base, from: $0.root) } }
    }
}
