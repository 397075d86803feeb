import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// Every type KakaJSON reads or writes as one JSON value (a number, a
/// string, a bool, null): Swift's, and the Foundation classes that stand
/// for them. Each place that treats scalars apart switches over all of these
/// cases, without a `default`, so a new case makes the compiler name every
/// place that must handle it. (`package` only for ScalarTypeTests, which
/// map every case.)
package enum ScalarType: CaseIterable {
    /// Swift's signed integers.
    case int, int8, int16, int32, int64
    /// Swift's unsigned integers.
    case uint, uint8, uint16, uint32, uint64
    /// `Int128` and `UInt128`. Only where the types exist (Swift 6's
    /// standard library; on Apple platforms from macOS 15, iOS 18, tvOS 18,
    /// watchOS 11), and only from `init?(_:)` and `init?(wideIntegerType:)`:
    /// the per-value `init?(valueType:)` does not name them (see there).
    case int128, uint128
    /// Swift's binary floating-point numbers.
    case float, double, cgFloat
    /// `Bool`.
    case bool
    /// `String`.
    case string
    /// `Substring`: read and written as a `String` is.
    case substring
    /// `Character`: written as a one-character `String`, read from one.
    case character
    /// Foundation's `Decimal`.
    case decimal
    /// Foundation's `Date`.
    case date
    /// Foundation's `Data`.
    case data
    /// Foundation's `URL`.
    case url
    // Foundation's classes are cases of their own: a property of one holds
    // an instance, not the Swift value it bridges to.
    /// `NSString` and `NSMutableString`.
    case nsString, nsMutableString
    /// `NSNumber` and `NSDecimalNumber`.
    case nsNumber, nsDecimalNumber
    /// `NSDate`.
    case nsDate
    /// `NSURL`.
    case nsURL
    /// `NSData` and `NSMutableData`.
    case nsData, nsMutableData
    /// `NSNull`.
    case nsNull

    /// The scalar `type` is exactly (a subclass of a Foundation class is
    /// not its scalar), or nil.
    package init?(_ type: Any.Type) {
        let kind = Kind(type)
        if kind == .struct {
            guard let scalar = Self(valueType: type) ?? Self(wideIntegerType: type) else { return nil }
            self = scalar
        } else if kind.isClassInstance {
            self.init(classType: type)
        } else {
            return nil
        }
    }

    /// The Swift scalar `type` is, or nil; nil for Foundation's classes.
    /// Identities only, no kind read: for the per-value paths, which meet
    /// no Foundation class or look for them apart. Not `Int128` and
    /// `UInt128` either: every type that is no scalar (each model, array,
    /// optional) would pay for the availability check that naming them
    /// needs; the Codable paths take them through their own `init(from:)`
    /// and `encode(to:)`, the others ask `init?(wideIntegerType:)`.
    @inline(__always)
    init?(valueType type: Any.Type) {
        // The types met most often first: the cases are compared in order.
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): self = .string
        case ObjectIdentifier(Int.self): self = .int
        case ObjectIdentifier(Double.self): self = .double
        case ObjectIdentifier(Bool.self): self = .bool
        case ObjectIdentifier(Int64.self): self = .int64
        case ObjectIdentifier(UInt64.self): self = .uint64
        case ObjectIdentifier(UInt.self): self = .uint
        case ObjectIdentifier(Int32.self): self = .int32
        case ObjectIdentifier(UInt32.self): self = .uint32
        case ObjectIdentifier(Int16.self): self = .int16
        case ObjectIdentifier(UInt16.self): self = .uint16
        case ObjectIdentifier(Int8.self): self = .int8
        case ObjectIdentifier(UInt8.self): self = .uint8
        case ObjectIdentifier(Float.self): self = .float
        case ObjectIdentifier(CGFloat.self): self = .cgFloat
        case ObjectIdentifier(Decimal.self): self = .decimal
        case ObjectIdentifier(Date.self): self = .date
        case ObjectIdentifier(URL.self): self = .url
        case ObjectIdentifier(Data.self): self = .data
        case ObjectIdentifier(Substring.self): self = .substring
        case ObjectIdentifier(Character.self): self = .character
        default: return nil
        }
    }

    /// `.int128` or `.uint128` when `type` is one of them, else nil, behind
    /// the availability check that naming the types needs.
    @inline(never)
    init?(wideIntegerType type: Any.Type) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return nil }
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(Int128.self): self = .int128
        case ObjectIdentifier(UInt128.self): self = .uint128
        default: return nil
        }
    }

    /// The Foundation class `type` is exactly, or nil. Only for a class
    /// type: naming one of these classes makes the runtime initialize its
    /// class metadata (and its superclasses'), which was a sixth of a
    /// process's first conversion when every type was tested against them.
    init?(classType type: Any.Type) {
        // JSONSerialization's exact classes first.
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(NSNumber.self): self = .nsNumber
        case ObjectIdentifier(NSNull.self): self = .nsNull
        case ObjectIdentifier(NSString.self): self = .nsString
        case ObjectIdentifier(NSMutableString.self): self = .nsMutableString
        case ObjectIdentifier(NSDecimalNumber.self): self = .nsDecimalNumber
        case ObjectIdentifier(NSDate.self): self = .nsDate
        case ObjectIdentifier(NSURL.self): self = .nsURL
        case ObjectIdentifier(NSData.self): self = .nsData
        case ObjectIdentifier(NSMutableData.self): self = .nsMutableData
        default: return nil
        }
    }
}
