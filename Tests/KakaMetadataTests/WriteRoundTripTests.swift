import KakaMetadata
import XCTest

// Writes through the computed offsets, read back through ordinary Swift (and the reverse).

struct Profile {
    var name: String = "initial"
    var age: Int = 1
    var level: Int8 = 2
    var tags: [String] = []
    var scores: [String: Int] = [:]
    var ids: Set<Int> = []
    var nick: String? = nil
    var deep: Int??? = nil
    var point = Point()
    var pair: (Int, String) = (0, "")
    var suit: Suit = .hearts
    var any: Any = 0
    var shape: any Shape = Square(side: 1)
    var both: any Shape & Named = Square(side: 1)
    var object: AnyObject = Reference()
    var anyType: Any.Type = Int.self
    let id: Int = 0
}

final class WriteRoundTripTests: XCTestCase {
    /// Writes `first` with `setValue`, then `second` with `withInstanceAddress` + `store`, and
    /// checks each through ordinary property access, `value(in:)` and `load`.
    private func roundTrip<Model, Value: Equatable>(
        _ name: String, of type: Any.Type, in instance: inout Model, _ first: Value, _ second: Value,
        read: (Model) -> Value, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let property = (Metadata.type(type) as? ModelType)?.property(named: name) else {
            return XCTFail("no property \(name) in \(type)", file: file, line: line)
        }
        XCTAssertTrue(property.type == Value.self, "\(name) is \(property.type)", file: file, line: line)
        XCTAssertTrue(property.setValue(first, in: &instance), file: file, line: line)
        XCTAssertEqual(read(instance), first, "setValue \(name)", file: file, line: line)
        XCTAssertEqual(property.value(in: &instance) as? Value, first, "value(in:) \(name)", file: file, line: line)

        withInstanceAddress(of: &instance) { $0.store(second, at: property.offset) }
        XCTAssertEqual(read(instance), second, "store \(name)", file: file, line: line)
        let loaded = withInstanceAddress(of: &instance) { $0.load(Value.self, at: property.offset) }
        XCTAssertEqual(loaded, second, "load \(name)", file: file, line: line)
        XCTAssertEqual(property.value(in: &instance) as? Value, second, "value(in:) \(name)", file: file, line: line)
    }

    func testStructFieldsOfEveryKind() {
        var profile = Profile()
        roundTrip("name", of: Profile.self, in: &profile, "Ann", "Bob") { $0.name }
        roundTrip("age", of: Profile.self, in: &profile, 41, -7) { $0.age }
        roundTrip("level", of: Profile.self, in: &profile, Int8(-128), Int8(127)) { $0.level }
        roundTrip("tags", of: Profile.self, in: &profile, ["a", "b"], []) { $0.tags }
        roundTrip("scores", of: Profile.self, in: &profile, ["math": 90], ["x": 1, "y": 2]) { $0.scores }
        roundTrip("ids", of: Profile.self, in: &profile, [1, 2, 3], [9]) { $0.ids }
        roundTrip("nick", of: Profile.self, in: &profile, "nick", nil) { $0.nick }
        roundTrip("deep", of: Profile.self, in: &profile, .some(.some(nil)), .some(.some(.some(3)))) { $0.deep }
        roundTrip("suit", of: Profile.self, in: &profile, Suit.spades, Suit.hearts) { $0.suit }
        XCTAssertEqual(profile.name, "Bob")
        XCTAssertEqual(profile.age, -7)
        XCTAssertEqual(profile.deep, .some(.some(.some(3))))
        // A long string lives on the heap: its storage is retained correctly.
        let long = String(repeating: "long string ", count: 20)
        roundTrip("name", of: Profile.self, in: &profile, long, long + "!") { $0.name }
        XCTAssertEqual(profile.name.count, long.count + 1)
    }

    func testNestedStructAndTupleFields() throws {
        var profile = Profile()
        let model = try XCTUnwrap(Metadata.type(Profile.self) as? StructType)
        XCTAssertTrue(try XCTUnwrap(model.property(named: "point")).setValue(Point(x: 5, y: 6), in: &profile))
        XCTAssertEqual(profile.point.x, 5)
        XCTAssertEqual(profile.point.y, 6)
        XCTAssertTrue(try XCTUnwrap(model.property(named: "pair")).setValue((3, "three"), in: &profile))
        XCTAssertEqual(profile.pair.0, 3)
        XCTAssertEqual(profile.pair.1, "three")
        let pair = try XCTUnwrap(model.property(named: "pair")?.value(in: &profile) as? (Int, String))
        XCTAssertEqual(pair.1, "three")
    }

