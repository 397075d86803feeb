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
    /// Whether the value is `.some`, told without copying the wrapped value.
    var isSome: Bool { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { map { $0 } }

    @inline(__always)
    func withWrapped(_ body: (Wrapped) -> Void) {
        if case .some(let wrapped) = self { body(wrapped) }
    }

    @inline(__always)
    var isSome: Bool {
        if case .none = self { return false }
        return true
    }
}
