#if canImport(CKakaRuntime)
import CKakaRuntime
#endif
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// Everything a conversion carries besides its input and its output: the
/// diagnostics session, the user's context, the configuration a plan being
/// built reads, the hook probes, the class instances being written (for
/// cycles), the objects collected for `kj_didConvertToJSON`, and the plans
/// of recursive models it loaded.
///
/// One object in one thread slot (`kaka_conversion_state` in CKakaRuntime):
/// conversions are synchronous, so what runs inside one finds its state on
/// its own thread, with one load where a `@TaskLocal` lookup is a call into
/// the concurrency runtime. When a conversion goes on on another thread
/// (`StackGuard`), that thread adopts the same object, so all of it moves
/// as a unit and nothing depends on the size of the caller's stack.
///
/// The state is made by the first code of a conversion that needs it and
/// lives until that code returns; conversions started inside it (by a hook)
/// share it, and each entry point sets and restores the fields it owns.
final class ConversionState: @unchecked Sendable {
    // @unchecked, and exclusivity(unchecked) fields: a state is used by one
    // thread at a time, the one running the conversion or the one it goes
    // on on while the first waits.

    /// The issues of the conversion, when it reports them.
    @exclusivity(unchecked) var session: IssueSession?
    /// The value the entry point was given for the hooks (`ConversionContext`).
    @exclusivity(unchecked) var context: (any Sendable)?
    /// The configuration a plan under construction reads (`ConfigStore.building`).
    @exclusivity(unchecked) var planConfiguration: ConfigSnapshot?
    /// How deep the documents that enclose the one being read nest, added
    /// up: JSON text inside a string is a document of its own, and the
    /// depth limit counts its levels with theirs (`EmbeddedJSON`).
    @exclusivity(unchecked) var enclosingDepth = 0
    /// Flags of the running hook probe, `probeActive` set while one runs.
    @exclusivity(unchecked) var probeFlags: UInt8 = 0
    /// Set while a JSON object for a `kj_didConvertToJSON` is built from
    /// models whose hooks already ran as their text was written.
    @exclusivity(unchecked) var buildingCallbackJSON = false
    /// Set while a model whose type has (or may have) `kj_didConvertToJSON`
    /// writes its members as text: the models inside collect their objects.
    @exclusivity(unchecked) var collectingObjects = false
    /// The objects that the hooks of the models being filled receive,
    /// outermost first (see `ModelDecoder`).
    @exclusivity(unchecked) var callbackObjects: [CallbackJSONObject] = []
    /// The class instances being written, ancestors of the current one: the
    /// outermost `nearObjectLimit` in an array searched in place (most graphs
    /// are shallow), deeper ones in an index of their addresses, so that a
    /// very deep graph is not quadratic. They leave in the reverse order
    /// they came, which the index removes without moving anything.
    @exclusivity(unchecked) private var nearObjects: [ObjectIdentifier] = []
    @exclusivity(unchecked) private var deepObjects = AddressIndex()
    private static let nearObjectLimit = 32
    /// JSON objects finished for `kj_didConvertToJSON` while their models
    /// were written as text, for the enclosing model's object (see
    /// `ModelEncoding`): numbered by the address of each model's storage,
    /// the objects in that order beside the index; and the addresses in the
    /// order they came, to drop those of a subtree.
    @exclusivity(unchecked) private var collectedIndex = AddressIndex()
    @exclusivity(unchecked) private var collectedObjects: [[String: Any]] = []
    @exclusivity(unchecked) private var collectedOrder: [UInt] = []
    /// Plans that plan slots hold weakly (a recursive model's own, see
    /// `PlanSlot`), each loaded once and kept until the conversion ends with
    /// the slot that holds it (kept too, so that no other slot can take its
    /// address meanwhile).
    @exclusivity(unchecked) private var weakPlans: [(slot: AnyObject, plan: AnyObject)] = []

    static let probeActive: UInt8 = 0x80

