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
        // The dynamic type once: each `type(of:)` on an `Any` is a runtime call.
        let type = Swift.type(of: value)
        // Foundation's objects are class instances by kind on every
        // platform: class metadata on Linux, wrapper records on Apple's.
        let kind = Kind(type)
        if kind == .optional {
            guard let wrapped = LooseValue.flattened(value) else { self = .null; return }
            self = LooseValue(wrapped)
        } else if kind.isClassInstance {
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
        // The dynamic type once (see `init`); JSONSerialization's own
        // `NSNull` by identity before the metatype cast.
        let type = Swift.type(of: value)
        let kind = Kind(type)
        if kind == .optional {
            guard let wrapped = flattened(value) else { return true }
            return isNull(wrapped)
        }
        return kind.isClassInstance && (ObjectIdentifier(type) == ObjectIdentifier(NSNull.self) || type is NSNull.Type)
    }

    /// `value` as a `Target` when its dynamic type is exactly `Target`, else nil.
    ///
    /// No dynamic cast: the type is compared and the opened value passed on
    /// as it is. In unspecialized generic code `value as? Target` goes through
    /// the runtime's general cast and `Optional<Target>`'s metadata, thousands
    /// of instructions per value (a third of turning `[String: Any]` into models).
    @inline(__always)
    static func identical<Target>(_ value: Any, as _: Target.Type) -> Target? {
        guard Swift.type(of: value) == Target.self else { return nil }
        func pass<Opened>(_ opened: Opened) -> Target {
            // Usually the `Any` holds the value itself. One holding another
            // existential (a generic value whose type was `Any`) opens to that
            // existential and takes the general cast, which looks through it.
            Opened.self == Target.self ? _identityCast(opened, to: Target.self) : opened as! Target
        }
        return _openExistential(value, do: pass)
    }

    /// Whether `exactly(value, as: Target.self)` can give a value: the same
    /// dynamic type, or a class instance for a class target. Asked first by
    /// generic callers, whose `Target?` from `exactly` makes the runtime look
    /// up `Optional<Target>`'s metadata even when, as usual, the value is a
    /// dictionary for a model.
    @inline(__always)
    static func mayBeExactly<Target>(_ value: Any, as _: Target.Type) -> Bool {
        let type = Swift.type(of: value)
        return type == Target.self || (Kind(type).isClassInstance && Kind(Target.self).isClassInstance)
    }

    /// `value` as a `Target`, without the bridging casts that a class target
    /// would make Linux perform on Swift collections.
    static func exactly<Target>(_ value: Any, as _: Target.Type) -> Target? {
        let type = Swift.type(of: value)
        if type == Target.self { return identical(value, as: Target.self) }
        // Only a class instance can be a subclass instance of a class target.
        guard Kind(type).isClassInstance, Kind(Target.self).isClassInstance else { return nil }
        return value as? Target
    }

    /// `value` without its Optional layers, or nil if one of them is nil.
    static func unwrapped(_ value: Any) -> Any? {
        guard Kind(Swift.type(of: value)) == .optional else { return value }
        return flattened(value)
    }

    /// The Optional `value` without its Optional layers, or nil if one of
    /// them is nil; for callers that have seen the kind already.
    private static func flattened(_ value: Any) -> Any? {
        (value as? AnyOptional)?.flattened
    }

    /// `value`, whose dynamic type the caller has checked is `Target`.
    @inline(__always)
    private static func known<Target>(_ value: Any, _: Target.Type) -> Target {
        identical(value, as: Target.self)!
    }

    private static func classifyValue(_ value: Any, type: Any.Type) -> LooseValue {
        // Exact types first: a cast such as `as? Int` would also bridge other values.
        if let scalar = ScalarType(valueType: type) { return classifyScalar(value, scalar) }
        // The exact types without a cast, then the general casts (`[String: Int]`...).
        if let dictionary = identical(value, as: [String: Any].self) { return .dictionary(dictionary) }
        if let array = identical(value, as: [Any].self) { return .array(array) }
        if let dictionary = value as? [String: Any] { return .dictionary(dictionary) }
        if let array = value as? [Any] { return .array(array) }
        if let set = value as? Set<AnyHashable> { return .array(set.map(\.base)) }
        if let dictionary = value as? [AnyHashable: Any] {
            return .dictionary(Dictionary(dictionary.map { ("\($0.key.base)", $0.value) }, uniquingKeysWith: { $1 }))
        }
        // Last: `ScalarType(valueType:)` leaves them out, and they are rare.
        if let wide = ScalarType(wideIntegerType: type) { return classifyScalar(value, wide) }
        return .other(value)
    }

    private static func classifyObject(_ value: Any) -> LooseValue {
        // The class is tested on the metatype (a walk up the superclass chain),
        // then the instance is taken as that class. A cast of the `Any` itself,
        // `value as? NSNumber`, is the runtime's general cast: thousands of
        // instructions, and three of them for a number.
        // Subclasses before their superclasses: NSDecimalNumber is an NSNumber,
        // NSMutableString an NSString.
        let type = Swift.type(of: value)
        // The exact classes JSONSerialization gives first (Linux: NSNumber for
        // every number; both platforms: a Boolean class, NSNull), compared
        // as identities, before any walk up a superclass chain.
        // The Boolean class first: were it NSNumber itself on some platform,
        // `isBoolean` could not tell the two apart either.
        if ObjectIdentifier(type) == booleanNumberClass { return .bool(classInstance(in: value, as: NSNumber.self).boolValue) }
        if let scalar = ScalarType(classType: type) { return classifyScalar(value, scalar) }
        if type is NSNull.Type { return .null }
        if type is NSDecimalNumber.Type { return .number(.decimal(classInstance(in: value, as: NSDecimalNumber.self).decimalValue)) }
        if type is NSNumber.Type {
            let number = classInstance(in: value, as: NSNumber.self)
            return LooseValue.isBoolean(number) ? .bool(number.boolValue) : .number(LooseValue.number(from: number))
        }
        if type is NSString.Type { return .string(classInstance(in: value, as: NSString.self) as String) }
        if type is NSDate.Type { return .date(classInstance(in: value, as: NSDate.self) as Date) }
        if type is NSURL.Type { return classInstance(in: value, as: NSURL.self).absoluteURL.map { .url($0) } ?? .other(value) }
        if type is NSData.Type { return .data(classInstance(in: value, as: NSData.self) as Data) }
        // Read one level, containers inside kept as they are: asked for its
        // elements, Foundation on Linux bridges them all the way down, which
        // never ends for a container that holds itself.
        if let container = FoundationContainer(value) {
            guard container.isDictionary else { return .array(container.elements) }
            var result: [String: Any] = [:]
            for (key, element) in container.members { result["\(key.base)"] = element }
            return .dictionary(result)
        }
        return .other(value)
    }

    /// `value`, whose dynamic type is exactly `scalar`'s.
    private static func classifyScalar(_ value: Any, _ scalar: ScalarType) -> LooseValue {
        switch scalar {
        case .string: return .string(known(value, String.self))
        case .int: return .number(.signed(Int64(known(value, Int.self))))
        case .double: return .number(.double(known(value, Double.self)))
        case .bool: return .bool(known(value, Bool.self))
        case .int64: return .number(.signed(known(value, Int64.self)))
        case .uint64: return .number(.unsigned(known(value, UInt64.self)))
        case .uint: return .number(.unsigned(UInt64(known(value, UInt.self))))
        case .int32: return .number(.signed(Int64(known(value, Int32.self))))
        case .uint32: return .number(.unsigned(UInt64(known(value, UInt32.self))))
        case .int16: return .number(.signed(Int64(known(value, Int16.self))))
        case .uint16: return .number(.unsigned(UInt64(known(value, UInt16.self))))
        case .int8: return .number(.signed(Int64(known(value, Int8.self))))
        case .uint8: return .number(.unsigned(UInt64(known(value, UInt8.self))))
        case .int128, .uint128: return .number(wideNumber(value, scalar))
        case .float: return .number(.float(known(value, Float.self)))
        case .cgFloat: return .number(.double(Double(known(value, CGFloat.self))))
        case .decimal: return .number(.decimal(known(value, Decimal.self)))
        case .date: return .date(known(value, Date.self))
        case .url: return .url(known(value, URL.self))
        case .data: return .data(known(value, Data.self))
        case .substring: return .string(String(known(value, Substring.self)))
        case .character: return .string(String(known(value, Character.self)))
        // The class is exactly the case's; its subclasses take the walk in `classifyObject`.
        case .nsNumber: return .number(LooseValue.number(from: classInstance(in: value, as: NSNumber.self)))
        case .nsNull: return .null
        case .nsString, .nsMutableString: return .string(classInstance(in: value, as: NSString.self) as String)
        case .nsDecimalNumber: return .number(.decimal(classInstance(in: value, as: NSDecimalNumber.self).decimalValue))
        case .nsDate: return .date(classInstance(in: value, as: NSDate.self) as Date)
        case .nsURL: return classInstance(in: value, as: NSURL.self).absoluteURL.map { .url($0) } ?? .other(value)
        case .nsData, .nsMutableData: return .data(classInstance(in: value, as: NSData.self) as Data)
        }
    }

    /// `value`, an `Int128` or `UInt128` as `scalar` says, as a number: in
    /// the 64-bit cases when it fits them, as the integer 128-bit code reads.
    private static func wideNumber(_ value: Any, _ scalar: ScalarType) -> LooseNumber {
        // Where the types do not exist, no value has them.
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return .signed(0) }
        let wide = scalar == .int128 ? WideInteger(known(value, Int128.self)) : WideInteger(known(value, UInt128.self))
        if let signed = wide.integer(Int64.self) { return .signed(signed) }
        if let unsigned = wide.integer(UInt64.self) { return .unsigned(unsigned) }
        return .wide(wide)
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
    /// type and value, or the very array or dictionary it was given), so the
    /// caller may convert the JSON itself instead, with every digit.
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
        case ObjectIdentifier([Any].self):
            guard let result = result as? [Any], let original = original as? [Any] else { return false }
            return SharedStorage.isSameCopy(result, original)
        case ObjectIdentifier([String: Any].self):
            guard let result = result as? [String: Any], let original = original as? [String: Any] else { return false }
            return SharedStorage.isSameCopy(result, original)
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
