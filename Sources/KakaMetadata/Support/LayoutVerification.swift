#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

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

/// Checks the parsed layout of a model type against the runtime's own
/// reflection before anything is written through it: a Swift release that
/// changes a metadata layout must make the library refuse the type, never
/// write to wrong offsets.
///
/// Two depths, one answer. The full comparison walks the type's fields with
/// the runtime's reflection entry points (those the standard library's
/// `_forEachField` calls, reached through CKakaRuntime) and compares each
/// property's name, offset and type; the runtime resolves every field's type
/// from its mangled name again for it, which is most of a type's first-use
/// cost. The offsets comparison asks the runtime only for what decides where
/// writes land: the field count and each field's offset (without the type
/// resolution), and checks that each parsed type's size and alignment fit
/// its slot.
///
/// Names and types are read by the same code for every non-generic type,
/// the field records through the ABI and each type name resolved by the
/// runtime, so once one non-generic struct (or class) has passed the full
/// comparison in this process, later non-generic structs (or classes) get
/// the offsets comparison. Generic types, whose field types this layer
/// resolves with their generic arguments, always get the full one. The
/// offsets comparison never refuses on its own: any disagreement sends the
/// type to the full comparison, which decides and names the difference.
public enum LayoutVerification {
    /// The result of a check.
    public enum Verdict: Sendable {
        /// Every property agrees with the runtime.
        case agrees
        /// The type cannot be checked: the metadata layer read no properties,
        /// or the running Swift runtime lacks the reflection entry points
        /// (Apple releases before Swift 5.2's runtime: iOS 13.4, macOS 10.15.4).
        case unverifiable
        /// A property disagrees.
        case disagrees(LayoutMismatch)
    }

    /// Which kinds of non-generic type (struct, class) have passed the full
    /// comparison in this process.
    /// Read and written with the C target's atomics (a lost update only
    /// costs one more full comparison).
    nonisolated(unsafe) private static let provenKinds: UnsafeMutablePointer<UInt8> = {
        let byte = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        byte.initialize(to: 0)
        return byte
    }()
    private static let structKind: UInt8 = 1, classKind: UInt8 = 2

    /// Compares the properties of `model` (names, offsets, types, in order)
    /// with the fields the runtime reports for its type, at the depth the
    /// type needs (see the type's documentation); for a class, the runtime's
    /// fields of system-module superclasses (left out of `properties`) are
    /// skipped.
    public static func verdict(for model: ModelType) -> Verdict {
        guard var properties = model.properties, kaka_reflection_available() != 0 else { return .unverifiable }
        TestingCorruption.apply(model.type, &properties)
        if !needsFullComparison(model), offsetsAgree(model, properties) { return .agrees }
        let verdict = fullVerdict(model, properties)
        // The type that proves its kind must pass the offsets comparison
        // too, or later types of the kind keep the full one. Run here, its
        // first use (the runtime's reflection calls: lazy binding and code
        // no conversion had touched) is part of the process's first
        // conversion, not of the first conversion of each later type.
        if case .agrees = verdict, !model.isGeneric, offsetsAgree(model, properties) {
            kaka_atomic_store_u8(provenKinds, kaka_atomic_load_u8(provenKinds) | kind(of: model))
        }
        return verdict
    }

    /// Whether `verdict(for:)` compares `model` in full: a generic type, or
    /// the first non-generic type of its kind in this process. (Package
    /// access: the self-check's tests.)
    package static func needsFullComparison(_ model: ModelType) -> Bool {
        model.isGeneric || kaka_atomic_load_u8(provenKinds) & kind(of: model) == 0
    }

    private static func kind(of model: ModelType) -> UInt8 {
        model is ClassType ? classKind : structKind
    }

    /// The full comparison of names, offsets and types. (Package access:
    /// the self-check's tests.)
    package static func fullVerdict(for model: ModelType) -> Verdict {
        guard var properties = model.properties, kaka_reflection_available() != 0 else { return .unverifiable }
        TestingCorruption.apply(model.type, &properties)
        return fullVerdict(model, properties)
    }

