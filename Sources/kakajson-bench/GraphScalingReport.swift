import BenchmarkModels
import KakaJSON

/// How the time to write a deep model graph grows with its depth: a chain of
/// class models whose type implements `kj_didConvertToJSON`, written with
/// `JSONString()` at 1,000 and 4,000 nodes. Each node's object for the hook
/// is made once, so four times the nodes must take less than four times as
/// long (the target: a ratio under 4).
enum GraphScalingReport {
    static let name = "graph-did-convert-to-json"
    private static let sizes = (small: 1_000, large: 4_000)
    private static let target = 4.0

    /// Times both chains in interleaved rounds and prints the row.
    static func run(options: Options) {
        guard options.selects(name) else { return }
        Output.progress("timing \(name)")
        let small = ScalingNode.chain(sizes.small), large = ScalingNode.chain(sizes.large)
        defer {
            ScalingNode.free(small)
            ScalingNode.free(large)
        }
        // Checked once before timing: every node written, every hook called once.
        ScalingNode.hookCalls = 0
        let text = large.kj.JSONString()
        let written = text.components(separatedBy: #""id":"#).count - 1
        guard written == sizes.large, ScalingNode.hookCalls == sizes.large else {
            print("")
            print("WRONG RESULT: \(name): \(written) nodes written, \(ScalingNode.hookCalls) hook calls for \(sizes.large)")
            return
        }
        let plainSmall = PlainScalingNode.chain(sizes.small), plainLarge = PlainScalingNode.chain(sizes.large)
        defer {
            PlainScalingNode.free(plainSmall)
            PlainScalingNode.free(plainLarge)
        }
        // Each round times both sizes back to back, and the ratio is taken
        // per round: the host's speed drifts by more than the effect
        // measured, and a drift then shows in both sizes of a round alike.
        var times: [[Double]] = Array(repeating: [], count: 4)
        for _ in 0..<max(options.rounds, 3) {
            times[0].append(Double(Stopwatch.time { blackHole(small.kj.JSONString()) }))
            times[1].append(Double(Stopwatch.time { blackHole(large.kj.JSONString()) }))
            times[2].append(Double(Stopwatch.time { blackHole(plainSmall.kj.JSONString()) }))
            times[3].append(Double(Stopwatch.time { blackHole(plainLarge.kj.JSONString()) }))
        }
        let medians = times.map { Statistics.percentile(0.5, of: $0.sorted()) }
        func ratio(_ large: Int, _ small: Int) -> Double {
            Statistics.percentile(0.5, of: zip(times[large], times[small]).map { $0 / $1 }.sorted())
        }
        let hooked = ratio(1, 0), plain = ratio(3, 2)
        print("")
        print("Deep graphs: JSONString() of a chain of class models (medians of \(times[0].count) rounds; "
              + "ratio: the median of each round's)")
        print("  with kj_didConvertToJSON: \(sizes.small) nodes \(Output.duration(medians[0])), "
              + "\(sizes.large) nodes \(Output.duration(medians[1])): ratio \(String(format: "%.2f", hooked)) "
              + "(target < \(String(format: "%.0f", target))) " + (hooked < target ? "PASS" : "FAIL"))
        print("  reference, no hook:       \(sizes.small) nodes \(Output.duration(medians[2])), "
              + "\(sizes.large) nodes \(Output.duration(medians[3])): ratio \(String(format: "%.2f", plain))")
    }
}

/// A node of a timed chain, built and taken apart without recursion.
private protocol ChainNode: AnyObject {
    var id: Int { get set }
    var nextNode: Self? { get set }
    init()
}

extension ChainNode {
    static func chain(_ count: Int) -> Self {
        let head = Self()
        var last = head
        for id in 1..<count {
            let node = Self()
            node.id = id
            last.nextNode = node
            last = node
        }
        return head
    }

    /// Unlinks node by node: the runtime releases a chain recursively.
    static func free(_ head: Self) {
        var current: Self? = head
        while let node = current {
            current = node.nextNode
            node.nextNode = nil
        }
    }
}

/// A node with a `kj_didConvertToJSON` that counts its calls.
private final class ScalingNode: Convertible, ChainNode {
    nonisolated(unsafe) static var hookCalls = 0

    var id = 0
    var label = "node"
    var next: ScalingNode?
    var nextNode: ScalingNode? { get { next } set { next = newValue } }
    required init() {}

    func kj_didConvertToJSON(json: [String: Any]) {
        Self.hookCalls += 1
    }
}

/// The same node without a hook: how the time of writing a deep graph grows by itself.
private final class PlainScalingNode: Convertible, ChainNode {
    var id = 0
    var label = "node"
    var next: PlainScalingNode?
    var nextNode: PlainScalingNode? { get { next } set { next = newValue } }
    required init() {}
}
