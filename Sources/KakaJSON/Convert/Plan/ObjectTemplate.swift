/// A JSON object with the keys one model type's instance will have, each
/// already in its bucket, for `JSONObject()` to copy and fill by position.
///
/// Hashing each key on insert was a third of writing a model's object.
/// Setting a value through an index hashes nothing, and the template's
/// indices are its copy's: the copy is the same value until its first
/// mutation, and setting `values[index]` (a `MutableCollection`) invalidates
/// no index (the standard library's copy keeps the original's seed,
/// capacity and age for that). One template per combination of nil
/// optional members (a nil optional is left out of the object): see
/// `ObjectTemplates`.
final class ObjectTemplate: @unchecked Sendable {
    // @unchecked: immutable; its dictionary holds only `Unset` values.

    /// The value of a key whose member has not been set yet.
    struct Unset {}

    /// Every key, with `Unset` values.
    let object: [String: Any]
    /// Each member's index in `object`, by member position; nil for a member
    /// this template leaves out.
    let slots: [Dictionary<String, Any>.Index?]

    /// A template with the names of the members whose `included` is true.
    /// `names` must not repeat a name.
    init(names: [String], included: (Int) -> Bool) {
        var object = [String: Any](minimumCapacity: names.count)
        for (position, name) in names.enumerated() where included(position) {
            object[name] = Unset()
        }
        // Indices once every key is in: an insert may move other keys.
        slots = names.indices.map { included($0) ? object.index(forKey: names[$0]) : nil }
        self.object = object
    }
}

/// The object of one model instance while `JSONObject()` fills it.
///
/// Made from a template, members set their values at their keys' indices;
/// made from an empty object (a type whose names repeat, or one with too
/// many combinations of nil members), they insert by key.
struct JSONObjectBuilder {
    private var object: [String: Any]
    /// Unretained: the plan that owns it is held for the whole conversion,
    /// and a retain per instance was a shared counter for every thread
    /// writing the type.
    private let template: Unmanaged<ObjectTemplate>?
    /// How many template keys have been given values.
    private var filled = 0

    /// A builder that fills a copy of `template`, which its plan keeps alive.
    init(template: Unmanaged<ObjectTemplate>) {
        object = template._withUnsafeGuaranteedRef { $0.object }
        self.template = template
    }

    /// A builder that inserts into a copy of `empty` by key.
    init(empty: [String: Any]) {
        object = empty
        template = nil
    }

    /// Whether `member` is left out of this instance's object without asking
    /// its encoder: its template was chosen because the member is nil, or
    /// its type has no JSON form.
    @inline(__always)
    func omits(_ member: EncodePlan.Member) -> Bool {
        template?._withUnsafeGuaranteedRef { $0.slots[member.position] == nil } ?? false
    }

    /// Sets `member`'s value. Nothing for a member the template omits (one
    /// that is nil or has no JSON form): an insert could grow the storage
    /// and move every key.
    @inline(__always)
    mutating func set(_ value: consuming Any, for member: EncodePlan.Member) {
        guard let template else {
            object[member.name] = value
            return
        }
        guard let index = template._withUnsafeGuaranteedRef({ $0.slots[member.position] }) else { return }
        object.values[index] = value
        filled &+= 1
    }

    /// The finished object. A member whose encoder found no JSON form for its
    /// value (a double that is not finite, an inner nil) left its template
    /// key unset, and the key is removed.
    @inline(__always)
    mutating func finish() -> [String: Any] {
        guard let template, filled < template._withUnsafeGuaranteedRef({ $0.object.count }) else { return object }
        return removingUnset(template)
    }

    private mutating func removingUnset(_ template: Unmanaged<ObjectTemplate>) -> [String: Any] {
        let unset = template._withUnsafeGuaranteedRef { template in
            template.slots.compactMap { slot in
                slot.flatMap { object.values[$0] is ObjectTemplate.Unset ? object.keys[$0] : nil }
            }
        }
        // By key: a removal moves other keys and invalidates the indices.
        for key in unset { object.removeValue(forKey: key) }
        return object
    }
}
