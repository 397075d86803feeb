/// How the values of a `ModelStream` are laid out in its bytes.
public enum StreamFormat: Sendable, Equatable {
    /// One JSON array; each of its elements is a model.
    case array
    /// JSON Lines (NDJSON): one JSON value a line. Blank lines are skipped;
    /// a value may go on over several lines, but two values may not share one.
    case lines
    /// `.array` when the first byte that is not whitespace is `[`, `.lines`
    /// otherwise (so a file of JSON Lines whose values are arrays needs `.lines`).
    case automatic
}
