/// The two ways of converting between Foundation values (`[String: Any]`)
/// and models, timed against each other without JSON text.
enum MappingKind: String, CaseIterable {
    /// KakaJSON: `dict.kj.model(T.self)` and `model.kj.JSONObject()`.
    case kakaJSON = "mapping"
    /// The mappers written by hand (`HandMapped`): `as?` casts, dictionary literals, no reflection.
    case handWritten = "handmapped"

    /// The most KakaJSON's median may be, as a multiple of the hand-written mapper's.
    static let targetRatio = 1.0

    /// The measurement's name: "mapping-decode-twitter".
    func name(_ direction: Direction, _ corpus: String) -> String {
        "\(rawValue)-\(direction.rawValue)-\(corpus)"
    }
}

extension Direction {
    /// The mapping in this direction, as the tables name it.
    var mapping: String {
        switch self {
        case .decode: return "[String: Any] → models"
        case .encode: return "models → [String: Any]"
        }
    }
}
