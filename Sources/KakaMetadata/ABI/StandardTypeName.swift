/// Reads the mangled names of the standard library's common field types
/// without the runtime's demangler.
///
/// The first time a process meets a name such as `s5Int64V` or `SaySiG`, the
/// runtime demangles it and checks the generic requirements it names: per
/// name, a large part of the first conversion of a type
/// with a field type new to the process. This reader knows a small grammar
/// and hands every other name to the runtime:
///
///     type  := base ("Sg")*                 `Sg`: Optional of what precedes
///     base  := scalar | "yp"                `yp`: Any
///            | "Say" type "G"               Array
///            | "SDySS" type "G"             Dictionary with String keys
///     scalar := "Si" | "Su" | "Sd" | "Sf" | "Sb" | "SS"
///            | "s4Int8V" | "s5Int16V" | "s5Int32V" | "s5Int64V"
///            | "s5UInt8V" | "s6UInt16V" | "s6UInt32V" | "s6UInt64V"
///            | symbolic reference to one of these types' descriptors
///
/// Another module's field records name `Int64` and the other sized integers
/// by a symbolic reference to the standard library's descriptor (ABI,
/// Mangling.md "Symbolic references": 0x01 is followed by a 32-bit offset,
/// relative to its own address, to the context descriptor; 0x02 by one to a
/// pointer to it), so those are matched by the descriptor's address.
///
/// ABI (docs/ABI/Mangling.md): `Si`, `Su`, `Sd`, `Sf`, `Sb`, `SS`, `Sa`, `SD`
/// and `Sq`'s sugar `Sg` are standard substitutions; `s` is the Swift module;
/// `y`...`G` encloses a bound generic type's arguments; `yp` is `Any`.
/// `StandardTypeNameTests` checks every form against `_mangledTypeName` and
/// real field records against their declared types.
package enum StandardTypeName {
    /// The type `name` stands for, or nil when it is not in the grammar above.
    package static func type(named name: UnsafeRawBufferPointer) -> Any.Type? {
        var reader = Reader(bytes: name)
        guard let type = reader.type(), reader.isAtEnd else { return nil }
        return type
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var position = 0
        /// Limits nesting (`[[[Int]]]`...): real field types are shallow, and
        /// a deeper name goes to the runtime instead of recursing further.
        var depth = 0

        var isAtEnd: Bool { position == bytes.count }

        /// Reads `text` if the name continues with it.
        mutating func skip(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.count &- position >= count else { return false }
            let start = text.utf8Start
            for offset in 0..<count where bytes[position &+ offset] != start[offset] { return false }
            position &+= count
            return true
        }

        mutating func type() -> Any.Type? {
            guard depth < 8, var type = base() else { return nil }
            while skip("Sg") { type = StandardTypeName.optional(of: type) }
            return type
        }

        private mutating func base() -> Any.Type? {
            if skip("Say") { return container { StandardTypeName.array(of: $0) } }
            if skip("SDySS") { return container { StandardTypeName.dictionary(of: $0) } }
            return scalar()
        }

        /// Reads an element type and the `G` that closes the arguments.
        private mutating func container(_ make: (Any.Type) -> Any.Type) -> Any.Type? {
            depth &+= 1
            defer { depth &-= 1 }
            guard let element = type(), skip("G") else { return nil }
            return make(element)
        }

        private mutating func scalar() -> Any.Type? {
            if skip("Si") { return Int.self }
            if skip("SS") { return String.self }
            if skip("Sd") { return Double.self }
            if skip("Sb") { return Bool.self }
            if skip("yp") { return Any.self }
            if skip("Su") { return UInt.self }
            if skip("Sf") { return Float.self }
            if skip("s5Int64V") { return Int64.self }
            if skip("s5Int32V") { return Int32.self }
            if skip("s5Int16V") { return Int16.self }
            if skip("s4Int8V") { return Int8.self }
            if skip("s6UInt64V") { return UInt64.self }
            if skip("s6UInt32V") { return UInt32.self }
            if skip("s6UInt16V") { return UInt16.self }
            if skip("s5UInt8V") { return UInt8.self }
            return symbolicScalar()
        }

        private mutating func symbolicScalar() -> Any.Type? {
            guard bytes.count &- position >= 5, let base = bytes.baseAddress else { return nil }
            let kind = bytes[position]
            guard kind == 0x01 || kind == 0x02 else { return nil }
            let reference = base + (position &+ 1)
            let target = reference + Int(reference.loadUnaligned(as: Int32.self))
            let descriptor = kind == 0x01 ? target : target.load(as: UnsafeRawPointer.self)
            guard let type = StandardTypeName.scalar(describedBy: descriptor) else { return nil }
            position &+= 5
            return type
        }
    }

    /// The standard scalar type whose nominal type descriptor is `descriptor`.
    /// ABI (TypeMetadata.md, "Struct Metadata"): word 1 of a struct's metadata
    /// is its descriptor. Compared one by one: a table of tuples would be a new
    /// array type for the runtime to instantiate from its name, the very cost avoided.
    fileprivate static func scalar(describedBy descriptor: UnsafeRawPointer) -> Any.Type? {
        func isDescribed(_ type: Any.Type) -> Bool {
            StructMetadata(record: MetadataRecord(type)).descriptor.type.pointer == descriptor
        }
        if isDescribed(Int64.self) { return Int64.self }
        if isDescribed(Int32.self) { return Int32.self }
        if isDescribed(Int16.self) { return Int16.self }
        if isDescribed(Int8.self) { return Int8.self }
        if isDescribed(UInt64.self) { return UInt64.self }
        if isDescribed(UInt32.self) { return UInt32.self }
        if isDescribed(UInt16.self) { return UInt16.self }
        if isDescribed(UInt8.self) { return UInt8.self }
        if isDescribed(Int.self) { return Int.self }
        if isDescribed(UInt.self) { return UInt.self }
        if isDescribed(Double.self) { return Double.self }
        if isDescribed(Float.self) { return Float.self }
        if isDescribed(Bool.self) { return Bool.self }
        if isDescribed(String.self) { return String.self }
        return nil
    }

    // Unspecialized generic code asks the runtime's metadata cache for the
    // type from its arguments' metadata; `[Int64].self` written concretely
    // would be demangled from its name instead, the cost this type avoids.
    @_semantics("optimize.sil.specialize.generic.never")
    private static func optional<Wrapped>(_: Wrapped.Type) -> Any.Type { Wrapped?.self }

    @_semantics("optimize.sil.specialize.generic.never")
    private static func array<Element>(_: Element.Type) -> Any.Type { [Element].self }

    @_semantics("optimize.sil.specialize.generic.never")
    private static func dictionary<Value>(_: Value.Type) -> Any.Type { [String: Value].self }

    fileprivate static func optional(of type: Any.Type) -> Any.Type { optional(type) }
    fileprivate static func array(of type: Any.Type) -> Any.Type { array(type) }
    fileprivate static func dictionary(of type: Any.Type) -> Any.Type { dictionary(type) }
}
