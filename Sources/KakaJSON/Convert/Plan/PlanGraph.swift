#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The plans that plan slots hold, kept free of reference cycles.
///
/// A plan owns the converters (or encoders) of its properties; a model
/// converter's slot refers to its model type's plan. A slot may hold its plan
/// strongly only when that plan cannot reach the slot again through plans
/// held strongly: then the strong references form no cycle, and the plans a
/// configuration change drops are freed. Each slot is decided once, when it
/// is filled, under `lock`; a cycle that a later slot would close is found by
/// that slot's own check, so the strong references stay acyclic.
enum PlanGraph {
    /// Held while a slot is decided and filled (once per slot).
    static let lock = ReadWriteLock()

    /// A plan slot as the graph sees it: the slots of the plan it holds strongly.
    class Slot: @unchecked Sendable {
        // @unchecked: only touched under `PlanGraph.lock`.
        /// The slots of the strongly held plan; nil while empty or weak.
        var strongPlanSlots: [Slot]?

        /// How the slot holds its plan (read under `lock`).
        var holding: Holding { .empty }
    }

    /// How a slot holds its plan.
    enum Holding { case empty, strong, weak }

    /// Whether `target` is among `slots` or the slots reachable from them
    /// through strongly held plans. Called under `lock`.
    static func reaches(_ target: Slot, from slots: [Slot]) -> Bool {
        if slots.isEmpty { return false }
        var pending = [slots]
        var seen = Set<ObjectIdentifier>()
        while let next = pending.popLast() {
            for slot in next {
                if slot === target { return true }
                guard seen.insert(ObjectIdentifier(slot)).inserted, let further = slot.strongPlanSlots else { continue }
                pending.append(further)
            }
        }
        return false
    }

    /// The slots of the model converters in `converters` and in their parts.
    static func slots(of converters: [AnyConverter]) -> [Slot] {
        slots(of: converters, slot: \.planSlot, parts: \.parts)
    }

    /// The slots of the model encoders in `encoders` and in their parts.
    static func slots(of encoders: [AnyEncoder]) -> [Slot] {
        slots(of: encoders, slot: \.planSlot, parts: \.parts)
    }

    private static func slots<Part>(of roots: [Part], slot: (Part) -> Slot?, parts: (Part) -> [Part]) -> [Slot] {
        var slots: [Slot] = []
        var pending = roots
        while let part = pending.popLast() {
            if let found = slot(part), !slots.contains(where: { $0 === found }) { slots.append(found) }
            pending.append(contentsOf: parts(part))
        }
        return slots
    }
}
