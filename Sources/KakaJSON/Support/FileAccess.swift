import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing the files of `read(_:from:)` and `write(_:to:)`,
/// refusing what a JSON file cannot be.
///
/// Only regular files are read or written. A device such as `/dev/zero`
/// never ends, and opening a FIFO for reading blocks until a writer comes:
/// so the path's type is checked before it is opened, it is opened
/// without blocking, and the open descriptor is checked again (the path
/// may have changed in between). A file larger than the read limit is
/// refused before a byte of it is read.
enum FileAccess {
    /// The default of `ConvertibleConfig.maxReadSize`.
    static let defaultMaxReadSize = 256 << 20

    /// Why a file was not read or written.
    enum Refusal: Error, Equatable {
        /// The path names something other than a regular file.
        case notRegularFile(kind: String)
        /// The file is larger than the limit.
        case tooLarge(size: Int, limit: Int)
        /// A chain of symbolic links longer than the system follows.
        case tooManyLinks
        /// The URL names no file (`https:`, say): its path would be a
        /// local file of the same name.
        case notFileURL(scheme: String)
        /// The system refused (the file is missing, unreadable, ...).
        case system(String)

        /// The reason, as an issue says it.
        var reason: String {
            switch self {
            case .notRegularFile(let kind): return "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit):
                return "it holds \(size) bytes, more than the read limit of \(limit) (ConvertibleConfig.setMaxReadSize)"
            case .tooManyLinks: return "it is a chain of too many symbolic links"
            case .notFileURL(let scheme): return "it is a \(scheme) URL, not a file"
            case .system(let message): return message
            }
        }
    }

