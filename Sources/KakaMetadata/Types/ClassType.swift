/// The metadata of a class.
public final class ClassType: ModelType, @unchecked Sendable {
    /// The superclass, or nil for a root class (and, on Apple platforms, for a
    /// class whose superclass is an Objective-C class without Swift metadata).
    public let `super`: ClassType?
    /// Whether the class has Swift class metadata (false for a pure Objective-C class).
    public let isSwiftClass: Bool

    /// An Objective-C class seen through its wrapper metadata (ABI:
    /// `ObjCClassWrapperMetadata`, kind 0x305, which is what `NSObject.self`
    /// is on Apple platforms): no Swift metadata to read, no properties a
    /// model uses, and no name is demangled for its module.
    init(objectiveCClass type: Any.Type) {
        self.super = nil
        isSwiftClass = false
        super.init(type: type, module: "", properties: [], genericTypes: nil, isGeneric: false, isSystemModule: true)
    }

    init(type: Any.Type) {
        let metadata = ClassMetadata(record: MetadataRecord(type))
        // `superclass` is nil past the last Swift class: an Objective-C class
        // has no type metadata header to build a type from.
        let superType = metadata.superclass.flatMap { Metadata.type($0.record.type) as? ClassType }
        self.super = superType?.isSwiftClass == true ? superType : nil

        guard let descriptor = metadata.descriptor else {
            isSwiftClass = false
            // A class without Swift metadata is an Objective-C class (NSObject and
            // the frameworks' classes): never part of a model.
            super.init(type: type, module: nil, properties: [], genericTypes: nil, isGeneric: false, isSystemModule: true)
            return
        }
        isSwiftClass = true
        let arguments = metadata.genericArguments
        let own = FieldReader.properties(
            of: descriptor.type, offsets: metadata.fieldOffsets,
            genericArguments: arguments, ownerType: type)
        // Properties of system classes (NSObject and the like) are not part of a model.
        let inherited = superType.flatMap { $0.isSystemModule ? nil : $0.properties } ?? []
        super.init(
            type: type,
            module: descriptor.type.context.moduleName,
            properties: own.map { inherited + $0 },
            genericTypes: FieldReader.genericTypes(descriptor.genericContext, arguments: arguments),
            isGeneric: descriptor.type.context.isGeneric)
    }
}
