import Foundation
// KakaJSON is a module of its own exactly when the metadata layer is (SwiftPM);
// the pod compiles all of them, this file included, as one module.
#if canImport(KakaMetadata)
import KakaJSON
#endif

extension KJ where Base == String {
    /// The model read from this XML text (EVReflection's XML), or nil when
    /// the text is not well-formed XML or its root element holds no values.
    /// The root element's attributes and children become the model's keys
    /// (see `XMLOptions` for the rules), then convert as JSON does.
    public func model<Model: Convertible>(fromXML type: Model.Type, options: XMLOptions = XMLOptions()) -> Model? {
        Data(base.utf8).kj.model(fromXML: type, options: options)
    }
}

extension KJ where Base == Data {
    /// The model read from this XML data; see `String`'s `model(fromXML:options:)`.
    public func model<Model: Convertible>(fromXML type: Model.Type, options: XMLOptions = XMLOptions()) -> Model? {
        guard let root = XMLTreeReader.root(of: base) else { return nil }
        let value = XMLElementValue.value(of: root, options: options)
        XMLElementNode.dismantle(root)
        let model = (value as? [String: Any]).map { $0.kj.model(type) }
        // Deep values are dropped a level at a time (see `FoundationValue.release`).
        FoundationValue.release(consume value)
        return model
    }
}

extension KJ where Base: Convertible {
    /// The model as XML text with the root element `root`: its
    /// `JSONObject()` written by the rules of `XMLOptions` (keys sorted,
    /// nil values left out, arrays as repeated elements).
    public func XMLString(root: String, options: XMLOptions = XMLOptions()) -> String {
        var writer = XMLTextWriter(options: options)
        let object = base.kj.JSONObject()
        writer.writeElement(root, object)
        FoundationValue.release(consume object)
        return writer.text
    }
}
