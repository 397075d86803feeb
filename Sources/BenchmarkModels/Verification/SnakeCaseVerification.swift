import Foundation

/// Checks of the snake_case Codable reference (`SnakeCaseCodableCodec`)
/// before it is timed: its models hold what the main models hold, and it
/// writes the same JSON.
extension BenchmarkVerification {
    /// The snake_case decode of twitter.json, converted to the main models,
    /// equals Codable's `reference`. The conversion goes through JSON text
    /// (the snake_case encoder's, read by the main models' CodingKeys), so no
    /// hand-written copy of every field can hide a difference;
    /// `checkSnakeCaseEncode` checks that text against Codable's.
    public static func checkSnakeCaseDecode(data: Data, reference: TwitterFeed) -> CheckResult {
        let name = "snake_case Codable decode twitter"
        let codec = SnakeCaseCodableCodec()
        let converted: TwitterFeed
        do {
            converted = try CodableCodec(TwitterFeed.self).decode(codec.encode(codec.decode(data)))
        } catch {
            return .failed(name, "the snake_case models do not convert to the main ones: \(error)")
        }
        guard converted == reference else {
            return .failed(name, "the snake_case models differ from Codable's " + modelDifference(converted, reference))
        }
        return .passed(name)
    }

    /// The snake_case encoder's JSON of `feed` equals Codable's JSON of
    /// `reference` structurally.
    public static func checkSnakeCaseEncode(_ feed: SnakeCaseFeed, reference: TwitterFeed) -> CheckResult {
        let name = "snake_case Codable encode twitter"
        let ours: JSONTree
        let theirs: JSONTree
        do {
            ours = try JSONTree(json: SnakeCaseCodableCodec().encode(feed))
            theirs = try JSONTree(json: CodableCodec(TwitterFeed.self).encode(reference))
        } catch {
            return .failed(name, "a coder failed: \(error)")
        }
        if let difference = JSONTree.firstDifference(ours, theirs) {
            return .failed(name, "the snake_case JSON differs from Codable's (snake_case vs Codable) \(difference)")
        }
        return .passed(name)
    }
}
