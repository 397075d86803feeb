import Foundation

/// Int, Int8...UInt64: exact for integers, truncating for fractions, nil when out of range.
/// Loose rules (see `LooseConverter`), without that superclass level.
final class IntegerConverter<Value: FixedWidthInteger>: Converter<Value>, @unchecked Sendable {
    override func value(from node: JSONNode) -> Value? {
        if node.kind == .number, node.isIntegerLiteral, let value = node.int64 {
            return Value(exactly: value)
        }
        return convert(node.looseValue)
    }

    // Computed once: `Value.min`, `Value.bitWidth` and `Value(truncatingIfNeeded:)`
    // are protocol witness calls in this unspecialized class.
    private let lowerBound: Int64 = Value.isSigned
        ? (Value.bitWidth >= 64 ? .min : Int64(truncatingIfNeeded: Value.min)) : 0
    private let upperBound: Int64 = Value.bitWidth >= 64 ? .max : Int64(truncatingIfNeeded: Value.max)
    /// 1, 2, 4 or 8 for the standard integer types, which store their value as
    /// that many bytes of two's complement; any other size takes the generic path.
    private let byteCount = MemoryLayout<Value>.size

    /// The integer of an integer literal that fits `Value`, tested without `Value?`.
    @inline(__always)
    private func exactInteger(_ node: JSONNode) -> Int64? {
        guard node.kind == .number, node.isIntegerLiteral, let value = node.int64,
              value >= lowerBound, value <= upperBound else { return nil }
        return value
    }

    /// Writes `value`, known to fit, as a `Value` into uninitialized or trivial storage.
    /// ABI: the standard integer types are trivial and hold exactly their
    /// `bitWidth` bits of two's complement in native byte order, so storing
    /// the truncated `IntN` is storing the `Value`.
    @inline(__always)
    private func storeInteger(_ value: Int64, at address: InstanceAddress, offset: Int) {
        switch byteCount {
        case 8: address.storeBytes(value, at: offset)
        case 4: address.storeBytes(Int32(truncatingIfNeeded: value), at: offset)
        case 2: address.storeBytes(Int16(truncatingIfNeeded: value), at: offset)
        case 1: address.storeBytes(Int8(truncatingIfNeeded: value), at: offset)
        default: address.initialize(Value(truncatingIfNeeded: value), at: offset)
        }
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = exactInteger(node) else { return super.write(node, to: address, offset: offset) }
        storeInteger(value, at: address, offset: offset)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = exactInteger(node) else { return super.writeSome(node, to: address, offset: offset) }
        address.store(Optional(Value(truncatingIfNeeded: value)), at: offset)
        return true
    }

    override func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = exactInteger(node) else { return super.initializeElement(node, at: address) }
        storeInteger(value, at: address, offset: 0)
        return true
    }

    /// The integer of a Foundation value that is an integer fitting `Value`
    /// (the common case), tested without `Value?`; anything else takes the
    /// general path.
    @inline(__always)
    private func exactInteger(any value: Any) -> Int64? {
        guard case .number(.signed(let integer)) = LooseValue(value),
              integer >= lowerBound, integer <= upperBound else { return nil }
        return integer
    }

    override func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        guard let integer = exactInteger(any: value) else { return super.write(any: value, to: address, offset: offset) }
        storeInteger(integer, at: address, offset: offset)
        return true
    }

    override func initializeElement(fromAny value: Any, at address: InstanceAddress) -> Bool {
        guard let integer = exactInteger(any: value) else { return super.initializeElement(fromAny: value, at: address) }
        storeInteger(integer, at: address, offset: 0)
        return true
    }

    override func value(fromAny value: Any) -> Value? {
        looseValue(fromAny: value, convert)
    }

    private func convert(_ value: LooseValue) -> Value? {
        value.number?.integer(Value.self)
    }
}

/// Double, Float and CGFloat; strings give their leading number, bools 0 and 1, dates their seconds.
/// Loose rules (see `LooseConverter`), without that superclass level.
final class FloatingConverter<Value: BinaryFloatingPoint>: Converter<Value>, @unchecked Sendable {
    override func value(from node: JSONNode) -> Value? {
        if node.kind == .number, Value.self == Double.self, let value = node.double {
            return Value(value)
        }
        return convert(node.looseValue)
    }

    /// A JSON number as a Double, for Double and CGFloat (Float reads its own digits).
    @inline(__always)
    private func double(_ node: JSONNode) -> Double? {
        guard Value.self != Float.self, node.kind == .number else { return nil }
        return node.double
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = double(node) else { return super.write(node, to: address, offset: offset) }
        address.store(Value(value), at: offset)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = double(node) else { return super.writeSome(node, to: address, offset: offset) }
        address.store(Optional(Value(value)), at: offset)
        return true
    }

    override func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = double(node) else { return super.initializeElement(node, at: address) }
        address.initialize(Value(value), at: 0)
        return true
    }

    override func value(fromAny value: Any) -> Value? {
        looseValue(fromAny: value, convert)
    }

    private func convert(_ value: LooseValue) -> Value? {
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

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        address.store(value, at: offset)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        address.store(Optional(value), at: offset)
        return true
    }

    override func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = value(from: node) else { return false }
        address.initialize(value, at: 0)
        return true
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
