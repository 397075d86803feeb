import Foundation
import BenchmarkModels

// `swift run -c release kakajson-bench`: KakaJSON against Foundation's Codable
// on twitter.json and citm_catalog.json. See `Options.usage`.

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Output.progress("kakajson-bench: \(error.message)\n\n\(Options.usage)")
    exit(2)
}

switch options.mode {
case .help:
    print(Options.usage)
case .memoryProbe(let corpus, let contender):
    exit(MemoryProbe.runChild(corpus: corpus, contender: contender, options: options))
case .firstUseProbe(let state, let contender):
    exit(FirstUseProbe.runChild(state: state, contender: contender))
case .streamProbe(let way, let file):
    exit(StreamProbe.runChild(way: way, file: file))
case .benchmark:
    let status = Benchmark.run(options)
    ChildProcess.removeChildExecutable()
    exit(status)
}
