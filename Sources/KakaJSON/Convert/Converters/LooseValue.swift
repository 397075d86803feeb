import Foundation

/// A value from `[String: Any]` input (or a hook's result) sorted into the
/// few shapes the coercion table distinguishes. Swift and Foundation forms of
/// the same thing (`Int` and `NSNumber`, `String` and `NSString`...) land in
/// the same case.
enum LooseValue {
    case null
    case bool(Bool)
    case number(LooseNumber)
    case string(String)
    case date(Date)
    case url(URL)
    case data(Data)
    case array([Any])
    case dictionary([String: Any])
    /// Anything else, kept as it came.
    case other(Any)

    /// Sorts `value`, looking through any depth of `Optional`.
    init(_ value: Any) {
        guard let value = LooseValue.unwrapped(value) else { self = .null; return }
        let type = Swift.type(of: value)
        if Kind(type) == .class {
            self = LooseValue.classifyObject(value)
        } else {
            self = LooseValue.classifyValue(value, type: type)
        }
    }

    /// Whether `value` is nil (at any Optional depth) or `NSNull`.
    ///
    /// Checks the kind first: on Linux, a class cast such as `is NSNull` on a
    /// Swift array or dictionary bridges the whole collection to Foundation.
    static func isNull(_ value: Any) -> Bool {
        guard let value = unwrapped(value) else { return true }
        return Kind(Swift.type(of: value)) == .class && value is NSNull
    }

    /// `value` as a `Target`, without the bridging casts that a class target
    /// would make Linux perform on Swift collections.
    static func exactly<Target>(_ value: Any, as _: Target.Type) -> Target? {
        let type = Swift.type(of: value)
        if type == Target.self { return value as? Target }
        // Only a class instance can be a subclass instance of a class target.
        guard Kind(type) == .class, Kind(Target.self) == .class else { return nil }
        return value as? Target
    }

    /// `value` without its Optional layers, or nil if one of them is nil.
    static func unwrapped(_ value: Any) -> Any? {
        guard Kind(Swift.type(of: value)) == .optional else { return value }
        return (value as? AnyOptional)?.flattened
    }

