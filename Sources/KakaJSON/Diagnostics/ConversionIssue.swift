/// Something that did not convert as written: a key the JSON lacks, a value
/// the property's type cannot hold, a number out of range, a conversion that
/// dropped information, or a model's own validation failing.
///
/// Lenient conversions (`model(_:issues:)`, or any conversion while
/// `ConvertibleConfig.setIssueHandler(_:)` has a handler) report issues and
/// still return the model; `decode(_:)` throws them as a `ConversionError`.
public struct ConversionIssue: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem an issue is.
    public enum Kind: Sendable, Equatable {
        /// None of the property's keys is in the JSON object (a key holding
        /// `null` is present; see `typeMismatch`). Not an error unless the
        /// model's `kj_isRequired(_:)` says the property is required.
        case missingKey
        /// The JSON value cannot become the property's type (a non-Optional
        /// property given `null` included); the property keeps its default,
        /// an element is left out.
        case typeMismatch
        /// A number that does not fit the type (300 into `Int8`, 1e400 into
        /// `Double`); the default is kept.
        case outOfRange
        /// Converted, but information was dropped (`"-45xyz"` → -45, 1.5 → 1
        /// into `Int`, an array into a `String` as its description).
        case lossyConversion
        /// The model's `kj_validate()` returned this message.
        case validationFailed
        /// `read(_:from:)` or `write(_:to:)` left a file alone: it is not a
        /// regular file, it is larger than `ConvertibleConfig.maxReadSize`,
        /// its text is not in the encoding given, or the system refused.
        /// Also the issue of the `ConversionError` a `ModelStream` or
        /// `ModelStreamWriter` throws when its file or handle fails it.
        /// The message names the file and the reason.
        case fileRefused
        /// The JSON object gives the property's key more than once: the last
        /// member was converted, the earlier ones dropped (their issues
        /// too). Not an error.
        case duplicateKey
        /// The key path given to a conversion of a part of a document
        /// (`model(_:at:)`, `modelArray(_:at:)`) leads to no value: a key is
        /// not in its object, an index is past its array's end, or a step
        /// goes into a string, number, boolean or null. The path is the one
        /// given; the message says where the walk stopped.
        case pathNotFound
    }

    /// Where in the JSON: keys joined by ".", array indices in brackets
    /// (`"statuses[3].user.id"`); "" for the top-level value.
    public var path: String { wording.path }
    /// What went wrong.
    public let kind: Kind
    /// One sentence naming the property, its type and the value found.
    public var message: String { wording.message }

    /// The words, kept in parts where an issue is common and its text is
    /// rarely read (a missing key: most documents leave some Optionals out).
    private let wording: IssueWording

    /// Creates an issue (for tests and for handlers that forward issues).
    public init(path: String, kind: Kind, message: String) {
        self.kind = kind
        self.wording = .text(path: path, message: message)
    }

    init(kind: Kind, wording: IssueWording) {
        self.kind = kind
        self.wording = wording
    }

    /// The last node of the path, when it is kept as nodes.
    var pathNode: IssuePathNode? { wording.node }

    /// Whether the path is `ancestor`'s, or goes on from it.
    func isPath(startingWith ancestor: IssuePathNode?) -> Bool { wording.isPath(startingWith: ancestor) }

    /// Whether the issue makes `decode` throw: all but a missing key of a
    /// property that is not required, and a repeated key.
    var isError: Bool {
        switch (kind, wording) {
        case (.duplicateKey, _): false
        case (.missingKey, .missingKey(let missing)): missing.isRequired
        case (.missingKey, _), (.typeMismatch, _), (.outOfRange, _), (.lossyConversion, _), (.validationFailed, _),
             (.fileRefused, _), (.pathNotFound, _): true
        }
    }

    /// Equal kinds, paths and messages.
    public static func == (lhs: ConversionIssue, rhs: ConversionIssue) -> Bool {
        lhs.kind == rhs.kind && lhs.path == rhs.path && lhs.message == rhs.message
    }

    /// `"path: message"`, or the message alone at the top level.
    public var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}

/// The error `decode(_:)` and `decodeArray(_:)` throw.
public struct ConversionError: Error, CustomStringConvertible {
    /// Every issue of the conversion, errors and the rest; empty when the
    /// text was not valid JSON.
    public let issues: [ConversionIssue]
    /// What made the text invalid JSON, with its place (`"expected ',' or '}'
    /// after an object member, found ']' at line 3, column 14 (byte 52)"`);
    /// nil when the text was valid.
    public let syntaxError: String?

    /// Creates an error (for tests and for code that wraps conversions).
    public init(issues: [ConversionIssue], syntaxError: String? = nil) {
        self.issues = issues
        self.syntaxError = syntaxError
    }

    /// The syntax error, or the issues one per line.
    public var description: String {
        if let syntaxError { return "invalid JSON: \(syntaxError)" }
        return issues.map(\.description).joined(separator: "\n")
    }
}