    /// The calling thread's state, if a conversion running on it made one.
    @inline(__always)
    static var current: ConversionState? {
        // The slot holds NULL or a pointer from `passUnretained` of a state
        // that the code which put it there keeps alive until it clears it.
        guard let pointer = kaka_conversion_state() else { return nil }
        return Unmanaged<ConversionState>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with the calling thread's state, made for the call when
    /// there is none.
    @inline(__always)
    static func with<Result>(_ body: (ConversionState) throws -> Result) rethrows -> Result {
        if let state = current { return try body(state) }
        return try adopting(ConversionState(), body)
    }

    /// Runs `body` with `state` (nil: none) as the calling thread's state,
    /// then restores the one before: how a conversion goes on on another
    /// thread, and how a new state is installed.
    static func adopting<Result>(_ state: ConversionState?,
                                 _ body: (ConversionState) throws -> Result) rethrows -> Result {
        let state = state ?? ConversionState()
        let previous = kaka_conversion_state_exchange(Unmanaged.passUnretained(state).toOpaque())
        defer {
            _ = kaka_conversion_state_exchange(previous)
            withExtendedLifetime(state) {}
        }
        return try body(state)
    }

    // MARK: Class instances being written

    /// Runs `body` while `object` counts as being written; returns nil
    /// without running it when it is being written already (a reference
    /// back up the graph: a cycle). An object met twice on different
    /// branches (shared, not cyclic) is written each time.
    @inline(__always)
    static func writing<Result>(_ object: AnyObject, _ body: () -> Result) -> Result? {
        with { state in
            let identifier = ObjectIdentifier(object)
            guard !state.nearObjects.contains(identifier) else { return nil }
            if state.nearObjects.count < nearObjectLimit {
                // The table is empty while the array has room: entries
                // leave in the reverse order they came.
                state.nearObjects.append(identifier)
                defer { state.nearObjects.removeLast() }
                return body()
            }
            let key = AddressIndex.key(identifier)
            guard state.deepObjects.insert(key).inserted else { return nil }
            defer { _ = state.deepObjects.remove(key) }
            return body()
        }
    }

    /// Whether `object` is being written by this conversion.
    func isWriting(_ object: AnyObject) -> Bool {
        isWriting(ObjectIdentifier(object))
    }

    private func isWriting(_ identifier: ObjectIdentifier) -> Bool {
        nearObjects.contains(identifier)
            || (!deepObjects.isEmpty && deepObjects.entry(for: AddressIndex.key(identifier)) != nil)
    }

    // MARK: Plans held weakly

    /// The plan that `slot` holds weakly, as `load` gives it the first time
    /// this conversion asks, lent without a retain: the state keeps it.
    /// A weak load at every level of a deep recursive model would cost more
    /// than the rest of the level, and make each retain and release of the
    /// plan take the runtime's slow path (a weakly referenced object has a
    /// side table).
    @inline(__always)
    func plan(heldWeaklyBy slot: AnyObject, load: () -> AnyObject) -> Unmanaged<AnyObject> {
        for kept in weakPlans where kept.slot === slot { return .passUnretained(kept.plan) }
        return keep(load(), heldWeaklyBy: slot)
    }

    /// Keeps `plan`, which `slot` holds weakly, until the conversion ends.
    /// Out of line: once per slot and conversion.
    @inline(never)
    private func keep(_ plan: AnyObject, heldWeaklyBy slot: AnyObject) -> Unmanaged<AnyObject> {
        weakPlans.append((slot, plan))
        return .passUnretained(plan)
    }

    // MARK: Objects collected for kj_didConvertToJSON

    /// A mark for `dropCollected(since:)`.
    var collectedMark: Int { collectedOrder.count }

    /// Keeps `object`, the finished JSON object of the model whose
    /// collection key (`ModelStorage.collectionKey`) is `key`.
    func collect(_ object: [String: Any], at key: UInt) {
        let (entry, inserted) = collectedIndex.insert(key)
        if inserted { collectedObjects.append(object) } else { collectedObjects[entry] = object }
        collectedOrder.append(key)
    }

    /// The object collected under `key`, taken out.
    func takeCollected(at key: UInt) -> [String: Any]? {
        guard !collectedIndex.isEmpty, let entry = collectedIndex.remove(key) else { return nil }
        return removeCollectedObject(entry)
    }

    /// Drops the objects collected since `mark`: their models' storage may
    /// be reused by later values.
    func dropCollected(since mark: Int) {
        while collectedOrder.count > mark {
            // Taken already, or collected twice at one address: then not in the index.
            guard let entry = collectedIndex.remove(collectedOrder.removeLast()) else { continue }
            // As deep as the subtree: released a level at a time (see FoundationValue.release).
            FoundationValue.release(removeCollectedObject(entry))
        }
    }

    /// The object of entry `entry`, which the index just removed.
    private func removeCollectedObject(_ entry: Int) -> [String: Any] {
        // The index moved its last entry into the removed one's place.
        collectedObjects.swapAt(entry, collectedIndex.count)
        return collectedObjects.removeLast()
    }
}
