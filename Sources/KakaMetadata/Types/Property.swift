/// A stored property of a struct or class, or an element of a tuple, as its metadata describes it.
public final class Property: CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every stored property is an immutable `let`, and metatypes are immutable.

    /// The property's name. A property wrapper's storage is named `_name`.
    public let name: String
    /// The declared type, e.g. `Int??` or `[String]`.
    public let type: Any.Type
    /// The declared type with every layer of `Optional` removed.
    public let dataType: Any.Type
    /// `true` for `var`, `false` for `let`.
    public let isVar: Bool
    /// Byte offset of the property from the start of the value (struct) or of
    /// the heap object, header included (class).
    public let offset: Int
    /// The type that declares the property (a superclass for inherited properties).
    public let ownerType: Any.Type
    /// How the property holds its reference (`weak`, `unowned`...).
    public let referenceOwnership: ReferenceOwnership

    /// Typed reads and writes of this property, or nil when its storage is not
    /// a plain value of `type`: weak and unowned references, and fields that
    /// hold a Swift closure or a thin metatype (see `hasGenericRepresentation`).
    package var access: (any ValueAccess)? {
        // Made on demand: plans only ask `hasValueAccess`, and opening the type
        // for every property was a measurable part of a type's first use.
        hasValueAccess ? makeValueAccess(for: type) : nil
    }

    /// Whether `access` is available: a strong property whose storage holds
    /// its type's generic representation.
    package let hasValueAccess: Bool

    /// What a property's declared type and ownership determine: the same for
    /// every field declared with the same mangled type name.
    struct FieldType {
        let type: Any.Type
        let dataType: Any.Type
        let referenceOwnership: ReferenceOwnership
        let hasValueAccess: Bool

        init(type: Any.Type, referenceOwnership: ReferenceOwnership = .strong) {
            self.type = type
            dataType = OptionalType.unwrap(type).wrapped
            self.referenceOwnership = referenceOwnership
            hasValueAccess = referenceOwnership == .strong && hasGenericRepresentation(type)
        }
    }

    convenience init(name: String, type: Any.Type, isVar: Bool, offset: Int, ownerType: Any.Type,
         referenceOwnership: ReferenceOwnership = .strong) {
        self.init(name: name, fieldType: FieldType(type: type, referenceOwnership: referenceOwnership),
                  isVar: isVar, offset: offset, ownerType: ownerType)
    }

    init(name: String, fieldType: FieldType, isVar: Bool, offset: Int, ownerType: Any.Type) {
        self.name = name
        type = fieldType.type
        dataType = fieldType.dataType
        self.isVar = isVar
        self.offset = offset
        self.ownerType = ownerType
        referenceOwnership = fieldType.referenceOwnership
        hasValueAccess = fieldType.hasValueAccess
    }

    /// A summary such as `name: String (var, offset 16)`.
    public var description: String {
        "\(name): \(type) (\(isVar ? "var" : "let"), offset \(offset)\(referenceOwnership == .strong ? "" : ", \(referenceOwnership)"))"
    }
}
