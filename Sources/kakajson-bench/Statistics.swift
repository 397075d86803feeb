/// Order statistics of a set of timings, in nanoseconds.
struct Statistics {
    let median: Double
    let p10: Double
    let p90: Double
    let count: Int

    /// The statistics of `samples`; nil when there are none.
    init?(_ samples: [UInt64]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted().map { Double($0) }
        median = Self.percentile(0.5, of: sorted)
        p10 = Self.percentile(0.1, of: sorted)
        p90 = Self.percentile(0.9, of: sorted)
        count = sorted.count
    }

    /// The `fraction` quantile of sorted values, interpolated linearly between ranks.
    static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted[lower] * (1 - weight) + sorted[upper] * weight
    }

    /// Megabytes (10^6 bytes) per second for `bytes` bytes per run, at the median.
    func megabytesPerSecond(_ bytes: Int) -> Double {
        Double(bytes) / 1e6 / (median / 1e9)
    }
}
