/// Times workloads in interleaved rounds: each round runs every workload once,
/// in an order that reverses from one round to the next, so that the
/// contenders share the machine's state (caches, heap, frequency) evenly.
enum Runner {
    /// The timings of each workload by name, in nanoseconds, one per timed round.
    static func run(_ workloads: [Workload], rounds: Int, warmUpRounds: Int) -> [String: [UInt64]] {
        var samples: [String: [UInt64]] = [:]
        for workload in workloads { samples[workload.name] = [] }
        let total = warmUpRounds + rounds
        for round in 0..<total {
            let timed = round >= warmUpRounds
            let label = timed ? "round \(round - warmUpRounds + 1)/\(rounds)" : "warm-up \(round + 1)/\(warmUpRounds)"
            Output.progressLine("timing: \(label)", always: timed && isMilestone(round - warmUpRounds + 1, of: rounds))
            let order = round.isMultiple(of: 2) ? workloads : workloads.reversed()
            for workload in order {
                let elapsed = measure(workload)
                if timed { samples[workload.name, default: []].append(elapsed) }
            }
        }
        Output.progressLine("timing: \(rounds) rounds done", final: true)
        return samples
    }

    /// Times one run of `workload`. Never inlined, so that a profiler can
    /// collect only what runs inside it:
    /// `valgrind --tool=callgrind --toggle-collect='*6RunnerO7measure*' …`.
    @inline(never)
    static func measure(_ workload: Workload) -> UInt64 {
        Stopwatch.time(workload.run)
    }

    /// Whether `round` is worth a progress line when stderr is not a terminal: about every tenth.
    private static func isMilestone(_ round: Int, of rounds: Int) -> Bool {
        round == rounds || round.isMultiple(of: max(1, rounds / 10))
    }
}
