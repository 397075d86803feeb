import Foundation

/// Runs this executable again as a child process, for the measurements that
/// need a fresh process (first use of a type, peak memory).
enum ChildProcess {
    /// What went wrong running a child.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The path of the running executable.
    static var executablePath: String {
        #if os(Linux)
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// The executable the children run: a copy of this one, made once.
    ///
    /// A file the linker has just written sits in the page cache in small
    /// pieces, so each page fault on its code maps little of it; a copied or
    /// installed program, or one read from disk, is cached in larger pieces.
    /// On the freshly built benchmark that made the first conversion of a
    /// process some 15% slower (only for code in this executable, that is
    /// KakaJSON's, not for Foundation's in its installed libraries), a
    /// difference no deployed program has. Falls back to this executable.
    static let childExecutablePath: String = {
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("kakajson-bench-child-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.removeItem(atPath: copy)
        // One read and one write of the whole file.
        guard let contents = FileManager.default.contents(atPath: executablePath),
              FileManager.default.createFile(atPath: copy, contents: contents, attributes: [.posixPermissions: 0o755])
        else { return executablePath }
        return copy
    }()

    /// Removes the children's copy of the executable, if one was made.
    static func removeChildExecutable() {
        if childExecutablePath != executablePath { try? FileManager.default.removeItem(atPath: childExecutablePath) }
    }

    /// The standard output of this executable run with `arguments`; throws
    /// when it cannot start or exits with a non-zero status.
    static func run(_ arguments: [String]) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: childExecutablePath)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start \(childExecutablePath): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) exited with \(process.terminationStatus): \(text)")
        }
        return text
    }

    /// The `key=value` fields of the last line of `output` that starts with `tag`.
    static func fields(of output: String, tag: String) -> [String: String]? {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix(tag + " ") }) else { return nil }
        var fields: [String: String] = [:]
        for field in line.split(separator: " ").dropFirst() {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }
}
