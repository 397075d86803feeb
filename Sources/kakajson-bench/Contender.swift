/// The libraries compared.
enum Contender: String, CaseIterable {
    case kakaJSON = "kakajson"
    /// KakaJSONDecoder / KakaJSONEncoder on the same Codable models.
    case kakaCoder = "kakacoder"
    case codable = "codable"

    /// The ratio to Codable each of its cells must reach.
    var targetRatio: Double? {
        switch self {
        case .kakaJSON: return 0.17
        case .kakaCoder: return 0.33
        case .codable: return nil
        }
    }

    /// The name shown in tables.
    var title: String {
        switch self {
        case .kakaJSON: return "KakaJSON"
        case .kakaCoder: return "KakaCoder"
        case .codable: return "Codable"
        }
    }
}
