import KakaMetadata
import XCTest

// Class shapes: inheritance, generic superclasses, let fields, recursion, nesting, actors.

class Animal {
    var name: String = "animal"
    var legs: Int8 = 4
    required init() {}
}

class Mammal: Animal {
    var furry: Bool = true
    var weight: Double = 12.5
}

class Dog: Mammal {
    var breed: String = "corgi"
    var tricks: [String] = ["sit"]
}

final class Puppy: Dog {
    var ageInWeeks: Int16 = 9
    var toy: String? = "ball"
}

class GenericBase<T> {
    var value: T
    var count: Int = 0
    init(value: T) { self.value = value }
}

class GenericSub<U>: GenericBase<[U]> {
    var extra: U
    var flag: Bool = false
    init(extra: U) {
        self.extra = extra
        super.init(value: [extra, extra])
    }
}

final class GenericLeaf<X, Y>: GenericSub<X> {
    var y: Y
    init(x: X, y: Y) {
        self.y = y
        super.init(extra: x)
    }
}

class NoStoredProperties {
    var computed: Int { 3 }
    func method() -> Int { computed }
}

final class ChildOfEmpty: NoStoredProperties {
    var own: Int8 = 1
}

final class FinalClass {
    var a: Int = 1
    var b: String = "b"
}

final class WithLets {
    let id: Int = 5
    let name: String = "let"
    var mutable: Bool = false
    let created: Double = 1.5
}

final class Node {
    var value: Int
    var next: Node?
    init(value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}

final class Container {
    struct Nested {
        var x: Int16 = 1
        var y: String = "nested"
    }
    var nested = Nested()
    var others: [Nested] = [Nested()]
}

struct Holder {
    final class NestedClass {
        var payload: [Int] = [1]
        var holder: Holder? = nil
    }
    var object = NestedClass()
    var size: Int32 = 3
}

actor Account {
    var balance: Int = 100
    let owner: String = "owner"
}

final class ClassShapesTests: XCTestCase {
    func testFourLevelsOfInheritance() throws {
        let model = try XCTUnwrap(assertMatchesOracles(Puppy.self, instance: Puppy()) as? ClassType)
        XCTAssertEqual(model.properties?.map(\.name),
                       ["name", "legs", "furry", "weight", "breed", "tricks", "ageInWeeks", "toy"])
        // Heap instances start with a two-word header.
        XCTAssertEqual(model.properties?.first?.offset, 16)
        XCTAssertEqual(model.properties?.map { String(describing: $0.ownerType) },
                       ["Animal", "Animal", "Mammal", "Mammal", "Dog", "Dog", "Puppy", "Puppy"])
        XCTAssertTrue(model.super === Metadata.type(Dog.self))
        XCTAssertTrue(model.super?.super === Metadata.type(Mammal.self))
        XCTAssertTrue(model.super?.super?.super === Metadata.type(Animal.self))
        XCTAssertNil(model.super?.super?.super?.super)
        // The inherited properties are the superclass's own Property objects.
        let dog = try XCTUnwrap(model.super)
        XCTAssertTrue(zip(dog.properties ?? [], model.properties ?? []).allSatisfy { $0 === $1 })

        assertMatchesOracles(Animal.self, instance: Animal())
        assertMatchesOracles(Mammal.self, instance: Mammal())
        assertMatchesOracles(Dog.self, instance: Dog())
    }

    func testDynamicTypeOfAnInstance() throws {
        let animal: Animal = Puppy()
        XCTAssertTrue(Metadata.type(animal) === Metadata.type(Puppy.self))
        XCTAssertTrue(Metadata.type(animal as Any) === Metadata.type(Puppy.self))
    }

