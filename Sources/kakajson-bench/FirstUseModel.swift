import Foundation
import KakaJSON

/// A 20-field model converted nowhere but in the first-use probe, so that its
/// first conversion includes reading its metadata and building its plan.
/// Each probe process converts it with one contender only.
struct FirstUseModel: Convertible, Codable, Equatable {
    var id: Int = 0
    var name: String = ""
    var email: String = ""
    var age: Int = 0
    var score: Double = 0
    var active: Bool = false
    var createdAt: Int64 = 0
    var nickname: String?
    var tags: [String] = []
    var ratings: [Int] = []
    var height: Double = 0
    var weight: Double = 0
    var verified: Bool = false
    var city: String = ""
    var country: String = ""
    var followers: Int = 0
    var following: Int = 0
    var premium: Bool = false
    var balance: Double = 0
    var bio: String?

    /// The JSON the probe converts: every field present.
    static let json = Data("""
        {"id": 7, "name": "Ann", "email": "ann@example.com", "age": 31, "score": 9.5, "active": true,
         "createdAt": 1372701600000, "nickname": "annie", "tags": ["a", "b"], "ratings": [5, 4],
         "height": 1.72, "weight": 61.5, "verified": true, "city": "Paris", "country": "FR",
         "followers": 120, "following": 80, "premium": false, "balance": 12.25, "bio": null}
        """.utf8)
}

/// A different model, converted first in the "warm" and "new-types" probes
/// so that the library itself is initialised before `FirstUseModel` is first
/// converted. It lacks two of `FirstUseModel`'s field types (`Int64`, `[Int]`).
struct WarmUpModel: Convertible, Codable {
    var id: Int = 0
    var name: String = ""
    var score: Double = 0
    var active: Bool = false
    var nickname: String?
    var tags: [String] = []

    /// The JSON of the warm-up conversion.
    static let json = Data(#"{"id": 1, "name": "x", "score": 1.5, "active": true, "nickname": "y", "tags": ["t"]}"#.utf8)
}

/// The two field types `WarmUpModel` lacks, converted too in the "warm"
/// state: then every field type of `FirstUseModel` has been converted before.
struct MoreFieldTypesModel: Convertible, Codable {
    var stamp: Int64 = 0
    var counts: [Int] = []

    /// The JSON of this warm-up conversion.
    static let json = Data(#"{"stamp": 2, "counts": [3]}"#.utf8)
}

/// What a first-use probe process converts before `FirstUseModel`.
enum FirstUseState: String, CaseIterable, Sendable {
    /// Nothing: `FirstUseModel` is the process's first conversion.
    case cold
    /// `WarmUpModel` and `MoreFieldTypesModel`: all of `FirstUseModel`'s field types.
    case warm
    /// `WarmUpModel` only, which lacks two of them.
    case newTypes = "new-types"
}