    func testExistentialFields() throws {
        var profile = Profile()
        let model = try XCTUnwrap(Metadata.type(Profile.self) as? StructType)
        let any = try XCTUnwrap(model.property(named: "any"))
        XCTAssertTrue(any.setValue([1, 2, 3], in: &profile))
        XCTAssertEqual(profile.any as? [Int], [1, 2, 3])
        XCTAssertTrue(any.setValue("text", in: &profile))
        XCTAssertEqual(profile.any as? String, "text")
        XCTAssertEqual(any.value(in: &profile) as? String, "text")

        let shape = try XCTUnwrap(model.property(named: "shape"))
        XCTAssertTrue(shape.setValue(Square(side: 3), in: &profile))
        XCTAssertEqual(profile.shape.area, 9)
        XCTAssertTrue(shape.setValue(Widget(), in: &profile))
        XCTAssertEqual(profile.shape.area, 1)
        XCTAssertEqual((shape.value(in: &profile) as? any Shape)?.area, 1)
        XCTAssertFalse(shape.setValue(5, in: &profile), "Int is not a Shape")
        XCTAssertEqual(profile.shape.area, 1)

        let both = try XCTUnwrap(model.property(named: "both"))
        XCTAssertTrue(both.setValue(Square(side: 4), in: &profile))
        XCTAssertEqual(profile.both.area, 16)
        XCTAssertEqual(profile.both.label, "square")
        XCTAssertFalse(both.setValue(Widget(), in: &profile), "Widget is not Named")

        let object = try XCTUnwrap(model.property(named: "object"))
        let widget = Widget()
        XCTAssertTrue(object.setValue(widget, in: &profile))
        XCTAssertTrue(profile.object === widget)
        // Swift's `as? AnyObject` accepts any value (it boxes it), so setValue does too.
        XCTAssertTrue(object.setValue(Square(side: 5), in: &profile))
        XCTAssertEqual((profile.object as? Square)?.side, 5)

        let anyType = try XCTUnwrap(model.property(named: "anyType"))
        XCTAssertTrue(anyType.setValue(String.self, in: &profile))
        XCTAssertTrue(profile.anyType == String.self)
        XCTAssertTrue(anyType.value(in: &profile) as? Any.Type == String.self)
    }

    func testLetFieldsAreWritableThroughMetadata() throws {
        // The conversion layer fills `let` properties too, as upstream KakaJSON does. The
        // memory is checked with Mirror, not with ordinary access: the optimizer may fold a
        // read of a `let` that has a literal default (every instance holds that value as far
        // as the language is concerned), and -O does fold `lets.created` below.
        func mirrored(_ instance: Any, _ label: String) -> Any? {
            mirrorChildrenOracle(instance).first { $0.label == label }?.value
        }
        var profile = Profile()
        let id = try XCTUnwrap((Metadata.type(Profile.self) as? StructType)?.property(named: "id"))
        XCTAssertFalse(id.isVar)
        XCTAssertTrue(id.setValue(99, in: &profile))
        XCTAssertEqual(mirrored(profile, "id") as? Int, 99)
        XCTAssertEqual(id.value(in: &profile) as? Int, 99)

        var lets = WithLets()
        let model = try XCTUnwrap(Metadata.type(WithLets.self) as? ClassType)
        XCTAssertTrue(try XCTUnwrap(model.property(named: "name")).setValue("changed", in: &lets))
        XCTAssertTrue(try XCTUnwrap(model.property(named: "created")).setValue(9.75, in: &lets))
        XCTAssertEqual(mirrored(lets, "name") as? String, "changed")
        XCTAssertEqual(mirrored(lets, "created") as? Double, 9.75)
        XCTAssertEqual(mirrored(lets, "id") as? Int, 5)
        XCTAssertEqual(try XCTUnwrap(model.property(named: "created")).value(in: &lets) as? Double, 9.75)
    }