    /// The bytes of the regular file at `url`, at most `limit` of them.
    static func contents(of url: URL, limit: Int) -> Result<Data, Refusal> {
        let handle: FileHandle
        switch openForReading(url, limit: limit) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let opened): handle = opened
        }
        // One byte past the limit tells a file that grew since it was checked.
        let (past, overflowed) = limit.addingReportingOverflow(1)
        guard let data = readBytes(upTo: overflowed ? limit : past, from: handle) else {
            return .failure(.system("the file could not be read"))
        }
        guard data.count <= limit else { return .failure(.tooLarge(size: data.count, limit: limit)) }
        return .success(data)
    }

    /// The regular file at `url` opened for reading (closed when the handle
    /// goes), refused when it is something else or larger than `limit`.
    static func openForReading(_ url: URL, limit: Int = .max) -> Result<FileHandle, Refusal> {
        if let refusal = refusal(forScheme: url) { return .failure(refusal) }
        let path = url.path
        // By path first, following links: nothing is opened that is not a regular file.
        switch status(of: path, followingLinks: true) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let info):
            if let refusal = refusal(for: info, limit: limit) { return .failure(refusal) }
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(systemMessage())) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        // The path may name another file by now: check the one that is open.
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(systemMessage())) }
        if let refusal = refusal(for: info, limit: limit) { return .failure(refusal) }
        return .success(handle)
    }

    /// The file that writing to `url` should replace: `url` itself, or the
    /// file at the end of the symbolic links it names, so that a write
    /// keeps the links and changes their target. Refused when that is not
    /// a regular file (or nothing yet, which the write creates).
    static func writeTarget(of url: URL) -> Result<URL, Refusal> {
        if let refusal = refusal(forScheme: url) { return .failure(refusal) }
        var path = url.path
        // The limit the kernel applies to one path lookup (Linux's MAXSYMLINKS).
        for _ in 0..<40 {
            var info = stat()
            guard lstat(path, &info) == 0 else {
                return errno == ENOENT ? .success(URL(fileURLWithPath: path)) : .failure(.system(systemMessage()))
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .success(URL(fileURLWithPath: path))
            case S_IFLNK:
                guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                    return .failure(.system("its symbolic link could not be read"))
                }
                path = destination.hasPrefix("/")
                    ? destination
                    : (path as NSString).deletingLastPathComponent + "/" + destination
            default: return .failure(.notRegularFile(kind: kindName(info.st_mode)))
            }
        }
        return .failure(.tooManyLinks)
    }

    /// Writes `data` over the regular file at `target` (made by `writeTarget(of:)`).
    ///
    /// Atomically: into a new file beside it, renamed over it when
    /// complete. Otherwise in place, opened without blocking and checked to
    /// be a regular file once open.
    static func write(_ data: Data, to target: URL, atomically: Bool) -> Result<Void, Refusal> {
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
        } catch {
            return .failure(.system(error.localizedDescription))
        }
        if atomically { return replace(target, with: data) }
        let handle: FileHandle
        switch openEmptied(target) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let opened): handle = opened
        }
        do {
            guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else {
                handle.write(data)
                return .success(())
            }
            try handle.write(contentsOf: data)
            return .success(())
        } catch {
            return .failure(.system(error.localizedDescription))
        }
    }

    /// Writes `data` into a new file beside `target` and renames it over
    /// `target`: a reader sees the old text or the new, never a part. The
    /// new file is made with the old one's permissions, so that a private
    /// file stays private, even for the moment before the rename.
    private static func replace(_ target: URL, with data: Data) -> Result<Void, Refusal> {
        var existing = stat()
        let mode = stat(target.path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
        guard descriptor >= 0 else { return .failure(.system(systemMessage())) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            // The creation mode is narrowed by the umask; the old file's is kept whole.
            if mode != 0o666 { guard fchmod(descriptor, mode) == 0 else { throw POSIXError(.EPERM) } }
            guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else {
                handle.write(data)
                return finishReplacing(target, with: temporary, handle)
            }
            try handle.write(contentsOf: data)
        } catch {
            unlink(temporary)
            return .failure(.system(error.localizedDescription))
        }
        return finishReplacing(target, with: temporary, handle)
    }

    /// Closes the new file and renames it over `target` (removed on failure).
    private static func finishReplacing(_ target: URL, with temporary: String,
                                        _ handle: FileHandle) -> Result<Void, Refusal> {
        try? handle.close()
        guard rename(temporary, target.path) == 0 else {
            let message = systemMessage()
            unlink(temporary)
            return .failure(.system(message))
        }
        return .success(())
    }

    /// The regular file `url` names (following its links), created with its
    /// missing folders or emptied, opened for writing from its start.
    static func openForWriting(_ url: URL) -> Result<FileHandle, Refusal> {
        writeTarget(of: url).flatMap { target in
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
            } catch {
                return .failure(.system(error.localizedDescription))
            }
            return openEmptied(target)
        }
    }

    /// `target` opened for writing without blocking, checked to be a regular
    /// file once open, and emptied.
    private static func openEmptied(_ target: URL) -> Result<FileHandle, Refusal> {
        let descriptor = open(target.path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return .failure(.system(systemMessage())) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(systemMessage())) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile(kind: kindName(info.st_mode))) }
        // Truncated only once it is known to be a regular file.
        guard ftruncate(descriptor, 0) == 0 else { return .failure(.system(systemMessage())) }
        return .success(handle)
    }

    private static func status(of path: String, followingLinks: Bool) -> Result<stat, Refusal> {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? .success(info) : .failure(.system(systemMessage()))
    }

    /// A refusal of a URL that names no file, or nil for a file URL.
    private static func refusal(forScheme url: URL) -> Refusal? {
        url.isFileURL ? nil : .notFileURL(scheme: url.scheme ?? "relative")
    }

    private static func refusal(for info: stat, limit: Int) -> Refusal? {
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegularFile(kind: kindName(info.st_mode)) }
        let size = Int(clamping: info.st_size)
        return size > limit ? .tooLarge(size: size, limit: limit) : nil
    }

    private static func readBytes(upTo count: Int, from handle: FileHandle) -> Data? {
        guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else {
            // The throwing read is newer than the deployment targets.
            return handle.readData(ofLength: count)
        }
        // `read(upToCount:)` gives nil at the end of an empty file.
        do { return try handle.read(upToCount: count) ?? Data() } catch { return nil }
    }

    /// "a directory", "a FIFO"...: what the path is instead of a regular file.
    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    private static func systemMessage() -> String {
        String(cString: strerror(errno))
    }
}
