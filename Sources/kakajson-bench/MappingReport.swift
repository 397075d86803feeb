extension TimingReport {
    /// Prints KakaJSON's mapping-only cost next to its full conversions, then
    /// against the mappers written by hand.
    func printMapping(corpora: [String]) {
        let rows = corpora.flatMap { corpus in Direction.allCases.map { (corpus, $0) } }
        let kakaJSONRows = rows.filter { hasResult(MappingKind.kakaJSON.name($1, $0)) }
        let handRows = rows.filter { hasResult(MappingKind.handWritten.name($1, $0)) }
        if !kakaJSONRows.isEmpty { printKakaJSONMapping(kakaJSONRows) }
        if !handRows.isEmpty { printAgainstHandWritten(handRows) }
    }

    private func printKakaJSONMapping(_ rows: [(String, Direction)]) {
        print("")
        print("KakaJSON mapping only (no JSON text: Foundation values ↔ models); share = of the full conversion's median")
        print(Output.pad("file", 9) + Output.pad("mapping", 26) + Output.pad("median", 10, right: true)
            + Output.pad("p10", 10, right: true) + Output.pad("p90", 10, right: true) + Output.pad("MB/s", 8, right: true)
            + "  share")
        for (corpus, direction) in rows {
            let name = MappingKind.kakaJSON.name(direction, corpus)
            let label = Output.pad(corpus, 9) + Output.pad(direction.mapping, 26)
            if let reason = wrong.first(where: { $0.name == name }) {
                print(label + "WRONG RESULT, not timed: " + reason.reason)
                continue
            }
            guard let stats = statistics(name), let workload = workloads.first(where: { $0.name == name }) else { continue }
            let share = statistics("kakajson-\(direction.rawValue)-\(corpus)")
                .map { String(format: "%.0f%%", 100 * stats.median / $0.median) }
            print(label + times(stats).map { Output.pad($0, 10, right: true) }.joined()
                + Output.pad(String(format: "%.1f", stats.megabytesPerSecond(workload.fileSize)), 8, right: true)
                + "  " + (share ?? "—"))
        }
    }

    /// KakaJSON's median against the hand-written mapper's, on the same values in the same rounds.
    private func printAgainstHandWritten(_ rows: [(String, Direction)]) {
        print("")
        print("KakaJSON mapping vs mappers written by hand (as? casts and dictionary literals, no reflection);")
        print("ratio = KakaJSON's median / the hand-written mapper's, in the same interleaved rounds")
        print(Output.pad("file", 9) + Output.pad("mapping", 26) + Output.pad("KakaJSON", 10, right: true)
            + Output.pad("by hand", 10, right: true) + Output.pad("hand p10", 10, right: true)
            + Output.pad("hand p90", 10, right: true) + "  ratio to hand-written")
        for (corpus, direction) in rows {
            let handName = MappingKind.handWritten.name(direction, corpus)
            let kakaJSONName = MappingKind.kakaJSON.name(direction, corpus)
            let label = Output.pad(corpus, 9) + Output.pad(direction.mapping, 26)
            if let reason = wrong.first(where: { $0.name == handName }) {
                print(label + "hand-written mapper: WRONG RESULT, not timed: " + reason.reason)
                continue
            }
            guard let hand = statistics(handName) else { continue }
            let kakaJSON = statistics(kakaJSONName)
            let verdict: String
            if let kakaJSON {
                let ratio = kakaJSON.median / hand.median
                verdict = String(format: "%.3f  ", ratio) + (ratio <= MappingKind.targetRatio ? "PASS" : "FAIL")
                    + String(format: " (≤ %.2f)", MappingKind.targetRatio)
            } else if wrong.contains(where: { $0.name == kakaJSONName }) {
                verdict = "— (KakaJSON's result is wrong: see above)"
            } else {
                verdict = "— (select \(kakaJSONName) too)"
            }
            let cells = [kakaJSON.map { Output.duration($0.median) } ?? "—"] + times(hand)
            print(label + cells.map { Output.pad($0, 10, right: true) }.joined() + "  " + verdict)
        }
    }
}
