/// A model converter's (or encoder's) own copy of its type's plan, so that a
/// nested model does not look its plan up in the shared cache, under a lock,
/// on every instance.
///
/// The plan is published once: written under a lock, then announced by an
/// atomic release store; a reader that sees the announcement (acquire) also
/// sees the plan. Converters and encoders are rebuilt after a configuration
/// change (`Plans.invalidate()`), so a slot never holds a stale plan for new
/// conversions.
///
/// The reference is weak: the cache owns plans, and a plan owns the
/// converters of its properties, so a strong reference would make a cycle for
/// every recursive model (`Person.parent: Person?`) and leak it when a
/// configuration change drops the plan. A dropped plan reads as nil, and the
/// slot then asks the cache, without being written again.
///
/// `Plan` is only required to be a class here, not a `ModelTypePlan`: a
/// constrained class named concretely (`PlanSlot<ModelPlan>` in each model
/// converter) makes the runtime prove the constraint by searching the
/// conformance records; the lookup below states it where the caller has the
/// witness table.
final class PlanSlot<Plan: AnyObject>: @unchecked Sendable {
    // @unchecked: `stored` is written once under `lock` before `ready` is set,
    // and only read after `ready` is seen set.
    private let ready = AtomicByte(0)
    private let lock = ReadWriteLock()
    // AnyObject, not Plan?: in this generic class a `Plan?` would ask the
    // runtime for Optional<Plan>'s metadata on every read.
    private weak var stored: AnyObject?

    /// The plan of `Model` from `cache`, looked up once.
    func plan<Model: Convertible>(for type: Model.Type, in cache: PlanCache<Plan>) -> Plan where Plan: ModelTypePlan {
        if ready.value == 1 {
            if let stored { return unsafeDowncast(stored, to: Plan.self) }
            return cache.plan(for: type)
        }
        let plan = cache.plan(for: type)
        lock.withWriteLock {
            if ready.value == 0 {
                stored = plan
                ready.store(1)
            }
        }
        return plan
    }
}
