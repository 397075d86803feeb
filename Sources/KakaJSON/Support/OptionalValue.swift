/// `Optional`, for code that only knows it has some optional: an `Any`, or a
/// generic parameter that is an optional type.
protocol OptionalValue {
    associatedtype Wrapped
    /// The wrapped value, boxed; nil for nil.
    var wrappedValue: Any? { get }
    /// Calls `body` with the wrapped value; does nothing for nil.
    ///
    /// For code generic over the optional type: it hands over the wrapped
    /// value without asking the runtime for `Optional<Wrapped>`'s metadata,
    /// which code generic over `Wrapped` does on every look inside.
    func withWrapped(_ body: (Wrapped) -> Void)
    /// Whether the optional stored at `pointer` is `.some`, told where it
    /// lies: reading `pointer.pointee` in code generic over the optional type
    /// copies the optional out (retaining what it holds) and destroys the copy.
    static func isSome(at pointer: UnsafePointer<Self>) -> Bool
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { map { $0 } }

    @inline(__always)
    func withWrapped(_ body: (Wrapped) -> Void) {
        if case .some(let wrapped) = self { body(wrapped) }
    }

    @inline(__always)
    static func isSome(at pointer: UnsafePointer<Self>) -> Bool {
        // Not `pointer.pointee != nil`, which copies the optional in this
        // code generic over `Wrapped`.
        OptionalTag.isSome(at: pointer)
    }
}
