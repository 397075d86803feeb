/// Prints the timing tables: the contenders side by side, then KakaJSON's
/// mapping-only cost (MappingReport.swift) and its diagnostics decodes.
struct TimingReport {
    let workloads: [Workload]
    let samples: [String: [UInt64]]
    let wrong: [WrongResult]
    let rounds: Int

    private static let header = ["file", "direction", "contender", "median", "p10", "p90", "MB/s", "ratio to Codable"]
    private static let widths = [9, 10, 10, 10, 10, 10, 8, 0]

    /// Prints the contender table: each file, direction and contender, with the ratio on KakaJSON's rows.
    func printContenders(corpora: [String]) {
        print("KakaJSON and KakaCoder (KakaJSONDecoder/Encoder) vs Codable: \(rounds) interleaved rounds; time of one conversion; "
            + "MB/s of the source file at the median")
        print(row(Self.header))
        for corpus in corpora {
            for direction in Direction.allCases {
                let codable = statistics("codable-\(direction.rawValue)-\(corpus)")
                for contender in Contender.allCases {
                    let name = "\(contender.rawValue)-\(direction.rawValue)-\(corpus)"
                    let cells = [corpus, direction.rawValue, contender.title]
                    if let reason = wrong.first(where: { $0.name == name }) {
                        print(row(cells + ["WRONG RESULT, not timed: " + reason.reason]))
                        continue
                    }
                    guard let workload = workloads.first(where: { $0.name == name }),
                          let stats = statistics(name) else { continue }
                    var verdict = ""
                    if let target = contender.targetRatio, let codable {
                        let ratio = stats.median / codable.median
                        verdict = String(format: "%.3f  ", ratio)
                            + (ratio <= target ? "PASS" : "FAIL") + String(format: " (≤ %.2f)", target)
                    }
                    print(row(cells + times(stats) + [String(format: "%.1f", stats.megabytesPerSecond(workload.fileSize)),
                                                      verdict]))
                }
            }
        }
    }

    /// Prints the reporting decodes next to `model(_:)`, with their ratio to it.
    func printDiagnostics(corpora: [String]) {
        let rows = corpora.flatMap { corpus in DiagnosticsKind.allCases.map { (corpus, $0) } }
            .filter { corpus, kind in hasResult("\(kind.rawValue)-decode-\(corpus)") }
        guard !rows.isEmpty else { return }
        print("")
        print("KakaJSON diagnostics: decodes that report issues; ratio = to model(_:)'s median in the same run")
        print(Output.pad("file", 9) + Output.pad("call", 18) + Output.pad("median", 10, right: true)
            + Output.pad("p10", 10, right: true) + Output.pad("p90", 10, right: true) + "  ratio to model(_:)")
        for (corpus, kind) in rows {
            let name = "\(kind.rawValue)-decode-\(corpus)"
            if let reason = wrong.first(where: { $0.name == name }) {
                print(Output.pad(corpus, 9) + Output.pad(kind.call, 18) + "WRONG RESULT, not timed: " + reason.reason)
                continue
            }
            guard let stats = statistics(name) else { continue }
            let verdict = statistics("kakajson-decode-\(corpus)").map { plain in
                let ratio = stats.median / plain.median
                return String(format: "%.3f  ", ratio) + (ratio <= DiagnosticsKind.targetRatio ? "PASS" : "FAIL")
                    + String(format: " (≤ %.2f)", DiagnosticsKind.targetRatio)
            }
            print(Output.pad(corpus, 9) + Output.pad(kind.call, 18)
                + times(stats).map { Output.pad($0, 10, right: true) }.joined()
                + "  " + (verdict ?? "— (select kakajson-decode-\(corpus) too)"))
        }
    }

    /// Whether `name` was timed or found wrong.
    func hasResult(_ name: String) -> Bool {
        samples[name] != nil || wrong.contains { $0.name == name }
    }

    /// The statistics of `name`'s timings; nil when it was not timed.
    func statistics(_ name: String) -> Statistics? {
        samples[name].flatMap(Statistics.init)
    }

    /// The median, p10 and p90 as text.
    func times(_ stats: Statistics) -> [String] {
        [stats.median, stats.p10, stats.p90].map(Output.duration)
    }

    private func row(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            let width = index < Self.widths.count ? Self.widths[index] : 0
            return index >= 3 && index <= 6 ? Output.pad(cell, width, right: true) + " " : Output.pad(cell, width)
        }.joined()
    }
}
