@_spi(Reflection) import Swift
import Foundation

/// Where the parsed metadata of a type and the runtime's own reflection
/// disagree about a stored property.
public struct LayoutMismatch: Sendable, CustomStringConvertible {
    /// The type's name.
    public let typeName: String
    /// The property's name (or the position, when the names differ).
    public let property: String
    /// What KakaMetadata parsed: name, offset and type.
    public let parsed: String
    /// What the runtime's reflection reports.
    public let runtime: String

    /// One sentence naming the type, the property and both answers.
    public var description: String {
        "\(typeName).\(property): the metadata layer read \(parsed), the runtime reports \(runtime)"
    }
}

/// Checks the parsed layout of a model type against the standard library's
/// reflection (`_forEachField(of:options:body:)`) before anything is written
/// through it: a Swift release that changes a metadata layout must make the
/// library refuse the type, never write to wrong offsets.
public enum LayoutVerification {
    /// The result of a check.
    public enum Verdict: Sendable {
        /// Every property agrees with the runtime.
        case agrees
        /// The runtime cannot walk the type's fields (no reflection metadata).
        case unverifiable
        /// A property disagrees.
        case disagrees(LayoutMismatch)
    }

    /// Compares the properties of `model` (names, offsets, types, in order)
    /// with the fields the runtime reports for its type; for a class, the
    /// runtime's fields of system-module superclasses (left out of
    /// `properties`) are skipped.
    public static func verdict(for model: ModelType) -> Verdict {
        guard var properties = model.properties else { return .unverifiable }
        TestingCorruption.apply(model.type, &properties)
        guard let fields = runtimeFields(of: model.type) else { return .unverifiable }
        let skipped = systemSuperclassFieldCount(model)
        // Named only for a report: demangling the name costs more than the check.
        var typeName: String { String(reflecting: model.type) }
        guard fields.count == skipped + properties.count else {
            return .disagrees(LayoutMismatch(
                typeName: typeName, property: "(stored properties)", parsed: "\(properties.count) properties",
                runtime: "\(fields.count - skipped) fields"))
        }
        for (property, field) in zip(properties, fields.dropFirst(skipped)) {
            guard property.name == field.name, property.offset == field.offset,
                  ObjectIdentifier(property.type) == ObjectIdentifier(field.type) else {
                return .disagrees(LayoutMismatch(
                    typeName: typeName, property: property.name,
                    parsed: "\(property.name) at offset \(property.offset), type \(property.type)",
                    runtime: "\(field.name) at offset \(field.offset), type \(field.type)"))
            }
        }
        return .agrees
    }

    private struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
    }

    /// The fields the runtime reports, superclass fields first; nil when it
    /// cannot walk the type.
    private static func runtimeFields(of type: Any.Type) -> [Field]? {
        // rawValue 1 is `.classType` (the static is refused as shared state in
        // Swift 6 mode). No `[]`: the empty literal goes through SetAlgebra's
        // unspecialized array-literal initializer, whose first call makes the
        // runtime scan every conformance record of the process (~90 µs of a
        // cold first conversion).
        let options = _EachFieldOptions(rawValue: type is AnyObject.Type ? 1 : 0)
        var fields: [Field] = []
        let complete = _forEachField(of: type, options: options) { name, offset, fieldType, _ in
            // `name` is a NUL-terminated C string the runtime keeps for the call
            // (the field record's name, `FieldRecord::getFieldName()`).
            fields.append(Field(name: String(cString: name), offset: offset, type: fieldType))
            return true
        }
        return complete ? fields : nil
    }

    /// How many of the runtime's fields belong to the first system-module
    /// superclass and its ancestors (Foundation's classes on Linux).
    private static func systemSuperclassFieldCount(_ model: ModelType) -> Int {
        var current = (model as? ClassType)?.super
        while let superclass = current {
            if superclass.isSystemModule { return runtimeFields(of: superclass.type)?.count ?? 0 }
            current = superclass.super
        }
        return 0
    }
}

/// A test-only way to make the parsed layout of a type wrong, to prove that
/// the check refuses it. Never set outside tests.
package enum TestingCorruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var corruptions: [ObjectIdentifier: @Sendable (inout [Property]) -> Void] = [:]

    /// Alters the parsed properties of `type` before they are checked.
    package static func corrupt(_ type: Any.Type, _ change: @escaping @Sendable (inout [Property]) -> Void) {
        lock.withLock { corruptions[ObjectIdentifier(type)] = change }
    }

    /// `property` as if the metadata had placed it `delta` bytes further.
    package static func moved(_ property: Property, by delta: Int) -> Property {
        Property(name: property.name, type: property.type, isVar: property.isVar, offset: property.offset + delta,
                 ownerType: property.ownerType, referenceOwnership: property.referenceOwnership)
    }

    static func apply(_ type: Any.Type, _ properties: inout [Property]) {
        guard let change = lock.withLock({ corruptions[ObjectIdentifier(type)] }) else { return }
        change(&properties)
    }
}
