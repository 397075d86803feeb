import XCTest
import Foundation
import KakaJSON

// The README's "Coding" chapter (reference/KakaJSON-README.txt): `write(_:to:)`
// and `read(_:from:)`. The README writes to a file on the desktop; these tests
// use a fresh temporary directory per test and give every example the file
// both as a String path and as a file URL.

// MARK: - Models

enum CodingModels {
    struct Book: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Car: Convertible {
        var name: String = ""
        var price: Double = 0.0
    }

    struct Dog: Convertible {
        var name: String = ""
        var age: Int = 0
    }

    struct Person: Convertible {
        var name: String = "Jack"
        var car: Car? = Car(name: "Bently", price: 106.666)
        var books: [Book]? = [
            Book(name: "Fast C++", price: 666.6),
            Book(name: "Data Structure And Algorithm", price: 666.6),
        ]
        var dogs: [String: Dog]? = [
            "dog0": Dog(name: "Wang", age: 5),
            "dog1": Dog(name: "ErHa", age: 3),
        ]
    }

    /// "Model Set"
    struct HashableCar: Convertible, Hashable {
        var name: String = ""
        var price: Double = 0.0
    }

    /// A class that is not Convertible: it cannot be written.
    final class NotAModel {
        var name = "x"
    }
}

/// A file given to `write`/`read` as a String path or as a URL.
enum CodingFile: CustomStringConvertible {
    case path(String)
    case url(URL)

    var url: URL {
        switch self {
        case .path(let path): return URL(fileURLWithPath: path)
        case .url(let url): return url
        }
    }

    var description: String {
        switch self {
        case .path(let path): return "path \(path)"
        case .url(let url): return "URL \(url.absoluteString)"
        }
    }

    /// `write(value, to: file)` with the String or the URL overload.
    @discardableResult
    func write(_ value: Any) -> Bool {
        // Upstream's signature returns the JSON text written, nil when nothing was.
        switch self {
        case .path(let path): return KakaJSON.write(value, to: path) != nil
        case .url(let url): return KakaJSON.write(value, to: url) != nil
        }
    }

    /// `read(type, from: file)` with the String or the URL overload.
    func read<T>(_ type: T.Type) -> T? {
        switch self {
        case .path(let path): return KakaJSON.read(type, from: path)
        case .url(let url): return KakaJSON.read(type, from: url)
        }
    }

    /// The file's bytes, or nil if it cannot be read (through `FileHandle`:
    /// `Data(contentsOf:)` leaks on Linux for empty files).
    func contents() -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        do { return try handle.readToEnd() ?? Data() } catch { return nil }
    }

    /// The file's text, which must be valid JSON.
    func jsonText(file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let data = contents() else {
            XCTFail("\(self): no file was written", file: file, line: line)
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            XCTFail("\(self): the file is not UTF-8", file: file, line: line)
            return nil
        }
        return text
    }
}

// MARK: - Tests

