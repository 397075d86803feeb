import Foundation
import BenchmarkModels

/// Peak memory of one decode: the rise of the peak resident set above the
/// process's baseline while one corpus file is decoded, as a multiple of the
/// file's size.
///
/// Each row runs in a fresh child process (`--memory-probe`), which reads the
/// file and then measures two decodes:
/// - first: the process's first decode, which also pays one-time costs (code
///   pages, metadata, plans, heap growth). Baseline `VmRSS` just before it;
///   peak `VmHWM` after it, the peak having been reset through
///   `/proc/self/clear_refs` (or, where that does not work, the peak since
///   the process started).
/// - steady: the decode after that one, once the first result is dropped and
///   freed heap returned to the system (`malloc_trim`): baseline `VmRSS`,
///   reset, decode, `VmHWM`. Needs the reset.
///
/// Each peak is read while the decoded model is still alive.
enum MemoryProbe {
    /// The target: peak rise at most this multiple of the file size.
    static let targetMultiple = 3.0

    /// The child's work; prints one `memory-probe` line.
    static func runChild(corpus: String, contender: Contender, options: Options) -> Int32 {
        switch corpus {
        case TwitterFeed.corpusName: return probe(TwitterFeed.self, contender, options)
        case CitmCatalog.corpusName: return probe(CitmCatalog.self, contender, options)
        default:
            Output.progress("unknown corpus \(corpus)")
            return 2
        }
    }

    private static func probe<Model: CorpusModel>(_ type: Model.Type, _ contender: Contender, _ options: Options) -> Int32 {
        guard let data = try? BenchmarkData.bytes(of: type, in: options.dataDirectory) else { return 3 }
        let codec = CodableCodec(type)
        let coder = KakaCoderCodec(type)
        let decode: () -> Model? = {
            switch contender {
            case .kakaJSON: KakaJSONCodec.decode(data, as: type)
            case .kakaCoder: try? coder.decode(data)
            case .codable: try? codec.decode(data)
            }
        }
        let canReset = ProcessMemory.peakResetWorks()
        var fields = ["size=\(data.count)", "method=\(canReset ? "clear_refs" : "fresh-process")"]
        for pass in ["first", "steady"] where pass == "first" || canReset {
            if pass == "steady" { ProcessMemory.releaseFreeHeap() }
            guard let baseline = ProcessMemory.sample() else { return 4 }
            if canReset { _ = ProcessMemory.resetPeak() }
            let model = decode()
            guard let after = ProcessMemory.sample(), model != nil else { return 4 }
            withExtendedLifetime(model) {}
            fields += ["\(pass)-baseline=\(baseline.resident)", "\(pass)-peak=\(after.peak)"]
        }
        print("memory-probe " + fields.joined(separator: " "))
        return 0
    }

    /// Runs the selected probes in child processes and prints their results;
    /// the probes named in `skip` are reported as wrong and not run.
    static func report(options: Options, skip: Set<String>) {
        let probes = [CitmCatalog.corpusName, TwitterFeed.corpusName].flatMap { corpus in
            Contender.allCases.map { (corpus, $0) }
        }.filter { options.selects("memory-\($0.1.rawValue)-\($0.0)") }
        guard !probes.isEmpty else { return }
        var lines: [String] = []
        var method = ""
        for (corpus, contender) in probes {
            let label = Output.pad(corpus, 9) + Output.pad(contender.title, 10)
            guard !skip.contains("memory-\(contender.rawValue)-\(corpus)") else {
                lines.append(label + "WRONG RESULT, not measured: the decode gives a wrong result")
                continue
            }
            Output.progress("memory: \(contender.title) decoding \(corpus) in a child process…")
            do {
                let output = try ChildProcess.run(["--memory-probe", corpus, "--contender", contender.rawValue,
                                                   "--data", options.dataDirectory.path])
                let fields = ChildProcess.fields(of: output, tag: "memory-probe") ?? [:]
                let numbers = fields.compactMapValues { Double($0) }
                guard let size = numbers["size"], let baseline = numbers["first-baseline"] else {
                    lines.append(label + "unreadable probe output: \(output)")
                    continue
                }
                method = fields["method"] ?? method
                var line = label + Output.pad(String(format: "%.1f MB", baseline / 1e6), 10, right: true)
                var verdicts: [String] = []
                for pass in ["first", "steady"] {
                    guard let baseline = numbers["\(pass)-baseline"], let peak = numbers["\(pass)-peak"] else {
                        line += Output.pad("—", 20, right: true)
                        continue
                    }
                    let rise = max(0, peak - baseline)
                    line += Output.pad(String(format: "+%.2f MB", rise / 1e6), 11, right: true)
                        + Output.pad(String(format: "%.2f×", rise / size), 9, right: true)
                    verdicts.append("\(pass) " + (rise / size <= targetMultiple ? "PASS" : "FAIL"))
                }
                if contender == .kakaJSON {
                    line += "  " + verdicts.joined(separator: ", ") + String(format: " (≤ %.0f×)", targetMultiple)
                }
                lines.append(line)
            } catch {
                lines.append(label + "unavailable: \(error)")
            }
        }
        print("")
        print("Peak memory of one decode: rise of VmHWM above the baseline VmRSS, and that rise as a multiple of the file")
        print(method == "clear_refs"
              ? "size (fresh child process per row; peak reset via /proc/self/clear_refs; first = the process's first decode,"
                + "\nsteady = the next one, after dropping the first result and malloc_trim; model alive at the reading)"
              : "size (fresh child process per row; /proc/self/clear_refs unusable here: first decode only, peak since start)")
        print(Output.pad("file", 9) + Output.pad("contender", 10) + Output.pad("baseline", 10, right: true)
            + Output.pad("first rise", 11, right: true) + Output.pad("× file", 9, right: true)
            + Output.pad("steady rise", 12, right: true) + Output.pad("× file", 8, right: true))
        lines.forEach { print($0) }
    }
}
