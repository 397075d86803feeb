import BenchmarkModels

/// The secondary reference row: Foundation's Codable with snake_case key
/// strategies on twitter models without CodingKeys (`SnakeCaseCodableCodec`).
/// Twitter only: citm's keys are the property names already.
enum SnakeCaseReference {
    /// The measurements' kind: "codable-snake-decode-twitter".
    static let kind = "codable-snake"
    /// The name of the row in the table.
    static let title = "Codable (snake_case strategy)"

    /// The measurement's name in `direction`.
    static func name(_ direction: Direction) -> String {
        "\(kind)-\(direction.rawValue)-\(TwitterFeed.corpusName)"
    }
}

extension TimingReport {
    /// Prints the snake_case Codable rows, when selected, with KakaJSON's ratio to them (no target).
    func printSnakeCaseReference() {
        let rows = Direction.allCases.filter { hasResult(SnakeCaseReference.name($0)) }
        guard !rows.isEmpty else { return }
        print("")
        print("Secondary reference, no target: \(SnakeCaseReference.title) = JSONDecoder/JSONEncoder with")
        print(".convertFromSnakeCase/.convertToSnakeCase on twitter models without CodingKeys (KakaJSON's twitter models")
        print("map keys by a rule too; citm's keys need no conversion); ratio = KakaJSON's median / this row's")
        print(Output.pad("file", 9) + Output.pad("direction", 10) + Output.pad("contender", 30)
            + ["median", "p10", "p90"].map { Output.pad($0, 10, right: true) }.joined()
            + Output.pad("MB/s", 9, right: true) + "  KakaJSON ratio")
        let corpus = TwitterFeed.corpusName
        for direction in rows {
            let name = SnakeCaseReference.name(direction)
            let label = Output.pad(corpus, 9) + Output.pad(direction.rawValue, 10) + Output.pad(SnakeCaseReference.title, 30)
            if let reason = wrong.first(where: { $0.name == name }) {
                print(label + "WRONG RESULT, not timed: " + reason.reason)
                continue
            }
            guard let stats = statistics(name), let workload = workloads.first(where: { $0.name == name }) else { continue }
            let kakaJSONName = "\(Contender.kakaJSON.rawValue)-\(direction.rawValue)-\(corpus)"
            let ratio = statistics(kakaJSONName).map { String(format: "%.3f", $0.median / stats.median) }
            print(label + times(stats).map { Output.pad($0, 10, right: true) }.joined()
                + Output.pad(String(format: "%.1f", stats.megabytesPerSecond(workload.fileSize)), 9, right: true)
                + "  " + (ratio ?? "— (select \(kakaJSONName) too)"))
        }
    }
}
