#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// Converts JSON values into storage of one Swift type, `valueType`.
///
/// One class per kind of target (integers, strings, arrays, models...),
/// chosen once per property when its type's plan is built. A subclass
/// implements the two `initialize` methods and overrides the writes it can
/// make faster than the defaults here, which open `valueType` and go through
/// a temporary value. A value that does not convert writes nothing, and the
/// caller keeps the property's default.
///
/// Every converter subclasses this non-generic class directly and works on
/// addresses, with no generic converter class: the runtime instantiates a
/// generic class for each new type argument, and finds its generic
/// superclass by demangling a name: a large part of the first conversion
/// of a model with a field type new to the process.
class AnyConverter: @unchecked Sendable {
    // @unchecked: converters are immutable after their plan is built.

    /// The type this converter produces.
    final let valueType: Any.Type

    init(valueType: Any.Type) {
        self.valueType = valueType
    }

    /// The converters this one converts parts of its value with (an
    /// optional's wrapped value, elements, keys), for `PlanGraph`.
    var parts: [AnyConverter] { [] }

    /// A model converter's reference to its type's plan, for `PlanGraph`.
    var planSlot: PlanGraph.Slot? { nil }

    /// Initializes the uninitialized `valueType` storage at `address` with the
    /// value converted from `node`; returns false, leaving it uninitialized,
    /// if the node does not convert.
    func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool { false }

    /// Initializes storage as `initialize(_:at:)` does, from a Foundation-style
    /// value (`[String: Any]` input and the results of hooks).
    func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool { false }

    /// Initializes one element of an array or dictionary; false leaves the
    /// element out. Only `Optional` differs from `initialize`: its elements
    /// keep their positions as nil.
    func initializeElement(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        initialize(node, at: address)
    }

    /// Initializes one element from a Foundation-style value; see `initializeElement(_:at:)`.
    func initializeElement(fromAny value: Any, at address: InstanceAddress) -> Bool {
        initialize(fromAny: value, at: address)
    }

    /// Initializes the elements of `array` that convert, one after another
    /// from `start`, `stride` bytes apart, in room for `array.count`
    /// elements; returns how many it initialized.
    func initializeElements(of array: JSONArrayNode, from start: InstanceAddress, stride: Int) -> Int {
        let session = IssueSession.current
        session?.push(.array)
        defer { session?.pop() }
        var count = 0
        var items = array.makeIterator()
        for position in 0..<array.count {
            guard let item = items.next() else { break }
            session?.move(to: position)
            if initializeElement(item, at: start.advanced(by: count &* stride)) { count &+= 1 }
        }
        return count
    }

    /// Replaces the property at `offset` with the value converted from `node`;
    /// returns false, leaving it untouched, if the node does not convert.
    func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        PropertyStore.assign(valueType, at: address, offset: offset) { initialize(node, at: $0) }
    }

    /// Replaces the property at `offset` with the converted Foundation-style value.
    func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        PropertyStore.assign(valueType, at: address, offset: offset) { initialize(fromAny: value, at: $0) }
    }

    /// Replaces the `Optional` property at `offset` (of `valueType`'s Optional)
    /// with `.some` of the value converted from `node`; false, leaving it
    /// untouched, if the node does not convert.
    func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        PropertyStore.assignSome(valueType, at: address, offset: offset) { initialize(node, at: $0) }
    }

    /// `writeSome(_:to:offset:)` from a Foundation-style value.
    func writeSome(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        PropertyStore.assignSome(valueType, at: address, offset: offset) { initialize(fromAny: value, at: $0) }
    }

    /// Whether `write` fills the property's current value instead of
    /// replacing it (models fill their default instance).
    var updatesInPlace: Bool { false }

    /// Whether JSON null (or `NSNull`) never converts, with nothing done but
    /// an issue reported: then an `Optional` of this type skips a null at
    /// once (a store of `.some` asks the runtime for the optional's metadata
    /// before it can fail). Conservatively false; a converter that overrides
    /// it to true must fail on null in every `initialize` and `write`.
    var rejectsNull: Bool { false }

    /// The value converted from `node`, boxed; nil if it does not convert.
    func anyValue(from node: JSONNode) -> Any? {
        PropertyStore.boxedValue(of: valueType) { initialize(node, at: $0) }
    }

    /// The converted Foundation-style value, boxed; nil if it does not convert.
    func anyValue(fromAny value: Any) -> Any? {
        PropertyStore.boxedValue(of: valueType) { initialize(fromAny: value, at: $0) }
    }

    /// The value converted from `node` as a `Value`, which must be `valueType`.
    final func value<Value>(from node: JSONNode, as _: Value.Type) -> Value? {
        guard Value.self == valueType else { return nil }
        return PropertyStore.temporaryValue(Value.self) { initialize(node, at: $0) }
    }
}
