/// The address of a model instance's stored properties: the value itself for a
/// struct, the heap object (header included) for a class.
///
/// Property offsets from the metadata are relative to this address.
/// `withInstanceAddress` and `instanceAddress(ofObject:)` are the one place
/// where a model becomes an address; `makeArray` and `withTemporaryValue`
/// give the addresses of new arrays' elements and of temporaries. This
/// layer only reads through an address: KakaJSON's `PropertyStore` is the
/// one place a value is written at one.
@usableFromInline package struct InstanceAddress {
    @usableFromInline let base: UnsafeMutableRawPointer

    @usableFromInline
    init(base: UnsafeMutableRawPointer) {
        self.base = base
    }

    /// Reads the value of type `T` stored at `offset`.
    @inline(__always)
    package func load<T>(_: T.Type, at offset: Int) -> T {
        // ABI: a stored property of type T at a metadata field offset is a
        // properly aligned, initialised T.
        typed(T.self, at: offset).pointee
    }

    @inline(__always)
    private func typed<T>(_: T.Type, at offset: Int) -> UnsafeMutablePointer<T> {
        UnsafeMutablePointer<T>(OpaquePointer(base + offset))
    }

    /// The raw address of the property at `offset`, for KakaJSON's typed
    /// reads and writes: there the compiler knows a layout such as
    /// `[Element]`'s, where a generic call into this module takes `T`'s
    /// metadata (a runtime lookup on every call) and is not inlined.
    @inline(__always)
    package func rawAddress(at offset: Int) -> UnsafeMutableRawPointer {
        base + offset
    }

    /// The address `bytes` further on: the next element of a buffer.
    @inline(__always)
    package func advanced(by bytes: Int) -> InstanceAddress {
        InstanceAddress(base: base + bytes)
    }
}

/// Calls `body` with the address of temporary storage for one `Value` and a
/// function that moves the value out of it, leaving it uninitialized again:
/// `body` calls `take` exactly once after each initialization of the storage,
/// and leaves it uninitialized when it returns. The storage is deallocated on
/// every path. Inlinable: the property store calls it from KakaJSON, where
/// a call across the module boundary would run it unspecialized, asking the
/// runtime for the generic types it forms on every call.
@inlinable @inline(__always)
package func withTemporaryValue<Value, Result>(_: Value.Type,
                                               _ body: (InstanceAddress, () -> Value) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
        // A capacity of 1 always gives a base address (a zero-sized type gets a valid one too).
        let start = buffer.baseAddress.unsafelyUnwrapped
        return body(InstanceAddress(base: UnsafeMutableRawPointer(start)), { start.move() })
    }
}

/// Calls `body` with the address of each element of `array`, in order, for
/// reading the elements in place.
package func forEachElementAddress<Element>(of array: [Element], _ body: (InstanceAddress) -> Void) {
    array.withUnsafeBufferPointer { elements in
        // ABI: an Array's elements are contiguous, `MemoryLayout<Element>.stride`
        // apart, each an initialised Element; read-only use.
        guard let first = elements.baseAddress else { return }
        let start = UnsafeMutableRawPointer(mutating: first)
        let stride = MemoryLayout<Element>.stride
        for index in 0..<elements.count { body(InstanceAddress(base: start + index &* stride)) }
    }
}

/// Builds an array of at most `capacity` elements in place: `initialize` is
/// given the address of the next uninitialized element and returns whether it
/// initialized it. Generic code that appends element by element asks the
/// runtime for `Array<Element>`'s metadata on every append; this asks once.
package func makeArray<Element>(capacity: Int, _ initialize: (Int, InstanceAddress) -> Bool) -> [Element] {
    // `Array(unsafeUninitializedCapacity: 0)` stores its count into the one
    // shared empty array: a write from many threads at once.
    guard capacity > 0 else { return [] }
    return Array(unsafeUninitializedCapacity: capacity) { buffer, count in
        guard let start = buffer.baseAddress else { return }
        for index in 0..<capacity {
            // The buffer's contract: elements from `count` on are uninitialized memory.
            if initialize(index, InstanceAddress(base: UnsafeMutableRawPointer(start + count))) { count += 1 }
        }
    }
}

