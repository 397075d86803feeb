/// The JSON text that a string property keeps of a Foundation array or
/// dictionary: keys sorted, so that the text is the same on every run
/// (a dictionary's description follows its hash order).
enum ContainerText {
    /// `value` as compact JSON with sorted keys, through the library's writer.
    static func sortedJSON(of value: Any) -> String {
        let encoder = EncoderFactory.dynamic(dates: ConfigStore.current.dateFormat(for: nil))
        var writer = JSONWriter(options: .sortedKeys, capacity: 64)
        ConversionState.with { _ in encoder.write(value, to: &writer) }
        return writer.makeString()
    }
}
