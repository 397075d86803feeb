// Oracles the metadata layer is held against, and the one assertion every shape uses.
//
// The oracles are independent of KakaMetadata's own parsing:
// - `MemoryLayout<T>.offset(of:)`, `.size`, `.alignment`, `.stride` (the compiler);
// - `Mirror(reflecting:)` for names and order of an instance (and its values);
// - the standard library's `_forEachField(of:options:body:)` for names, offsets and types;
// - `_getSuperclass(_:)` for the superclass chain;
// - the `OptionalOracle` protocol below to strip Optional layers.
@_spi(Reflection) import Swift
import KakaMetadata
import XCTest

/// One stored field as the standard library's reflection reports it.
struct OracleField {
    let name: String
    let offset: Int
    let type: Any.Type
}

/// The fields `_forEachField` reports for a struct, class or tuple, superclass fields first.
///
/// For a class the option must be written `_EachFieldOptions(rawValue: 1)`:
/// in Swift 6 mode the `.classType` static var is rejected as unsafe shared state.
func forEachFieldOracle(_ type: Any.Type) -> [OracleField]? {
    let options = type is AnyObject.Type ? _EachFieldOptions(rawValue: 1) : []
    var fields: [OracleField] = []
    let complete = _forEachField(of: type, options: options) { name, offset, fieldType, _ in
        fields.append(OracleField(name: String(cString: name), offset: offset, type: fieldType))
        return true
    }
    return complete ? fields : nil
}

/// The class and its superclasses, root first, as `_getSuperclass` walks them.
func superclassChainOracle(_ type: AnyClass) -> [AnyClass] {
    var chain: [AnyClass] = [type]
    while let next = _getSuperclass(chain[0]) { chain.insert(next, at: 0) }
    return chain
}

/// The children of `instance` as `Mirror` lists them, superclass mirrors first.
func mirrorChildrenOracle(_ instance: Any) -> [Mirror.Child] {
    var mirrors: [Mirror] = []
    var current: Mirror? = Mirror(reflecting: instance)
    while let mirror = current {
        mirrors.append(mirror)
        current = mirror.superclassMirror
    }
    return mirrors.reversed().flatMap { Array($0.children) }
}

/// Strips Optional layers without the library: `Optional` answers its `Wrapped` type.
protocol OptionalOracle {
    static var wrappedTypeOracle: Any.Type { get }
}

extension Optional: OptionalOracle {
    static var wrappedTypeOracle: Any.Type { Wrapped.self }
}

func unwrapOptionalOracle(_ type: Any.Type) -> (type: Any.Type, depth: Int) {
    var current = type
    var depth = 0
    while let optional = current as? any OptionalOracle.Type {
        current = optional.wrappedTypeOracle
        depth += 1
    }
    return (current, depth)
}

/// The module of the calling test file, from `#fileID` ("Module/File.swift").
func moduleName(fileID: String) -> String {
    String(fileID.prefix { $0 != "/" })
}

/// Identity of types, printable in failure messages.
func typeIDs(_ types: [Any.Type]) -> [ObjectIdentifier] { types.map { ObjectIdentifier($0) } }
func typeNames(_ types: [Any.Type]?) -> [String]? { types?.map { String(reflecting: $0) } }

