/// A value handed to every hook of one conversion (DynamicMapper's context,
/// Codable's `userInfo`): `json.kj.model(User.self, context: session)`, then
/// `ConversionContext.current` inside `kj_modelValue`, `kj_didConvertToModel`
/// and the other hooks, nested models included.
///
/// The context is bound to the conversion, not to the process: a task-local
/// value, which a synchronous conversion reads on its own thread and which
/// the library carries to the threads it moves deep conversions to.
/// Concurrent conversions each see their own.
public enum ConversionContext {
    @TaskLocal static var bound: (any Sendable)?

    /// The context of the conversion running now, if it was given one.
    public static var current: (any Sendable)? {
        bound
    }

    /// `body`'s result with `context` as the current context.
    static func with<Result>(_ context: (any Sendable)?, _ body: () -> Result) -> Result {
        $bound.withValue(context, operation: body)
    }
}
