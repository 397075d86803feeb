/// The libraries compared.
enum Contender: String, CaseIterable {
    case kakaJSON = "kakajson"
    case codable = "codable"

    /// The name shown in tables.
    var title: String {
        switch self {
        case .kakaJSON: return "KakaJSON"
        case .codable: return "Codable"
        }
    }
}
