import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The text of `kj.description`: `User(id: 1, name: "Kaka", friends: [User(…)])`.
///
/// Models show their type and their properties by name, in plan order;
/// strings are quoted and escaped; Optionals show their value or `nil`;
/// arrays `[a, b]`, dictionaries `[key: value]` in the order of their keys'
/// text; Foundation's arrays, dictionaries and sets as Swift's. A class
/// instance or Foundation container met again while it is being described
/// (a cycle) is shown once as `<cycle User>` (`<cycle NSArray>`,
/// `<cycle NSDictionary>`, `<cycle NSSet>`); one shared without a cycle is shown in
/// full each time. A model's own `description` is never called here, so a
/// `KJDescribable` model nests without recursion of its own.
struct ValueDescription {
    private var describing: Set<ObjectIdentifier> = []
    private var text = ""

    /// The description of `value`.
    static func describe(_ value: Any) -> String {
        var description = ValueDescription()
        description.append(value)
        return description.text
    }

    private mutating func append(_ value: Any) {
        // Each level of models and collections: deep values go on with a larger stack.
        StackGuard.nested { appendShape(ValueShape(value)) }
    }

    private mutating func appendShape(_ shape: ValueShape) {
        switch shape {
        case .none:
            text += "nil"
        case .model(let model):
            appendModel(model)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                append(element)
            }
            text += "]"
        case .set(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                append(element)
            }
            text += "]"
        case .dictionary(let members):
            guard !members.isEmpty else { return text += "[:]" }
            text += "["
            let sorted = members.map { (key: ValueDescription.describe($0.key.base), value: $0.value) }
                .sorted { $0.key < $1.key }
            for (index, member) in sorted.enumerated() {
                if index > 0 { text += ", " }
                text += member.key
                text += ": "
                append(member.value)
            }
            text += "]"
        case .container(let object, let name, let contents):
            let identity = ObjectIdentifier(object)
            guard describing.insert(identity).inserted else { return text += "<cycle \(name)>" }
            appendShape(contents)
            describing.remove(identity)
        case .leaf(let leaf):
            appendLeaf(leaf)
        }
    }

    /// Strings quoted; values with a description of their own as it says;
    /// plain structs, tuples, enums with payloads and sets by their reflected
    /// children, through this walk (a model inside may close a cycle, and
    /// Swift's own printing would start a walk of its own for it).
    private mutating func appendLeaf(_ leaf: Any) {
        if leaf is String || leaf is Character { return text += String(reflecting: leaf) }
        if leaf is CustomStringConvertible || leaf is CustomDebugStringConvertible || Swift.type(of: leaf) is AnyClass {
            return text += String(describing: leaf)
        }
        let mirror = Mirror(reflecting: leaf)
        guard !mirror.children.isEmpty else { return text += String(describing: leaf) }
        switch mirror.displayStyle {
        case .enum:
            for child in mirror.children {
                text += child.label ?? ""
                let payload = Mirror(reflecting: child.value)
                if payload.displayStyle == .tuple { append(child.value) } else {
                    text += "("
                    append(child.value)
                    text += ")"
                }
            }
        default:
            if mirror.displayStyle != .tuple { text += _typeName(Swift.type(of: leaf), qualified: false) }
            text += "("
            for (index, child) in mirror.children.enumerated() {
                if index > 0 { text += ", " }
                if let label = child.label, !label.hasPrefix(".") {
                    text += label
                    text += ": "
                }
                append(child.value)
            }
            text += ")"
        }
    }

    private mutating func appendModel(_ model: any Convertible) {
        let name = ModelValues.typeName(of: model)
        let identity = ModelValues.identity(of: model)
        if let identity {
            guard describing.insert(identity).inserted else { return text += "<cycle \(name)>" }
        }
        text += name
        text += "("
        let properties = ModelValues.properties(of: model)
        for (index, (property, value)) in properties.enumerated() {
            if index > 0 { text += ", " }
            text += property.name
            text += ": "
            append(value)
        }
        text += ")"
        if let identity { describing.remove(identity) }
    }
}
