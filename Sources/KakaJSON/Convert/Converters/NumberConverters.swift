import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// Int, Int8...UInt64: exact for integers, truncating for fractions, nil when
/// out of range. Loose rules for other values (see `LooseValue`).
///
/// One class for every width: the common paths (an integer literal that
/// fits) write bytes or call a closure made for the concrete type, and the
/// rare ones call closures made for it too. No `any FixedWidthInteger.Type`
/// is kept: forming one makes the runtime instantiate the type's generic
/// witness tables, cold work in the first conversion that meets a new
/// integer type.
final class IntegerConverter: AnyConverter, @unchecked Sendable {
    override var rejectsNull: Bool { true }

    private let lowerBound: Int64
    private let upperBound: Int64
    /// 1, 2, 4 or 8 for the standard integer types, which store their value as
    /// that many bytes of two's complement; any other size takes `storeOther`.
    private let byteCount: Int
    /// Stores a value known to fit at an offset, for other sizes (integers
    /// are trivial: initializing over an old value is assigning it).
    private let storeOther: (Int64, InstanceAddress, Int) -> Void
    /// Assigns `.some` of a value known to fit to the `Value?` at an offset.
    private let storeSome: (Int64, InstanceAddress, Int) -> Void
    /// Initializes the value at offset 0 from a sorted value by the loose
    /// rules; false when it does not convert.
    private let initializeLoose: (LooseValue, InstanceAddress) -> Bool
    /// Initializes the value at offset 0 from a number's whole part; false
    /// when the type cannot hold it.
    private let initializeWhole: (DecimalWholePart, InstanceAddress) -> Bool
    /// The type, for the issues of the loose paths (asked only while a
    /// session listens).
    private let diagnosis: () -> ScalarDiagnosis

    init<Value: FixedWidthInteger>(_ type: Value.Type) {
        lowerBound = Value.isSigned ? (Value.bitWidth >= 64 ? .min : Int64(truncatingIfNeeded: Value.min)) : 0
        upperBound = Value.bitWidth >= 64 ? .max : Int64(truncatingIfNeeded: Value.max)
        byteCount = MemoryLayout<Value>.size
        // Made where `Value` is concrete: the closures need no `Value?`
        // metadata or witness tables at run time.
        storeOther = { value, address, offset in
            PropertyStore.initialize(Value(truncatingIfNeeded: value), at: address, offset: offset)
        }
        storeSome = { value, address, offset in
            PropertyStore.assignSome(Value(truncatingIfNeeded: value), at: address, offset: offset)
        }
        initializeLoose = { value, address in
            guard let integer = value.number?.integer(Value.self) else { return false }
            PropertyStore.initialize(integer, at: address)
            return true
        }
        initializeWhole = { whole, address in
            guard let integer = whole.integer(Value.self) else { return false }
            PropertyStore.initialize(integer, at: address)
            return true
        }
        diagnosis = { .integer(Value.self) }
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
        case 8: PropertyStore.storeTrivial(value, at: address, offset: offset)
        case 4: PropertyStore.storeTrivial(Int32(truncatingIfNeeded: value), at: address, offset: offset)
        case 2: PropertyStore.storeTrivial(Int16(truncatingIfNeeded: value), at: address, offset: offset)
        case 1: PropertyStore.storeTrivial(Int8(truncatingIfNeeded: value), at: address, offset: offset)
        default:
            storeOther(value, address, offset)
        }
    }

    /// Initializes from a sorted value, by the loose rules.
    private func initialize(loose value: LooseValue, at address: InstanceAddress) -> Bool {
        let converted = initializeLoose(value, address)
        diagnose(value, diagnosis(), converted: converted)
        return converted
    }

    /// Initializes from a node that is not an integer literal in range: a
    /// number by its whole part, read from its digits (no `String`, no
    /// `Double`), anything else by the loose rules.
    private func initialize(inexact node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let whole = node.wholePart else { return initialize(loose: node.looseValue, at: address) }
        let converted = initializeWhole(whole, address)
        diagnose(node.looseValue, diagnosis(), converted: converted)
        return converted
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = exactInteger(node) else { return initialize(inexact: node, at: address) }
        storeInteger(value, at: address, offset: 0)
        return true
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        if let integer = exactInteger(any: value) {
            storeInteger(integer, at: address, offset: 0)
            return true
        }
        return PropertyStore.initialize(identical: value, asRuntimeType: valueType, at: address) || initialize(loose: LooseValue(value), at: address)
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

    /// Float reads its own digits: rounding to Double first could round twice.
    private let isFloat: Bool
    /// Initializes (at offset 0) or assigns (elsewhere, trivial storage) a value.
    private let store: (Double, InstanceAddress, Int) -> Void
    /// Assigns `.some` of a value to the `Value?` at an offset.
    private let storeSome: (Double, InstanceAddress, Int) -> Void

    init<Value: BinaryFloatingPoint>(_ type: Value.Type) {
        isFloat = Value.self == Float.self
        // Made where `Value` is concrete, so the closures need no metadata at run time.
        // The floating types are trivial: initializing over an old value is assigning it.
        store = { value, address, offset in PropertyStore.initialize(Value(value), at: address, offset: offset) }
        storeSome = { value, address, offset in PropertyStore.assignSome(Value(value), at: address, offset: offset) }
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
        // Through `store` or as `Float` itself: no `any BinaryFloatingPoint.Type`
        // (see `IntegerConverter`).
        let converted: Bool
        if isFloat, let float = number.finiteFloatValue {
            // The type is `Float` itself here.
            PropertyStore.initialize(float, at: address)
            converted = true
        } else if !isFloat, let double = number.finiteDoubleValue {
            store(double, address, 0)
            converted = true
        } else {
            converted = false
        }
        diagnose(value, .floating, converted: converted)
        return converted
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = double(node) else { return initialize(loose: node.looseValue, at: address) }
        store(value, address, 0)
        return true
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        PropertyStore.initialize(identical: value, asRuntimeType: valueType, at: address) || initialize(loose: LooseValue(value), at: address)
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
        PropertyStore.storeTrivial(value, at: address, offset: 0)
        return true
    }

    /// A Foundation-style value as a Bool: itself when it is one, else by the coercion table.
    private func value(fromAny value: Any) -> Bool? {
        LooseValue.identical(value, as: Bool.self) ?? loose(LooseValue(value))
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        guard let bool = self.value(fromAny: value) else { return false }
        PropertyStore.storeTrivial(bool, at: address, offset: 0)
        return true
    }

    // Stored in place, as from a node: the default goes through a temporary
    // of the runtime type (`PropertyStore.assign`).

    override func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        guard let bool = self.value(fromAny: value) else { return false }
        PropertyStore.storeTrivial(bool, at: address, offset: offset)
        return true
    }

    override func writeSome(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        guard let bool = self.value(fromAny: value) else { return false }
        PropertyStore.assignSome(bool, at: address, offset: offset)
        return true
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        PropertyStore.storeTrivial(value, at: address, offset: offset)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        PropertyStore.assignSome(value, at: address, offset: offset)
        return true
    }
}
