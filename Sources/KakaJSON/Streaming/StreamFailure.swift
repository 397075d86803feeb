import Foundation

/// The errors a stream throws for what is not in its JSON: each a
/// `ConversionError` with one issue that says what happened.
enum StreamFailure {
    /// `forEach` on a stream of an async sequence, which only a task can wait for.
    static func needsTask() -> ConversionError {
        failure(.typeMismatch, "A ModelStream of an async sequence of bytes is read with `for try await`, not `forEach`.")
    }

    /// The file was not opened: it is not a regular file, or the system refused.
    static func refused(_ file: URL, _ reason: String) -> ConversionError {
        failure(.fileRefused, "The file \(file.path) was not read: \(reason).")
    }

    /// A read failed part way.
    static func unreadable(_ name: String, _ reason: String) -> ConversionError {
        failure(.fileRefused, "Reading \(name) failed: \(reason).")
    }

    /// A `ModelStreamWriter` could not write.
    static func unwritable(_ name: String, _ reason: String) -> ConversionError {
        failure(.fileRefused, "Writing \(name) failed: \(reason).")
    }

    private static func failure(_ kind: ConversionIssue.Kind, _ message: String) -> ConversionError {
        ConversionError(issues: [ConversionIssue(path: "", kind: kind, message: message)])
    }
}