/// Checks `T`'s metadata against every oracle and returns it for shape-specific checks.
///
/// - Parameters:
///   - instance: a value of `T` (for a class, of exactly `T`); Mirror reads its names and values.
///   - keyPaths: for a struct, a key path to every stored field; `MemoryLayout.offset(of:)`
///     must agree with the property offset. Fields without a stored key path (weak and
///     unowned references, private property-wrapper storage, lazy storage) go in `noKeyPath`,
///     so a forgotten field fails the test.
///   - lets: the fields declared with `let`; every other field must report `isVar`.
///   - ownership: the fields declared `weak`, `unowned` or `unowned(unsafe)`.
///   - unreadable: strong fields whose storage differs from their type's generic
///     representation (Swift closures, thin metatypes such as `Int.Type`):
///     `value(in:)` must refuse them. Weak and unowned fields are always refused.
///   - genericTypes: the generic arguments, or nil for a non-generic type.
@discardableResult
func assertMatchesOracles<T>(
    _ type: T.Type,
    instance: T,
    keyPaths: KeyValuePairs<String, PartialKeyPath<T>> = [:],
    noKeyPath: Set<String> = [],
    lets: Set<String> = [],
    ownership: [String: ReferenceOwnership] = [:],
    unreadable: Set<String> = [],
    genericTypes: [Any.Type]? = nil,
    mirrorReadsFields: Bool = true,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line
) -> ModelType? {
    let isClass = T.self is AnyObject.Type
    guard let base = Metadata.type(T.self) else {
        XCTFail("no metadata for \(T.self)", file: file, line: line)
        return nil
    }

    // Identity, cache and naming.
    XCTAssertTrue(base === Metadata.type(T.self), "not cached: \(T.self)", file: file, line: line)
    XCTAssertTrue(base === Metadata.type(instance as Any), "instance lookup differs: \(T.self)", file: file, line: line)
    XCTAssertEqual(ObjectIdentifier(base.type), ObjectIdentifier(T.self), file: file, line: line)
    XCTAssertEqual(base.name, String(describing: T.self), file: file, line: line)
    XCTAssertEqual(base.module, moduleName(fileID: fileID), "module of \(T.self)", file: file, line: line)
    XCTAssertFalse(base.isSystemModule, "\(T.self)", file: file, line: line)

    // Layout, from the value witness table, against the compiler.
    XCTAssertEqual(base.size, MemoryLayout<T>.size, "size of \(T.self)", file: file, line: line)
    XCTAssertEqual(base.alignment, MemoryLayout<T>.alignment, "alignment of \(T.self)", file: file, line: line)
    XCTAssertEqual(base.stride, MemoryLayout<T>.stride, "stride of \(T.self)", file: file, line: line)

    // Kind and class of the answer.
    XCTAssertEqual(base.kind, isClass ? .class : .struct, "kind of \(T.self)", file: file, line: line)
    XCTAssertEqual(Kind(T.self), base.kind, file: file, line: line)
    if isClass {
        XCTAssertTrue(base is ClassType, "\(T.self) is \(Swift.type(of: base))", file: file, line: line)
    } else {
        XCTAssertTrue(base is StructType, "\(T.self) is \(Swift.type(of: base))", file: file, line: line)
    }
    guard let model = base as? ModelType, let properties = model.properties else {
        XCTFail("no properties for \(T.self)", file: file, line: line)
        return nil
    }
    XCTAssertEqual(typeNames(model.genericTypes), typeNames(genericTypes), "genericTypes of \(T.self)", file: file, line: line)
    if let actual = model.genericTypes, let genericTypes {
        XCTAssertEqual(typeIDs(actual), typeIDs(genericTypes), "genericTypes of \(T.self)", file: file, line: line)
    }

    // Oracle 1: `_forEachField`, names, offsets and types (superclass fields first).
    guard let fields = forEachFieldOracle(T.self) else {
        XCTFail("_forEachField cannot walk \(T.self)", file: file, line: line)
        return model
    }
    XCTAssertEqual(properties.map(\.name), fields.map(\.name), "names of \(T.self)", file: file, line: line)
    XCTAssertEqual(properties.map(\.offset), fields.map(\.offset), "offsets of \(T.self)", file: file, line: line)
    XCTAssertEqual(typeIDs(properties.map(\.type)), typeIDs(fields.map(\.type)),
                   "types of \(T.self): \(typeNames(properties.map(\.type)) ?? []) vs \(typeNames(fields.map(\.type)) ?? [])",
                   file: file, line: line)

    // Oracle 2: Mirror, names in order, and the values `value(in:)` reads.
    // The standard library's Mirror reads a thin metatype field (0 bytes) as a
    // thick pointer: past the end of the value, which the address sanitizer
    // reports as a heap overflow in ReflectionMirror.cpp. Such types skip it.
    let children = mirrorReadsFields ? mirrorChildrenOracle(instance) : []
    if mirrorReadsFields {
        XCTAssertEqual(properties.map(\.name), children.map { $0.label ?? "?" }, "Mirror names of \(T.self)", file: file, line: line)
        var copy = instance
        for (property, child) in zip(properties, children) {
            let read = property.value(in: &copy)
            if property.referenceOwnership == .strong && !unreadable.contains(property.name) {
                XCTAssertEqual(read.map { String(describing: $0) }, String(describing: child.value),
                               "value of \(T.self).\(property.name)", file: file, line: line)
            } else {
                // Mirror itself misreads closures and thin metatypes; the library refuses them.
                XCTAssertNil(read, "\(T.self).\(property.name) is not readable as \(property.type)", file: file, line: line)
            }
        }
    }

    // Oracle 3: `MemoryLayout.offset(of:)` for every struct field with a stored key path.
    if !isClass {
        let covered = Set(keyPaths.map(\.key)).union(noKeyPath)
        XCTAssertEqual(covered, Set(properties.map(\.name)), "key paths must cover every field of \(T.self)", file: file, line: line)
        for (name, keyPath) in keyPaths {
            let expected = MemoryLayout<T>.offset(of: keyPath)
            XCTAssertNotNil(expected, "\\\(T.self).\(name) is not a stored key path", file: file, line: line)
            XCTAssertEqual(model.property(named: name)?.offset, expected, "offset of \(T.self).\(name)", file: file, line: line)
        }
    }

    // Declared facts: let/var, ownership, Optional layers, owners.
    XCTAssertTrue(lets.isSubset(of: properties.map(\.name)), "unknown let names \(lets)", file: file, line: line)
    XCTAssertTrue(Set(ownership.keys).isSubset(of: properties.map(\.name)), "unknown names \(ownership.keys)", file: file, line: line)
    XCTAssertTrue(unreadable.isSubset(of: properties.map(\.name)), "unknown names \(unreadable)", file: file, line: line)
    let owners = ownerOracle(T.self, count: properties.count)
    for (index, property) in properties.enumerated() {
        let context = "\(T.self).\(property.name)"
        XCTAssertEqual(property.isVar, !lets.contains(property.name), "isVar of \(context)", file: file, line: line)
        XCTAssertEqual(property.referenceOwnership, ownership[property.name] ?? .strong, "ownership of \(context)", file: file, line: line)
        XCTAssertEqual(ObjectIdentifier(property.dataType), ObjectIdentifier(unwrapOptionalOracle(property.type).type),
                       "dataType of \(context)", file: file, line: line)
        if index < owners.count {
            XCTAssertEqual(ObjectIdentifier(property.ownerType), ObjectIdentifier(owners[index]),
                           "owner of \(context) is \(property.ownerType), expected \(owners[index])", file: file, line: line)
        }
        XCTAssertTrue(model.property(named: property.name) === properties.first { $0.name == property.name },
                      "property(named:) \(context)", file: file, line: line)
    }
    XCTAssertNil(model.property(named: "no such property"), file: file, line: line)

    // Classes: the `super` chain against `_getSuperclass`.
    if let classType = model as? ClassType, let anyClass = T.self as? AnyClass {
        XCTAssertTrue(classType.isSwiftClass, file: file, line: line)
        let expected = superclassChainOracle(anyClass).reversed().dropFirst().map { ObjectIdentifier($0) }
        var actual: [ObjectIdentifier] = []
        var current = classType.super
        while let superclass = current {
            actual.append(ObjectIdentifier(superclass.type))
            XCTAssertTrue(superclass === Metadata.type(superclass.type), "super is the cached type", file: file, line: line)
            current = superclass.super
        }
        XCTAssertEqual(actual, Array(expected), "super chain of \(T.self)", file: file, line: line)
    }
    return model
}

