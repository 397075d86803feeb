/// A grammar as compile-time facts, so that `JSONScanner` is specialized
/// per grammar and the strict scanner carries no test for a relaxation.
protocol JSONGrammar {
    /// Whether `,` may come right before `]` or `}`.
    static var allowsTrailingCommas: Bool { get }
    /// Whether the JSON5 forms are read: comments, unquoted and
    /// single-quoted keys, single-quoted strings, hex numbers,
    /// `Infinity`/`NaN`, bare decimal points, `+`, escaped line breaks and
    /// more whitespace.
    static var isJSON5: Bool { get }
}

/// RFC 8259.
enum StrictGrammar: JSONGrammar {
    static var allowsTrailingCommas: Bool { false }
    static var isJSON5: Bool { false }
}

/// RFC 8259 with trailing commas, as Foundation's `JSONDecoder` reads it.
enum TrailingCommaGrammar: JSONGrammar {
    static var allowsTrailingCommas: Bool { true }
    static var isJSON5: Bool { false }
}

/// JSON5 as Foundation's `JSONDecoder` reads it.
enum JSON5Grammar: JSONGrammar {
    static var allowsTrailingCommas: Bool { true }
    static var isJSON5: Bool { true }
}
