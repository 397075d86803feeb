import Foundation
import KakaMetadata

/// Int, Int8...UInt64: exact for integers, truncating for fractions, nil when
/// out of range. Loose rules for other values (see `LooseValue`).
///
/// One class for every width: the type is held as an existential metatype,
/// opened on the rare paths, and the common ones (an integer literal that
/// fits) write bytes or call a closure made for the concrete type.
final class IntegerConverter: AnyConverter, @unchecked Sendable {
    override var rejectsNull: Bool { true }

    private let integerType: any FixedWidthInteger.Type
    private let lowerBound: Int64
    private let upperBound: Int64
    /// 1, 2, 4 or 8 for the standard integer types, which store their value as
    /// that many bytes of two's complement; any other size takes the generic path.
    private let byteCount: Int
    /// Assigns `.some` of a value known to fit to the `Value?` at an offset.
    private let storeSome: (Int64, InstanceAddress, Int) -> Void

    init<Value: FixedWidthInteger>(_ type: Value.Type) {
        integerType = type
        lowerBound = Value.isSigned ? (Value.bitWidth >= 64 ? .min : Int64(truncatingIfNeeded: Value.min)) : 0
        upperBound = Value.bitWidth >= 64 ? .max : Int64(truncatingIfNeeded: Value.max)
        byteCount = MemoryLayout<Value>.size
        // Made where `Value` is concrete: the closure needs no `Value?` metadata at run time.
        storeSome = { value, address, offset in
            address.property(at: offset, as: Value?.self).pointee = Value(truncatingIfNeeded: value)
        }
        super.init(valueType: type)
    }

    /// The integer of an integer literal that fits the type.
    @inline(__always)
    private func exactInteger(_ node: JSONNode) -> Int64? {
        guard node.kind == .number, node.isIntegerLiteral, let value = node.int64,
              value >= lowerBound, value <= upperBound else { return nil }
        return value
    }

    /// The integer of a Foundation value that is an integer fitting the type.
    @inline(__always)
    private func exactInteger(any value: Any) -> Int64? {
        guard case .number(.signed(let integer)) = LooseValue(value),
              integer >= lowerBound, integer <= upperBound else { return nil }
        return integer
    }

    /// Writes `value`, known to fit, into uninitialized or trivial storage.
    /// ABI: the standard integer types are trivial and hold exactly their
    /// `bitWidth` bits of two's complement in native byte order, so storing
    /// the truncated `IntN` is storing the value.
    @inline(__always)
    private func storeInteger(_ value: Int64, at address: InstanceAddress, offset: Int) {
        switch byteCount {
        case 8: address.storeBytes(value, at: offset)
        case 4: address.storeBytes(Int32(truncatingIfNeeded: value), at: offset)
        case 2: address.storeBytes(Int16(truncatingIfNeeded: value), at: offset)
        case 1: address.storeBytes(Int8(truncatingIfNeeded: value), at: offset)
        default:
            func typed<Value: FixedWidthInteger>(_: Value.Type) {
                address.initialize(Value(truncatingIfNeeded: value), at: offset)
            }
            typed(integerType)
        }
    }

    /// Initializes from a sorted value, by the loose rules.
    private func initialize(loose value: LooseValue, at address: InstanceAddress) -> Bool {
        func typed<Value: FixedWidthInteger>(_: Value.Type) -> Bool {
            guard let integer = value.number?.integer(Value.self) else { return false }
            address.initialize(integer, at: 0)
            return true
        }
        let converted = typed(integerType)
        diagnose(value, .integer(integerType), converted: converted)
        return converted
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = exactInteger(node) else { return initialize(loose: node.looseValue, at: address) }
        storeInteger(value, at: address, offset: 0)
        return true
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        if let integer = exactInteger(any: value) {
            storeInteger(integer, at: address, offset: 0)
            return true
        }
        return address.initialize(identical: value, asRuntimeType: valueType) || initialize(loose: LooseValue(value), at: address)
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = exactInteger(node) else { return super.write(node, to: address, offset: offset) }
        storeInteger(value, at: address, offset: offset)
        return true
    }

    override func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        guard let integer = exactInteger(any: value) else { return super.write(any: value, to: address, offset: offset) }
        storeInteger(integer, at: address, offset: offset)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = exactInteger(node) else { return super.writeSome(node, to: address, offset: offset) }
        storeSome(value, address, offset)
        return true
    }
}

