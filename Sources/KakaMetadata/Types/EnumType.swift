/// One case of an enum.
public struct EnumCase: Sendable, CustomStringConvertible {
    /// The case name.
    public let name: String
    /// The payload type, or nil for a case without payload.
    public let payloadType: (any Any.Type)?
    /// Whether the case is `indirect`.
    public let isIndirect: Bool

    /// The case name, with its payload type when it has one.
    public var description: String { payloadType.map { "\(name)(\($0))" } ?? name }
}

/// The metadata of an enum.
public class EnumType: BaseType, @unchecked Sendable {
    /// The cases in declaration order of the runtime's field record: cases with
    /// a payload first, then cases without.
    public let cases: [EnumCase]
    /// The generic arguments, e.g. `[Int.self]` for `Result<Int, E>`'s first parameter.
    public let genericTypes: [Any.Type]?

    init(type: Any.Type) {
        let metadata = EnumMetadata(record: MetadataRecord(type))
        let descriptor = metadata.descriptor
        let arguments = metadata.genericArguments
        cases = FieldReader.cases(of: descriptor.type, genericArguments: arguments)
        genericTypes = FieldReader.genericTypes(descriptor.genericContext, arguments: arguments)
        super.init(type: type, module: descriptor.type.context.moduleName)
    }
}

/// The metadata of `Optional<Wrapped>`.
public final class OptionalType: EnumType, @unchecked Sendable {
    /// The type directly wrapped: `Int?` for `Int??`.
    public let wrapType: Any.Type
    /// The innermost non-optional type: `Int` for `Int??`.
    public let wrappedType: Any.Type
    /// The number of Optional layers: 2 for `Int??`.
    public let depth: Int

    override init(type: Any.Type) {
        wrapType = EnumMetadata(record: MetadataRecord(type)).optionalWrappedType
        (wrappedType, depth) = OptionalType.unwrap(type)
        super.init(type: type)
    }

    /// Removes every Optional layer from `type`.
    static func unwrap(_ type: Any.Type) -> (wrapped: Any.Type, depth: Int) {
        var current = type
        var depth = 0
        while MetadataRecord(current).kind == MetadataKindValue.optional {
            current = EnumMetadata(record: MetadataRecord(current)).optionalWrappedType
            depth += 1
        }
        return (current, depth)
    }
}