    private static func classifyValue(_ value: Any, type: Any.Type) -> LooseValue {
        // Exact types first: a cast such as `as? Int` would also bridge other values.
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return .string(value as! String)
        case ObjectIdentifier(Int.self): return .number(.signed(Int64(value as! Int)))
        case ObjectIdentifier(Double.self): return .number(.double(value as! Double))
        case ObjectIdentifier(Bool.self): return .bool(value as! Bool)
        case ObjectIdentifier(Int64.self): return .number(.signed(value as! Int64))
        case ObjectIdentifier(UInt64.self): return .number(.unsigned(value as! UInt64))
        case ObjectIdentifier(UInt.self): return .number(.unsigned(UInt64(value as! UInt)))
        case ObjectIdentifier(Int32.self): return .number(.signed(Int64(value as! Int32)))
        case ObjectIdentifier(UInt32.self): return .number(.unsigned(UInt64(value as! UInt32)))
        case ObjectIdentifier(Int16.self): return .number(.signed(Int64(value as! Int16)))
        case ObjectIdentifier(UInt16.self): return .number(.unsigned(UInt64(value as! UInt16)))
        case ObjectIdentifier(Int8.self): return .number(.signed(Int64(value as! Int8)))
        case ObjectIdentifier(UInt8.self): return .number(.unsigned(UInt64(value as! UInt8)))
        case ObjectIdentifier(Float.self): return .number(.float(value as! Float))
        case ObjectIdentifier(CGFloat.self): return .number(.double(Double(value as! CGFloat)))
        case ObjectIdentifier(Decimal.self): return .number(.decimal(value as! Decimal))
        case ObjectIdentifier(Date.self): return .date(value as! Date)
        case ObjectIdentifier(URL.self): return .url(value as! URL)
        case ObjectIdentifier(Data.self): return .data(value as! Data)
        case ObjectIdentifier(Substring.self): return .string(String(value as! Substring))
        default: break
        }
        if let dictionary = value as? [String: Any] { return .dictionary(dictionary) }
        if let array = value as? [Any] { return .array(array) }
        if let set = value as? Set<AnyHashable> { return .array(set.map(\.base)) }
        if let dictionary = value as? [AnyHashable: Any] {
            return .dictionary(Dictionary(dictionary.map { ("\($0.key.base)", $0.value) }, uniquingKeysWith: { $1 }))
        }
        return .other(value)
    }

    private static func classifyObject(_ value: Any) -> LooseValue {
        // Subclasses before their superclasses: NSDecimalNumber is an NSNumber,
        // NSMutableString an NSString.
        switch value {
        case is NSNull: return .null
        case let number as NSDecimalNumber: return .number(.decimal(number.decimalValue))
        case let number as NSNumber:
            return LooseValue.isBoolean(number) ? .bool(number.boolValue) : .number(LooseValue.number(from: number))
        case let string as NSString: return .string(string as String)
        case let date as NSDate: return .date(date as Date)
        case let url as NSURL: return url.absoluteURL.map { .url($0) } ?? .other(value)
        case let data as NSData: return .data(data as Data)
        case let array as NSArray: return .array(array.map { $0 })
        case let set as NSSet: return .array(set.allObjects)
        case let dictionary as NSDictionary:
            var result: [String: Any] = [:]
            for (key, element) in dictionary { result["\(key)"] = element }
            return .dictionary(result)
        default: return .other(value)
        }
    }

    /// The class of Foundation's Boolean numbers (`__NSCFBoolean` on Linux and
    /// Apple platforms): `objCType` alone cannot tell `true` from the `Int8` 1.
    private static let booleanNumberClass = ObjectIdentifier(Swift.type(of: NSNumber(value: true)))

    /// Whether `number` is one of Foundation's Boolean numbers.
    static func isBoolean(_ number: NSNumber) -> Bool {
        ObjectIdentifier(Swift.type(of: number)) == booleanNumberClass
    }

    private static func number(from number: NSNumber) -> LooseNumber {
        // objCType tells integer from floating point; unsigned 64-bit values need their own case.
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "d"): return .double(number.doubleValue)
        case UInt8(ascii: "f"): return .float(number.floatValue)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"): return .unsigned(number.uint64Value)
        default: return .signed(number.int64Value)
        }
    }

    /// Whether a hook returned `original` as it got it (a scalar of the same
    /// type and value), so the caller may convert the JSON itself instead.
    static func isUnchanged(_ result: Any?, from original: Any) -> Bool {
        guard let result else { return false }
        let type = Swift.type(of: result)
        guard type == Swift.type(of: original) else { return false }
        // By exact type: a cast would bridge a dictionary on Linux.
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return result as? String == original as? String
        case ObjectIdentifier(Int.self): return result as? Int == original as? Int
        case ObjectIdentifier(UInt64.self): return result as? UInt64 == original as? UInt64
        case ObjectIdentifier(Bool.self): return result as? Bool == original as? Bool
        case ObjectIdentifier(Double.self): return (result as? Double)?.bitPattern == (original as? Double)?.bitPattern
        case ObjectIdentifier(NSNull.self): return true
        default: return false
        }
    }

    /// The elements, when the value is an array (or a set).
    var array: [Any]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The members, when the value is a dictionary.
    var dictionary: [String: Any]? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    /// The value as a number under the coercion table (bools are 0 and 1,
    /// dates their seconds since 1970, strings their leading number).
    var number: LooseNumber? {
        switch self {
        case .number(let number): return number
        case .bool(let bool): return .signed(bool ? 1 : 0)
        case .string(let string): return NumericText.number(from: string)
        case .date(let date): return .double(date.timeIntervalSince1970)
        default: return nil
        }
    }
}

/// Looks inside an `Optional` held in an `Any`, at any depth.
protocol AnyOptional {
    var flattened: Any? { get }
}

extension Optional: AnyOptional {
    var flattened: Any? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return LooseValue.unwrapped(wrapped)
        }
    }
}
