/// The error thrown when bytes are not a valid JSON text.
///
/// `offset` is the zero-based byte offset in the input where the problem was
/// found (a leading byte order mark counts). `reason` says what was wrong.
package struct JSONReadError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the input.
    package enum Reason: Equatable, Hashable, Sendable {
        /// The input has no bytes, or only whitespace (and a byte order mark).
        case emptyInput
        /// The input ended inside a value.
        case unexpectedEndOfInput
        /// The byte at the offset cannot start a value.
        case expectedValue
        /// An object needs a string key here (or `}` right after `{`).
        case expectedKey
        /// An object key must be followed by `:`.
        case expectedColon
        /// After an array element, only `,` or `]` may follow.
        case expectedCommaOrBracket
        /// After an object member, only `,` or `}` may follow.
        case expectedCommaOrBrace
        /// A `true`, `false` or `null` literal is misspelled.
        case invalidLiteral
        /// A number does not follow the JSON grammar (leading zero, missing digits, ...).
        case invalidNumber
        /// A backslash is followed by something other than a valid escape.
        case invalidEscape
        /// A `\u` escape names a UTF-16 surrogate that is not part of a valid pair.
        case loneSurrogate
        /// A string holds bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// A string holds a raw control character (U+0000 to U+001F).
        case controlCharacterInString
        /// The input ended before the closing quote of a string. The offset is
        /// the opening quote, or the backslash of an escape cut short.
        case unterminatedString
        /// Something other than whitespace follows the top-level value.
        case trailingContent
        /// A JSON5 `/*` comment has no `*/`; the offset is its `/`.
        case unterminatedComment
        /// Arrays and objects are nested deeper than the configured limit.
        case depthLimitExceeded(limit: Int)
        /// The input is larger than the reader's offsets can address (4 GiB).
        case inputTooLarge
    }

    /// The zero-based byte offset of the problem in the input.
    package let offset: Int
    /// What was wrong.
    package let reason: Reason

    /// Creates an error at `offset` for `reason`.
    package init(offset: Int, reason: Reason) {
        self.offset = offset
        self.reason = reason
    }

    /// A readable message naming the byte offset and the reason.
    package var description: String {
        "invalid JSON at byte \(offset): \(reason.message)"
    }
}

extension JSONReadError.Reason {
    /// A short English description of the reason.
    package var message: String {
        switch self {
        case .emptyInput: "the input is empty"
        case .unexpectedEndOfInput: "the input ends inside a value"
        case .expectedValue: "expected a value"
        case .expectedKey: "expected a string key"
        case .expectedColon: "expected ':' after an object key"
        case .expectedCommaOrBracket: "expected ',' or ']' after an array element"
        case .expectedCommaOrBrace: "expected ',' or '}' after an object member"
        case .invalidLiteral: "invalid literal (expected true, false or null)"
        case .invalidNumber: "invalid number"
        case .invalidEscape: "invalid escape sequence in a string"
        case .loneSurrogate: "unpaired UTF-16 surrogate in a \\u escape"
        case .invalidUTF8: "invalid UTF-8 in a string"
        case .controlCharacterInString: "unescaped control character in a string"
        case .unterminatedString: "unterminated string"
        case .trailingContent: "unexpected content after the top-level value"
        case .unterminatedComment: "unterminated comment"
        case .depthLimitExceeded(let limit): "arrays and objects nested deeper than \(limit)"
        case .inputTooLarge: "the input is larger than 4 GiB"
        }
    }
}
