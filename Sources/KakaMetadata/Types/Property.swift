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
    /// For a property seen through its property wrapper (`@Trimmed var name`):
    /// the wrapper's storage as the metadata lists it, named `_name` and typed
    /// as the wrapper. Nil for every other property.
    ///
    /// Such a property is named `name`. When the wrapper keeps its value in
    /// one stored property, `type` and `offset` are that value's, so the
    /// property reads and writes the wrapped value in place; otherwise they
    /// are the wrapper's own. See `ModelType.propertiesThroughWrappers(isOpaque:)`.
    public let wrapperStorage: Property?
    /// Whether this is the storage of a `lazy var`: the metadata lists it as
    /// `$__lazy_storage_$_name`, typed as an Optional of the declared type
    /// and nil until the property is first read. Such a property is named
    /// `name` (see `ModelType.propertiesThroughWrappers(treatment:)`).
    public let isLazy: Bool

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

    init(name: String, fieldType: FieldType, isVar: Bool, offset: Int, ownerType: Any.Type,
         wrapperStorage: Property? = nil, isLazy: Bool = false) {
        self.name = name
        type = fieldType.type
        dataType = fieldType.dataType
        self.isVar = isVar
        self.offset = offset
        self.ownerType = ownerType
        referenceOwnership = fieldType.referenceOwnership
        hasValueAccess = fieldType.hasValueAccess
        self.wrapperStorage = wrapperStorage
        self.isLazy = isLazy
    }

    /// A wrapper's storage seen as the property it wraps: named `name`, and
    /// reading `value` (a stored property of the wrapper, possibly several
    /// levels down) at its offset inside the storage.
    init(wrapped storage: Property, name: String, value: Property, offsetInStorage: Int) {
        self.name = name
        type = value.type
        dataType = value.dataType
        isVar = storage.isVar
        offset = storage.offset &+ offsetInStorage
        ownerType = storage.ownerType
        referenceOwnership = value.referenceOwnership
        hasValueAccess = value.hasValueAccess
        wrapperStorage = storage
        isLazy = false
    }

    /// A wrapper's storage renamed as the property it wraps, converted as the wrapper itself.
    convenience init(wrapperAsWhole storage: Property, name: String) {
        self.init(renaming: storage, to: name, isWrapperStorage: true)
    }

    /// A `lazy var`'s storage under the property's own name.
    convenience init(lazyStorage storage: Property, name: String) {
        self.init(renaming: storage, to: name, isWrapperStorage: false)
    }

    /// `storage` under another name: a wrapper's storage or a lazy property's.
    private init(renaming storage: Property, to name: String, isWrapperStorage: Bool) {
        self.name = name
        type = storage.type
        dataType = storage.dataType
        isVar = storage.isVar
        offset = storage.offset
        ownerType = storage.ownerType
        referenceOwnership = storage.referenceOwnership
        hasValueAccess = storage.hasValueAccess
        wrapperStorage = isWrapperStorage ? storage : nil
        isLazy = !isWrapperStorage
    }

    /// A summary such as `name: String (var, offset 16)`.
    public var description: String {
        let ownership = referenceOwnership == .strong ? "" : ", \(referenceOwnership)"
        let wrapper = wrapperStorage.map { ", wrapped by \($0.name): \($0.type)" } ?? ""
        let lazy = isLazy ? ", lazy" : ""
        return "\(name): \(type) (\(isVar ? "var" : "let"), offset \(offset)\(ownership)\(wrapper)\(lazy))"
    }
}
