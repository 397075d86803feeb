/// Entry point of the metadata layer: what the Swift runtime knows about a type.
public enum Metadata {
    private static let cache = TypeCache()

    /// The metadata of `type`, built once and then cached.
    ///
    /// Never nil in this implementation; the optional return keeps the upstream signature.
    public static func type(_ type: Any.Type) -> BaseType? {
        cache.type(for: type)
    }

    /// The metadata of the dynamic type of `obj`.
    public static func type(_ obj: Any) -> BaseType? {
        type(Swift.type(of: obj))
    }

    /// Builds the most specific `BaseType` subclass for `type`.
    static func build(_ type: Any.Type) -> BaseType {
        switch Kind(type) {
        case .struct: return StructType(type: type)
        case .class: return ClassType(type: type)
        case .objCClassWrapper: return ClassType(objectiveCClass: type)
        case .enum: return EnumType(type: type)
        case .optional: return OptionalType(type: type)
        case .tuple: return TupleType(type: type)
        case .function: return FunctionType(type: type)
        case .existential: return ProtocolType(type: type)
        case .metatype, .existentialMetatype: return MetaType(type: type)
        default: return BaseType(type: type)
        }
    }
}

/// A thread-safe cache of built types, keyed by type identity.
final class TypeCache: @unchecked Sendable {
    // @unchecked: `storage` is only touched under `lock`.
    private let lock = ReadWriteLock()
    // exclusivity(unchecked): every access holds `lock`.
    @exclusivity(unchecked) private var storage = TypeTable<BaseType>()

    func type(for type: Any.Type) -> BaseType {
        let key = ObjectIdentifier(type)
        if let cached = lock.withReadLock({ storage[key] }) { return cached }
        // Built outside the lock: building a class recurses into its superclass.
        let built = Metadata.build(type)
        return lock.withWriteLock {
            if let winner = storage[key] { return winner }
            storage[key] = built
            return built
        }
    }
}
