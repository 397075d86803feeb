#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The object templates of one encode plan: one per combination of nil
/// optional members seen, made when an instance first has it (the one
/// without nil members with the plan).
///
/// An instance's nil optionals are told from their tags in place, one
/// value-witness call each, before anything is written; its template then
/// has exactly the keys it will have. Removing a key from a filled object
/// would hash it and its neighbours again, which costs more than the
/// template saves.
final class ObjectTemplates: @unchecked Sendable {
    // @unchecked: immutable but for `published`, which is made for readers
    // on many threads (its publishes are serialized by `lock`); `empty` is
    // only ever copied.

    /// An optional member whose tag chooses the template.
    private struct OptionalMember {
        let position: Int
        let offset: Int
        let wrapped: Any.Type
    }

    /// The templates published so far, with the combination each is for
    /// (bit `i` set: the `i`-th optional member is nil).
    private final class List: Sendable {
        let masks: [UInt64]
        let templates: [ObjectTemplate]

        init(masks: [UInt64], templates: [ObjectTemplate]) {
            self.masks = masks
            self.templates = templates
        }
    }

    /// At most this many combinations get a template; further instances
    /// insert their keys (a type with many independent nil members).
    private static let limit = 16

    private let names: [String]
    /// Whether each member can have a value in the object (not a closure).
    private let writable: [Bool]
    /// The first 64 optional members (a mask's bits); an optional beyond
    /// them is in every template, and its key is removed when it is nil.
    private let optionals: [OptionalMember]
    /// An empty object with room for every member, for the builders that
    /// insert by key. Copied, not made per instance: the first insert copies
    /// its storage in specialized code, where `init(minimumCapacity:)` runs
    /// the standard library's unspecialized code, which asks the runtime for
    /// the storage's metadata on every call.
    let empty: [String: Any]
    /// The template of an instance with no nil optional member, made with
    /// the plan: the usual case, and the only one of a type without
    /// optionals. Nil when two members share a name (the later one's value
    /// wins, as inserting by key gives): no templates then.
    private let allPresent: ObjectTemplate?
    /// The templates made so far, read without a lock; `lock` serializes
    /// making and publishing a new list.
    private let published = PublishedReference()
    private let lock = ReadWriteLock()

    /// The templates of a plan with `members`.
    init(members: [EncodePlan.Member]) {
        let names = members.map(\.name)
        self.names = names
        let writable = members.map(\.encoder.mayHaveJSONForm)
        self.writable = writable
        optionals = members.compactMap { member in
            guard writable[member.position] else { return nil }
            return member.encoder.optionalWrappedType.map {
                OptionalMember(position: member.position, offset: member.offset, wrapped: $0)
            }
        }.prefix(64).map { $0 }
        empty = [String: Any](minimumCapacity: names.count)
        allPresent = Set(names).count == names.count ? ObjectTemplate(names: names, included: { writable[$0] }) : nil
    }

    /// A builder for the object of the instance at `address`.
    func builder(for address: InstanceAddress) -> JSONObjectBuilder {
        guard let allPresent else { return JSONObjectBuilder(empty: empty) }
        var mask: UInt64 = 0
        // ABI: a stored property lies at its field offset from the instance
        // address, and `wrapped` is the `Wrapped` of that `Optional` member.
        for (bit, member) in optionals.enumerated()
        where !OptionalTag.isSome(at: address.rawAddress(at: member.offset), wrapped: member.wrapped) {
            mask |= 1 << UInt64(bit)
        }
        if mask == 0 { return JSONObjectBuilder(template: Unmanaged.passUnretained(allPresent)) }
        guard let template = publishedTemplate(for: mask) ?? makeTemplate(for: mask) else {
            return JSONObjectBuilder(empty: empty)
        }
        return JSONObjectBuilder(template: template)
    }

    private func publishedTemplate(for mask: UInt64) -> Unmanaged<ObjectTemplate>? {
        published.current?._withUnsafeGuaranteedRef { object in
            // Only `List`s are published here.
            let list = unsafeDowncast(object, to: List.self)
            guard let index = list.masks.firstIndex(of: mask) else { return nil }
            return Unmanaged.passUnretained(list.templates[index])
        }
    }

    /// Makes and publishes the template for `mask`; nil past `limit`.
    private func makeTemplate(for mask: UInt64) -> Unmanaged<ObjectTemplate>? {
        lock.withWriteLock {
            let current = published.last.map { unsafeDowncast($0, to: List.self) }
            if let current, let index = current.masks.firstIndex(of: mask) {
                return Unmanaged.passUnretained(current.templates[index])
            }
            guard (current?.masks.count ?? 0) < Self.limit else { return nil }
            var omitted = [Bool](repeating: false, count: names.count)
            for (bit, member) in optionals.enumerated() where mask & (1 << UInt64(bit)) != 0 {
                omitted[member.position] = true
            }
            let template = ObjectTemplate(names: names, included: { [writable] in writable[$0] && !omitted[$0] })
            let list = List(masks: (current?.masks ?? []) + [mask], templates: (current?.templates ?? []) + [template])
            published.publish(list)
            return Unmanaged.passUnretained(template)
        }
    }
}