/// Builds an array of at most `capacity` elements in place: `fill` is given
/// the address of the first element and the elements' stride, initializes
/// consecutive elements from there, and returns how many (at most `capacity`).
package func makeArray<Element>(capacity: Int, filledBy fill: (InstanceAddress, Int) -> Int) -> [Element] {
    // See above: never the shared empty array.
    guard capacity > 0 else { return [] }
    return Array(unsafeUninitializedCapacity: capacity) { buffer, count in
        guard let start = buffer.baseAddress else { return }
        // The buffer's contract: `count` tells how many leading elements are initialized.
        count = fill(InstanceAddress(base: UnsafeMutableRawPointer(start)), MemoryLayout<Element>.stride)
    }
}

/// Calls `body` with the address of `instance`'s stored properties.
///
/// For a class, the reference is loaded from `instance`, and the object stays
/// alive because `instance` holds it for the whole call. For any other kind,
/// the address of the value itself is passed.
package func withInstanceAddress<Model, Result>(
    of instance: inout Model, _ body: (InstanceAddress) throws -> Result
) rethrows -> Result {
    // A zero-sized value has no properties and its address may be anything
    // (touching it crashes under the thread sanitizer): use a placeholder.
    if MemoryLayout<Model>.size == 0 { return try withPlaceholderAddress(body) }
    return try withUnsafeMutableBytes(of: &instance) { bytes in
        guard let start = bytes.baseAddress else { return try withPlaceholderAddress(body) }
        if MetadataRecord(Model.self).kind == MetadataKindValue.class {
            // ABI: a native class reference is a single pointer to the heap object.
            return try body(InstanceAddress(base: start.load(as: UnsafeMutableRawPointer.self)))
        }
        return try body(InstanceAddress(base: start))
    }
}

/// Calls `body` with the address of `instance`'s stored properties, for reading only.
///
/// Like `withInstanceAddress(of:_:)` without needing a mutable instance; `body`
/// must not store through the address.
package func withInstanceAddress<Model, Result>(
    ofValue instance: Model, _ body: (InstanceAddress) throws -> Result
) rethrows -> Result {
    try withUnsafePointer(to: instance) { try withInstanceAddress(ofValueAt: $0, body) }
}

/// Calls `body` with the address of the stored properties of the instance
/// `pointer` points to, for reading only.
private func withInstanceAddress<Model, Result>(
    ofValueAt pointer: UnsafePointer<Model>, _ body: (InstanceAddress) throws -> Result
) rethrows -> Result {
    if MemoryLayout<Model>.size == 0 { return try withPlaceholderAddress(body) }
    // Read-only use: the caller only loads through this address.
    let start = UnsafeMutableRawPointer(mutating: pointer)
    if MetadataRecord(Model.self).kind == MetadataKindValue.class {
        // ABI: a native class reference is a single pointer to the heap object.
        return try body(InstanceAddress(base: start.load(as: UnsafeMutableRawPointer.self)))
    }
    // ABI: a struct's stored properties are laid out from the start of its storage.
    return try body(InstanceAddress(base: start))
}

/// The address of the stored properties of the class instance `object`: the
/// heap object itself. The caller keeps `object` alive while it uses the
/// address. Non-generic and inlinable, unlike `withInstanceAddress`: the
/// writer of a graph of class models recurses through it, where a generic
/// call into this module would run unspecialized and add frames to every
/// level of the recursion.
@inlinable @inline(__always)
package func instanceAddress(ofObject object: AnyObject) -> InstanceAddress {
    // ABI: a native class reference is a single pointer to the heap object,
    // whose stored properties are at their field offsets from that pointer.
    InstanceAddress(base: Unmanaged.passUnretained(object).toOpaque())
}

/// Calls `body` with the address of a local byte, for values without storage.
private func withPlaceholderAddress<Result>(_ body: (InstanceAddress) throws -> Result) rethrows -> Result {
    var placeholder: UInt8 = 0
    return try withUnsafeMutablePointer(to: &placeholder) { try body(InstanceAddress(base: UnsafeMutableRawPointer($0))) }
}

extension Property {
    /// Reads this property's value from `instance` (nil when `access` is nil:
    /// weak and unowned storage, closures and thin metatypes).
    package func value<Model>(in instance: inout Model) -> Any? {
        guard let access else { return nil }
        return withInstanceAddress(of: &instance) { address -> Any? in access.read(from: address, offset: offset) }
    }
}
