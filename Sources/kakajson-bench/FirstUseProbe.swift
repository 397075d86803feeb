import Foundation
import KakaJSON

/// The cost of the first conversion of a type never converted before: for
/// KakaJSON, reading its metadata and building its plan, on top of the
/// conversion itself.
///
/// Each measurement is a fresh child process (`--first-use-probe`) that times
/// the first and the second `Data` → `FirstUseModel` conversion; first minus
/// second is the one-time cost. "cold": the type is the first thing the
/// process converts. "warm": the process has converted other models with all
/// of its field types, as in an app already using the library. "new-types":
/// two of its field types are new to the process, so their converters are
/// made too. The parent reports medians over several processes.
enum FirstUseProbe {
    /// The target for KakaJSON's first conversion of a new type, in nanoseconds.
    static let targetNanoseconds = 50_000.0

    /// The child's work; prints one `first-use` line.
    static func runChild(state: FirstUseState, contender: Contender) -> Int32 {
        let decoder = JSONDecoder()
        let kakaDecoder = KakaJSONDecoder()
        func warmUp<Model: Convertible & Decodable>(_ type: Model.Type, _ json: Data) {
            switch contender {
            case .kakaJSON: blackHole(json.kj.model(type))
            case .kakaCoder: blackHole(try? kakaDecoder.decode(type, from: json))
            case .codable: blackHole(try? decoder.decode(type, from: json))
            }
        }
        switch state {
        case .cold: break
        case .warm:
            warmUp(WarmUpModel.self, WarmUpModel.json)
            warmUp(MoreFieldTypesModel.self, MoreFieldTypesModel.json)
        case .newTypes:
            warmUp(WarmUpModel.self, WarmUpModel.json)
        }
        // The input exists before the clock starts: the static is made on first access.
        let json = FirstUseModel.json
        var models: [FirstUseModel?] = []
        var times: [UInt64] = []
        for _ in 0..<2 {
            let start = Stopwatch.now()
            let model: FirstUseModel?
            switch contender {
            case .kakaJSON: model = json.kj.model(FirstUseModel.self)
            case .kakaCoder: model = try? kakaDecoder.decode(FirstUseModel.self, from: json)
            case .codable: model = try? decoder.decode(FirstUseModel.self, from: json)
            }
            times.append(Stopwatch.now() - start)
            models.append(model)
        }
        let expected = try? JSONDecoder().decode(FirstUseModel.self, from: FirstUseModel.json)
        guard let first = models[0], first == expected, models[1] == expected else {
            print("first-use wrong=1")
            return 1
        }
        print("first-use first=\(times[0]) second=\(times[1])")
        return 0
    }

    /// Runs the selected probes in child processes and prints medians;
    /// returns whether a KakaJSON probe gave a wrong result.
    static func report(options: Options) -> Bool {
        let probes = Contender.allCases.flatMap { contender in FirstUseState.allCases.map { (contender, $0) } }
            .filter { options.selects("first-use-\($0.0.rawValue)-\($0.1.rawValue)") }
        guard !probes.isEmpty else { return false }
        var lines: [String] = []
        var wrong = false
        for (contender, state) in probes {
            let label = Output.pad(contender.title, 10) + Output.pad(state.rawValue, 10)
            var firsts: [UInt64] = []
            var seconds: [UInt64] = []
            var oneTime: [UInt64] = []
            var failure: String?
            for run in 1...options.firstUseRuns {
                Output.progressLine("first use: \(contender.title) \(state.rawValue), process \(run)/\(options.firstUseRuns)")
                do {
                    let output = try ChildProcess.run(["--first-use-probe", state.rawValue,
                                                       "--contender", contender.rawValue])
                    guard let fields = ChildProcess.fields(of: output, tag: "first-use"),
                          let first = fields["first"].flatMap(UInt64.init),
                          let second = fields["second"].flatMap(UInt64.init) else {
                        failure = "WRONG RESULT or unreadable output: \(output)"
                        break
                    }
                    firsts.append(first)
                    seconds.append(second)
                    oneTime.append(first > second ? first - second : 0)
                } catch {
                    failure = "WRONG RESULT or failed: \(error)"
                    break
                }
            }
            if let failure {
                lines.append(label + failure)
                wrong = wrong || contender == .kakaJSON
                continue
            }
            guard let first = Statistics(firsts), let second = Statistics(seconds), let cost = Statistics(oneTime) else { continue }
            var line = label + [first.median, second.median, cost.median, cost.p10, cost.p90]
                .map { Output.pad(Output.duration($0), 11, right: true) }.joined()
            if contender == .kakaJSON && state != .cold {
                line += "  " + (first.median < targetNanoseconds ? "PASS" : "FAIL") + " (first < 50 µs)"
            }
            lines.append(line)
        }
        Output.progressLine("first use: done", final: true)
        print("")
        print("First conversion of a new 20-field struct (Data → model), median of \(options.firstUseRuns) fresh processes each;")
        print("one-time = first − second conversion (KakaJSON: metadata read + plan build). cold = first conversion of the")
        print("process; warm = after converting another model with the same field types; new-types = after converting a")
        print("model without two of its field types (Int64, [Int]), whose converters are then made too")
        print(Output.pad("contender", 10) + Output.pad("state", 10) + ["first", "second", "one-time", "1-time p10", "1-time p90"]
            .map { Output.pad($0, 11, right: true) }.joined())
        lines.forEach { print($0) }
        return wrong
    }
}
