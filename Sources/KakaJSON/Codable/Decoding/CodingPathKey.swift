/// A coding key the decoder makes itself: an array index (`"Index 3"`, as
/// Foundation names it), a dictionary key, or `super`.
struct CodingPathKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    /// The key of `superDecoder()` and `superEncoder()`.
    static let `super` = CodingPathKey(stringValue: "super")
}