    func testClassInstanceWithInheritedFields() {
        var puppy = Puppy()
        roundTrip("name", of: Puppy.self, in: &puppy, "Rex", "Max") { $0.name }
        roundTrip("legs", of: Puppy.self, in: &puppy, Int8(3), Int8(4)) { $0.legs }
        roundTrip("weight", of: Puppy.self, in: &puppy, 7.5, 8.25) { $0.weight }
        roundTrip("breed", of: Puppy.self, in: &puppy, "husky", "pug") { $0.breed }
        roundTrip("tricks", of: Puppy.self, in: &puppy, ["roll"], ["sit", "stay"]) { $0.tricks }
        roundTrip("toy", of: Puppy.self, in: &puppy, nil, "bone") { $0.toy }
        roundTrip("ageInWeeks", of: Puppy.self, in: &puppy, Int16(12), Int16(-1)) { $0.ageInWeeks }
        XCTAssertEqual(puppy.name, "Max")
        XCTAssertEqual(puppy.furry, true, "untouched field")
    }

    func testWritingThroughASuperclassReference() throws {
        // The object is reached through the reference whatever its static type.
        let puppy = Puppy()
        var animal: Animal = puppy
        let breed = try XCTUnwrap((Metadata.type(animal) as? ClassType)?.property(named: "breed"))
        XCTAssertTrue(breed.setValue("beagle", in: &animal))
        XCTAssertEqual(puppy.breed, "beagle")
        var object: AnyObject = puppy
        XCTAssertTrue(breed.setValue("collie", in: &object))
        XCTAssertEqual(puppy.breed, "collie")
        XCTAssertEqual(breed.value(in: &object) as? String, "collie")
    }

    func testGenericFields() {
        var box = Box(value: "v")
        roundTrip("value", of: Box<String>.self, in: &box, "one", "two") { $0.value }
        roundTrip("values", of: Box<String>.self, in: &box, ["a"], ["b", "c"]) { $0.values }
        roundTrip("maybe", of: Box<String>.self, in: &box, "m", nil) { $0.maybe }
        roundTrip("tag", of: Box<String>.self, in: &box, Int8(9), Int8(8)) { $0.tag }

        var nested = Outer<Int8>.Inner<String>(a: 1, b: "b", pair: (0, ""))
        roundTrip("a", of: Outer<Int8>.Inner<String>.self, in: &nested, Int8(5), Int8(6)) { $0.a }
        roundTrip("b", of: Outer<Int8>.Inner<String>.self, in: &nested, "x", "y") { $0.b }

        var triple = Triple(a: 1.5, b: [1], c: "c", tuple: ("", [], 0))
        roundTrip("c", of: Triple<Double, [Int], String>.self, in: &triple, "new", "newer") { $0.c }
        roundTrip("b", of: Triple<Double, [Int], String>.self, in: &triple, [4, 5], [6]) { $0.b }
    }

    func testInheritedGenericFields() {
        var sub = GenericSub(extra: 1)
        roundTrip("value", of: GenericSub<Int>.self, in: &sub, [7, 8, 9], [10]) { $0.value }
        roundTrip("count", of: GenericSub<Int>.self, in: &sub, 3, 4) { $0.count }
        roundTrip("extra", of: GenericSub<Int>.self, in: &sub, 11, 12) { $0.extra }
        roundTrip("flag", of: GenericSub<Int>.self, in: &sub, true, false) { $0.flag }

        var leaf = GenericLeaf(x: "x", y: Int8(1))
        roundTrip("value", of: GenericLeaf<String, Int8>.self, in: &leaf, ["p", "q"], []) { $0.value }
        roundTrip("y", of: GenericLeaf<String, Int8>.self, in: &leaf, Int8(-3), Int8(3)) { $0.y }
    }

    func testPropertyWrapperStorage() throws {
        var wrapped = Wrapped()
        let model = try XCTUnwrap(Metadata.type(Wrapped.self) as? StructType)
        let level = try XCTUnwrap(model.property(named: "_level"))
        XCTAssertEqual(wrapped.level, 10, "clamped at initialisation")
        XCTAssertTrue(level.setValue(Clamped(wrappedValue: 7, 0...8), in: &wrapped))
        XCTAssertEqual(wrapped.level, 7)
        wrapped.level = 100
        XCTAssertEqual(wrapped.level, 8, "the written wrapper's range applies")
        XCTAssertEqual((level.value(in: &wrapped) as? Clamped)?.stored, 8)
        XCTAssertFalse(level.setValue(7, in: &wrapped), "the storage holds a Clamped, not an Int")
        XCTAssertEqual(wrapped.level, 8)
    }

