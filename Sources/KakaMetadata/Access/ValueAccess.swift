/// Typed reads of a value of one type at an offset inside an instance; a
/// property has one only when generic code over its type reads it as it is
/// stored (see `hasGenericRepresentation`). Writes go through KakaJSON's
/// `PropertyStore`, which checks for this accessor too.
package protocol ValueAccess: Sendable {
    /// The type this accessor reads, the property's type.
    var valueType: Any.Type { get }
    /// Reads the value at `offset` and boxes it.
    func read(from instance: InstanceAddress, offset: Int) -> Any
}

struct TypedValueAccess<Value>: ValueAccess {
    var valueType: Any.Type { Value.self }

    func read(from instance: InstanceAddress, offset: Int) -> Any {
        instance.load(Value.self, at: offset)
    }
}

/// An accessor for values of `type`, opened once so later calls need no casts on the type.
func makeValueAccess(for type: Any.Type) -> any ValueAccess {
    func make<Value>(_: Value.Type) -> any ValueAccess { TypedValueAccess<Value>() }
    return make(type)
}

/// Whether a stored field of the formal type `type` holds its value the way
/// generic code over `type` (`TypedValueAccess<type>`) reads and writes it.
///
/// The compiler stores a concrete field in its natural representation, and two
/// kinds of type differ from their generic representation:
/// - a Swift function: the field holds it with the native calling convention;
///   generic code expects the fully indirect one (same size, different ABI, so
///   a closure read or written generically is called with the wrong convention);
/// - a metatype of a non-class type (`Int.Type`, `(any P).Type`): the field is
///   thin (0 bytes); generic code reads a thick one (a pointer), that is, the
///   bytes of the next field.
/// Optional payloads and tuple elements are lowered the same way, so look
/// inside them. (A field declared with a generic parameter, such as `T` with
/// `T == Int.Type`, is stored generically; it is refused too, which is safe.)
func hasGenericRepresentation(_ type: Any.Type) -> Bool {
    let record = MetadataRecord(type)
    switch record.kind {
    case MetadataKindValue.function:
        // ABI: FunctionMetadataConvention 0 is `swift`; C and block functions are plain pointers.
        return FunctionMetadata(record: record).convention != 0
    case MetadataKindValue.metatype:
        // ABI: only metatypes of classes are stored thick.
        switch MetadataRecord(MetatypeMetadata(record: record).instanceType).kind {
        case MetadataKindValue.class, MetadataKindValue.objCClassWrapper, MetadataKindValue.foreignClass: return true
        default: return false
        }
    case MetadataKindValue.optional:
        return hasGenericRepresentation(EnumMetadata(record: record).optionalWrappedType)
    case MetadataKindValue.tuple:
        return TupleMetadata(record: record).elements.allSatisfy { hasGenericRepresentation($0.type) }
    default:
        return true
    }
}
