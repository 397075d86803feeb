import KakaJSON

/// A model whose JSON keys are the snake_case forms of its property names
/// (`screenName` ↔ `screen_name`), as a KakaJSON user maps them: through
/// `kj_modelKey` and `kj_JSONKey` returning `property.name.kj.underlineCased()`.
///
/// The Codable side of the benchmark reaches the same keys through
/// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` and
/// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase`.
public protocol SnakeCaseConvertible: Convertible {}

extension SnakeCaseConvertible {
    /// The snake_case key of `property`, read when converting JSON to this model.
    public func kj_modelKey(from property: Property) -> ModelPropertyKey {
        property.name.kj.underlineCased()
    }

    /// The snake_case key of `property`, written when converting this model to JSON.
    public func kj_JSONKey(from property: Property) -> JSONPropertyKey {
        property.name.kj.underlineCased()
    }
}