    func testTupleTypeProperties() throws {
        var tuple: (Int8, name: String, Double) = (1, name: "a", 2.5)
        let type = try XCTUnwrap(Metadata.type(type(of: tuple)) as? TupleType)
        XCTAssertTrue(type.properties[1].setValue("b", in: &tuple))
        XCTAssertTrue(type.properties[2].setValue(3.5, in: &tuple))
        XCTAssertEqual(tuple.name, "b")
        XCTAssertEqual(tuple.2, 3.5)
        XCTAssertEqual(tuple.0, 1)
        XCTAssertEqual(type.properties[0].value(in: &tuple) as? Int8, 1)
        XCTAssertFalse(type.properties[0].setValue(1, in: &tuple), "Int is not Int8")
    }

    func testWrongTypeIsRefusedAndLeavesTheValue() throws {
        var profile = Profile()
        profile.name = "kept"
        profile.age = 5
        profile.nick = "nick"
        let model = try XCTUnwrap(Metadata.type(Profile.self) as? StructType)
        let name = try XCTUnwrap(model.property(named: "name"))
        let age = try XCTUnwrap(model.property(named: "age"))
        let level = try XCTUnwrap(model.property(named: "level"))
        let nick = try XCTUnwrap(model.property(named: "nick"))
        let tags = try XCTUnwrap(model.property(named: "tags"))
        XCTAssertFalse(name.setValue(42, in: &profile))
        XCTAssertFalse(name.setValue(String?.none as Any, in: &profile), "nil is not a String")
        XCTAssertFalse(age.setValue("5", in: &profile))
        XCTAssertFalse(age.setValue(Int8(5), in: &profile), "no numeric conversion here")
        XCTAssertFalse(age.setValue(Int?.none as Any, in: &profile))
        XCTAssertFalse(level.setValue(300, in: &profile))
        XCTAssertFalse(nick.setValue(3, in: &profile))
        XCTAssertFalse(tags.setValue([1, 2], in: &profile))
        XCTAssertEqual(profile.name, "kept")
        XCTAssertEqual(profile.age, 5)
        XCTAssertEqual(profile.level, 2)
        XCTAssertEqual(profile.nick, "nick")
        XCTAssertEqual(profile.tags, [])
        // A plain value goes into an Optional field.
        XCTAssertTrue(nick.setValue("plain", in: &profile))
        XCTAssertEqual(profile.nick, "plain")
    }

    func testWeakAndUnownedAreRefused() throws {
        let target = Target()
        let other = Target()
        var references = References(target)
        let model = try XCTUnwrap(Metadata.type(References.self) as? ClassType)
        for name in ["weakRef", "unownedRef", "unmanagedRef", "weakProtocol"] {
            let property = try XCTUnwrap(model.property(named: name))
            XCTAssertFalse(property.setValue(other, in: &references), name)
            XCTAssertFalse(property.setValue(Optional(other) as Any, in: &references), name)
            XCTAssertNil(property.value(in: &references), name)
        }
        XCTAssertTrue(references.weakRef === target)
        XCTAssertTrue(references.unownedRef === target)
        XCTAssertTrue(references.unmanagedRef === target)
        // The strong neighbour is still writable.
        XCTAssertTrue(try XCTUnwrap(model.property(named: "strong")).setValue(other, in: &references))
        XCTAssertTrue(references.strong === other)

        var inStruct = ReferencesInStruct(weakRef: target, unownedRef: target, unmanagedRef: target)
        let structModel = try XCTUnwrap(Metadata.type(ReferencesInStruct.self) as? StructType)
        XCTAssertFalse(try XCTUnwrap(structModel.property(named: "weakRef")).setValue(other, in: &inStruct))
        XCTAssertFalse(try XCTUnwrap(structModel.property(named: "unownedRef")).setValue(other, in: &inStruct))
        XCTAssertTrue(inStruct.weakRef === target)
        XCTAssertTrue(try XCTUnwrap(structModel.property(named: "after")).setValue(Int8(9), in: &inStruct))
        XCTAssertEqual(inStruct.after, 9)
        XCTAssertTrue(inStruct.unownedRef === target)
        withExtendedLifetime((target, other)) {}
    }

