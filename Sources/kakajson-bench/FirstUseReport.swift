extension FirstUseProbe {
    /// One selected measurement: a contender in a state.
    private struct Probe {
        let contender: Contender
        let state: FirstUseState

        /// The measurement's name, as `--only` selects it.
        var name: String { "first-use-\(contender.rawValue)-\(state.rawValue)" }
    }

    /// What a probe's processes gave: the medians, or why there are none.
    private enum Outcome {
        case measured(first: Statistics, second: Statistics, oneTime: Statistics)
        case failed(String)
    }

    /// Runs the selected probes in child processes and prints medians;
    /// returns whether a KakaJSON probe gave a wrong result.
    static func report(options: Options) -> Bool {
        let probes = Contender.allCases.flatMap { contender in
            FirstUseState.allCases.map { Probe(contender: contender, state: $0) }
        }.filter { options.selects($0.name) }
        guard !probes.isEmpty else { return false }
        let outcomes = measure(probes, runs: options.firstUseRuns)
        var codableCold: Double?
        for (probe, outcome) in zip(probes, outcomes) where probe.contender == .codable && probe.state == .cold {
            if case .measured(let first, _, _) = outcome { codableCold = first.median }
        }
        var lines: [String] = []
        var wrong = false
        for (probe, outcome) in zip(probes, outcomes) {
            let label = Output.pad(probe.contender.title, 10) + Output.pad(probe.state.rawValue, 10)
            switch outcome {
            case .failed(let failure):
                lines.append(label + failure)
                wrong = wrong || probe.contender == .kakaJSON
            case .measured(let first, let second, let cost):
                var line = label + [first.median, second.median, cost.median, cost.p10, cost.p90]
                    .map { Output.pad(Output.duration($0), 11, right: true) }.joined()
                if probe.contender == .kakaJSON { line += "  " + verdict(probe.state, first: first, codableCold: codableCold) }
                lines.append(line)
            }
        }
        print("")
        print("First conversion of a new 20-field struct (Data → model), median of \(options.firstUseRuns) fresh processes each,")
        print("the contenders' processes taking turns; one-time = first − second conversion (KakaJSON: metadata read +")
        print("plan build). cold = first conversion of the process; warm = after converting another model with the same")
        print("field types; new-types = after converting a model without two of its field types (Int64, [Int]), whose")
        print("converters are then made too")
        print(Output.pad("contender", 10) + Output.pad("state", 10) + ["first", "second", "one-time", "1-time p10", "1-time p90"]
            .map { Output.pad($0, 11, right: true) }.joined())
        lines.forEach { print($0) }
        return wrong
    }

    /// KakaJSON's target in `state`: cold, no slower than Codable's cold first
    /// conversion in the same run; otherwise, a first conversion under 50 µs.
    private static func verdict(_ state: FirstUseState, first: Statistics, codableCold: Double?) -> String {
        guard state == .cold else {
            return (first.median < targetNanoseconds ? "PASS" : "FAIL") + " (first < 50 µs)"
        }
        guard let codableCold else { return "— (select first-use-codable-cold too)" }
        return (first.median <= codableCold ? "PASS" : "FAIL") + " (≤ Codable's cold)"
    }

    /// Runs `runs` processes of each probe, one of each probe in turn, so that
    /// the contenders share the machine's state (page cache, frequency) evenly.
    /// A probe stops at its first failure.
    private static func measure(_ probes: [Probe], runs: Int) -> [Outcome] {
        var firsts = [[UInt64]](repeating: [], count: probes.count)
        var seconds = [[UInt64]](repeating: [], count: probes.count)
        var failures = [String?](repeating: nil, count: probes.count)
        for run in 1...runs {
            for (index, probe) in probes.enumerated() where failures[index] == nil {
                Output.progressLine("first use: process \(run)/\(runs), \(probe.contender.title) \(probe.state.rawValue)")
                do {
                    let output = try ChildProcess.run(["--first-use-probe", probe.state.rawValue,
                                                       "--contender", probe.contender.rawValue])
                    guard let fields = ChildProcess.fields(of: output, tag: "first-use"),
                          let first = fields["first"].flatMap(UInt64.init),
                          let second = fields["second"].flatMap(UInt64.init) else {
                        failures[index] = "WRONG RESULT or unreadable output: \(output)"
                        continue
                    }
                    firsts[index].append(first)
                    seconds[index].append(second)
                } catch {
                    failures[index] = "WRONG RESULT or failed: \(error)"
                }
            }
        }
        Output.progressLine("first use: done", final: true)
        return probes.indices.map { index in
            if let failure = failures[index] { return .failed(failure) }
            let oneTime = zip(firsts[index], seconds[index]).map { $0 > $1 ? $0 - $1 : 0 }
            guard let first = Statistics(firsts[index]), let second = Statistics(seconds[index]),
                  let cost = Statistics(oneTime) else { return .failed("no measurement") }
            return .measured(first: first, second: second, oneTime: cost)
        }
    }
}