/// Double, Float and CGFloat; strings give their leading number, bools 0 and 1, dates their seconds.
/// Loose rules for other values (see `LooseValue`).
final class FloatingConverter: AnyConverter, @unchecked Sendable {
    override var rejectsNull: Bool { true }

    private let floatingType: any BinaryFloatingPoint.Type
    /// Float reads its own digits: rounding to Double first could round twice.
    private let isFloat: Bool
    /// Initializes (at offset 0) or assigns (elsewhere, trivial storage) a value.
    private let store: (Double, InstanceAddress, Int) -> Void
    /// Assigns `.some` of a value to the `Value?` at an offset.
    private let storeSome: (Double, InstanceAddress, Int) -> Void

    init<Value: BinaryFloatingPoint>(_ type: Value.Type) {
        floatingType = type
        isFloat = Value.self == Float.self
        // Made where `Value` is concrete, so the closures need no metadata at run time.
        // The floating types are trivial: initializing over an old value is assigning it.
        store = { value, address, offset in address.property(at: offset, as: Value.self).initialize(to: Value(value)) }
        storeSome = { value, address, offset in address.property(at: offset, as: Value?.self).pointee = Value(value) }
        super.init(valueType: type)
    }

    /// A JSON number as a Double, for Double and CGFloat; nil (for the
    /// general path, which refuses it) when it is beyond Double's range.
    @inline(__always)
    private func double(_ node: JSONNode) -> Double? {
        guard !isFloat, node.kind == .number, let value = node.double, value.isFinite else { return nil }
        return value
    }

    /// A number beyond the type's range (`1e400`, `"1e999"`, `1e39` for a
    /// Float) converts to nothing, like an out-of-range integer: the
    /// property keeps its default rather than become an infinity that the
    /// writer would then leave out.
    private func initialize(loose value: LooseValue, at address: InstanceAddress) -> Bool {
        guard let number = value.number else {
            diagnose(value, .floating, converted: false)
            return false
        }
        func typed<Value: BinaryFloatingPoint>(_: Value.Type) -> Bool {
            if isFloat {
                guard let float = number.finiteFloatValue else { return false }
                address.initialize(Value(float), at: 0)
            } else {
                guard let double = number.finiteDoubleValue else { return false }
                address.initialize(Value(double), at: 0)
            }
            return true
        }
        let converted = typed(floatingType)
        diagnose(value, .floating, converted: converted)
        return converted
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = double(node) else { return initialize(loose: node.looseValue, at: address) }
        store(value, address, 0)
        return true
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        address.initialize(identical: value, asRuntimeType: valueType) || initialize(loose: LooseValue(value), at: address)
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = double(node) else { return super.write(node, to: address, offset: offset) }
        store(value, address, offset)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = double(node) else { return super.writeSome(node, to: address, offset: offset) }
        storeSome(value, address, offset)
        return true
    }
}

/// Bool: numbers are true unless zero; "true"/"yes" and "false"/"no" in any case; numeric strings by value.
final class BoolConverter: AnyConverter, @unchecked Sendable {
    override var rejectsNull: Bool { true }

    init() { super.init(valueType: Bool.self) }

    private func value(from node: JSONNode) -> Bool? {
        if let bool = node.bool { return bool }
        return loose(node.looseValue)
    }

    /// A value that is not a JSON boolean, by the coercion table.
    private func loose(_ value: LooseValue) -> Bool? {
        let bool = LooseRules.bool(value)
        diagnose(value, .bool, converted: bool != nil)
        return bool
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = value(from: node) else { return false }
        address.storeBytes(value, at: 0)
        return true
    }

    /// A Foundation-style value as a Bool: itself when it is one, else by the coercion table.
    private func value(fromAny value: Any) -> Bool? {
        LooseValue.identical(value, as: Bool.self) ?? loose(LooseValue(value))
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        guard let bool = self.value(fromAny: value) else { return false }
        address.storeBytes(bool, at: 0)
        return true
    }

    // Stored in place, as from a node: the default goes through a temporary
    // of the runtime type (`InstanceAddress.replace`).

    override func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        guard let bool = self.value(fromAny: value) else { return false }
        address.storeBytes(bool, at: offset)
        return true
    }

    override func writeSome(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        guard let bool = self.value(fromAny: value) else { return false }
        address.property(at: offset, as: Bool?.self).pointee = bool
        return true
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        address.storeBytes(value, at: offset)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        address.property(at: offset, as: Bool?.self).pointee = value
        return true
    }
}
