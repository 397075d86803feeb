import Foundation

/// How many cases a generated test runs: all of them normally, a fifth
/// under the sanitizers (`Scripts/sanitize.sh` sets `KAKAJSON_SANITIZER`),
/// which look for memory and thread errors that the first cases reach as
/// well as the rest, at many times the cost per case.
enum TestScale {
    static let isSanitized = ProcessInfo.processInfo.environment["KAKAJSON_SANITIZER"] != nil

    /// `full`, or a fifth of it under a sanitizer.
    static func count(_ full: Int) -> Int {
        isSanitized ? max(1, full / 5) : full
    }
}
