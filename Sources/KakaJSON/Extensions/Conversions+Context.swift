import Foundation

extension KJ where Base == String {
    /// `model(_:)`, with `context` readable from every hook as `ConversionContext.current`.
    public func model<Model: Convertible>(_ type: Model.Type, context: any Sendable) -> Model? {
        ConversionContext.with(context) { model(type) }
    }

    /// `modelArray(_:)`, with `context` readable from every hook.
    public func modelArray<Model: Convertible>(_ type: Model.Type, context: any Sendable) -> [Model] {
        ConversionContext.with(context) { modelArray(type) }
    }
}

extension KJ where Base == Data {
    /// `model(_:)`, with `context` readable from every hook as `ConversionContext.current`.
    public func model<Model: Convertible>(_ type: Model.Type, context: any Sendable) -> Model? {
        ConversionContext.with(context) { model(type) }
    }

    /// `modelArray(_:)`, with `context` readable from every hook.
    public func modelArray<Model: Convertible>(_ type: Model.Type, context: any Sendable) -> [Model] {
        ConversionContext.with(context) { modelArray(type) }
    }
}

extension KJ where Base == [String: Any] {
    /// `model(_:)`, with `context` readable from every hook as `ConversionContext.current`.
    public func model<Model: Convertible>(_ type: Model.Type, context: any Sendable) -> Model {
        ConversionContext.with(context) { model(type) }
    }
}

extension KJ where Base: Convertible {
    /// `JSONObject()`, with `context` readable from every hook as `ConversionContext.current`.
    public func JSONObject(context: any Sendable) -> [String: Any] {
        ConversionContext.with(context) { JSONObject() }
    }

    /// `JSONString(prettyPrinted:)`, with `context` readable from every hook.
    public func JSONString(context: any Sendable, prettyPrinted: Bool = false) -> String {
        ConversionContext.with(context) { JSONString(prettyPrinted: prettyPrinted) }
    }
}
