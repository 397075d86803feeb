/// One timed measurement: a conversion of one corpus, run once per round.
struct Workload {
    /// The measurement's name, as `--only` selects it: "kakajson-decode-twitter".
    let name: String
    /// "twitter" or "citm".
    let corpus: String
    /// "decode", "encode", "mapping-decode", "mapping-encode", "handmapped-decode",
    /// "handmapped-encode", "codable-snake-decode", "codable-snake-encode",
    /// "issues-decode" or "strict-decode".
    let kind: String
    /// Who converts: KakaJSON for the mapping measurements, Codable for the
    /// snake_case reference, nil for the hand-written mappers.
    let contender: Contender?
    /// The size of the corpus file, the basis of MB/s.
    let fileSize: Int
    /// One conversion; its result goes to `blackHole`.
    let run: () -> Void
}

/// A measurement that was not timed because its result is wrong.
struct WrongResult {
    /// The name of the measurement not timed.
    let name: String
    /// Why, with the first difference.
    let reason: String
}