final class CodingTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("KakaJSONCodingTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory {
            try? FileManager.default.removeItem(at: directory)
        }
        directory = nil
        try super.tearDownWithError()
    }

    /// Runs `body` with a new file given as a String path, then with another given as a URL.
    private func forEachFile(_ name: String = "test.data", _ body: (CodingFile) throws -> Void) rethrows {
        try body(.path(directory.appendingPathComponent("path-" + name).path))
        try body(.url(directory.appendingPathComponent("url-" + name)))
    }

    // MARK: String

    func testString() {
        forEachFile { file in
            let string1 = "123"
            // wrtite String to file
            XCTAssertTrue(file.write(string1), "\(file)")
            assertJSONEqual(file.jsonText(), "123")
            // read String from file
            let string2 = file.read(String.self)
            XCTAssertEqual(string2, string1, "\(file)")
            // read Int from file
            XCTAssertEqual(file.read(Int.self), 123, "\(file)")

            // Overwriting replaces the content; text that needs escaping survives.
            let string3 = "Jack \"Rose\" \\ / 红黑树 😀\n\t\u{1}"
            XCTAssertTrue(file.write(string3), "\(file)")
            assertJSONEqual(file.jsonText(), string3)
            XCTAssertTrue(sameUnicodeScalars(file.read(String.self), string3), "\(file)")
            XCTAssertNil(file.read(Int.self), "\(file)")

            XCTAssertTrue(file.write(""), "\(file)")
            assertJSONEqual(file.jsonText(), "")
            XCTAssertEqual(file.read(String.self), "", "\(file)")
        }
    }

    // MARK: Date

    func testDate() {
        forEachFile { file in
            let date1 = Date(timeIntervalSince1970: 1565922866)
            // wrtite Date to file
            XCTAssertTrue(file.write(date1), "\(file)")
            assertJSONEqual(file.jsonText(), 1565922866)

            // read Date from file
            let date2 = file.read(Date.self)
            XCTAssertEqual(date2, date1, "\(file)")

            // read Int from file
            XCTAssertEqual(file.read(Int.self), 1565922866, "\(file)")
        }
    }

    // MARK: Array

    func testArray() {
        forEachFile { file in
            let array1 = ["Jack", "Rose"]
            // wrtite [String] to file
            XCTAssertTrue(file.write(array1), "\(file)")
            assertJSONEqual(file.jsonText(), ["Jack", "Rose"] as [Any])

            // read [String] from file
            let array2 = file.read([String].self)
            XCTAssertEqual(array2, array1, "\(file)")

            let numbers1 = [1, 2, 3]
            XCTAssertTrue(file.write(numbers1), "\(file)")
            assertJSONEqual(file.jsonText(), [1, 2, 3] as [Any])
            XCTAssertEqual(file.read([Int].self), numbers1, "\(file)")

            let empty: [String] = []
            XCTAssertTrue(file.write(empty), "\(file)")
            assertJSONEqual(file.jsonText(), [Any]())
            XCTAssertEqual(file.read([String].self), empty, "\(file)")
        }
    }

    // MARK: Set

    func testSet() {
        forEachFile { file in
            let set1: Set<String> = ["Jack", "Rose"]
            XCTAssertTrue(file.write(set1), "\(file)")
            assertJSONEqual(file.jsonText(), UnorderedJSONArray(["Jack", "Rose"]))

            let set2 = file.read(Set<String>.self)
            XCTAssertEqual(set2, set1, "\(file)")
            // A set is written as an array.
            XCTAssertEqual(file.read([String].self).map(Set.init), set1, "\(file)")
        }
    }

    // MARK: Dictionary

    func testDictionary() {
        forEachFile { file in
            let dict1: [String: Int] = ["Jack": 18, "Rose": 17]
            XCTAssertTrue(file.write(dict1), "\(file)")
            assertJSONEqual(file.jsonText(), ["Jack": 18, "Rose": 17])

            let dict2 = file.read([String: Int].self)
            XCTAssertEqual(dict2, dict1, "\(file)")

            let dict3: [String: String] = ["name": "Jack", "city": "红黑树"]
            XCTAssertTrue(file.write(dict3), "\(file)")
            assertJSONEqual(file.jsonText(), ["name": "Jack", "city": "红黑树"])
            XCTAssertEqual(file.read([String: String].self), dict3, "\(file)")
        }
    }

    // MARK: Model

    func testModel() {
        typealias Person = CodingModels.Person
        forEachFile { file in
            // wrtite Person to file
            XCTAssertTrue(file.write(Person()), "\(file)")
            assertJSONEqual(file.jsonText(), [
                "name": "Jack",
                "car": ["name": "Bently", "price": 106.666] as [String: Any],
                "books": [
                    ["name": "Fast C++", "price": 666.6],
                    ["name": "Data Structure And Algorithm", "price": 666.6],
                ] as [Any],
                "dogs": [
                    "dog0": ["name": "Wang", "age": 5],
                    "dog1": ["name": "ErHa", "age": 3],
                ] as [String: Any],
            ])

            // read Person from file
            let person = file.read(Person.self)

            XCTAssertEqual(person?.name, "Jack", "\(file)")
            XCTAssertEqual(person?.car?.name, "Bently", "\(file)")
            XCTAssertEqual(person?.car?.price, 106.666, "\(file)")
            XCTAssertEqual(person?.books?.count, 2, "\(file)")
            XCTAssertEqual(person?.dogs?.count, 2, "\(file)")
            // Beyond the README: every value.
            XCTAssertEqual(person?.books?.map(\.name), ["Fast C++", "Data Structure And Algorithm"], "\(file)")
            XCTAssertEqual(person?.books?.map(\.price), [666.6, 666.6], "\(file)")
            XCTAssertEqual(person?.dogs?["dog0"]?.name, "Wang", "\(file)")
            XCTAssertEqual(person?.dogs?["dog0"]?.age, 5, "\(file)")
            XCTAssertEqual(person?.dogs?["dog1"]?.name, "ErHa", "\(file)")
            XCTAssertEqual(person?.dogs?["dog1"]?.age, 3, "\(file)")

            // A model written with nil optionals reads back with them nil.
            var alone = Person()
            alone.name = "Rose"
            alone.car = nil
            alone.books = nil
            alone.dogs = nil
            XCTAssertTrue(file.write(alone), "\(file)")
            assertJSONEqual(file.jsonText(), ["name": "Rose"])
            let rose = file.read(Person.self)
            XCTAssertEqual(rose?.name, "Rose", "\(file)")
        }
    }

    // MARK: Model Array

    func testModelArray() {
        typealias Car = CodingModels.Car
        forEachFile { file in
            let models1 = [
                Car(name: "BMW", price: 100.0),
                Car(name: "Audi", price: 70.0),
            ]
            // wrtite [Car] to file
            XCTAssertTrue(file.write(models1), "\(file)")
            assertJSONEqual(file.jsonText(), [
                ["name": "BMW", "price": 100.0],
                ["name": "Audi", "price": 70.0],
            ] as [Any])

            // read [Car] from file
            let models2 = file.read([Car].self)
            XCTAssertEqual(models2?.count, models1.count, "\(file)")
            XCTAssertEqual(models2?[0].name, "BMW", "\(file)")
            XCTAssertEqual(models2?[0].price, 100.0, "\(file)")
            XCTAssertEqual(models2?[1].name, "Audi", "\(file)")
            XCTAssertEqual(models2?[1].price, 70.0, "\(file)")
        }
    }

    // MARK: Model Set

    func testModelSet() throws {
        typealias Car = CodingModels.HashableCar
        try forEachFile { file in
            let models1: Set<Car> = [
                Car(name: "BMW", price: 100.0),
                Car(name: "Audi", price: 70.0),
            ]

            // wrtite Set<Car> to file
            XCTAssertTrue(file.write(models1), "\(file)")
            assertJSONEqual(file.jsonText(), UnorderedJSONArray([
                ["name": "BMW", "price": 100.0] as [String: Any],
                ["name": "Audi", "price": 70.0] as [String: Any],
            ]))

            // read Set<Car> from file
            let models2 = try XCTUnwrap(file.read(Set<Car>.self), "\(file)")
            XCTAssertEqual(models2.count, models1.count, "\(file)")
            for car in models2 {
                XCTAssertTrue(["BMW", "Audi"].contains(car.name), "\(file)")
                XCTAssertTrue([100.0, 70.0].contains(car.price), "\(file)")
            }
            XCTAssertEqual(models2, models1, "\(file)")
        }
    }

    // MARK: Model Dictionary

    func testModelDictionary() {
        typealias Car = CodingModels.Car
        forEachFile { file in
            let models1 = [
                "car0": Car(name: "BMW", price: 100.0),
                "car1": Car(name: "Audi", price: 70.0),
            ]

            // wrtite [String: Car] to file
            XCTAssertTrue(file.write(models1), "\(file)")
            assertJSONEqual(file.jsonText(), [
                "car0": ["name": "BMW", "price": 100.0],
                "car1": ["name": "Audi", "price": 70.0],
            ])

            // read [String: Car] from file
            let models2 = file.read([String: Car].self)
            XCTAssertEqual(models2?.count, models1.count, "\(file)")

            let car0 = models2?["car0"]
            XCTAssertEqual(car0?.name, "BMW", "\(file)")
            XCTAssertEqual(car0?.price, 100.0, "\(file)")

            let car1 = models2?["car1"]
            XCTAssertEqual(car1?.name, "Audi", "\(file)")
            XCTAssertEqual(car1?.price, 70.0, "\(file)")
        }
    }

    // MARK: Beyond the README

    /// Reading a file that does not exist, or a directory, gives nil.
    func testReadMissingFile() {
        forEachFile("missing.data") { file in
            XCTAssertNil(file.read(String.self), "\(file)")
            XCTAssertNil(file.read(Int.self), "\(file)")
            XCTAssertNil(file.read(Date.self), "\(file)")
            XCTAssertNil(file.read([String].self), "\(file)")
            XCTAssertNil(file.read(CodingModels.Person.self), "\(file)")
            XCTAssertNil(file.read([CodingModels.Car].self), "\(file)")
        }
        XCTAssertNil(read(String.self, from: directory.path))
        XCTAssertNil(read(CodingModels.Person.self, from: directory))
        XCTAssertNil(read(Int.self, from: directory.appendingPathComponent("no/such/dir/file").path))
    }

    /// Empty and corrupt files give nil and never crash.
    func testReadEmptyAndCorruptFiles() throws {
        typealias Person = CodingModels.Person
        typealias Car = CodingModels.Car

        var generator = RoundTripSplitMix64(seed: 0xC0FFEE)
        var garbage = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        garbage[0] = 0xFF // never valid UTF-8, never valid JSON
        let corruptFiles: [(name: String, bytes: Data)] = [
            ("empty", Data()),
            ("whitespace", Data(" \n\t ".utf8)),
            ("garbage", garbage),
            ("invalid UTF-8", Data([0xFF, 0xFE, 0x00, 0x80, 0xC3, 0x28, 0xED, 0xA0, 0x80])),
            ("invalid UTF-8 inside JSON", Data([0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0xFF, 0xC0, 0x22, 0x7D])),
            ("truncated object", Data(#"{"name":"Jack","car":{"name":"Bently","pri"#.utf8)),
            ("truncated array", Data(#"[{"name":"BMW","price":100},{"name":"Au"#.utf8)),
            ("unterminated string", Data(#"["Jack", "Rose"#.utf8)),
            ("bad escape", Data(#"{"name":"\uZZZZ"}"#.utf8)),
            ("NUL bytes", Data(repeating: 0, count: 64)),
        ]

        for (name, bytes) in corruptFiles {
            try forEachFile("\(name).data") { file in
                try bytes.write(to: file.url)
                let context = "\(name), \(file)"
                XCTAssertNil(file.read(Int.self), context)
                XCTAssertNil(file.read(Double.self), context)
                XCTAssertNil(file.read(Date.self), context)
                XCTAssertNil(file.read([String].self), context)
                XCTAssertNil(file.read(Set<String>.self), context)
                XCTAssertNil(file.read([String: Int].self), context)
                XCTAssertNil(file.read(Person.self), context)
                XCTAssertNil(file.read([Car].self), context)
                XCTAssertNil(file.read([String: Car].self), context)
            }
        }

        // Bytes that are not UTF-8 are not a String either.
        for (name, bytes) in corruptFiles where name.hasPrefix("invalid UTF-8") || name == "garbage" {
            try forEachFile("\(name)-string.data") { file in
                try bytes.write(to: file.url)
                XCTAssertNil(file.read(String.self), "\(name), \(file)")
            }
        }
    }

    /// A value that cannot be written leaves the old file untouched.
    func testWriteIsAtomic() throws {
        typealias Car = CodingModels.Car
        let closure: () -> Void = {}
        let unwritable: [(name: String, value: Any)] = [
            ("closure", closure as Any),
            ("non-Convertible class instance", CodingModels.NotAModel()),
        ]

        try forEachFile { file in
            let models = [Car(name: "BMW", price: 100.0), Car(name: "Audi", price: 70.0)]
            XCTAssertTrue(file.write(models), "\(file)")
            assertJSONEqual(file.jsonText(), [["name": "BMW", "price": 100.0], ["name": "Audi", "price": 70.0]] as [Any])
            let before = try XCTUnwrap(file.contents(), "\(file)")
            let filesBefore = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()

            for (name, value) in unwritable {
                XCTAssertFalse(file.write(value), "writing a \(name) must fail, \(file)")
                XCTAssertEqual(file.contents(), before, "a failed write of a \(name) changed the file, \(file)")
                let read = file.read([Car].self)
                XCTAssertEqual(read?.map(\.name), ["BMW", "Audi"], "\(name), \(file)")
                XCTAssertEqual(read?.map(\.price), [100.0, 70.0], "\(name), \(file)")
            }

            // No temporary files are left next to the file.
            let filesAfter = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            XCTAssertEqual(filesAfter, filesBefore, "failed writes left files behind, \(file)")
        }

        // A failed write does not create the file.
        forEachFile("never.data") { file in
            XCTAssertFalse(file.write(closure as Any), "\(file)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path), "\(file)")
        }
    }

    /// Like upstream, `write` creates missing parent directories.
    func testWriteCreatesParentDirectories() {
        forEachFile { file in
            let nested: CodingFile
            switch file {
            case .path(let path):
                nested = .path((path as NSString).deletingLastPathComponent + "/p/a/b/test.data")
            case .url(let url):
                nested = .url(url.deletingLastPathComponent().appendingPathComponent("u/a/b/test.data"))
            }
            XCTAssertTrue(nested.write(["Jack", "Rose"]), "\(nested)")
            assertJSONEqual(nested.jsonText(), ["Jack", "Rose"] as [Any])
            XCTAssertEqual(nested.read([String].self), ["Jack", "Rose"], "\(nested)")
        }
    }
}
