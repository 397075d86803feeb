import Foundation

/// Writes `value` to `file` as JSON: strings, numbers, dates, arrays, sets,
/// dictionaries, models and collections of models.
///
/// Missing parent folders are created. With `atomically` (the default) the
/// text goes to a temporary file that replaces `file` only when complete.
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
    guard let data = encoding == .utf8 ? Data(bytes) : text.data(using: encoding) else { return nil }
    do {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file, options: atomically ? .atomic : [])
        return text
    } catch {
        return nil
    }
}

/// Reads a value of type `type` from a file written by `write(_:to:)`,
/// converting as decoding does (a file holding the string "123" reads as the
/// `Int` 123). Nil for a missing, empty or corrupt file.
public func read<T>(_ type: T.Type, from file: String) -> T? {
    read(type, from: URL(fileURLWithPath: file))
}

/// Reads a value of type `type` from the file at `file`; see `read(_:from:)` with a path.
public func read<T>(_ type: T.Type, from file: URL) -> T? {
    guard let data = contents(of: file) else { return nil }
    let converter = ConverterFactory.anyConverter(for: T.self, dates: ConfigStore.current.dateFormat(for: nil))
    return Diagnostics.lenient { JSONInput.withDocument(data) { converter.value(from: $0.root, as: T.self) } }
}

/// The bytes of the file at `url`, or nil.
///
/// Through `FileHandle`: on Linux, `Data(contentsOf:)` and
/// `FileManager.contents(atPath:)` leak a 4 KB buffer when they read an empty file.
private func contents(of url: URL) -> Data? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else {
        // The throwing read is newer than the deployment targets.
        return handle.readDataToEndOfFile()
    }
    do { return try handle.readToEnd() } catch { return nil }
}
