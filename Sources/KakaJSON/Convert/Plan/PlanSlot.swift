#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// A model converter's (or encoder's) own reference to its type's plan, so
/// that a nested model does not look its plan up in the shared cache, under
/// a lock, on every instance.
///
/// The plan is published once: written under `PlanGraph.lock`, then
/// announced by an atomic release store; a reader that sees the
/// announcement (acquire) also sees the plan. Converters and encoders are
/// rebuilt after a configuration change (`Plans.invalidate()`), so a slot
/// never holds a stale plan for new conversions.
///
/// The reference is strong unless it would close a cycle (see `PlanGraph`):
/// the cache owns plans, a plan owns the converters of its properties, and a
/// recursive model (`Person.parent: Person?`) would otherwise keep its plan
/// alive after a configuration change drops it. Those slots hold the plan
/// weakly; a dropped plan reads as nil, and the slot then asks the cache,
/// without being written again. Strong is the usual case because a weak
/// reference gives its object a side table, and every retain and release of
/// that plan then takes the runtime's slow path; a conversion loads a plan
/// held weakly once and keeps it (`ConversionState`).
///
/// `Plan` is only required to be a class here, not a `ModelTypePlan`: a
/// constrained class named concretely (`PlanSlot<ModelPlan>` in each model
/// converter) makes the runtime prove the constraint by searching the
/// conformance records; the lookup below states it where the caller has the
/// witness table.
final class PlanSlot<Plan: AnyObject>: PlanGraph.Slot, @unchecked Sendable {
    // @unchecked: the references are written once under `PlanGraph.lock`
    // before `ready` is set, and only read after `ready` is seen set.
    private let ready = AtomicByte(0)
    // AnyObject, not Plan?: in this generic class a `Plan?` would ask the
    // runtime for Optional<Plan>'s metadata on every read. Only `plan(for:)`
    // writes them, always with a `Plan`, so `unsafeDowncast` below holds.
    // exclusivity(unchecked): written once before `ready`, then only read.
    @exclusivity(unchecked) private var strong: AnyObject?
    /// `strong` again, lent to `withPlan` without a retain.
    @exclusivity(unchecked) private var unretained: Unmanaged<AnyObject>?
    @exclusivity(unchecked) private weak var weak: AnyObject?

    override var holding: PlanGraph.Holding {
        guard ready.value == 1 else { return .empty }
        return strongPlanSlots == nil ? .weak : .strong
    }

    /// Calls `body` with the plan of `Model`. A plan the slot holds strongly
    /// is lent without a retain and release: the slot keeps it alive as long
    /// as its converter (or encoder), which the caller's own plan keeps alive.
    /// A plan held weakly is lent the same way, kept by the conversion's
    /// state (`ConversionState.plan(heldWeaklyBy:load:)`), which holds what
    /// `plan(for:in:)` returned: a `Plan`, so the downcast holds too.
    @inline(__always)
    func withPlan<Model: Convertible, Result>(for type: Model.Type, in cache: PlanCache<Plan>,
                                              _ body: (Plan) -> Result) -> Result where Plan: ModelTypePlan {
        if ready.value == 1 {
            if let unretained {
                return unretained._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Plan.self)) }
            }
            if let state = ConversionState.current {
                return state.plan(heldWeaklyBy: self) { plan(for: type, in: cache) }
                    ._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Plan.self)) }
            }
        }
        return body(plan(for: type, in: cache))
    }

    /// The plan of `Model` from `cache`, looked up once.
    func plan<Model: Convertible>(for type: Model.Type, in cache: PlanCache<Plan>) -> Plan where Plan: ModelTypePlan {
        if ready.value == 1 {
            if let strong { return unsafeDowncast(strong, to: Plan.self) }
            if let weak { return unsafeDowncast(weak, to: Plan.self) }
            return cache.plan(for: type)
        }
        let plan = cache.plan(for: type)
        PlanGraph.lock.withWriteLock {
            guard ready.value == 0 else { return }
            if PlanGraph.reaches(self, from: plan.slots) {
                weak = plan
            } else {
                strong = plan
                unretained = .passUnretained(plan)
                strongPlanSlots = plan.slots
            }
            ready.store(1)
        }
        return plan
    }
}
