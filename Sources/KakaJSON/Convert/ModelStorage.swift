#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// A model as its storage, for the decode loop, the writer and the
/// encoders alike: a class model as its reference and its object, a struct
/// model where it lies. Neither generic across a module boundary nor
/// through a closure: the conversions of nested models recurse through
/// these, once per level.
enum ModelStorage {
    /// Whether a `Model` is stored as a class instance (its storage is its
    /// object) rather than in place; plans and encoders keep the answer.
    static func isClass<Model>(_: Model.Type) -> Bool {
        Kind(Model.self) == .class
    }

    /// A class instance (a class model, a Foundation container) as its
    /// reference. ABI: a class instance is one strong reference, the same
    /// bits as `AnyObject`.
    @inline(__always)
    static func object<Model>(_ model: Model) -> AnyObject {
        unsafeBitCast(model, to: AnyObject.self)
    }

    /// The address of the stored properties of `model`, a class instance:
    /// its object, which `model` keeps alive.
    @inline(__always)
    static func objectAddress<Model>(_ model: Model) -> InstanceAddress {
        instanceAddress(ofObject: object(model))
    }

    /// `body` with the address of `model`'s stored properties, for reading:
    /// a class model's object, told without a generic call into KakaMetadata,
    /// or a struct model's value, through `withInstanceAddress`. Always
    /// inlined, `body` with it: the writer recurses through here once per
    /// nested class model, and a closure or call per level would be stack
    /// a deep graph holds.
    @inline(__always)
    static func withAddress<Model, Result>(ofValue model: Model, isClass: Bool,
                                           _ body: (InstanceAddress) -> Result) -> Result {
        if isClass { return body(objectAddress(model)) }
        return withInstanceAddress(ofValue: model, body)
    }

    /// A pointer to the struct model whose stored properties are at
    /// `address`, for calling its hooks where it lies (a method called on
    /// `pointee` borrows the model; passed as an argument, it is copied).
    /// ABI: a struct's stored properties are laid out from the start of its
    /// storage, so its properties' address is the address of the value.
    @inline(__always)
    static func structModel<Model>(at address: InstanceAddress, _: Model.Type) -> UnsafePointer<Model> {
        UnsafePointer(address.property(at: 0, as: Model.self))
    }

    /// The key a model's object for `kj_didConvertToJSON` is collected
    /// under: the address of its stored properties as the conversion
    /// state's index numbers it, compared and never read through (a class
    /// model's object, a struct model's storage).
    @inline(__always)
    static func collectionKey(_ address: InstanceAddress) -> UInt {
        AddressIndex.key(address.rawAddress(at: 0))
    }

    /// The class model whose object is at `address`, as a reference; the
    /// caller holds the object. ABI: a class instance's `InstanceAddress`
    /// is its heap object, and a reference to it is that pointer.
    @inline(__always)
    static func classModel<Model>(at address: InstanceAddress, _: Model.Type) -> Model {
        unsafeBitCast(Unmanaged<AnyObject>.fromOpaque(address.rawAddress(at: 0)).takeUnretainedValue(), to: Model.self)
    }
}
