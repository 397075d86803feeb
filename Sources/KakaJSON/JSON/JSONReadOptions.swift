/// Settings for reading a JSON document.
package struct JSONReadOptions: Sendable, Equatable {
    /// The default nesting limit of arrays and objects.
    package static let defaultMaxDepth = 512

    /// The deepest nesting of arrays and objects accepted. A top-level `[]` has
    /// depth 1, `[[]]` depth 2. Deeper input is rejected with
    /// `JSONReadError.Reason.depthLimitExceeded`. Values below 1 reject every
    /// array and object.
    package var maxDepth: Int

    /// Whether a leading UTF-8 byte order mark (EF BB BF) is skipped.
    /// RFC 8259 lets a parser ignore it; the default accepts it, as
    /// `JSONSerialization` does. When `false`, a BOM is an error.
    package var allowsByteOrderMark: Bool

    /// Creates options; the defaults are a depth limit of 512 and BOM accepted.
    package init(maxDepth: Int = JSONReadOptions.defaultMaxDepth, allowsByteOrderMark: Bool = true) {
        self.maxDepth = maxDepth
        self.allowsByteOrderMark = allowsByteOrderMark
    }
}