    private static func fullVerdict(_ model: ModelType, _ properties: [Property]) -> Verdict {
        let fields = runtimeFields(of: model.type)
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

    /// The offsets comparison: the runtime's field count and offsets equal
    /// the parsed ones, and the parsed types fit: each at its alignment, each
    /// ending before the next one starts, the last (for a struct) before the
    /// struct's end. Swift lays stored properties out in declaration order
    /// (an empty one at offset 0), so properties out of that order are left
    /// to the full comparison. (Package access: the self-check's tests.)
    package static func offsetsAgree(_ model: ModelType, _ properties: [Property]) -> Bool {
        let runtimeType = MetadataRecord(model.type).pointer
        let skipped = systemSuperclassFieldCount(model)
        guard kaka_reflection_field_count(runtimeType) == skipped + properties.count else { return false }
        // No array of slots: its metadata, made on first use, cost more than the rest of the check.
        var previousEnd = 0
        for (index, property) in properties.enumerated() {
            guard kaka_reflection_field_offset(runtimeType, skipped + index) == property.offset else { return false }
            let layout = StorageLayout(property.type)
            guard property.offset % layout.alignment == 0 else { return false }
            if layout.size == 0 { continue }
            guard property.offset >= previousEnd else { return false }
            previousEnd = property.offset + layout.size
        }
        // A class's instance size is not checked: the metadata layer is the
        // only reader of it here.
        return model is ClassType || previousEnd <= StorageLayout(model.type).size
    }

    private struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
    }

    /// The fields the runtime reports, superclass fields first: the walk
    /// the standard library's `_forEachField` makes, through the runtime's
    /// C entry points (the function itself is SPI, which Apple's SDKs do
    /// not export).
    private static func runtimeFields(of type: Any.Type) -> [Field] {
        let runtimeType = MetadataRecord(type).pointer
        let count = kaka_reflection_field_count(runtimeType)
        var fields: [Field] = []
        fields.reserveCapacity(count)
        for index in 0..<count {
            var reflected = kaka_reflected_field()
            let fieldType = kaka_reflection_field(runtimeType, index, &reflected)
            // The name is a C string the runtime keeps or lends until released
            // (`FieldRecord::getFieldName()`, or a copy with `freeName`).
            let name = reflected.name.map { String(cString: $0) } ?? ""
            kaka_reflected_field_release(&reflected)
            // ABI: the call returns the field type's metadata pointer, which
            // is the metatype value (`MetadataRecord`).
            fields.append(Field(name: name, offset: kaka_reflection_field_offset(runtimeType, index),
                                type: MetadataRecord(pointer: fieldType).type))
        }
        return fields
    }

    /// How many of the runtime's fields belong to the first system-module
    /// superclass and its ancestors (Foundation's classes on Linux).
    private static func systemSuperclassFieldCount(_ model: ModelType) -> Int {
        var current = (model as? ClassType)?.super
        while let superclass = current {
            if superclass.isSystemModule { return kaka_reflection_field_count(MetadataRecord(superclass.type).pointer) }
            current = superclass.super
        }
        return 0
    }
}

/// A test-only way to make the parsed layout of a type wrong, to prove that
/// the check refuses it. Never set outside tests.
package enum TestingCorruption {
    private static let lock = ReadWriteLock()
    nonisolated(unsafe) private static var corruptions: [ObjectIdentifier: @Sendable (inout [Property]) -> Void] = [:]

    /// Alters the parsed properties of `type` before they are checked.
    package static func corrupt(_ type: Any.Type, _ change: @escaping @Sendable (inout [Property]) -> Void) {
        lock.withWriteLock { corruptions[ObjectIdentifier(type)] = change }
    }

    /// `property` as if the metadata had placed it `delta` bytes further.
    package static func moved(_ property: Property, by delta: Int) -> Property {
        Property(name: property.name, type: property.type, isVar: property.isVar, offset: property.offset + delta,
                 ownerType: property.ownerType, referenceOwnership: property.referenceOwnership)
    }

    /// `property` as if the metadata had given it type `type`. (Package
    /// access: the self-check's tests.)
    package static func retyped(_ property: Property, as type: Any.Type) -> Property {
        Property(name: property.name, type: type, isVar: property.isVar, offset: property.offset,
                 ownerType: property.ownerType, referenceOwnership: property.referenceOwnership)
    }

    static func apply(_ type: Any.Type, _ properties: inout [Property]) {
        guard let change = lock.withReadLock({ corruptions[ObjectIdentifier(type)] }) else { return }
        change(&properties)
    }
}

/// A type's size and alignment as compiled code sees them (`MemoryLayout`),
/// independent of this layer's reading of value witness tables.
private struct StorageLayout {
    let size: Int
    let alignment: Int

    init(_ type: Any.Type) {
        func measure<T>(_: T.Type) -> StorageLayout {
            StorageLayout(size: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
        }
        self = _openExistential(type, do: measure)
    }

    private init(size: Int, alignment: Int) {
        self.size = size
        self.alignment = alignment
    }
}
