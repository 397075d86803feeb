/// A type with stored properties: a struct or a class.
public class ModelType: BaseType, @unchecked Sendable {
    /// The stored properties in memory order: for a class, the superclasses'
    /// properties first (those of system-module superclasses such as
    /// `NSObject` are left out), then its own. Nil only when the type has no
    /// reflection metadata.
    public let properties: [Property]?
    /// The generic arguments, e.g. `[Int.self]` for `Box<Int>`; nil for a
    /// non-generic type (or one with pack or value parameters).
    public let genericTypes: [Any.Type]?
    /// Whether the type has generic parameters of its own or of an enclosing
    /// type (its fields' types are then resolved with its generic arguments).
    public let isGeneric: Bool

    init(type: Any.Type, module: String?, properties: [Property]?, genericTypes: [Any.Type]?,
         isGeneric: Bool, isSystemModule: Bool? = nil) {
        self.properties = properties
        self.genericTypes = genericTypes
        self.isGeneric = isGeneric
        super.init(type: type, module: module, isSystemModule: isSystemModule)
    }

    /// The property named `name`, if any.
    public func property(named name: String) -> Property? {
        properties?.first { $0.name == name }
    }
}

/// The metadata of a struct.
public final class StructType: ModelType, @unchecked Sendable {
    init(type: Any.Type) {
        let metadata = StructMetadata(record: MetadataRecord(type))
        let descriptor = metadata.descriptor
        let arguments = metadata.genericArguments
        super.init(
            type: type,
            module: descriptor.type.context.moduleName,
            properties: FieldReader.properties(
                of: descriptor.type, offsets: metadata.fieldOffsets,
                genericArguments: arguments, ownerType: type),
            genericTypes: FieldReader.genericTypes(descriptor.genericContext, arguments: arguments),
            isGeneric: descriptor.type.context.isGeneric)
    }
}
