import Foundation
import BenchmarkModels

/// The benchmark run: verify, time, measure the extras, print.
enum Benchmark {
    /// Runs everything `options` selects; returns the exit status.
    static func run(_ options: Options) -> Int32 {
        #if DEBUG
        Output.progress("warning: a debug build; use `swift run -c release kakajson-bench` for real numbers")
        #endif
        var setups: [CorpusSetup] = []
        do {
            // A corpus is loaded and verified only when something of it is selected.
            if selectsTimed(TwitterFeed.corpusName, options) {
                setups.append(try CorpusSetup(TwitterFeed.self, options: options))
            }
            if selectsTimed(CitmCatalog.corpusName, options) {
                setups.append(try CorpusSetup(CitmCatalog.self, options: options))
            }
        } catch {
            Output.progress("kakajson-bench: \(error.message)")
            return error.exitCode
        }
        let workloads = setups.flatMap(\.workloads)
        let wrong = setups.flatMap(\.wrong)
        for result in wrong {
            Output.progress("WRONG RESULT: \(result.name): \(result.reason)")
        }

        let samples = workloads.isEmpty
            ? [:] : Runner.run(workloads, rounds: options.rounds, warmUpRounds: options.warmUpRounds)
        let report = TimingReport(workloads: workloads, samples: samples, wrong: wrong, rounds: options.rounds)
        let corpora = setups.map(\.corpus)
        // "codable-decode-", not "codable-": the snake_case reference has a table of its own.
        let contenderNames = Contender.allCases.flatMap { contender in
            Direction.allCases.map { "\(contender.rawValue)-\($0.rawValue)-" }
        }
        let timed = workloads.contains { Direction(rawValue: $0.kind) != nil }
            || wrong.contains { result in contenderNames.contains { result.name.hasPrefix($0) } }
        if timed { report.printContenders(corpora: corpora) }
        report.printSnakeCaseReference()
        report.printMapping(corpora: corpora)
        report.printDiagnostics(corpora: corpora)

        GraphScalingReport.run(options: options)
        PathReadReport.run(options: options)
        let firstUseWrong = FirstUseProbe.report(options: options)
        let wrongDecodes = Set(wrong.filter { $0.name.hasPrefix("kakajson-decode") }
            .map { "memory-kakajson-" + $0.name.dropFirst("kakajson-decode-".count) })
        MemoryProbe.report(options: options, skip: wrongDecodes)
        StreamReport.run(options: options)

        guard wrong.isEmpty && !firstUseWrong else {
            print("")
            print("WRONG RESULTS (not timed):")
            for result in wrong { print("  \(result.name): \(result.reason)") }
            if firstUseWrong { print("  first-use-kakajson: see the first-use table") }
            return 1
        }
        return 0
    }

    /// Whether a timed measurement of `corpus` is selected.
    private static func selectsTimed(_ corpus: String, _ options: Options) -> Bool {
        let kinds = Contender.allCases.map(\.rawValue) + MappingKind.allCases.map(\.rawValue)
            + DiagnosticsKind.allCases.map(\.rawValue) + [SnakeCaseReference.kind]
        return kinds.contains { kind in
            Direction.allCases.contains { direction in
                // Only names that exist: the snake_case reference has no citm rows.
                let name = "\(kind)-\(direction.rawValue)-\(corpus)"
                return Options.allNames.contains(name) && options.selects(name)
            }
        }
    }
}
