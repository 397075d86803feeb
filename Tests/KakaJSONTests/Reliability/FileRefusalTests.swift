// `read(_:from:)` and `write(_:to:)` with files a JSON file cannot be: a
// device that never ends, a FIFO that would block, a huge sparse file, a
// directory, a symbolic link. Each is refused at once with a `fileRefused`
// issue; a link is written through, keeping the link.

import XCTest
import Foundation
import KakaJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private struct Note: Convertible, Equatable {
    var title = ""
    var count = 0
}

/// Issues collected by the handler.
private final class RefusalLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [ConversionIssue] = []
    func add(_ issue: ConversionIssue) { lock.withLock { issues.append(issue) } }
    var all: [ConversionIssue] { lock.withLock { issues } }
}

final class FileRefusalTests: XCTestCase {
    private var folder: URL!
    private var log: RefusalLog!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaka-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = RefusalLog()
        self.log = log
        ConvertibleConfig.setIssueHandler { log.add($0) }
    }

    override func tearDownWithError() throws {
        ConvertibleConfig.reset()
        try? FileManager.default.removeItem(at: folder)
    }

    private func assertOneRefusal(mentioning words: String, file: StaticString = #filePath, line: UInt = #line) {
        let refusals = log.all.filter { $0.kind == .fileRefused }
        XCTAssertEqual(refusals.count, 1, "\(log.all)", file: file, line: line)
        XCTAssertTrue(refusals.first?.message.contains(words) == true, "\(refusals)", file: file, line: line)
    }

    func testADeviceIsRefusedBeforeItIsRead() {
        XCTAssertNil(read([Int].self, from: "/dev/zero"))
        assertOneRefusal(mentioning: "/dev/zero was not read: it is a character device")
    }

    func testAFIFOIsRefusedWithoutBlocking() throws {
        let fifo = folder.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let start = Date()
        XCTAssertNil(read(Note.self, from: fifo))
        assertOneRefusal(mentioning: "it is a FIFO, not a regular file")
        // Writing to it is refused too, also without waiting for a reader.
        XCTAssertNil(write(Note(), to: fifo, atomically: false))
        XCTAssertNil(write(Note(), to: fifo))
        XCTAssertEqual(log.all.filter { $0.kind == .fileRefused }.count, 3)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testAHugeSparseFileIsRefusedBeforeItIsRead() throws {
        let file = folder.appendingPathComponent("sparse.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data("[1]".utf8)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        XCTAssertNil(read([Int].self, from: file))
        assertOneRefusal(mentioning: "it holds 2147483648 bytes, more than the read limit of 268435456")
    }

    func testTheReadLimitIsTheUsers() throws {
        XCTAssertEqual(ConvertibleConfig.maxReadSize, 256 << 20)
        let file = folder.appendingPathComponent("small.json")
        try Data("[1,2,3,4]".utf8).write(to: file)   // 9 bytes
        ConvertibleConfig.setMaxReadSize(9)
        XCTAssertEqual(read([Int].self, from: file), [1, 2, 3, 4])
        ConvertibleConfig.setMaxReadSize(8)
        XCTAssertEqual(ConvertibleConfig.maxReadSize, 8)
        XCTAssertNil(read([Int].self, from: file))
        assertOneRefusal(mentioning: "it holds 9 bytes, more than the read limit of 8")
        ConvertibleConfig.reset()
        XCTAssertEqual(ConvertibleConfig.maxReadSize, 256 << 20)
    }

    func testTheLargestLimitReadsEveryFile() throws {
        let file = folder.appendingPathComponent("note.json")
        XCTAssertNotNil(write(Note(title: "kept", count: 2), to: file))
        ConvertibleConfig.setMaxReadSize(.max)
        XCTAssertEqual(read(Note.self, from: file), Note(title: "kept", count: 2))
        XCTAssertEqual(log.all.count, 0, "\(log.all)")
    }

    func testAURLThatNamesNoFileIsRefusedEveryWay() throws {
        // Its path would be a local file: /kaka-\(UUID).json at the root here.
        let name = "kaka-\(UUID().uuidString).json"
        let remote = try XCTUnwrap(URL(string: "https://example.com/\(name)"))
        XCTAssertNil(write(Note(), to: remote))
        assertOneRefusal(mentioning: "it is a https URL, not a file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/" + name))
        XCTAssertNil(read(Note.self, from: remote))
        XCTAssertEqual(log.all.filter { $0.kind == .fileRefused }.count, 2)
        XCTAssertThrowsError(try ModelStream(Note.self, file: remote).forEach { _ in })
        XCTAssertThrowsError(try ModelStream(Note.self, file: remote, at: "notes").forEach { _ in })
        XCTAssertThrowsError(try ModelStreamWriter<Note>(file: remote).write(Note())) { error in
            XCTAssertTrue("\(error)".contains("it is a https URL, not a file"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/" + name))
    }

    func testReplacingAFileKeepsItsPermissions() throws {
        let file = folder.appendingPathComponent("private.json")
        XCTAssertNotNil(write(Note(title: "first"), to: file))
        XCTAssertEqual(chmod(file.path, 0o600), 0)
        for atomically in [true, false] {
            XCTAssertNotNil(write(Note(title: "second", count: atomically ? 1 : 2), to: file, atomically: atomically))
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600, "atomically: \(atomically)")
            XCTAssertEqual(read(Note.self, from: file), Note(title: "second", count: atomically ? 1 : 2))
        }
        // Nothing is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["private.json"])
        XCTAssertEqual(log.all.count, 0, "\(log.all)")
    }

    func testADirectoryIsRefusedBothWays() {
        XCTAssertNil(read(Note.self, from: folder))
        XCTAssertNil(write(Note(), to: folder))
        let refusals = log.all.filter { $0.kind == .fileRefused }
        XCTAssertEqual(refusals.map { $0.message.contains("it is a directory") }, [true, true])
        XCTAssertTrue(refusals.first?.message.contains("was not read") == true)
        XCTAssertTrue(refusals.last?.message.contains("was not written") == true)
    }

    func testAMissingFileIsReportedAsNotRead() {
        XCTAssertNil(read(Note.self, from: folder.appendingPathComponent("absent.json")))
        assertOneRefusal(mentioning: "absent.json was not read")
    }

    func testWritingThroughASymbolicLinkKeepsTheLinkAndWritesItsTarget() throws {
        let target = folder.appendingPathComponent("target.json")
        try Data("{}".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.json")
        // Relative, as links usually are, and through a second link.
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.json")
        let outer = folder.appendingPathComponent("outer.json")
        try FileManager.default.createSymbolicLink(atPath: outer.path, withDestinationPath: link.path)
        for (path, atomically) in [(link, true), (outer, true), (link, false)] {
            let note = Note(title: "through \(path.lastPathComponent) \(atomically)", count: 7)
            XCTAssertNotNil(write(note, to: path, atomically: atomically))
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "target.json")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: outer.path), link.path)
            XCTAssertEqual(read(Note.self, from: target), note)
            XCTAssertEqual(read(Note.self, from: outer), note)
        }
        XCTAssertEqual(log.all, [])
    }

    func testADanglingLinkGetsItsTargetAndALinkToADeviceIsRefused() throws {
        let link = folder.appendingPathComponent("dangling.json")
        let target = folder.appendingPathComponent("new/target.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        XCTAssertNotNil(write(Note(title: "made", count: 1), to: link))
        XCTAssertEqual(read(Note.self, from: target), Note(title: "made", count: 1))
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: link.path))

        let device = folder.appendingPathComponent("null.json")
        try FileManager.default.createSymbolicLink(atPath: device.path, withDestinationPath: "/dev/null")
        XCTAssertNil(write(Note(), to: device))
        assertOneRefusal(mentioning: "it is a character device")
    }

    func testALoopOfLinksIsRefused() throws {
        let first = folder.appendingPathComponent("a.json"), second = folder.appendingPathComponent("b.json")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
        XCTAssertNil(write(Note(), to: first))
        assertOneRefusal(mentioning: "too many symbolic links")
    }
}
