/// The class instance held in `value`, as `Class`; the caller has found the
/// instance's class to be `Class` or a subclass of it (for example with
/// `type(of: value) is Class.Type`).
///
/// For the conversion layer's Foundation values: a cast of the `Any` itself
/// (`value as? NSNumber`) is the runtime's general cast, thousands of
/// instructions, where checking the metatype and then taking the reference
/// is a walk up the superclass chain.
package func classInstance<Class: AnyObject>(in value: Any, as _: Class.Type) -> Class {
    precondition(Swift.type(of: value) is Class.Type, "classInstance(in:as:) on an instance of another class")
    // ABI: a class instance in an existential is one strong reference, the
    // same pointer whatever class it is viewed as. `opened` keeps it alive
    // while the new reference is retained.
    func pass<Opened>(_ opened: Opened) -> Class {
        // An existential holding another existential (`Any` in `Any`,
        // `AnyObject` in `Any`) opens to that one: the general cast looks through it.
        guard Opened.self is AnyObject.Type else { return opened as! Class }
        return Unmanaged<Class>.fromOpaque(unsafeBitCast(opened, to: UnsafeRawPointer.self)).takeUnretainedValue()
    }
    return _openExistential(value, do: pass)
}
