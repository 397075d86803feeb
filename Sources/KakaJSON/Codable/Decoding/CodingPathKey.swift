/// A coding key the coders make themselves: an array index (`"Index 3"`,
/// as Foundation names it), a dictionary key, or `super`.
///
/// An enum, so that it fits an existential's inline buffer: a struct of a
/// `String` and an `Int?` would be boxed on the heap each time one is
/// pushed on a coding path.
enum CodingPathKey: CodingKey, Sendable {
    case name(String)
    case index(Int)
    case number(Int)

    init(stringValue: String) {
        self = .name(stringValue)
    }

    init(intValue: Int) {
        self = .number(intValue)
    }

    init(index: Int) {
        self = .index(index)
    }

    var stringValue: String {
        switch self {
        case .name(let name): name
        case .index(let index): "Index \(index)"
        case .number(let number): String(number)
        }
    }

    var intValue: Int? {
        switch self {
        case .name: nil
        case .index(let index), .number(let index): index
        }
    }

    /// The key of `superDecoder()` and `superEncoder()`.
    static let `super` = CodingPathKey.name("super")
}
