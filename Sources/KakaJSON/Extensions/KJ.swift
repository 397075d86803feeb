/// The `.kj` namespace: `json.kj.model(User.self)`, `user.kj.JSONString()`.
public struct KJ<Base> {
    /// The value the namespace operates on.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// The `.kj_m` namespace: operations that change a model in place, such as
/// `cat.kj_m.convert(from: json)`.
public struct KJ_M<Base> {
    /// The value the namespace changes.
    public var base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type with a `.kj` namespace.
public protocol KJCompatible {}

extension KJCompatible {
    /// The KakaJSON namespace of this value.
    public var kj: KJ<Self> { KJ(self) }
}

extension Convertible {
    /// The KakaJSON namespace of this model.
    public var kj: KJ<Self> { KJ(self) }

    /// The KakaJSON namespace for changing this model in place.
    public var kj_m: KJ_M<Self> {
        get { KJ_M(self) }
        set { self = newValue.base }
    }
}
