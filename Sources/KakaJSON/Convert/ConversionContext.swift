/// A value handed to every hook of one conversion (DynamicMapper's context,
/// Codable's `userInfo`): `json.kj.model(User.self, context: session)`, then
/// `ConversionContext.current` inside `kj_modelValue`, `kj_didConvertToModel`
/// and the other hooks, nested models included.
///
/// The context is bound to the conversion, not to the process: it is part
/// of the conversion's state (`ConversionState`), which the hooks read on
/// the conversion's thread and which goes with the conversion to the
/// threads it moves deep conversions to. Concurrent conversions each see
/// their own, and a conversion started inside a hook sees its caller's
/// unless it is given one.
public enum ConversionContext {
    /// The context of the conversion running now, if it was given one.
    public static var current: (any Sendable)? {
        ConversionState.current?.context
    }

    /// `body`'s result with `context` as the current context.
    static func with<Result>(_ context: (any Sendable)?, _ body: () -> Result) -> Result {
        ConversionState.with { state in
            let previous = state.context
            state.context = context
            defer { state.context = previous }
            return body()
        }
    }
}
