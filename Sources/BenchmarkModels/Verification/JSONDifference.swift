/// The first place where two JSON trees differ, for reports.
public struct JSONDifference: CustomStringConvertible, Sendable {
    /// Where: `$.statuses[3].user.id`.
    public let path: String
    /// What the first tree holds there ("absent" when nothing).
    public let left: String
    /// What the second tree holds there ("absent" when nothing).
    public let right: String

    /// "at PATH: LEFT vs RIGHT".
    public var description: String {
        "at \(path): \(left) vs \(right)"
    }
}

extension JSONTree {
    /// The first difference between `left` and `right`, or nil when they are
    /// equal. Object members are visited in key order.
    ///
    /// Numbers compare by value (the integer 5 equals 5.0), and, unless
    /// `nullMatchesAbsent` is false, a member whose value is null equals a
    /// missing member: `{"a": null}` is `{}`. Codable leaves nil optionals
    /// out; a writer may also spell them `null`. Pass false to compare two
    /// writers that must leave out (or write) the same members.
    public static func firstDifference(_ left: JSONTree, _ right: JSONTree, path: String = "$",
                                       nullMatchesAbsent: Bool = true) -> JSONDifference? {
        switch (left, right) {
        case (.array(let lhs), .array(let rhs)):
            for index in 0..<min(lhs.count, rhs.count) {
                if let difference = firstDifference(lhs[index], rhs[index], path: "\(path)[\(index)]",
                                                    nullMatchesAbsent: nullMatchesAbsent) {
                    return difference
                }
            }
            guard lhs.count == rhs.count else {
                return JSONDifference(path: path, left: "\(lhs.count) elements", right: "\(rhs.count) elements")
            }
            return nil
        case (.object(let lhs), .object(let rhs)):
            for key in Set(lhs.keys).union(rhs.keys).sorted() {
                let memberPath = "\(path).\(key)"
                if !nullMatchesAbsent && (lhs[key] == nil) != (rhs[key] == nil) {
                    return JSONDifference(path: memberPath, left: lhs[key]?.description ?? "absent",
                                          right: rhs[key]?.description ?? "absent")
                }
                guard let difference = firstDifference(lhs[key] ?? .null, rhs[key] ?? .null, path: memberPath,
                                                       nullMatchesAbsent: nullMatchesAbsent) else {
                    continue
                }
                guard difference.path == memberPath else { return difference }
                return JSONDifference(path: memberPath,
                                      left: lhs[key] == nil ? "absent" : difference.left,
                                      right: rhs[key] == nil ? "absent" : difference.right)
            }
            return nil
        default:
            return isSameScalar(left, right)
                ? nil : JSONDifference(path: path, left: left.description, right: right.description)
        }
    }

    private static func isSameScalar(_ left: JSONTree, _ right: JSONTree) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.bool(let lhs), .bool(let rhs)): return lhs == rhs
        case (.string(let lhs), .string(let rhs)): return lhs == rhs
        default:
            guard let lhs = left.exactNumber, let rhs = right.exactNumber else { return false }
            return lhs == rhs
        }
    }

    /// A number as a comparable value: integers exactly, doubles that hold an
    /// integer as that integer.
    private var exactNumber: ExactNumber? {
        switch self {
        case .int(let value):
            return value < 0 ? .negative(value) : .nonNegative(UInt64(value))
        case .uint(let value):
            return .nonNegative(value)
        case .double(let value):
            if let integer = UInt64(exactly: value) { return .nonNegative(integer) }
            if let integer = Int64(exactly: value) { return .negative(integer) }
            return .double(value)
        default:
            return nil
        }
    }

    private enum ExactNumber: Equatable {
        case negative(Int64)
        case nonNegative(UInt64)
        case double(Double)
    }
}
