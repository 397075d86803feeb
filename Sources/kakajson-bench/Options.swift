import Foundation
import BenchmarkModels

/// The command line of `kakajson-bench`.
struct Options {
    /// What the process does.
    enum Mode: Equatable {
        /// The benchmark: verification, timing, the extra measurements.
        case benchmark
        /// Prints the usage.
        case help
        /// Child run: peak memory of one decode (`--memory-probe CORPUS --contender NAME`).
        case memoryProbe(corpus: String, contender: Contender)
        /// Child run: the first conversion of a new type (`--first-use-probe STATE --contender NAME`).
        case firstUseProbe(state: FirstUseState, contender: Contender)
        /// Child run: one reading of a streaming row's file (`--stream-probe WAY FILE`).
        case streamProbe(way: StreamProbe.Way, file: String)
    }

    var mode = Mode.benchmark
    /// Timed rounds; every selected cell runs once per round.
    var rounds = 100
    /// Untimed rounds before the timed ones.
    var warmUpRounds = 5
    /// Fresh processes for the first-conversion measurement.
    var firstUseRuns = 9
    /// The folder holding twitter.json and citm_catalog.json.
    var dataDirectory = BenchmarkData.defaultDirectory
    /// Patterns (`*` matches anything) selecting measurements by name; nil selects all.
    var only: [String]?
    /// `--quick`: the slow rows run only when `--only` names them.
    var quick = false

    /// Whether the measurement `name` is selected by `--only`.
    func selects(_ name: String) -> Bool {
        guard let only else { return true }
        return only.contains { Glob.matches($0, name) }
    }

    /// Whether `--only` names the measurement `name` (for rows too slow to run unasked).
    func selectsExplicitly(_ name: String) -> Bool {
        only != nil && selects(name)
    }

    /// Reads the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var contender = Contender.kakaJSON
        var remaining = arguments[...]
        var roundsGiven = false
        func value(for option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                options.mode = .help
            case "--rounds":
                let text = try value(for: argument)
                guard let rounds = Int(text), rounds > 0 else { throw UsageError("--rounds needs a positive number") }
                options.rounds = rounds
                roundsGiven = true
            case "--quick":
                if !roundsGiven { options.rounds = 5 }
                options.warmUpRounds = 1
                options.firstUseRuns = 3
                options.quick = true
            case "--data":
                options.dataDirectory = URL(fileURLWithPath: try value(for: argument), isDirectory: true)
            case "--only":
                let patterns = try value(for: argument).split(separator: ",").map(String.init)
                options.only = (options.only ?? []) + patterns
            case "--contender":
                let name = try value(for: argument)
                guard let named = Contender(rawValue: name) else { throw UsageError("unknown contender \(name)") }
                contender = named
            case "--memory-probe":
                options.mode = .memoryProbe(corpus: try value(for: argument), contender: .kakaJSON)
            case "--first-use-probe":
                let name = try value(for: argument)
                guard let state = FirstUseState(rawValue: name) else {
                    throw UsageError("--first-use-probe takes " + FirstUseState.allCases.map(\.rawValue).joined(separator: ", "))
                }
                options.mode = .firstUseProbe(state: state, contender: .kakaJSON)
            case "--stream-probe":
                let name = try value(for: argument)
                guard let way = StreamProbe.Way(rawValue: name) else { throw UsageError("unknown stream probe \(name)") }
                options.mode = .streamProbe(way: way, file: try value(for: argument))
            default:
                throw UsageError("unknown argument \(argument)")
            }
        }
        for pattern in options.only ?? [] where !allNames.contains(where: { Glob.matches(pattern, $0) }) {
            throw UsageError("--only \(pattern) matches no measurement")
        }
        switch options.mode {
        case .memoryProbe(let corpus, _): options.mode = .memoryProbe(corpus: corpus, contender: contender)
        case .firstUseProbe(let state, _): options.mode = .firstUseProbe(state: state, contender: contender)
        case .benchmark, .help, .streamProbe: break
        }
        return options
    }

    /// The name of every measurement, as `--only` selects them.
    static let allNames: [String] = {
        let corpora = ["twitter", "citm"]
        let directions = Direction.allCases.map(\.rawValue)
        let contenders = Contender.allCases.map(\.rawValue)
        let conversions: [String] = (contenders + MappingKind.allCases.map(\.rawValue)).flatMap { kind in
            directions.flatMap { direction in corpora.map { "\(kind)-\(direction)-\($0)" } }
        }
        let firstUses: [String] = contenders.flatMap { contender in
            FirstUseState.allCases.map { "first-use-\(contender)-\($0.rawValue)" }
        }
        let memory: [String] = contenders.flatMap { contender in corpora.map { "memory-\(contender)-\($0)" } }
        let diagnostics: [String] = DiagnosticsKind.allCases.flatMap { kind in
            corpora.map { "\(kind.rawValue)-decode-\($0)" }
        }
        let snakeCase = Direction.allCases.map(SnakeCaseReference.name)
        return conversions + snakeCase + firstUses + memory + diagnostics + [GraphScalingReport.name, PathReadReport.name]
            + StreamReport.names
    }()

    /// The text of `--help`.
    static let usage = """
        usage: kakajson-bench [--rounds N] [--quick] [--data DIR] [--only NAMES]

        Converts twitter.json and citm_catalog.json with KakaJSON and with Foundation's
        Codable (JSONDecoder/JSONEncoder) on the same models, checks that both give the
        same results, then times them in interleaved rounds and prints a table. KakaJSON's
        mapping of Foundation values ([String: Any] ↔ models) is timed against mappers
        written by hand. Progress goes to stderr, results to stdout.

          --rounds N     timed rounds (default 100; --quick: 5)
          --quick        few rounds and probe runs, for CI and tests
          --data DIR     folder with twitter.json and citm_catalog.json
                         (default: Tests/KakaJSONTests/Fixtures of this checkout)
          --only NAMES   comma-separated names or patterns (* = anything) of the
                         measurements to run, e.g. kakajson-decode-twitter or 'mapping-*':
                           {kakajson,kakacoder,codable}-{decode,encode}-{twitter,citm}
                           codable-snake-{decode,encode}-twitter
                             (Codable with snake_case key strategies; a secondary reference)
                           mapping-{decode,encode}-{twitter,citm}
                           handmapped-{decode,encode}-{twitter,citm}
                             (mappers written by hand, timed against mapping-*)
                           {issues,strict}-decode-{twitter,citm}
                           first-use-{kakajson,kakacoder,codable}-{cold,warm,new-types}
                           memory-{kakajson,kakacoder,codable}-{twitter,citm}
                           path-read-twitter (model(_:at:) against the whole decode)
                           stream-{array,lines}: ModelStream over a generated 100 MB file
                             (not in --quick unless named; about 20 s)
                           stream-1gb: a generated 1 GB file streamed (only when named)
          --help         this text

        Exit status: 0 when every result is right (slow cells are reported, not
        failed); 1 when a conversion gives a wrong result; 2 for a usage error;
        3 when the data cannot be read.

        Internal (child processes spawned by the benchmark):
          --memory-probe CORPUS --contender kakajson|kakacoder|codable
          --first-use-probe cold|warm|new-types --contender kakajson|kakacoder|codable
          --stream-probe stream|stream-task|whole FILE
        """
}

/// A command-line mistake; the message is shown with the usage.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
