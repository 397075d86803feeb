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

/// A different model, converted first in a "warm" probe so that the library
/// itself is initialised before `FirstUseModel` is first converted.
struct WarmUpModel: Convertible, Codable {
    var id: Int = 0
    var name: String = ""
    var score: Double = 0
    var active: Bool = false
    var nickname: String?
    var tags: [String] = []

    /// The JSON of the warm-up conversion.
    static let json = Data(#"{"id": 1, "name": "x", "score": 1.5, "active": true, "nickname": null, "tags": ["t"]}"#.utf8)
}
