import Foundation

/// The streaming rows: a generated JSON array of a million small objects
/// (about 100 MB) and the same objects as JSON Lines, each read by
/// `ModelStream` from the file, against `Data(contentsOf:)` + `modelArray`
/// of the array; and a generated 1 GB file of JSON Lines streamed with
/// bounded memory. Each reading runs in a fresh child process, which
/// measures its time and the rise of its peak resident set.
///
/// Targets: a peak rise of at most 32 MB, and a time at most 1.25× the
/// whole-file reading. The files go to a temporary folder, removed after.
/// Slow (generation and several child runs): not part of `--quick` unless
/// `--only` names them.
enum StreamReport {
    static let names = ["stream-array", "stream-lines", "stream-1gb"]
    private static let memoryLimit = 32.0 * 1_000_000
    private static let timeLimit = 1.25
    private static let rowCount = 1_000_000
    private static let largeBytes = 1 << 30

    /// One child's measurement.
    private struct Probe {
        let count: Int
        let sum: Int
        let seconds: Double
        let rise: Double
    }

    /// Runs the selected rows and prints them.
    static func run(options: Options) {
        let selected = names.filter { name in
            // 1 GB only when asked for; the others also in a full run, not a quick one.
            (name == "stream-1gb" || options.quick) ? options.selectsExplicitly(name) : options.selects(name)
        }
        guard !selected.isEmpty else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kakajson-bench-stream-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var lines: [String] = []
            if selected.contains("stream-array") || selected.contains("stream-lines") {
                lines += try compareWithWholeReading(selected, in: folder, options: options)
            }
            if selected.contains("stream-1gb") { lines.append(try large(in: folder, options: options)) }
            print("")
            print("Streaming (ModelStream from a file, fresh child process per reading; time: best of 3 alternating runs;")
            print("rise: peak resident set above the baseline; targets: rise ≤ 32 MB, time ≤ 1.25× Data(contentsOf:) + modelArray)")
            lines.forEach { print($0) }
        } catch {
            print("")
            print("stream rows unavailable: \(error)")
        }
    }

    /// The array and lines rows against the whole-file reading of the array.
    private static func compareWithWholeReading(_ selected: [String], in folder: URL, options: Options) throws -> [String] {
        let array = folder.appendingPathComponent("rows.json")
        let lines = folder.appendingPathComponent("rows.jsonl")
        Output.progress("stream: generating \(rowCount) objects as an array and as JSON Lines…")
        try generate(rows: rowCount, to: array, lines: false)
        try generate(rows: rowCount, to: lines, lines: true)
        let size = Double((try? FileManager.default.attributesOfItem(atPath: array.path)[.size] as? Int) ?? 0)
        var rows: [(name: String, file: URL)] = []
        if selected.contains("stream-array") { rows.append(("stream-array", array)) }
        if selected.contains("stream-lines") { rows.append(("stream-lines", lines)) }
        var whole: [Probe] = []
        var streamed: [String: [Probe]] = [:]
        var inTask: [String: [Probe]] = [:]
        for round in 0..<3 {
            Output.progressLine("stream: round \(round + 1)/3", always: true)
            whole.append(try probe(.whole, array))
            for row in rows {
                streamed[row.name, default: []].append(try probe(.stream, row.file))
                inTask[row.name, default: []].append(try probe(.streamTask, row.file))
            }
        }
        let reference = whole.min { $0.seconds < $1.seconds }!
        var output = [String(format: "%@ %.0f MB, %d objects: Data(contentsOf:) + modelArray %.3f s, rise %.1f MB",
                             Output.pad("reference", 13), size / 1e6, reference.count, reference.seconds, reference.rise / 1e6)]
        for row in rows {
            let probes = streamed[row.name] ?? [], taskProbes = inTask[row.name] ?? []
            guard (probes + taskProbes).allSatisfy({ $0.count == reference.count && $0.sum == reference.sum }) else {
                output.append(Output.pad(row.name, 13) + " WRONG RESULT: the stream gives other objects than modelArray")
                continue
            }
            output.append(verdict(Output.pad(row.name, 13), probes, reference))
            output.append(verdict(Output.pad("", 13) + " for try await:", taskProbes, reference))
        }
        return output
    }

    /// The time of the best of `probes` against the reference's, and their highest rise, with verdicts.
    private static func verdict(_ label: String, _ probes: [Probe], _ reference: Probe) -> String {
        let best = probes.min { $0.seconds < $1.seconds }!
        let rise = probes.map(\.rise).max() ?? 0
        let ratio = best.seconds / reference.seconds
        return String(format: "%@ %.3f s (%.2f× reference) %@, rise %.1f MB %@",
                      label, best.seconds, ratio, ratio <= timeLimit ? "PASS" : "FAIL",
                      rise / 1e6, rise <= memoryLimit ? "PASS" : "FAIL")
    }

    /// The 1 GB row: bounded memory whatever the size.
    private static func large(in folder: URL, options: Options) throws -> String {
        let file = folder.appendingPathComponent("large.jsonl")
        let rows = largeBytes / 110
        Output.progress("stream: generating about 1 GB of JSON Lines (\(rows) objects)…")
        try generate(rows: rows, to: file, lines: true)
        let size = Double((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
        Output.progress("stream: streaming it in a child process…")
        let result = try probe(.stream, file)
        guard result.count == rows else { return Output.pad("stream-1gb", 13) + " WRONG RESULT: \(result.count) of \(rows) objects" }
        return String(format: "%@ %.2f GB, %d objects: %.2f s (%.0f MB/s), rise %.1f MB %@",
                      Output.pad("stream-1gb", 13), size / 1e9, result.count, result.seconds, size / 1e6 / result.seconds,
                      result.rise / 1e6, result.rise <= memoryLimit ? "PASS" : "FAIL")
    }

    /// Runs one child probe.
    private static func probe(_ way: StreamProbe.Way, _ file: URL) throws -> Probe {
        let output = try ChildProcess.run(["--stream-probe", way.rawValue, file.path])
        let fields = ChildProcess.fields(of: output, tag: "stream-probe") ?? [:]
        guard let count = fields["count"].flatMap(Int.init), let sum = fields["sum"].flatMap(Int.init),
              let nanoseconds = fields["nanoseconds"].flatMap(Double.init),
              let baseline = fields["baseline"].flatMap(Double.init), let peak = fields["peak"].flatMap(Double.init) else {
            throw ChildProcess.Failure(description: "unreadable stream probe output: \(output)")
        }
        return Probe(count: count, sum: sum, seconds: nanoseconds / 1e9, rise: max(0, peak - baseline))
    }

    /// Writes `rows` objects to `file`: one array, or one object a line.
    private static func generate(rows: Int, to file: URL, lines: Bool) throws {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw ChildProcess.Failure(description: "cannot create \(file.path)")
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var text = lines ? "" : "["
        text.reserveCapacity(1 << 20)
        for id in 0..<rows {
            if !lines && id > 0 { text += "," }
            text += #"{"id":\#(id),"sku":"SKU-\#(id)","name":"item \#(id)","price":\#(id % 1000).25,"#
            text += #""active":\#(id % 2 == 0),"tags":["alpha","beta"]}"#
            if lines { text += "\n" }
            if text.utf8.count >= 1 << 20 {
                try handle.write(contentsOf: Data(text.utf8))
                text.removeAll(keepingCapacity: true)
            }
        }
        if !lines { text += "]" }
        try handle.write(contentsOf: Data(text.utf8))
    }
}
