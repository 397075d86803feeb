// Subclasses of Foundation's NSObject, checked against the standard library's reflection.
@_spi(Reflection) import Swift
import Foundation
import KakaJSON
import XCTest

class NSPerson: NSObject {
    var name: String = "person"
    var age: Int = 30
    let id: Int8 = 1
}

final class NSStudent: NSPerson {
    var school: String = "school"
    var grades: [Double] = [1.5]
    var mentor: NSPerson? = nil
}

final class MetadataNSObjectTests: XCTestCase {
    private struct Field: Equatable {
        let name: String
        let offset: Int
        let type: ObjectIdentifier
    }

    /// The oracle: `_forEachField` over the class and its superclasses, root first.
    private func oracleFields(_ type: AnyClass) -> [Field] {
        var fields: [Field] = []
        // In Swift 6 mode `.classType` is rejected as unsafe shared state; its raw value is 1.
        _forEachField(of: type, options: _EachFieldOptions(rawValue: 1)) { name, offset, fieldType, _ in
            fields.append(Field(name: String(cString: name), offset: offset, type: ObjectIdentifier(fieldType)))
            return true
        }
        return fields
    }

    private func fields(of model: ModelType) -> [Field] {
        (model.properties ?? []).map { Field(name: $0.name, offset: $0.offset, type: ObjectIdentifier($0.type)) }
    }

    func testSubclassOfSubclassOfNSObject() throws {
        let student = try XCTUnwrap(Metadata.type(NSStudent.self) as? ClassType)
        XCTAssertEqual(student.kind, .class)
        XCTAssertTrue(student.isSwiftClass)
        XCTAssertEqual(student.module, "KakaJSONTests")
        XCTAssertFalse(student.isSystemModule)
        XCTAssertEqual(student.size, MemoryLayout<NSStudent>.size)

        // NSObject's own stored fields, if it has any, are left out of `properties`.
        let inheritedFromNSObject = oracleFields(NSObject.self).count
        let expected = Array(oracleFields(NSStudent.self).dropFirst(inheritedFromNSObject))
        XCTAssertEqual(fields(of: student), expected)
        XCTAssertEqual(student.properties?.map(\.name), ["name", "age", "id", "school", "grades", "mentor"])
        XCTAssertEqual(student.properties?.map(\.isVar), [true, true, false, true, true, true])
        XCTAssertEqual(student.properties?.map { String(describing: $0.ownerType) },
                       ["NSPerson", "NSPerson", "NSPerson", "NSStudent", "NSStudent", "NSStudent"])
        XCTAssertTrue(student.property(named: "mentor")?.dataType == NSPerson.self)

        // Mirror, superclass mirrors first, stops at NSObject (which shows no children).
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: NSStudent())
        while let current = mirror {
            names.insert(contentsOf: current.children.map { $0.label ?? "?" }, at: 0)
            mirror = current.superclassMirror
        }
        XCTAssertEqual(student.properties?.map(\.name), names)

        let person = try XCTUnwrap(Metadata.type(NSPerson.self) as? ClassType)
        XCTAssertTrue(student.super === person)
        XCTAssertEqual(fields(of: person), Array(oracleFields(NSPerson.self).dropFirst(inheritedFromNSObject)))
        XCTAssertEqual(person.module, "KakaJSONTests")
        XCTAssertFalse(person.isSystemModule)
    }

    func testNSObjectItselfIsASystemClass() throws {
        let object = try XCTUnwrap(Metadata.type(NSObject.self) as? ClassType)
        XCTAssertEqual(object.kind, .class)
        XCTAssertEqual(object.properties?.count ?? 0, 0, "no model properties in NSObject")
        XCTAssertNil(object.super)
        let person = try XCTUnwrap(Metadata.type(NSPerson.self) as? ClassType)
        #if canImport(ObjectiveC)
        // NSObject is an Objective-C class there: no Swift metadata, so no `super` for NSPerson.
        XCTAssertFalse(object.isSwiftClass)
        XCTAssertNil(person.super)
        #else
        // swift-corelibs-foundation's NSObject is a Swift class of module Foundation.
        XCTAssertTrue(object.isSwiftClass)
        XCTAssertEqual(object.module, "Foundation")
        XCTAssertTrue(object.isSystemModule)
        XCTAssertEqual(object.properties?.count, oracleFields(NSObject.self).count)
        XCTAssertTrue(person.super === object)
        #endif
    }

    func testWritingIntoAnNSObjectSubclass() throws {
        let model = try XCTUnwrap(Metadata.type(NSStudent.self) as? ClassType)
        var student = NSStudent()
        let mentor = NSPerson()
        XCTAssertTrue(try XCTUnwrap(model.property(named: "name")).setValue("Ada", in: &student))
        XCTAssertTrue(try XCTUnwrap(model.property(named: "age")).setValue(36, in: &student))
        XCTAssertTrue(try XCTUnwrap(model.property(named: "school")).setValue("Cambridge", in: &student))
        XCTAssertTrue(try XCTUnwrap(model.property(named: "grades")).setValue([4.0, 3.5], in: &student))
        XCTAssertTrue(try XCTUnwrap(model.property(named: "mentor")).setValue(mentor, in: &student))
        XCTAssertFalse(try XCTUnwrap(model.property(named: "age")).setValue("36", in: &student))
        XCTAssertEqual(student.name, "Ada")
        XCTAssertEqual(student.age, 36)
        XCTAssertEqual(student.school, "Cambridge")
        XCTAssertEqual(student.grades, [4.0, 3.5])
        XCTAssertTrue(student.mentor === mentor)
        XCTAssertEqual(student.id, 1)
        XCTAssertEqual(try XCTUnwrap(model.property(named: "school")).value(in: &student) as? String, "Cambridge")
    }
}
