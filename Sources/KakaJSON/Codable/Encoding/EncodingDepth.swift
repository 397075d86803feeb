import Foundation

/// How deep `KakaJSONEncoder` nests: it refuses a value whose text would
/// have `ConvertibleConfig.maxDepth` containers one inside another. At the
/// default, 512, that is Foundation's `JSONEncoder`'s rule; raised, the
/// encoder writes what `KakaJSONDecoder` then reads back.
enum EncodingDepth {
    /// The number of nested containers refused, under the configuration in
    /// force: read once per encoder.
    static var refused: Int { ConvertibleConfig.maxDepth }

    /// Thrown where a value goes on below the refused depth: the encoding
    /// stops there instead of following a value as deep as it goes, and
    /// `KakaJSONEncoder` reports Foundation's error.
    struct TooDeep: Error {}

    /// The writer's text, or `TooDeep` when it nests as deep as is refused
    /// (Foundation's encoder, too, refuses once the value is encoded, so an
    /// error of the value's own comes first).
    static func checked(_ writer: inout JSONWriter, refused: Int) throws -> Data {
        guard writer.deepestNesting < refused else { throw TooDeep() }
        return writer.takeData()
    }

    /// Foundation's error for the top-level `value` of a refused encoding.
    static func error(for value: Any) -> EncodingError {
        EncodingError.invalidValue(value, EncodingError.Context(
            codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
    }
}
