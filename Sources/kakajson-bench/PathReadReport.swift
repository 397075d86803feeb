import Foundation
import BenchmarkModels
import KakaJSON

/// Reading a part of a document: `model(_:at:)` for the small object at the
/// end of twitter.json (`search_metadata`) against decoding the whole
/// document, which it must do in at most half the time (the target). The
/// reader's pass alone (bytes to tape, nothing converted) is shown too: the
/// path read cannot be faster than the text it must check.
enum PathReadReport {
    static let name = "path-read-twitter"
    private static let path = "search_metadata"
    private static let target = 0.5

    /// Times the three in interleaved rounds and prints the row.
    static func run(options: Options) {
        guard options.selects(name) else { return }
        Output.progress("timing \(name)")
        guard let data = try? BenchmarkData.bytes(of: TwitterFeed.self, in: options.dataDirectory),
              let whole = data.kj.model(TwitterFeed.self) else {
            print("")
            print("WRONG RESULT: \(name): twitter.json cannot be read")
            return
        }
        // Checked once before timing: the part read is the whole document's part.
        guard data.kj.model(SearchMetadata.self, at: path) == whole.searchMetadata else {
            print("")
            print("WRONG RESULT: \(name): model(_:at: \"\(path)\") differs from the whole document's \(path)")
            return
        }
        var times: [[Double]] = Array(repeating: [], count: 3)
        for _ in 0..<max(options.rounds, 5) {
            times[0].append(Double(Stopwatch.time { blackHole(data.kj.model(TwitterFeed.self)) }))
            times[1].append(Double(Stopwatch.time { blackHole(try? JSONDocument.withDocument(reading: data) { $0.nodeCount }) }))
            times[2].append(Double(Stopwatch.time { blackHole(data.kj.model(SearchMetadata.self, at: path)) }))
        }
        let medians = times.map { Statistics.percentile(0.5, of: $0.sorted()) }
        let ratio = medians[2] / medians[0]
        print("")
        print("A part of a document: twitter.json's \(path) (median of \(times[0].count) interleaved rounds)")
        print("  whole document, model(_:)     \(Output.duration(medians[0]))")
        print("  reader's pass alone           \(Output.duration(medians[1])) "
              + "(\(String(format: "%.2f", medians[1] / medians[0]))× the whole)")
        print("  model(_:at:)                  \(Output.duration(medians[2])): "
              + "\(String(format: "%.2f", ratio))× the whole (target ≤ \(String(format: "%.1f", target))×) "
              + (ratio <= target ? "PASS" : "FAIL"))
    }
}
