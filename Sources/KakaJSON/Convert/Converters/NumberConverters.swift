import Foundation

/// Int, Int8...UInt64: exact for integers, truncating for fractions, nil when out of range.
final class IntegerConverter<Value: FixedWidthInteger>: LooseConverter<Value>, @unchecked Sendable {
    override func value(from node: JSONNode) -> Value? {
        if node.kind == .number, node.isIntegerLiteral, let value = node.int64 {
            return Value(exactly: value)
        }
        return convert(node.looseValue)
    }

    override func convert(_ value: LooseValue) -> Value? {
        value.number?.integer(Value.self)
    }
}

/// Double, Float and CGFloat; strings give their leading number, bools 0 and 1, dates their seconds.
final class FloatingConverter<Value: BinaryFloatingPoint>: LooseConverter<Value>, @unchecked Sendable {
    override func value(from node: JSONNode) -> Value? {
        if node.kind == .number, Value.self == Double.self, let value = node.double {
            return Value(value)
        }
        return convert(node.looseValue)
    }

    override func convert(_ value: LooseValue) -> Value? {
        guard let number = value.number else { return nil }
        // Float from its own digits: rounding to Double first could round twice.
        if Value.self == Float.self { return Value(number.floatValue) }
        return Value(number.doubleValue)
    }
}

/// Bool: numbers are true unless zero; "true"/"yes" and "false"/"no" in any case; numeric strings by value.
final class BoolConverter: LooseConverter<Bool>, @unchecked Sendable {
    override func value(from node: JSONNode) -> Bool? {
        node.bool ?? convert(node.looseValue)
    }

    override func convert(_ value: LooseValue) -> Bool? {
        switch value {
        case .bool(let bool): return bool
        case .number(let number): return !number.isZero
        case .string(let string): return NumericText.number(from: string).map { !$0.isZero }
        default: return nil
        }
    }
}

/// Decimal, from the number's own digits (never through Double when the source is text).
final class DecimalConverter: LooseConverter<Decimal>, @unchecked Sendable {
    override func convert(_ value: LooseValue) -> Decimal? {
        value.number?.decimalValue
    }
}

/// NSDecimalNumber, with Decimal's rules.
final class DecimalNumberConverter: LooseConverter<NSDecimalNumber>, @unchecked Sendable {
    override func convert(_ value: LooseValue) -> NSDecimalNumber? {
        value.number?.decimalValue.map { NSDecimalNumber(decimal: $0) }
    }
}

/// NSNumber: integers stay integers, fractions are doubles, bools are bools.
final class NumberConverter: LooseConverter<NSNumber>, @unchecked Sendable {
    override func value(fromAny value: Any) -> NSNumber? {
        // An NSDecimalNumber is an NSNumber, but the property wants a plain number.
        if Kind(Swift.type(of: value)) == .class, let number = value as? NSNumber, !(value is NSDecimalNumber) {
            return number
        }
        return convert(LooseValue(value))
    }

    override func convert(_ value: LooseValue) -> NSNumber? {
        switch value {
        case .bool(let bool): return NSNumber(value: bool)
        default: return value.number?.numberValue
        }
    }
}
