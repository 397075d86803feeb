/// The metadata of a tuple.
public final class TupleType: BaseType, @unchecked Sendable {
    /// One property per element, named by its label or, without one, by its index ("0", "1"...).
    public let properties: [Property]

    init(type: Any.Type) {
        let metadata = TupleMetadata(record: MetadataRecord(type))
        let labels = metadata.labels
        properties = metadata.elements.enumerated().map { index, element in
            Property(name: labels[index].isEmpty ? String(index) : labels[index], type: element.type,
                     isVar: true, offset: element.offset, ownerType: type)
        }
        super.init(type: type)
    }
}

/// The metadata of a function type.
public final class FunctionType: BaseType, @unchecked Sendable {
    /// Whether the function `throws`.
    public let isThrowable: Bool
    /// Whether the function is `async`.
    public let isAsync: Bool
    /// The result type.
    public let returnType: Any.Type
    /// The parameter types.
    public let argumentTypes: [Any.Type]

    init(type: Any.Type) {
        let metadata = FunctionMetadata(record: MetadataRecord(type))
        isThrowable = metadata.isThrowing
        isAsync = metadata.isAsync
        returnType = metadata.resultType
        argumentTypes = metadata.parameterTypes
        super.init(type: type)
    }
}

/// The metadata of a protocol existential such as `Any`, `AnyObject` or `any P & Q`.
public final class ProtocolType: BaseType, @unchecked Sendable {
    /// Whether only classes can conform (`AnyObject`, class-bound protocols).
    public let isClassConstrained: Bool
    /// The number of protocols in the composition (0 for `Any` and `AnyObject`).
    public let protocolCount: Int
    /// The number of witness tables an existential value carries.
    public let witnessTableCount: Int

    init(type: Any.Type) {
        let metadata = ExistentialMetadata(record: MetadataRecord(type))
        isClassConstrained = metadata.isClassConstrained
        protocolCount = metadata.protocolCount
        witnessTableCount = metadata.witnessTableCount
        super.init(type: type)
    }
}

/// The metadata of a metatype (`T.Type`) or existential metatype (`any P.Type`).
public final class MetaType: BaseType, @unchecked Sendable {
    /// The type whose metatype this is: `Int` for `Int.Type`.
    public let instanceType: Any.Type

    init(type: Any.Type) {
        instanceType = MetatypeMetadata(record: MetadataRecord(type)).instanceType
        super.init(type: type)
    }
}
