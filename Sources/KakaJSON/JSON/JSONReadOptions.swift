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

    /// The grammar the text must follow; strict RFC 8259 by default.
    package var syntax: JSONSyntax

    /// Whether a document may be the members of an object without its
    /// outer braces (`"a": 1, "b": 2`), as Foundation's
    /// `JSONDecoder.assumesTopLevelDictionary` reads it. A document that
    /// starts with `{` is read as usual, and an empty one is an empty object.
    package var assumesTopLevelDictionary: Bool

    /// Creates options; the defaults are a depth limit of 512, BOM accepted,
    /// strict RFC 8259 and a top-level value of any kind.
    package init(maxDepth: Int = JSONReadOptions.defaultMaxDepth, allowsByteOrderMark: Bool = true,
                 syntax: JSONSyntax = .strict, assumesTopLevelDictionary: Bool = false) {
        self.maxDepth = maxDepth
        self.allowsByteOrderMark = allowsByteOrderMark
        self.syntax = syntax
        self.assumesTopLevelDictionary = assumesTopLevelDictionary
    }
}

/// The grammars the reader knows.
package enum JSONSyntax: Sendable, Equatable {
    /// RFC 8259, strictly: every entry point of the model conversions.
    case strict
    /// RFC 8259 plus trailing commas (`[1,]`, `{"a": 1,}`): what Foundation's
    /// `JSONDecoder` accepts without JSON5.
    case trailingCommas
    /// JSON5 as Foundation's `JSONDecoder` reads it with `allowsJSON5`.
    case json5
}
