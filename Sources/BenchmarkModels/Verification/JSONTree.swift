import Foundation

/// A JSON value in a form that compares structurally, built from the Foundation
/// values of `JSONSerialization` or of `kj.JSONObject()`.
///
/// Compare two trees with `JSONTree.firstDifference(_:_:)`.
public indirect enum JSONTree: CustomStringConvertible, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer that fits in `Int64`.
    case int(Int64)
    /// A larger unsigned integer.
    case uint(UInt64)
    /// A number with a fraction or an exponent.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONTree])
    /// An object.
    case object([String: JSONTree])

    /// The tree of UTF-8 JSON, parsed by Foundation's `JSONSerialization`.
    public init(json data: Data) throws {
        let value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        guard let tree = JSONTree(foundation: value) else {
            throw CocoaError(.coderInvalidValue)
        }
        self = tree
    }

    /// The tree of a Foundation JSON value (Swift or Foundation scalars and
    /// collections), or nil when `value` holds something that has no JSON form.
    public init?(foundation value: Any) {
        // An NSNumber object first: a Swift number would also cast to NSNumber by bridging.
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            self = Self.number(number)
            return
        }
        switch value {
        case let string as String:
            self = .string(string)
        case let dictionary as [String: Any]:
            var members: [String: JSONTree] = [:]
            members.reserveCapacity(dictionary.count)
            for (key, member) in dictionary {
                guard let tree = JSONTree(foundation: member) else { return nil }
                members[key] = tree
            }
            self = .object(members)
        case let array as [Any]:
            var elements: [JSONTree] = []
            elements.reserveCapacity(array.count)
            for element in array {
                guard let tree = JSONTree(foundation: element) else { return nil }
                elements.append(tree)
            }
            self = .array(elements)
        case is NSNull:
            self = .null
        case let bool as Bool:
            self = .bool(bool)
        case let int as Int:
            self = .int(Int64(int))
        case let int as Int64:
            self = .int(int)
        case let int as Int32:
            self = .int(Int64(int))
        case let uint as UInt64:
            self = Int64(exactly: uint).map(JSONTree.int) ?? .uint(uint)
        case let uint as UInt:
            self = Int64(exactly: uint).map(JSONTree.int) ?? .uint(UInt64(uint))
        case let double as Double:
            self = .double(double)
        case let float as Float:
            self = .double(Double(float))
        default:
            return nil
        }
    }

    /// An `NSNumber` read by its stored type: a Boolean, an integer or a double.
    private static func number(_ number: NSNumber) -> JSONTree {
        switch String(cString: number.objCType) {
        case "c", "B":
            return .bool(number.boolValue)
        case "d", "f":
            return .double(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            let value = number.uint64Value
            return Int64(exactly: value).map(JSONTree.int) ?? .uint(value)
        default:
            return .int(number.int64Value)
        }
    }

    /// The text of this value, shortened for reports.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value):
            let shown = value.count > 60 ? String(value.prefix(60)) + "…" : value
            return "\"" + shown + "\""
        case .array(let elements): return "array of \(elements.count)"
        case .object(let members): return "object of \(members.count) members"
        }
    }
}
