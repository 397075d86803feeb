/// A seeded linear congruential generator for the randomized tests, so
/// that a failure reproduces.
struct SeededSteps {
    var state: UInt64

    /// The next 31-bit step.
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