/// The declaring type of each field: the type itself for a struct; for a class,
/// the first class in the root-first chain whose `_forEachField` count covers the index.
func ownerOracle(_ type: Any.Type, count: Int) -> [Any.Type] {
    guard let anyClass = type as? AnyClass else { return Array(repeating: type, count: count) }
    var owners: [Any.Type] = []
    for level in superclassChainOracle(anyClass) {
        let total = forEachFieldOracle(level)?.count ?? 0
        while owners.count < total { owners.append(level) }
    }
    return owners
}

/// Checks a tuple type against `_forEachField`, Mirror and `MemoryLayout.offset(of:)`.
@discardableResult
func assertTupleMatchesOracles<T>(
    _ type: T.Type, instance: T, keyPaths: [PartialKeyPath<T>],
    file: StaticString = #filePath, line: UInt = #line
) -> TupleType? {
    guard let tuple = Metadata.type(T.self) as? TupleType else {
        XCTFail("\(T.self) is not a TupleType", file: file, line: line)
        return nil
    }
    XCTAssertEqual(tuple.kind, .tuple, file: file, line: line)
    XCTAssertEqual(tuple.module, "", file: file, line: line)
    XCTAssertFalse(tuple.isSystemModule, file: file, line: line)
    XCTAssertEqual(tuple.size, MemoryLayout<T>.size, file: file, line: line)
    XCTAssertEqual(tuple.alignment, MemoryLayout<T>.alignment, file: file, line: line)
    XCTAssertEqual(tuple.stride, MemoryLayout<T>.stride, file: file, line: line)

    let fields = forEachFieldOracle(T.self) ?? []
    XCTAssertEqual(fields.count, keyPaths.count, "oracle field count of \(T.self)", file: file, line: line)
    // The standard library names an unlabelled element ".0"; the library names it "0".
    let oracleNames = fields.map { $0.name.hasPrefix(".") ? String($0.name.dropFirst()) : $0.name }
    XCTAssertEqual(tuple.properties.map(\.name), oracleNames, file: file, line: line)
    XCTAssertEqual(tuple.properties.map(\.offset), fields.map(\.offset), file: file, line: line)
    XCTAssertEqual(typeIDs(tuple.properties.map(\.type)), typeIDs(fields.map(\.type)), file: file, line: line)
    XCTAssertEqual(tuple.properties.map(\.offset), keyPaths.map { MemoryLayout<T>.offset(of: $0) ?? -1 }, file: file, line: line)

    let mirrorNames = Mirror(reflecting: instance).children.map { label -> String in
        let name = label.label ?? "?"
        return name.hasPrefix(".") ? String(name.dropFirst()) : name
    }
    XCTAssertEqual(tuple.properties.map(\.name), mirrorNames, file: file, line: line)
    for property in tuple.properties {
        XCTAssertTrue(property.isVar, file: file, line: line)
        XCTAssertEqual(ObjectIdentifier(property.ownerType), ObjectIdentifier(T.self), file: file, line: line)
    }
    return tuple
}
