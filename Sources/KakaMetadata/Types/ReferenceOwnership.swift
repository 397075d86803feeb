/// How a stored property holds its reference.
public enum ReferenceOwnership: Sendable, Equatable {
    /// An ordinary strong reference, or a value that is not a reference.
    case strong
    /// A `weak` reference. Its storage is a weak reference, not a plain pointer.
    case weak
    /// An `unowned` (safe) reference.
    case unowned
    /// An `unowned(unsafe)` reference.
    case unmanaged
}
