import Foundation

/// Writes any value (a model, an array or dictionary of models, a scalar) as JSON text.
enum ValueWriting {
    /// The JSON text of `value`, or nil when it has no JSON form.
    static func bytes(of value: Any, prettyPrinted: Bool = false) -> [UInt8]? {
        let encoder = EncoderFactory.dynamic(dates: ConfigStore.current.dateFormat(for: nil))
        guard encoder.isPresent(value) else { return nil }
        var writer = JSONWriter(options: prettyPrinted ? .prettyPrinted : [], capacity: 256)
        // One state for the whole conversion, not one per class model met.
        ConversionState.with { _ in encoder.write(value, to: &writer) }
        return writer.takeBytes()
    }

    /// The JSON text of `value` as a String ("" when it has no JSON form, as upstream).
    static func string(of value: Any, prettyPrinted: Bool = false) -> String {
        bytes(of: value, prettyPrinted: prettyPrinted).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The JSON text of a statically typed value, without dynamic lookups.
    static func string<Value>(of value: Value, as _: Value.Type, prettyPrinted: Bool) -> String {
        let encoder = EncoderFactory.encoder(for: Value.self, dates: ConfigStore.current.dateFormat(for: nil))
        guard encoder.isPresent(value) else { return "" }
        let hint = encoder.outputSize
        var writer = JSONWriter(options: prettyPrinted ? .prettyPrinted : [], capacity: hint?.capacity ?? 1024)
        // One state for the whole conversion, not one per class model met.
        ConversionState.with { _ in encoder.write(value, to: &writer) }
        hint?.record(writer.byteCount)
        return writer.makeString()
    }

    /// The UTF-8 JSON of a statically typed value (empty when it has no JSON form).
    static func data<Value>(of value: Value, as _: Value.Type, prettyPrinted: Bool) -> Data {
        let encoder = EncoderFactory.encoder(for: Value.self, dates: ConfigStore.current.dateFormat(for: nil))
        guard encoder.isPresent(value) else { return Data() }
        // Room for about what this type wrote last time: one allocation,
        // where growing from a small buffer copies the text at each doubling.
        let hint = encoder.outputSize
        var writer = JSONWriter(options: prettyPrinted ? .prettyPrinted : [], capacity: hint?.capacity ?? 1024)
        // One state for the whole conversion, not one per class model met.
        ConversionState.with { _ in encoder.write(value, to: &writer) }
        hint?.record(writer.byteCount)
        return writer.takeData()
    }
}