    func testClosureAndThinMetatypeFieldsAreRefused() throws {
        // Their storage is not the generic representation of their type: writing a
        // closure would give it the wrong calling convention, writing an 8-byte
        // metatype into a 0-byte thin field would overwrite the next field.
        var closures = Closures()
        let closureModel = try XCTUnwrap(Metadata.type(Closures.self) as? StructType)
        let transform = try XCTUnwrap(closureModel.property(named: "transform"))
        XCTAssertFalse(transform.setValue({ (value: Int) in "new \(value)" }, in: &closures))
        XCTAssertNil(transform.value(in: &closures))
        XCTAssertEqual(closures.transform(7), "7")
        XCTAssertTrue(try XCTUnwrap(closureModel.property(named: "count")).setValue(3, in: &closures))
        XCTAssertEqual(closures.count, 3)

        var metatypes = Metatypes()
        let metaModel = try XCTUnwrap(Metadata.type(Metatypes.self) as? StructType)
        XCTAssertFalse(try XCTUnwrap(metaModel.property(named: "int")).setValue(Int.self, in: &metatypes))
        XCTAssertFalse(try XCTUnwrap(metaModel.property(named: "optionalType")).setValue(Int.self, in: &metatypes))
        XCTAssertTrue(metatypes.shapeType == Square.self, "the neighbour at the same offset is intact")
        let shapeType = try XCTUnwrap(metaModel.property(named: "shapeType"))
        XCTAssertTrue(shapeType.setValue(Widget.self, in: &metatypes))
        XCTAssertTrue(metatypes.shapeType == Widget.self)
        XCTAssertTrue(metatypes.int == Int.self)
        let anyClass = try XCTUnwrap(metaModel.property(named: "anyClass"))
        XCTAssertTrue(anyClass.setValue(Puppy.self, in: &metatypes))
        XCTAssertTrue(metatypes.anyClass == Puppy.self)
    }

    func testEmptyStructAndClassWithoutFields() {
        var empty = Empty()
        XCTAssertEqual(withInstanceAddress(of: &empty) { _ in 1 }, 1)
        var object = NoStoredProperties()
        let header = withInstanceAddress(of: &object) { address in address.load(UnsafeRawPointer.self, at: 0) }
        // A heap object starts with its metadata pointer (without Objective-C interop, exactly the class).
        #if !canImport(ObjectiveC)
        XCTAssertEqual(header, unsafeBitCast(NoStoredProperties.self, to: UnsafeRawPointer.self))
        #else
        XCTAssertNotNil(header)
        #endif
    }

    func testStructHoldingAClass() throws {
        var holder = WithClassField()
        let reference = Reference()
        reference.value = 77
        roundTrip("before", of: WithClassField.self, in: &holder, Int8(-1), Int8(1)) { $0.before }
        let model = try XCTUnwrap(Metadata.type(WithClassField.self) as? StructType)
        XCTAssertTrue(try XCTUnwrap(model.property(named: "reference")).setValue(reference, in: &holder))
        XCTAssertTrue(try XCTUnwrap(model.property(named: "optionalReference")).setValue(reference, in: &holder))
        XCTAssertTrue(holder.reference === reference)
        XCTAssertTrue(holder.optionalReference === reference)
        XCTAssertEqual(holder.after, 2)
        XCTAssertTrue(try XCTUnwrap(model.property(named: "optionalReference")).setValue(Reference?.none as Any, in: &holder))
        XCTAssertNil(holder.optionalReference)
    }

    func testCollectionsStruct() {
        var collections = Collections()
        roundTrip("map", of: Collections.self, in: &collections, ["k": 1], [:]) { $0.map }
        roundTrip("set", of: Collections.self, in: &collections, ["p", "q"], ["r"]) { $0.set }
        roundTrip("nested", of: Collections.self, in: &collections, [[1.5, 2.5]], [[], [3]]) { $0.nested }
        roundTrip("groups", of: Collections.self, in: &collections, ["g": [1, 2]], ["h": []]) { $0.groups }
        roundTrip("substring", of: Collections.self, in: &collections, "abc".dropFirst(), "xyz".dropLast()) { $0.substring }
        XCTAssertEqual(collections.text, "hello")
    }
}
