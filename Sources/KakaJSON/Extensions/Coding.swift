import Foundation

/// Writes `value` to `file` as JSON: strings, numbers, dates, arrays, sets,
/// dictionaries, models and collections of models.
///
/// Missing parent folders are created. With `atomically` (the default) the
/// text goes to a temporary file that replaces `file` only when complete.
/// When `file` is a symbolic link, the file it leads to is written and the
/// link kept. Anything but a regular file (a directory, a device, a FIFO)
/// is refused with a `fileRefused` issue, as is an encoding the text cannot
/// be written in.
/// When `value` has no JSON form, nothing is written and the old file stays
/// as it was.
/// - Returns: the JSON text written, or nil if nothing was written.
@discardableResult
public func write(_ value: Any, to file: String, atomically: Bool = true,
                  encoding: String.Encoding = .utf8) -> String? {
    write(value, to: URL(fileURLWithPath: file), atomically: atomically, encoding: encoding)
}

/// Writes `value` to the file at `file` as JSON; see `write(_:to:)` with a path.
@discardableResult
public func write(_ value: Any, to file: URL, atomically: Bool = true,
                  encoding: String.Encoding = .utf8) -> String? {
    guard let bytes = ValueWriting.bytes(of: value) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    return Diagnostics.lenient { () -> String? in
        guard let data = encoding == .utf8 ? Data(bytes) : text.data(using: encoding) else {
            reportRefusal(of: file, writing: true, "the text cannot be written in the encoding \(encoding)")
            return nil
        }
        let written = FileAccess.writeTarget(of: file).flatMap {
            FileAccess.write(data, to: $0, atomically: atomically)
        }
        switch written {
        case .success: return text
        case .failure(let refusal):
            reportRefusal(of: file, writing: true, refusal.reason)
            return nil
        }
    }
}

/// Reads a value of type `type` from a file written by `write(_:to:)`,
/// converting as decoding does (a file holding the string "123" reads as the
/// `Int` 123). Nil for a missing, empty or corrupt file.
///
/// Only a regular file is read (a link to one too), and only up to
/// `ConvertibleConfig.maxReadSize` bytes (256 MB by default): anything else is
/// refused before it is read, with a `fileRefused` issue. The text may be
/// UTF-8, UTF-16 or UTF-32 (told by its byte-order mark or its zero bytes);
/// for text written in another encoding, pass it as `encoding`.
public func read<T>(_ type: T.Type, from file: String, encoding: String.Encoding = .utf8) -> T? {
    read(type, from: URL(fileURLWithPath: file), encoding: encoding)
}

/// Reads a value of type `type` from the file at `file`; see `read(_:from:encoding:)` with a path.
public func read<T>(_ type: T.Type, from file: URL, encoding: String.Encoding = .utf8) -> T? {
    Diagnostics.lenient { () -> T? in
        let data: Data
        switch FileAccess.contents(of: file, limit: ConfigStore.current.maxReadSize) {
        case .success(let contents): data = contents
        case .failure(let refusal):
            reportRefusal(of: file, writing: false, refusal.reason)
            return nil
        }
        guard let text = JSONTextEncoding.utf8(data, declared: encoding) else {
            reportRefusal(of: file, writing: false, "its bytes are not text in the encoding \(encoding)")
            return nil
        }
        let converter = ConverterFactory.anyConverter(for: T.self, dates: ConfigStore.current.dateFormat(for: nil))
        return JSONInput.withDocument(text) { converter.value(from: $0.root, as: T.self) }
    }
}

/// Reports a file `read` or `write` left alone, when a session runs.
private func reportRefusal(of file: URL, writing: Bool, _ reason: String) {
    IssueSession.current?.reportTopLevel(.fileRefused, "The file \(file.path) was not \(writing ? "written" : "read"): \(reason).")
}