    func testGenericSubclassOfGenericClass() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            GenericSub<Int16>.self, instance: GenericSub(extra: 3), genericTypes: [Int16.self]) as? ClassType)
        XCTAssertEqual(model.properties?.map(\.name), ["value", "count", "extra", "flag"])
        XCTAssertTrue(model.property(named: "value")?.type == [Int16].self)
        XCTAssertTrue(model.property(named: "value")?.ownerType == GenericBase<[Int16]>.self)
        XCTAssertTrue(model.property(named: "extra")?.ownerType == GenericSub<Int16>.self)
        let base = try XCTUnwrap(model.super)
        XCTAssertTrue(base.type == GenericBase<[Int16]>.self)
        XCTAssertEqual(typeNames(base.genericTypes), typeNames([[Int16].self]))

        assertMatchesOracles(GenericSub<String>.self, instance: GenericSub(extra: "s"), genericTypes: [String.self])
        assertMatchesOracles(GenericBase<Int>.self, instance: GenericBase(value: 1), genericTypes: [Int.self])
    }

    func testThreeLevelsOfGenericClasses() throws {
        typealias Leaf = GenericLeaf<String, Int8>
        let model = try XCTUnwrap(assertMatchesOracles(
            Leaf.self, instance: Leaf(x: "x", y: 2), genericTypes: [String.self, Int8.self]) as? ClassType)
        XCTAssertEqual(model.properties?.map(\.name), ["value", "count", "extra", "flag", "y"])
        XCTAssertTrue(model.super?.type == GenericSub<String>.self)
        XCTAssertTrue(model.super?.super?.type == GenericBase<[String]>.self)
        XCTAssertTrue(model.property(named: "value")?.type == [String].self)
        XCTAssertTrue(model.property(named: "y")?.type == Int8.self)
    }

    func testClassWithoutStoredProperties() throws {
        let model = try XCTUnwrap(assertMatchesOracles(NoStoredProperties.self, instance: NoStoredProperties()))
        XCTAssertEqual(model.properties?.count, 0)
        let child = try XCTUnwrap(assertMatchesOracles(ChildOfEmpty.self, instance: ChildOfEmpty()))
        XCTAssertEqual(child.properties?.map(\.name), ["own"])
        XCTAssertEqual(child.properties?.map(\.offset), [16])
    }

    func testFinalClass() throws {
        let model = try XCTUnwrap(assertMatchesOracles(FinalClass.self, instance: FinalClass()) as? ClassType)
        XCTAssertEqual(model.properties?.map(\.offset), [16, 24])
        XCTAssertNil(model.super)
        XCTAssertNil(model.genericTypes)
    }

    func testClassWithLetFields() throws {
        let model = try XCTUnwrap(assertMatchesOracles(
            WithLets.self, instance: WithLets(), lets: ["id", "name", "created"]))
        XCTAssertEqual(model.properties?.map(\.isVar), [false, false, true, false])
    }

    func testRecursiveClass() throws {
        let list = Node(value: 1, next: Node(value: 2))
        let model = try XCTUnwrap(assertMatchesOracles(Node.self, instance: list))
        let next = try XCTUnwrap(model.property(named: "next"))
        XCTAssertTrue(next.type == Node?.self)
        XCTAssertTrue(next.dataType == Node.self)
        XCTAssertTrue(Metadata.type(next.dataType) === model)
    }

    func testStructNestedInClassAndClassNestedInStruct() throws {
        assertMatchesOracles(Container.self, instance: Container())
        assertMatchesOracles(Container.Nested.self, instance: Container.Nested(), keyPaths: ["x": \.x, "y": \.y])
        assertMatchesOracles(Holder.self, instance: Holder(), keyPaths: ["object": \.object, "size": \.size])
        let nested = try XCTUnwrap(assertMatchesOracles(Holder.NestedClass.self, instance: Holder.NestedClass()))
        XCTAssertEqual(nested.name, "NestedClass")
        XCTAssertTrue(nested.property(named: "holder")?.type == Holder?.self)
    }

    func testActor() throws {
        // An actor is a class whose fields follow the default-actor storage.
        let model = try XCTUnwrap(assertMatchesOracles(Account.self, instance: Account(), lets: ["owner"]))
        XCTAssertGreaterThan(model.property(named: "balance")?.offset ?? 0, 16)
    }
}
