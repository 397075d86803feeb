/// The kind of a Swift type, as the runtime's metadata records it.
public enum Kind: Sendable, Equatable {
    /// A class (on Apple platforms, any Swift or Objective-C class object).
    case `class`
    /// A struct, such as `Int` or `String`.
    case `struct`
    /// An enum other than `Optional`.
    case `enum`
    /// `Optional<T>`.
    case optional
    /// A foreign class, such as a Core Foundation class.
    case foreignClass
    /// A foreign reference type imported from C++.
    case foreignReferenceType
    /// A type whose value is not exposed in the metadata system, such as `Builtin` types.
    case opaque
    /// A tuple.
    case tuple
    /// A function or closure type.
    case function
    /// A protocol existential, including `Any` and `AnyObject`.
    case existential
    /// A metatype, `T.Type`.
    case metatype
    /// An Objective-C class wrapper.
    case objCClassWrapper
    /// An existential metatype, `any P.Type`.
    case existentialMetatype
    /// An existential with generic constraints, such as `any Collection<Int>`.
    case extendedExistential
    /// A fixed-size array such as `InlineArray`.
    case fixedArray
    /// A heap-allocated local variable using statically generated metadata.
    case heapLocalVariable
    /// A heap-allocated local variable using runtime-instantiated metadata.
    case heapGenericLocalVariable
    /// A native error object.
    case errorObject
    /// A kind this version of the library does not know.
    case unknown

    /// The kind of `type`, read from word 0 of its metadata.
    public init(_ type: Any.Type) {
        self.init(rawKind: MetadataRecord(type).kind)
    }

    /// The kind of a raw kind value, with isa pointers already folded to 0
    /// (`MetadataKindValue`); `.unknown` for a value this library does not know.
    package init(rawKind: UInt) {
        switch rawKind {
        case MetadataKindValue.class: self = .class
        case MetadataKindValue.struct: self = .struct
        case MetadataKindValue.enum: self = .enum
        case MetadataKindValue.optional: self = .optional
        case MetadataKindValue.foreignClass: self = .foreignClass
        case MetadataKindValue.foreignReferenceType: self = .foreignReferenceType
        case MetadataKindValue.opaque: self = .opaque
        case MetadataKindValue.tuple: self = .tuple
        case MetadataKindValue.function: self = .function
        case MetadataKindValue.existential: self = .existential
        case MetadataKindValue.metatype: self = .metatype
        case MetadataKindValue.objCClassWrapper: self = .objCClassWrapper
        case MetadataKindValue.existentialMetatype: self = .existentialMetatype
        case MetadataKindValue.extendedExistential: self = .extendedExistential
        case MetadataKindValue.fixedArray: self = .fixedArray
        case MetadataKindValue.heapLocalVariable: self = .heapLocalVariable
        case MetadataKindValue.heapGenericLocalVariable: self = .heapGenericLocalVariable
        case MetadataKindValue.errorObject: self = .errorObject
        default: self = .unknown
        }
    }
}
