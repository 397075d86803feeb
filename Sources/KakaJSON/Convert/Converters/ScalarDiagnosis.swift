import Foundation

/// What a scalar converter reads, for the issues it reports: the coercion
/// table of `LooseRules` seen from the other side (which values convert
/// exactly, which lose something, which cannot convert).
enum ScalarDiagnosis {
    case integer(any FixedWidthInteger.Type)
    case floating
    case bool
    case string
    /// Decimal, NSDecimalNumber and NSNumber: numbers, strings holding one.
    case decimal
    /// Dates, URLs, data, Foundation collections, NSNull: they convert or they do not.
    case other

    /// How a converter to `scalar` reports what it read.
    init(_ scalar: ScalarType) {
        switch scalar {
        case .int: self = .integer(Int.self)
        case .int8: self = .integer(Int8.self)
        case .int16: self = .integer(Int16.self)
        case .int32: self = .integer(Int32.self)
        case .int64: self = .integer(Int64.self)
        case .uint: self = .integer(UInt.self)
        case .uint8: self = .integer(UInt8.self)
        case .uint16: self = .integer(UInt16.self)
        case .uint32: self = .integer(UInt32.self)
        case .uint64: self = .integer(UInt64.self)
        case .int128, .uint128: self = Self(wideInteger: scalar)
        case .float, .double, .cgFloat: self = .floating
        case .bool: self = .bool
        case .string, .substring, .nsString, .nsMutableString: self = .string
        case .decimal, .nsDecimalNumber, .nsNumber: self = .decimal
        // A string of any other length does not convert: nothing is lost in one that does.
        case .character, .date, .data, .url, .nsDate, .nsURL, .nsData, .nsMutableData, .nsNull: self = .other
        }
    }

    /// `.integer` of `Int128` or `UInt128`, behind the availability check
    /// that naming them needs (where they do not exist, no type is either).
    private init(wideInteger scalar: ScalarType) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
            self = .other
            return
        }
        self = scalar == .int128 ? .integer(Int128.self) : .integer(UInt128.self)
    }

    /// Reports what converting `value` to `type` came to, when a session
    /// runs. Called by the converters on their loose paths only.
    @inline(__always)
    func report(_ value: @autoclosure () -> LooseValue, into type: Any.Type, converted: Bool) {
        guard let session = IssueSession.current, session.isListening else { return }
        check(value(), into: type, converted: converted, in: session)
    }

    /// Reports what converting `value` to `type` came to, when it was not exact.
    func check(_ value: LooseValue, into type: Any.Type, converted: Bool, in session: IssueSession) {
        if !converted {
            if case .null = value {
                session.report(.typeMismatch, "found null, which \(IssueText.typeName(type)) cannot hold", keptDefault: true)
            } else if isNumeric, value.number != nil {
                session.report(.outOfRange, "found \(IssueText.describe(value)), which is out of range for \(IssueText.typeName(type))",
                               keptDefault: true)
            } else {
                session.report(.typeMismatch, "found \(IssueText.describe(value)), which \(IssueText.typeName(type)) cannot hold",
                               keptDefault: true)
            }
            return
        }
        guard let loss = loss(in: value) else { return }
        session.report(.lossyConversion, "found \(IssueText.describe(value)), \(loss)", keptDefault: false)
    }

    private var isNumeric: Bool {
        switch self {
        case .integer, .floating, .decimal: true
        default: false
        }
    }

    /// What converting `value` dropped ("read as 1; the fraction was
    /// dropped"), or nil when it was exact.
    private func loss(in value: LooseValue) -> String? {
        switch self {
        case .integer(let type):
            // What was read is worked out only for a loss: most loose values convert exactly.
            guard let number = value.number else { return nil }
            if case .string(let string) = value, NumericText.boolWord(Substring(string).utf8) == nil,
               NumericText.wholeNumber(from: string) == nil {
                return "read as \(Self.integerText(number, type)); the text after the number was dropped"
            }
            guard Self.hasFraction(number) else { return nil }
            return "read as \(Self.integerText(number, type)); the fraction was dropped"
        case .floating, .decimal:
            guard case .string(let string) = value, NumericText.boolWord(Substring(string).utf8) == nil,
                  NumericText.wholeNumber(from: string) == nil else { return nil }
            let shown = value.number.map(\.text) ?? "?"
            return "read as \(shown); the text after the number was dropped"
        case .bool:
            switch value {
            case .number(let number):
                return Self.isZeroOrOne(number) ? nil : "read as \(!number.isZero); only 0 is false"
            case .string(let string):
                if NumericText.boolWord(Substring(string).utf8) != nil { return nil }
                if let whole = NumericText.wholeNumber(from: string), whole == 0 || whole == 1 { return nil }
                let result = NumericText.number(from: string).map { !$0.isZero } ?? false
                return "read as \(result); only a number equal to 0 is false"
            default: return nil
            }
        case .string:
            switch value {
            case .array, .dictionary: return "written into the String as its JSON text"
            default: return nil
            }
        case .other: return nil
        }
    }

    private static func integerText(_ number: LooseNumber, _ type: any FixedWidthInteger.Type) -> String {
        func typed<I: FixedWidthInteger>(_: I.Type) -> String { number.integer(I.self).map { "\($0)" } ?? "?" }
        return typed(type)
    }

    private static func hasFraction(_ number: LooseNumber) -> Bool {
        switch number {
        case .signed, .unsigned, .wide: return false
        case .decimal(let value):
            var rounded = Decimal()
            var source = value
            NSDecimalRound(&rounded, &source, 0, .down)
            return rounded != value
        case .text(let text, _): return DecimalWholePart(text: text).hasFraction
        case .float(let value): return Double(value).rounded(.towardZero) != Double(value)
        case .double(let value): return value.rounded(.towardZero) != value
        }
    }

    private static func isZeroOrOne(_ number: LooseNumber) -> Bool {
        number.isZero || number.doubleValue == 1
    }
}
