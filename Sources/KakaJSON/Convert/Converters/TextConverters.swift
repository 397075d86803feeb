#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// String, by `LooseRules.string`; a JSON string is read straight from its bytes.
final class StringConverter: AnyConverter, @unchecked Sendable {
    override var rejectsNull: Bool { true }

    init() { super.init(valueType: String.self) }

    private func value(from node: JSONNode) -> String? {
        if let string = node.string { return string }
        if node.kind == .array || node.kind == .object {
            // The text as written: the same on every run, where a
            // dictionary's description follows its hash order.
            diagnose(node.looseValue, .string, converted: true)
            return node.jsonText
        }
        return loose(node.looseValue)
    }

    /// A value that is not a JSON string, by the coercion table.
    private func loose(_ value: LooseValue) -> String? {
        let string = LooseRules.string(value)
        diagnose(value, .string, converted: string != nil)
        return string
    }

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        guard let value = value(from: node) else { return false }
        PropertyStore.initialize(value, at: address)
        return true
    }

    /// A Foundation-style value as a String: itself when it is one, else by the coercion table.
    private func value(fromAny value: Any) -> String? {
        LooseValue.identical(value, as: String.self) ?? loose(LooseValue(value))
    }

    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        guard let string = self.value(fromAny: value) else { return false }
        PropertyStore.initialize(string, at: address)
        return true
    }

    // Stored in place, as from a node: the default goes through a temporary
    // of the runtime type (`PropertyStore.assign`).

    override func write(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        guard let string = self.value(fromAny: value) else { return false }
        PropertyStore.assign(string, at: address, offset: offset)
        return true
    }

    override func writeSome(any value: Any, to address: InstanceAddress, offset: Int) -> Bool {
        guard let string = self.value(fromAny: value) else { return false }
        PropertyStore.assignSome(string, at: address, offset: offset)
        return true
    }

    override func write(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        PropertyStore.assign(value, at: address, offset: offset)
        return true
    }

    override func writeSome(_ node: JSONNode, to address: InstanceAddress, offset: Int) -> Bool {
        guard let value = value(from: node) else { return false }
        PropertyStore.assignSome(value, at: address, offset: offset)
        return true
    }
}
